import { formatarInscricao, padCota, padGrupo, rotuloDaFase } from '@portal/domain';
import type { z } from 'zod';
import type { filaSchema } from '@portal/domain';
import { Link } from 'react-router';
import { StatusCasoBadge } from '@/components/status-caso-badge';
import { caminhosOperador } from '../paths';
import { formatarDataHora, formatarDia } from './aparencia';

type ItemFila = z.infer<typeof filaSchema>['data'][number];

const link =
  'rounded font-semibold text-primaria-texto underline-offset-4 hover:underline focus-visible:outline-offset-4';

/** The queue as a table from md up; as stacked cards on a phone. */
export function TabelaFila({ itens }: { itens: readonly ItemFila[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl bg-superficie shadow-cartao ring-1 ring-borda/70 md:block">
        <table className="w-full min-w-[64rem] text-left text-sm">
          <caption className="sr-only">Casos da fila</caption>
          <thead className="border-b border-borda text-xs tracking-wide text-tinta-suave uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Caso
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Cliente
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Parceiro
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Grupo/cota
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Fase
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Atualizado
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-borda/70">
            {itens.map((c) => (
              <tr key={c.CaseNumber} className="align-top transition-colors hover:bg-fundo/70">
                <td className="px-4 py-3.5">
                  <Link to={caminhosOperador.caso(c.CaseNumber)} className={`tabular ${link}`}>
                    <span className="sr-only">Caso </span>
                    {c.CaseNumber}
                  </Link>
                  <p className="mt-0.5 text-tinta-suave">{c.tipo}</p>
                </td>
                <td className="px-4 py-3.5">
                  <Link to={caminhosOperador.cliente(c.cliente.inscricaoNacional)} className={link}>
                    {c.cliente.nome}
                  </Link>
                  <p className="tabular mt-0.5 text-tinta-suave">
                    {formatarInscricao(c.cliente.inscricaoNacional)}
                  </p>
                </td>
                <td className="px-4 py-3.5 text-tinta">{c.parceiro ?? '—'}</td>
                <td className="tabular px-4 py-3.5 text-tinta">
                  {padGrupo(c.grupo)}/{padCota(c.cota)}
                </td>
                <td className="px-4 py-3.5 text-tinta">{rotuloDaFase(c.Fase__c) || '—'}</td>
                <td className="px-4 py-3.5">
                  <StatusCasoBadge status={c.Status} />
                </td>
                <td className="tabular px-4 py-3.5 whitespace-nowrap text-tinta-suave">
                  {formatarDataHora(c.atualizadoEm)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden" aria-label="Casos da fila">
        {itens.map((c) => (
          <li key={c.CaseNumber} className="rounded-2xl bg-superficie p-4 shadow-cartao ring-1 ring-borda/70">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link to={caminhosOperador.caso(c.CaseNumber)} className={`tabular ${link}`}>
                  <span className="sr-only">Caso </span>
                  {c.CaseNumber}
                </Link>
                <p className="text-sm text-tinta-suave">{c.tipo}</p>
              </div>
              <StatusCasoBadge status={c.Status} />
            </div>
            <p className="mt-3 text-sm font-semibold text-tinta">{c.cliente.nome}</p>
            <p className="tabular text-sm text-tinta-suave">
              {formatarInscricao(c.cliente.inscricaoNacional)} · {padGrupo(c.grupo)}/{padCota(c.cota)}
            </p>
            {c.parceiro && <p className="text-sm text-tinta-suave">Parceiro: {c.parceiro}</p>}
            <p className="mt-2 text-sm text-tinta">
              Fase: <span className="font-semibold">{rotuloDaFase(c.Fase__c) || '—'}</span>
            </p>
            <p className="tabular mt-1 text-xs text-tinta-fraca">
              Atualizado em {formatarDia(c.atualizadoEm)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
