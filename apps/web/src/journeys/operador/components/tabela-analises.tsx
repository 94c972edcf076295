import { formatarInscricao, padCota, padGrupo, type ItemFilaAnalise } from '@portal/domain';
import { Link } from 'react-router';
import { caminhosOperador } from '../paths';
import { formatarDataHora } from './aparencia';
import { PrazoAnalise } from './prazo-analise';

const link =
  'rounded font-semibold text-primaria-texto underline-offset-4 hover:underline focus-visible:outline-offset-4';

/** The contemplation analyses by SLA: a table from md up, stacked cards on a phone. */
export function TabelaAnalises({ itens }: { itens: readonly ItemFilaAnalise[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl bg-superficie shadow-cartao ring-1 ring-borda/70 md:block">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">Análises de contemplação, das com menos tempo restante</caption>
          <thead className="border-b border-borda text-xs tracking-wide text-tinta-suave uppercase">
            <tr>
              {['Prazo (48 h úteis)', 'Caso', 'Cliente', 'Grupo/cota', 'Fase', 'Documentos enviados'].map(
                (t) => (
                  <th key={t} scope="col" className="px-4 py-3 font-semibold">
                    {t}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-borda/70">
            {itens.map((a) => (
              <tr
                key={a.CaseNumber}
                className={
                  a.sla.atrasado
                    ? 'bg-perigo-fundo/40 align-top transition-colors hover:bg-perigo-fundo/70'
                    : 'align-top transition-colors hover:bg-fundo/70'
                }
              >
                <td className="px-4 py-3.5">
                  <PrazoAnalise sla={a.sla} compacto />
                </td>
                <td className="px-4 py-3.5">
                  <Link to={caminhosOperador.analise(a.CaseNumber)} className={`tabular ${link}`}>
                    <span className="sr-only">Analisar o caso </span>
                    {a.CaseNumber}
                  </Link>
                  {a.parceiro && <p className="mt-0.5 text-tinta-suave">{a.parceiro}</p>}
                </td>
                <td className="px-4 py-3.5">
                  <p className="font-semibold text-tinta">{a.cliente.nome}</p>
                  <p className="tabular mt-0.5 text-tinta-suave">
                    {formatarInscricao(a.cliente.inscricaoNacional)}
                  </p>
                </td>
                <td className="tabular px-4 py-3.5 text-tinta">
                  {padGrupo(a.grupo)}/{padCota(a.cota)}
                </td>
                <td className="px-4 py-3.5 text-tinta">{a.Fase__c}</td>
                <td className="tabular px-4 py-3.5 whitespace-nowrap text-tinta-suave">
                  {formatarDataHora(a.enviadoEm)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden" aria-label="Análises de contemplação">
        {itens.map((a) => (
          <li
            key={a.CaseNumber}
            className={
              a.sla.atrasado
                ? 'rounded-2xl bg-superficie p-4 shadow-cartao ring-2 ring-perigo/40'
                : 'rounded-2xl bg-superficie p-4 shadow-cartao ring-1 ring-borda/70'
            }
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link to={caminhosOperador.analise(a.CaseNumber)} className={`tabular ${link}`}>
                  <span className="sr-only">Analisar o caso </span>
                  {a.CaseNumber}
                </Link>
                <p className="text-sm text-tinta-suave">{a.Fase__c}</p>
              </div>
              <PrazoAnalise sla={a.sla} compacto />
            </div>
            <p className="mt-3 text-sm font-semibold text-tinta">{a.cliente.nome}</p>
            <p className="tabular text-sm text-tinta-suave">
              {formatarInscricao(a.cliente.inscricaoNacional)} · {padGrupo(a.grupo)}/{padCota(a.cota)}
            </p>
            {a.parceiro && <p className="text-sm text-tinta-suave">{a.parceiro}</p>}
            <p className="tabular mt-2 text-xs text-tinta-fraca">
              Enviados em {formatarDataHora(a.enviadoEm)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
