import {
  formatarPercentual,
  padCota,
  ROTULOS_MOTIVO_LANCE_ENCERRADO,
  rotuloModalidade,
  type ContempladaApuracao,
  type LanceEncerrado,
} from '@portal/domain';
import { clsx } from 'clsx';
import { Gavel, Trophy } from 'lucide-react';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';

function Ordem({ n, destaque }: { n: number; destaque?: boolean }) {
  return (
    <span
      className={clsx(
        'tabular grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold',
        destaque ? 'bg-sucesso text-white' : 'bg-primaria/10 text-primaria-texto',
      )}
      aria-hidden="true"
    >
      {n}
    </span>
  );
}

/** The contemplated quotas in the order they were contemplated: draws first, then bids by rank. */
export function CotasContempladas({
  contempladas,
  cotaPropria,
}: {
  contempladas: readonly ContempladaApuracao[];
  cotaPropria: number | null;
}) {
  return (
    <Card as="section" aria-labelledby="titulo-contempladas" className="flex flex-col gap-4">
      <h2 id="titulo-contempladas" className="flex items-center gap-2 text-base font-semibold text-tinta">
        <Trophy className="size-5 text-tinta-suave" aria-hidden="true" />
        Cotas contempladas
      </h2>
      {contempladas.length === 0 ? (
        <EmptyState
          nivel={3}
          icon={<Trophy />}
          titulo="Nenhuma cota contemplada"
          descricao="Não havia recursos ou cotas aptas para contemplar nesta assembleia."
          className="py-6"
        />
      ) : (
        <ol className="flex flex-col divide-y divide-borda/70">
          {contempladas.map((c) => {
            const propria = c.cota === cotaPropria;
            return (
              <li key={c.ordem} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <Ordem n={c.ordem} destaque={propria} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-tinta">
                    <span className="tabular">Cota {padCota(c.cota)}</span>
                    {propria && <Badge tone="sucesso">Sua cota</Badge>}
                  </p>
                  <p className="text-sm text-tinta-suave">
                    {c.forma === 'sorteio' ? 'Por sorteio' : 'Por lance'} · {rotuloModalidade(c.modalidade)}
                  </p>
                </div>
                {c.forma === 'lance' && (
                  <div className="text-right">
                    <p className="tabular font-semibold text-tinta">
                      {formatarPercentual(c.percentualLance ?? 0, 4)}
                    </p>
                    {c.valorLance !== null && (
                      <Money centavos={c.valorLance} className="text-sm text-tinta-suave" />
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}

/** The bids that did not win, identified only by quota number (no name, no document), with the reason. */
export function LancesEncerrados({
  lances,
  cotaPropria,
}: {
  lances: readonly LanceEncerrado[];
  cotaPropria: number | null;
}) {
  return (
    <Card as="section" aria-labelledby="titulo-encerrados" className="flex flex-col gap-4">
      <div>
        <h2 id="titulo-encerrados" className="flex items-center gap-2 text-base font-semibold text-tinta">
          <Gavel className="size-5 text-tinta-suave" aria-hidden="true" />
          Lances não contemplados
        </h2>
        <p className="mt-1 text-sm text-tinta-suave">
          Identificados só pelo número da cota. A posição é a do lance na classificação.
        </p>
      </div>
      {lances.length === 0 ? (
        <p className="rounded-xl bg-fundo/70 px-4 py-3 text-sm text-tinta-suave">
          Todos os lances válidos foram contemplados.
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-borda/70">
          {lances.map((l) => {
            const propria = l.cota === cotaPropria;
            return (
              <li key={l.cota} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <span className="tabular w-9 shrink-0 text-center text-sm font-bold text-tinta-suave">
                  <span aria-hidden="true">{l.posicaoLance}º</span>
                  <span className="sr-only">Posição {l.posicaoLance}</span>
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-tinta">
                    <span className="tabular">Cota {padCota(l.cota)}</span>
                    {propria && <Badge tone="info">Sua cota</Badge>}
                  </p>
                  <p className="text-sm text-tinta-suave">{ROTULOS_MOTIVO_LANCE_ENCERRADO[l.motivo]}</p>
                </div>
                <div className="text-right">
                  <p className="tabular font-semibold text-tinta">{formatarPercentual(l.percentual, 4)}</p>
                  <Money centavos={l.valor} className="text-sm text-tinta-suave" />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
