import { clsx } from 'clsx';
import { useId } from 'react';

export interface OpcaoFiltro<V extends string> {
  valor: V;
  rotulo: string;
  contagem?: number;
  /** What the count counts, read after it by a screen reader; quotas unless told ('notificação'). */
  unidade?: { um: string; varios: string };
}

const COTAS = { um: 'cota', varios: 'cotas' };

export interface FilterChipsProps<V extends string> {
  legenda: string;
  opcoes: readonly OpcaoFiltro<V>[];
  valor: V;
  onChange: (valor: V) => void;
  /** Visually hide the legend when the screen already says what the chips filter. */
  legendaOculta?: boolean;
  className?: string;
}

/**
 * Single-choice chips backed by native radios: arrow keys move the choice, the legend names the group and the
 * count is read with each option.
 */
export function FilterChips<V extends string>({
  legenda,
  opcoes,
  valor,
  onChange,
  legendaOculta,
  className,
}: FilterChipsProps<V>) {
  const nome = useId();
  return (
    <fieldset className={clsx('min-w-0', className)}>
      <legend className={clsx(legendaOculta ? 'sr-only' : 'mb-2 text-sm font-semibold text-tinta-suave')}>
        {legenda}
      </legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0">
        {opcoes.map((o) => {
          const ativo = o.valor === valor;
          return (
            <label
              key={o.valor}
              className={clsx(
                'relative inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primaria',
                ativo
                  ? 'bg-tinta text-white'
                  : 'bg-superficie text-tinta-suave ring-1 ring-borda-forte ring-inset hover:text-tinta',
              )}
            >
              <input
                type="radio"
                name={nome}
                value={o.valor}
                checked={ativo}
                onChange={() => onChange(o.valor)}
                className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-full opacity-0"
              />
              {o.rotulo}
              {o.contagem !== undefined && (
                <span
                  className={clsx(
                    'tabular rounded-full px-1.5 py-0.5 text-xs leading-none',
                    ativo ? 'bg-white/20 text-white' : 'bg-fundo text-tinta-suave',
                  )}
                >
                  <span aria-hidden="true">{o.contagem}</span>
                  <span className="sr-only">
                    {`(${o.contagem} ${o.contagem === 1 ? (o.unidade ?? COTAS).um : (o.unidade ?? COTAS).varios})`}
                  </span>
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
