import {
  calcularLance,
  formatarData,
  ROTULOS_AMORTIZACAO,
  rotuloModalidade,
  valorOfertaDoPayload,
  type EstadoWizardLance,
  type RegrasLance,
} from '@portal/domain';
import { CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import { Money } from '@/components/money';
import { formatarPercentualLance } from './formatos';

/** The assembly the bid goes to and its deadline (spec §4: until the day before, 23:59 in São Paulo). */
export function AssembleiaDoLance({ regras, compacta }: { regras: RegrasLance; compacta?: boolean }) {
  const a = regras.proximaAssembleia;
  if (!a) return null;
  if (compacta) {
    return (
      <p className="flex items-start gap-2 rounded-2xl bg-superficie px-4 py-3 text-sm text-tinta-suave ring-1 ring-borda/70">
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-primaria-texto" aria-hidden="true" />
        <span>
          Assembleia nº <span className="tabular font-semibold text-tinta">{a.numeroTotalAssembleia}</span> em{' '}
          <span className="tabular font-semibold text-tinta">{formatarData(a.dataSorteio)}</span> · lances até{' '}
          <span className="tabular font-semibold text-tinta">{formatarData(a.dataLimiteLance)}</span>, 23h59
        </span>
      </p>
    );
  }
  return (
    <Card as="section" aria-labelledby="titulo-assembleia-lance" padding="sm" className="sm:p-5">
      <h2 id="titulo-assembleia-lance" className="flex items-center gap-2 text-sm font-semibold text-tinta">
        <CalendarClock className="size-4 text-primaria-texto" aria-hidden="true" />
        Próxima assembleia
      </h2>
      <p className="tabular mt-3 text-2xl font-bold tracking-tight text-tinta">
        {formatarData(a.dataSorteio)}
      </p>
      <p className="tabular text-sm text-tinta-suave">Assembleia nº {a.numeroTotalAssembleia}</p>
      <p className="mt-3 rounded-xl bg-alerta-fundo px-3 py-2 text-sm text-[#5c3800]">
        Lances até <span className="tabular font-semibold">{formatarData(a.dataLimiteLance)}</span>, às 23h59
      </p>
    </Card>
  );
}

function Linha({ termo, children }: { termo: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="text-sm text-tinta-suave">{termo}</dt>
      <dd className="tabular text-right text-sm font-semibold text-tinta">{children}</dd>
    </div>
  );
}

/** 'Seu lance até aqui': the answers so far, computed by the domain as the customer types. */
export function LanceAteAqui({ regras, estado }: { regras: RegrasLance; estado: EstadoWizardLance }) {
  const { oferta } = estado;
  const lance = oferta.type ? calcularLance(regras, oferta.type) : null;
  const embutido = oferta.builtin?.usa ? (oferta.builtin.valor ?? 0) : 0;
  const fgts = oferta.fgts?.usa ? (oferta.fgts.valor ?? 0) : 0;
  return (
    <Card as="section" aria-labelledby="titulo-lance-ate-aqui" padding="sm" className="sm:p-5">
      <h2 id="titulo-lance-ate-aqui" className="text-sm font-semibold text-tinta">
        Seu lance até aqui
      </h2>
      {!oferta.type ? (
        <p className="mt-2 text-sm text-tinta-suave">Escolha o tipo de lance para começar.</p>
      ) : (
        <dl className="mt-1 divide-y divide-borda/70">
          <Linha termo="Tipo">{rotuloModalidade(oferta.type.modalidade)}</Linha>
          <Linha termo="Lance">
            {lance ? (
              <>
                <Money centavos={lance.valorLance} />
                <span className="block text-xs font-normal text-tinta-suave">
                  {formatarPercentualLance(lance.percentualLance)}
                </span>
              </>
            ) : (
              '—'
            )}
          </Linha>
          {estado.passos.includes('builtin') && oferta.builtin && (
            <Linha termo="Embutido">{embutido > 0 ? <Money centavos={embutido} /> : 'Não'}</Linha>
          )}
          {estado.passos.includes('fgts') && oferta.fgts && (
            <Linha termo="FGTS">{fgts > 0 ? <Money centavos={fgts} /> : 'Não'}</Linha>
          )}
          {estado.passos.includes('keys') && oferta.keys !== null && (
            <Linha termo="Troca de chaves">{oferta.keys ? 'Sim' : 'Não'}</Linha>
          )}
          {oferta.reduction && <Linha termo="Reduzir">{ROTULOS_AMORTIZACAO[oferta.reduction]}</Linha>}
          {lance && (
            <Linha termo="Em dinheiro">
              <Money
                centavos={Math.max(
                  0,
                  valorOfertaDoPayload({
                    valorLance: lance.valorLance,
                    valorLanceEmbutido: embutido,
                    valorFGTS: fgts,
                  }),
                )}
              />
            </Linha>
          )}
        </dl>
      )}
    </Card>
  );
}
