import { formatarPercentual, padCota, rotuloModalidade, type ContempladaApuracao } from '@portal/domain';
import { clsx } from 'clsx';
import { Dices, Trophy } from 'lucide-react';
import { Card } from '@/components/card';
import type { PlacarAoVivo } from './ao-vivo';

function comoFoi(c: ContempladaApuracao): string {
  return c.forma === 'sorteio'
    ? 'Por sorteio'
    : `Por lance · ${formatarPercentual(c.percentualLance ?? 0, 4)}`;
}

/** The scoreboard: every number drawn so far, big, and the quotas contemplated so far. */
export function PlacarAoVivoCard({
  placar,
  cotaPropria,
}: {
  placar: PlacarAoVivo;
  cotaPropria: number | null;
}) {
  const ultimo = placar.sorteios.at(-1);
  return (
    <Card as="section" aria-labelledby="titulo-placar" className="flex flex-col gap-5">
      <h2 id="titulo-placar" className="sr-only">
        Placar
      </h2>
      <div>
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-tinta-suave uppercase">
          <Dices className="size-4" aria-hidden="true" />
          {placar.sorteios.length > 1 ? 'Números sorteados' : 'Número sorteado'}
        </p>
        {ultimo ? (
          <>
            <p
              className="tabular mt-2 text-5xl font-bold tracking-tight text-tinta"
              data-testid="numero-sorteado"
            >
              {padCota(ultimo.numeroEquivalente)}
            </p>
            <p className="tabular mt-1 text-sm text-tinta-suave">
              {ultimo.premio}º prêmio da Loteria Federal: {ultimo.numeroPremio}
            </p>
            {placar.sorteios.length > 1 && (
              <ul className="mt-3 flex flex-wrap gap-2" aria-label="Todos os números sorteados">
                {placar.sorteios.map((s) => (
                  <li
                    key={s.premio}
                    className="tabular rounded-full bg-fundo px-3 py-1 text-sm font-semibold text-tinta ring-1 ring-borda/70"
                  >
                    {padCota(s.numeroEquivalente)}
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p className="mt-2 text-[0.9375rem] text-tinta-suave">
            {placar.encerrada ? 'Não houve sorteio nesta assembleia.' : 'Aguardando o sorteio…'}
          </p>
        )}
      </div>

      <div className="border-t border-borda/70 pt-4">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-tinta-suave uppercase">
          <Trophy className="size-4" aria-hidden="true" />
          Cotas contempladas
        </p>
        {placar.contempladas.length === 0 ? (
          <p className="mt-2 text-[0.9375rem] text-tinta-suave">
            {placar.encerrada ? 'Nenhuma cota contemplada.' : 'Nenhuma ainda.'}
          </p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {placar.contempladas.map((c) => {
              const propria = c.cota === cotaPropria;
              return (
                <li
                  key={c.ordem}
                  className={clsx(
                    'flex items-center justify-between gap-3 rounded-xl px-3 py-2',
                    propria ? 'bg-sucesso-fundo text-sucesso' : 'bg-fundo/70',
                  )}
                >
                  <span className={clsx('tabular font-semibold', !propria && 'text-tinta')}>
                    Cota {padCota(c.cota)}
                    {propria && ' (sua)'}
                  </span>
                  <span className={clsx('text-right text-sm', !propria && 'text-tinta-suave')}>
                    <span className="sr-only">{rotuloModalidade(c.modalidade)}, </span>
                    {comoFoi(c)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Card>
  );
}
