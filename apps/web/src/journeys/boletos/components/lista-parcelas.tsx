import { formatarData, padCota, padGrupo, type Cota, type Parcela } from '@portal/domain';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { Money } from '@/components/money';

const SITUACAO: Record<Parcela['situacao'], { rotulo: string; tom: 'sucesso' | 'perigo' | 'neutro' }> = {
  'em-dia': { rotulo: 'Em dia', tom: 'sucesso' },
  vencida: { rotulo: 'Vencida', tom: 'perigo' },
  paga: { rotulo: 'Paga', tom: 'neutro' },
};

export function nomeDaCota(idCota: number, cotas: readonly Cota[] | undefined): string {
  const c = cotas?.find((x) => x.idCota === idCota);
  if (!c) return `Cota ${idCota}`;
  const numero = `Grupo ${padGrupo(c.grupo)} · Cota ${padCota(c.cota)}`;
  return c.apelido ? `${c.apelido} — ${numero}` : numero;
}

function LinhaParcela({
  parcela,
  selecionada,
  mudando,
  onToggle,
}: {
  parcela: Parcela;
  selecionada: boolean;
  mudando: boolean;
  onToggle: () => void;
}) {
  // The click's tick shows in the click's own frame: the list's optimistic update reaches this row a task
  // later (react-query notifies on a timer), and a controlled box would flip back meanwhile. It holds until the
  // list moves past the value it was clicked on, and is dropped once every tick is answered.
  const [tique, setTique] = useState<{ de: boolean; para: boolean; enviado: boolean } | null>(null);
  if (tique && mudando && !tique.enviado) setTique({ ...tique, enviado: true });
  if (tique?.enviado && !mudando) setTique(null);
  const marcada = tique !== null && tique.de === selecionada ? tique.para : selecionada;
  const s = SITUACAO[parcela.situacao];
  const paga = parcela.situacao === 'paga';
  const titulo = parcela.numeroParcela ? `Parcela ${parcela.numeroParcela}` : parcela.nomeMovimentoFinanceiro;
  const id = `parcela-${parcela.identificadorCobranca}`;
  return (
    <li>
      <label
        htmlFor={id}
        className={clsx(
          'relative flex items-center gap-3 rounded-xl px-3 py-3 transition-colors sm:gap-4 sm:px-4',
          paga ? 'cursor-default' : 'cursor-pointer hover:bg-fundo/80',
          marcada && 'bg-primaria/6 ring-1 ring-primaria/40',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primaria',
        )}
      >
        <input
          id={id}
          type="checkbox"
          checked={marcada}
          disabled={paga}
          onChange={() => {
            setTique({ de: selecionada, para: !marcada, enviado: false });
            onToggle();
          }}
          aria-describedby={`${id}-detalhe`}
          className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-default"
        />
        <span
          aria-hidden="true"
          className={clsx(
            'grid size-6 shrink-0 place-items-center rounded-md border-2 transition-colors',
            marcada
              ? 'border-primaria bg-primaria text-primaria-contraste'
              : 'border-borda-forte bg-superficie',
            paga && 'opacity-40',
          )}
        >
          {marcada && <Check className="size-4" strokeWidth={3} />}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="text-[0.9375rem] font-semibold text-tinta">{titulo}</span>
          <span
            id={`${id}-detalhe`}
            className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-tinta-suave"
          >
            <span className="tabular">Vence em {formatarData(parcela.dataVencimento)}</span>
            <Badge tone={s.tom}>{s.rotulo}</Badge>
          </span>
        </span>
        <span className="flex flex-col items-end">
          <Money centavos={parcela.valorCobrado} className="text-[0.9375rem] font-bold text-tinta" />
          {parcela.situacao === 'vencida' && (
            <span className="text-xs text-tinta-suave">com multa e juros</span>
          )}
        </span>
      </label>
    </li>
  );
}

/**
 * One page of instalments grouped by quota, each a checkbox row ticked as the server marks it; paid ones are
 * shown but cannot be chosen.
 */
export function ListaParcelas({
  parcelas,
  cotas,
  idCotaPadrao,
  mudando,
  onToggle,
}: {
  parcelas: readonly Parcela[];
  /** A tick still on its way to the server. */
  mudando: boolean;
  /** The selected quota's instalments come first. */
  idCotaPadrao: number;
  cotas: readonly Cota[] | undefined;
  onToggle: (parcela: Parcela) => void;
}) {
  const porCota = new Map<number, Parcela[]>();
  porCota.set(idCotaPadrao, []);
  for (const p of parcelas) porCota.set(p.idCota, [...(porCota.get(p.idCota) ?? []), p]);
  return (
    <div className="flex flex-col gap-4">
      {[...porCota]
        .filter(([, lista]) => lista.length > 0)
        .map(([idCota, lista]) => {
          const nome = nomeDaCota(idCota, cotas);
          const tituloId = `cota-${idCota}-titulo`;
          return (
            <Card key={idCota} as="section" padding="sm" aria-labelledby={tituloId}>
              <h2 id={tituloId} className="px-1 pb-1 text-sm font-semibold text-tinta-suave sm:px-3 sm:pb-2">
                {nome}
              </h2>
              <ul className="flex flex-col gap-1" aria-label={`Parcelas de ${nome}`}>
                {lista.map((p) => (
                  <LinhaParcela
                    key={p.identificadorCobranca}
                    parcela={p}
                    selecionada={p.marcada}
                    mudando={mudando}
                    onToggle={() => onToggle(p)}
                  />
                ))}
              </ul>
            </Card>
          );
        })}
    </div>
  );
}
