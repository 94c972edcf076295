import {
  formatarData,
  ROTULOS_AMORTIZACAO,
  ROTULOS_PASSO_LANCE,
  type PassoLance,
  type ResumoLance,
} from '@portal/domain';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Money } from '@/components/money';
import { formatarPercentualLance } from './formatos';
import { CabecalhoPasso } from './passo';

function Linha({ termo, children, alterar }: { termo: string; children: ReactNode; alterar?: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3 py-3">
      <dt className="text-sm text-tinta-suave">{termo}</dt>
      <dd className="flex items-center gap-1 text-right text-[0.9375rem] font-semibold text-tinta">
        <span className="tabular">{children}</span>
        {alterar && (
          <button
            type="button"
            onClick={alterar}
            className="-my-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-primaria-texto hover:bg-primaria/8"
            aria-label={`Alterar ${termo.toLowerCase()}`}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
        )}
      </dd>
    </div>
  );
}

/** Summary step: the server's figures for the simulated bid, each answer editable, and what happens next. */
export function PassoResumo({
  resumo,
  avisos,
  passos,
  irPara,
}: {
  resumo: ResumoLance | null;
  avisos: readonly string[];
  passos: readonly PassoLance[];
  /** Goes back to an input step to change its answer. */
  irPara: (passo: PassoLance) => void;
}) {
  const alterar = (p: PassoLance) => (passos.includes(p) ? () => irPara(p) : undefined);
  return (
    <div className="flex flex-col gap-5">
      <CabecalhoPasso id="titulo-passo" titulo="Confira o seu lance">
        Estes são os valores calculados para a sua cota. Nada foi registrado ainda.
      </CabecalhoPasso>

      {!resumo ? (
        <p className="text-[0.9375rem] text-tinta-suave">Simule o lance para ver os valores calculados.</p>
      ) : (
        <>
          {avisos.map((a) => (
            <Alert key={a} tone="info">
              {a}
            </Alert>
          ))}

          <div className="grid gap-3 sm:grid-cols-2">
            <div className="rounded-2xl bg-primaria/8 px-4 py-3.5 ring-1 ring-primaria/15">
              <p className="text-sm text-tinta-suave">Você paga se for contemplado</p>
              <p className="mt-0.5 text-2xl font-bold tracking-tight text-tinta" data-testid="valor-oferta">
                <Money centavos={resumo.valorOferta} />
              </p>
              <p className="mt-0.5 text-sm text-tinta-suave">Em dinheiro, por boleto, depois da assembleia</p>
            </div>
            <div className="rounded-2xl bg-fundo px-4 py-3.5">
              <p className="text-sm text-tinta-suave">Crédito que você recebe</p>
              <p className="mt-0.5 text-2xl font-bold tracking-tight text-tinta">
                <Money centavos={resumo.valorCreditoLiquido} />
              </p>
              <p className="mt-0.5 text-sm text-tinta-suave">Já descontado o lance embutido</p>
            </div>
          </div>

          <dl className="divide-y divide-borda/70">
            <Linha termo={ROTULOS_PASSO_LANCE.type} alterar={alterar('type')}>
              {resumo.descricaoModalidade}
            </Linha>
            <Linha termo="Percentual do bem">{formatarPercentualLance(resumo.percentualLance)}</Linha>
            <Linha termo="Valor do lance">
              <Money centavos={resumo.valorLance} />
            </Linha>
            {passos.includes('builtin') && (
              <Linha termo={ROTULOS_PASSO_LANCE.builtin} alterar={alterar('builtin')}>
                {resumo.valorLanceEmbutido > 0 ? <Money centavos={resumo.valorLanceEmbutido} /> : 'Não'}
              </Linha>
            )}
            {passos.includes('fgts') && (
              <Linha termo={ROTULOS_PASSO_LANCE.fgts} alterar={alterar('fgts')}>
                {resumo.valorFGTS > 0 ? <Money centavos={resumo.valorFGTS} /> : 'Não'}
              </Linha>
            )}
            {passos.includes('keys') && (
              <Linha termo={ROTULOS_PASSO_LANCE.keys} alterar={alterar('keys')}>
                {resumo.trocaChaves ? 'Sim' : 'Não'}
              </Linha>
            )}
            <Linha termo="Reduzir" alterar={alterar('reduction')}>
              {ROTULOS_AMORTIZACAO[resumo.tipoAmortizacao]}
            </Linha>
            <Linha termo="Assembleia">
              nº {resumo.numeroTotalAssembleia} · {formatarData(resumo.dataSorteio)}
            </Linha>
            <Linha termo="Prazo para lances">até {formatarData(resumo.dataLimiteLance)}, 23h59</Linha>
          </dl>
        </>
      )}
    </div>
  );
}
