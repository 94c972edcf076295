import { dataBrParaIso, type SituacaoContemplacao } from '@portal/domain';
import { clsx } from 'clsx';
import { Building2, Check, CircleDot, UserRound, X } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/badge';

type Item = SituacaoContemplacao['linhaDoTempo'][number];

const ESTADOS: Record<Item['estado'], { rotulo: string; tom: BadgeTone }> = {
  concluida: { rotulo: 'Concluída', tom: 'sucesso' },
  atual: { rotulo: 'Em andamento', tom: 'marca' },
  pendente: { rotulo: 'A seguir', tom: 'neutro' },
  recusada: { rotulo: 'Não aprovada', tom: 'perigo' },
};

/**
 * A done step has the day it happened; the current one, the day it is due by (a business-day deadline), said
 * plainly once that day has passed (the deadline job closes it on its next run).
 */
function textoDaData(item: Item, hoje: string | null): { texto: string; vencido: boolean } | null {
  if (!item.data) return null;
  if (item.estado === 'concluida') return { texto: `Em ${item.data}`, vencido: false };
  const iso = dataBrParaIso(item.data);
  if (item.estado === 'atual' && hoje && iso && iso < hoje)
    return { texto: `Prazo vencido em ${item.data}`, vencido: true };
  return { texto: `Prazo: até ${item.data}`, vencido: false };
}

function Marcador({ estado }: { estado: Item['estado'] }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'relative z-10 grid size-8 shrink-0 place-items-center rounded-full ring-4 ring-superficie [&_svg]:size-4',
        estado === 'concluida' && 'bg-sucesso text-white',
        estado === 'atual' && 'bg-primaria text-white',
        estado === 'pendente' && 'bg-fundo text-tinta-suave ring-borda',
        estado === 'recusada' && 'bg-perigo text-white',
      )}
    >
      {estado === 'concluida' ? <Check /> : estado === 'recusada' ? <X /> : <CircleDot />}
    </span>
  );
}

/**
 * The contemplation centre's timeline (issue 18): every step after the contemplation, who holds it now (you or
 * the administrator), its state and its date, so the customer always knows whose move it is and until when.
 */
export function LinhaDoTempo({
  itens,
  hoje,
}: {
  itens: SituacaoContemplacao['linhaDoTempo'];
  /** The server's date (YYYY-MM-DD), once known: a current step's past deadline is flagged against it. */
  hoje: string | null;
}) {
  return (
    <ol aria-label="Etapas da contemplação" className="relative flex flex-col">
      {itens.map((item, i) => {
        const data = textoDaData(item, hoje);
        const estado = ESTADOS[item.estado];
        return (
          <li
            key={item.etapa}
            aria-current={item.estado === 'atual' ? 'step' : undefined}
            className="relative flex gap-4 pb-6 last:pb-0"
          >
            {i < itens.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-8 bottom-0 left-4 w-0.5 -translate-x-1/2 bg-borda"
              />
            )}
            <Marcador estado={item.estado} />
            <div className="min-w-0 flex-1 pt-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                <p
                  className={clsx(
                    'font-semibold',
                    item.estado === 'pendente' ? 'text-tinta-suave' : 'text-tinta',
                  )}
                >
                  {item.titulo}
                </p>
                <Badge tone={estado.tom}>{estado.rotulo}</Badge>
              </div>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-tinta-suave">
                <span className="inline-flex items-center gap-1.5">
                  {item.responsavel === 'voce' ? (
                    <UserRound className="size-4" aria-hidden="true" />
                  ) : (
                    <Building2 className="size-4" aria-hidden="true" />
                  )}
                  {item.responsavel === 'voce' ? 'Com você' : 'Com a administradora'}
                </span>
                {data && (
                  <span className={clsx('tabular font-medium', data.vencido ? 'text-perigo' : 'text-tinta')}>
                    {data.texto}
                  </span>
                )}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
