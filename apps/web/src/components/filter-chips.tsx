import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';

export interface OpcaoFiltro<V extends string> {
  valor: V;
  rotulo: string;
  contagem?: number;
  /** What the count counts, read after it by a screen reader; quotas unless told ('notificação'). */
  unidade?: { um: string; varios: string };
}

const COTAS = { um: 'cota', varios: 'cotas' };

/** Which edges of a horizontally scrolling row hide chips, kept in step with scrolling and resizing. */
function useBordasOcultas(linha: RefObject<HTMLDivElement | null>) {
  const [bordas, setBordas] = useState({ inicio: false, fim: false });
  useEffect(() => {
    const el = linha.current;
    if (!el) return;
    const medir = () => {
      // 1 px of slack: sub-pixel widths never reach the exact end.
      const inicio = el.scrollLeft > 1;
      const fim = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setBordas((b) => (b.inicio === inicio && b.fim === fim ? b : { inicio, fim }));
    };
    medir();
    el.addEventListener('scroll', medir, { passive: true });
    const observador = new ResizeObserver(medir);
    observador.observe(el);
    return () => {
      el.removeEventListener('scroll', medir);
      observador.disconnect();
    };
  }, [linha]);
  return bordas;
}

/**
 * The visual hint that more chips lie past an edge: a fade and a chevron. Decorative (aria-hidden): the radios
 * are all in the group for assistive technology, arrow keys scroll the chosen one into view, touch swipes.
 */
function Borda({ lado }: { lado: 'inicio' | 'fim' }) {
  const Icone = lado === 'inicio' ? ChevronLeft : ChevronRight;
  return (
    <span
      aria-hidden="true"
      data-testid={lado === 'fim' ? 'mais-filtros-a-direita' : 'mais-filtros-a-esquerda'}
      className={clsx(
        'pointer-events-none absolute inset-y-0 flex w-14 items-center from-fundo from-35% to-transparent pb-1',
        lado === 'inicio'
          ? '-left-4 justify-start bg-linear-to-r pl-1 sm:left-0'
          : '-right-4 justify-end bg-linear-to-l pr-1 sm:right-0',
      )}
    >
      <Icone className="size-5 text-tinta-suave" />
    </span>
  );
}

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
  const linha = useRef<HTMLDivElement>(null);
  const bordas = useBordasOcultas(linha);
  return (
    <fieldset className={clsx('min-w-0', className)}>
      <legend className={clsx(legendaOculta ? 'sr-only' : 'mb-2 text-sm font-semibold text-tinta-suave')}>
        {legenda}
      </legend>
      <div className="relative">
        <div
          ref={linha}
          className="-mx-4 flex scroll-px-12 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
        >
          {opcoes.map((o) => {
            const ativo = o.valor === valor;
            return (
              <label
                key={o.valor}
                // Inline, so the narrow-screen rule that lets every flex child shrink (index.css) leaves the chips
                // whole: the row scrolls instead of crushing them into one letter per line.
                style={{ flexShrink: 0 }}
                className={clsx(
                  'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
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
        {bordas.inicio && <Borda lado="inicio" />}
        {bordas.fim && <Borda lado="fim" />}
      </div>
    </fieldset>
  );
}
