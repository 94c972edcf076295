import { clsx } from 'clsx';
import { useId } from 'react';
import type { OpcaoFiltro } from './filter-chips';

export interface SegmentedControlProps<V extends string> {
  legenda: string;
  opcoes: readonly OpcaoFiltro<V>[];
  valor: V;
  onChange: (valor: V) => void;
  legendaOculta?: boolean;
  className?: string;
}

/** Two or three mutually exclusive views (e.g. CPF/CNPJ or group and quota), as native radios. */
export function SegmentedControl<V extends string>({
  legenda,
  opcoes,
  valor,
  onChange,
  legendaOculta,
  className,
}: SegmentedControlProps<V>) {
  const nome = useId();
  return (
    <fieldset className={clsx('min-w-0', className)}>
      <legend className={clsx(legendaOculta ? 'sr-only' : 'mb-2 text-sm font-semibold text-tinta-suave')}>
        {legenda}
      </legend>
      <div className="flex rounded-full bg-borda/60 p-1">
        {opcoes.map((o) => {
          const ativo = o.valor === valor;
          return (
            <label
              key={o.valor}
              className={clsx(
                'relative flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-full px-3 text-center text-sm font-semibold transition-all',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primaria',
                ativo ? 'bg-superficie text-tinta shadow-cartao' : 'text-tinta-suave hover:text-tinta',
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
                <span className="tabular text-xs font-medium text-tinta-fraca">{o.contagem}</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
