import { ROTULOS_MOTIVO_PAGAMENTO_DUPLICADO, formatarData, type ResultadoRetorno } from '@portal/domain';
import { CircleCheck, CircleSlash, FileX2, type LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { Money } from '@/components/money';

function Contador({
  rotulo,
  valor,
  Icone,
  tom,
}: {
  rotulo: string;
  valor: number;
  Icone: LucideIcon;
  tom: 'sucesso' | 'perigo' | 'neutro';
}) {
  // The dl's groups may hold only dt and dd: the icon sits inside the dt, drawn in the tile's left gutter.
  return (
    <div className="relative min-h-[4.5rem] rounded-2xl bg-fundo/70 py-3 pr-4 pl-[4.25rem] ring-1 ring-borda/70">
      <dt className="text-sm text-tinta-suave">
        <span
          className={clsx(
            'absolute top-1/2 left-4 grid size-10 -translate-y-1/2 place-items-center rounded-xl',
            tom === 'sucesso' && 'bg-sucesso-fundo text-sucesso',
            tom === 'perigo' && 'bg-perigo-fundo text-perigo',
            tom === 'neutro' && 'bg-borda/60 text-tinta-suave',
          )}
          aria-hidden="true"
        >
          <Icone className="size-5" />
        </span>
        {rotulo}
      </dt>
      <dd className="tabular text-2xl font-bold tracking-tight text-tinta">{valor}</dd>
    </div>
  );
}

function Tabela({
  legenda,
  colunas,
  children,
}: {
  legenda: string;
  /** `largo`: a column shown from sm up; on a phone its value is repeated inside another cell. */
  colunas: { rotulo: string; direita?: boolean; largo?: boolean }[];
  children: ReactNode;
}) {
  // No horizontal scroll box (it would need keyboard focus): on a phone, the minor column folds into another.
  return (
    <div>
      <table className="w-full text-left text-sm">
        <caption className="pb-3 text-left text-base font-semibold text-tinta">{legenda}</caption>
        <thead className="border-y border-borda text-xs tracking-wide text-tinta-suave uppercase">
          <tr>
            {colunas.map((c, i) => (
              <th
                key={c.rotulo}
                scope="col"
                className={clsx(
                  'px-3 py-2.5 font-semibold first:pl-0 last:pr-0',
                  c.direita && 'text-right',
                  c.largo && 'hidden sm:table-cell',
                  // The first column visible on a phone lines up with the caption.
                  i === 1 && colunas[0]?.largo && 'max-sm:pl-0',
                )}
              >
                {c.rotulo}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-borda/70">{children}</tbody>
      </table>
    </div>
  );
}

const celula = 'px-3 py-3 align-top first:pl-0 last:pr-0';

/**
 * What an import of a bank return did: how many boletos it settled, the lines it could not settle and why,
 * and how many lines were not payments at all. Focus lands on its heading when it appears.
 */
export function RelatorioRetorno({
  resultado,
  refTitulo,
}: {
  resultado: ResultadoRetorno;
  refTitulo: Ref<HTMLHeadingElement>;
}) {
  const { nomeArquivo, jaImportado, liquidados, rejeitados, duplicados, ignorados } = resultado;
  return (
    <Card as="section" aria-labelledby="titulo-relatorio" className="flex flex-col gap-6 sm:p-6">
      <div>
        <h2
          id="titulo-relatorio"
          ref={refTitulo}
          tabIndex={-1}
          className="rounded text-lg font-bold tracking-tight text-tinta outline-none focus-visible:ring-2 focus-visible:ring-primaria"
        >
          Resultado da importação
        </h2>
        <p className="mt-0.5 text-sm break-all text-tinta-suave">{nomeArquivo}</p>
      </div>

      {jaImportado && (
        <Alert tone="alerta" titulo="Arquivo já importado">
          Este arquivo já tinha sido importado, e nada foi alterado agora. Abaixo, o que a importação anterior
          fez.
        </Alert>
      )}

      <dl className="grid gap-3 sm:grid-cols-3">
        <Contador
          rotulo={liquidados.length === 1 ? 'Boleto baixado' : 'Boletos baixados'}
          valor={liquidados.length}
          Icone={CircleCheck}
          tom="sucesso"
        />
        <Contador
          rotulo={rejeitados.length === 1 ? 'Linha não baixada' : 'Linhas não baixadas'}
          valor={rejeitados.length}
          Icone={FileX2}
          tom={rejeitados.length > 0 ? 'perigo' : 'neutro'}
        />
        <Contador
          rotulo={ignorados === 1 ? 'Linha ignorada' : 'Linhas ignoradas'}
          valor={ignorados}
          Icone={CircleSlash}
          tom="neutro"
        />
      </dl>
      {ignorados > 0 && (
        <p className="-mt-3 text-sm text-tinta-suave">
          Linhas ignoradas não são pagamentos (entradas confirmadas, tarifas, recusas do banco) e não mudam
          nenhum boleto.
        </p>
      )}

      {liquidados.length > 0 && (
        <Tabela
          legenda="Boletos baixados"
          colunas={[
            { rotulo: 'Nosso número' },
            { rotulo: 'Data do pagamento', largo: true },
            { rotulo: 'Valor pago', direita: true },
          ]}
        >
          {liquidados.map((l) => (
            <tr key={l.nossoNumero}>
              <td className={clsx(celula, 'tabular font-semibold text-tinta')}>{l.nossoNumero}</td>
              <td className={clsx(celula, 'tabular hidden text-tinta sm:table-cell')}>
                {formatarData(l.dataPagamento)}
              </td>
              <td className={clsx(celula, 'text-right font-semibold text-tinta')}>
                <Money centavos={l.valorPago} />
                <span className="tabular block text-xs font-normal text-tinta-suave sm:hidden">
                  em {formatarData(l.dataPagamento)}
                </span>
              </td>
            </tr>
          ))}
        </Tabela>
      )}

      {rejeitados.length > 0 && (
        <Tabela
          legenda="Linhas não baixadas"
          colunas={[{ rotulo: 'Linha', largo: true }, { rotulo: 'Nosso número' }, { rotulo: 'Motivo' }]}
        >
          {rejeitados.map((r) => (
            <tr key={r.linha}>
              <td className={clsx(celula, 'tabular hidden text-tinta sm:table-cell')}>{r.linha}</td>
              <td className={clsx(celula, 'tabular text-tinta max-sm:pl-0')}>
                {r.nossoNumero ?? '—'}
                <span className="block text-xs text-tinta-suave sm:hidden">linha {r.linha}</span>
              </td>
              <td className={clsx(celula, 'text-perigo')}>{r.motivo}</td>
            </tr>
          ))}
        </Tabela>
      )}

      {duplicados.length > 0 && (
        <>
          <Alert tone="alerta" titulo="Pagamentos em duplicidade">
            Estes pagamentos não quitaram nenhuma parcela. Ficaram registrados no extrato do cliente e em um
            caso de devolução de valores da cota.
          </Alert>
          <Tabela
            legenda="Pagamentos em duplicidade"
            colunas={[
              { rotulo: 'Nosso número' },
              { rotulo: 'Motivo', largo: true },
              { rotulo: 'Valor pago', direita: true },
            ]}
          >
            {duplicados.map((d) => (
              <tr key={d.linha}>
                <td className={clsx(celula, 'tabular text-tinta')}>
                  {d.nossoNumero}
                  <span className="block text-xs text-tinta-suave">caso {d.numeroCasoDevolucao}</span>
                </td>
                <td className={clsx(celula, 'hidden text-tinta sm:table-cell')}>
                  {ROTULOS_MOTIVO_PAGAMENTO_DUPLICADO[d.motivo]}
                </td>
                <td className={clsx(celula, 'text-right font-semibold text-tinta')}>
                  <Money centavos={d.valorPago} />
                  <span className="tabular block text-xs font-normal text-tinta-suave">
                    em {formatarData(d.dataPagamento)}
                  </span>
                </td>
              </tr>
            ))}
          </Tabela>
        </>
      )}

      {liquidados.length === 0 && rejeitados.length === 0 && duplicados.length === 0 && !jaImportado && (
        <p className="text-sm text-tinta-suave">Nenhuma linha de pagamento neste arquivo.</p>
      )}
    </Card>
  );
}
