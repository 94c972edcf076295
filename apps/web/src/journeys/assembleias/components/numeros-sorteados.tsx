import { padCota, type SorteioApurado } from '@portal/domain';
import { clsx } from 'clsx';
import { Dices } from 'lucide-react';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';

/**
 * Each draw of the published result: the Loteria Federal prize it used, the number drawn, the quota that got
 * it, and every step of the contract rule in words (`explicacao`), so a member can follow it by hand.
 */
export function NumerosSorteados({
  sorteios,
  cotaPropria,
}: {
  sorteios: readonly SorteioApurado[];
  cotaPropria: number | null;
}) {
  return (
    <Card as="section" aria-labelledby="titulo-sorteios" className="flex flex-col gap-4">
      <h2 id="titulo-sorteios" className="flex items-center gap-2 text-base font-semibold text-tinta">
        <Dices className="size-5 text-tinta-suave" aria-hidden="true" />
        Números sorteados
      </h2>
      {sorteios.length === 0 ? (
        <EmptyState
          nivel={3}
          icon={<Dices />}
          titulo="Sem sorteio nesta assembleia"
          descricao="Não havia contemplação por sorteio prevista ou recursos suficientes para ela."
          className="py-6"
        />
      ) : (
        <ol className="flex flex-col gap-4">
          {sorteios.map((s) => {
            const propria = cotaPropria !== null && s.cotaContemplada === cotaPropria;
            return (
              <li
                key={s.premio}
                className={clsx(
                  'rounded-2xl p-4 ring-1',
                  propria ? 'bg-sucesso-fundo/60 ring-sucesso/30' : 'bg-fundo/60 ring-borda/70',
                )}
              >
                <div className="flex flex-wrap items-end justify-between gap-3">
                  <div>
                    <p className="text-xs font-semibold tracking-wide text-tinta-suave uppercase">
                      {s.premio}º prêmio · <span className="tabular">{s.numeroPremio}</span>
                    </p>
                    <p className="mt-1 flex items-baseline gap-2">
                      <span className="text-sm text-tinta-suave">Número sorteado</span>
                      <span className="tabular text-3xl font-bold tracking-tight text-tinta">
                        {padCota(s.numeroEquivalente)}
                      </span>
                    </p>
                  </div>
                  <div className="text-right">
                    <p className="text-xs text-tinta-suave">Cota contemplada</p>
                    <p className="tabular text-lg font-bold text-tinta">
                      {s.cotaContemplada === null ? 'Nenhuma' : padCota(s.cotaContemplada)}
                    </p>
                    {propria && (
                      <Badge tone="sucesso" className="mt-1">
                        Sua cota
                      </Badge>
                    )}
                  </div>
                </div>
                <ol className="mt-3 flex flex-col gap-1.5 border-t border-borda/70 pt-3 text-sm leading-relaxed text-tinta-suave">
                  {s.explicacao.map((passo, i) => (
                    <li key={i} className="flex gap-2.5">
                      <span
                        className="tabular mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-superficie text-[0.6875rem] font-bold text-tinta ring-1 ring-borda"
                        aria-hidden="true"
                      >
                        {i + 1}
                      </span>
                      <span>{passo}</span>
                    </li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
