import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useId } from 'react';

/**
 * The kinds of an asset as radio cards: native radios in a fieldset (the legend names the group, arrow keys
 * move the choice, the error is read with it).
 */
export function OpcoesDoBem({
  legenda,
  opcoes,
  valor,
  onChange,
  erro,
}: {
  legenda: string;
  opcoes: readonly { valor: string; titulo: string }[];
  valor: string | null;
  onChange: (valor: string) => void;
  erro?: string;
}) {
  const nome = useId();
  const idErro = `${nome}-erro`;
  return (
    <fieldset className="min-w-0" aria-describedby={erro ? idErro : undefined}>
      <legend className="mb-3 text-[0.9375rem] font-semibold text-tinta">{legenda}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {opcoes.map((o) => {
          const ativo = o.valor === valor;
          return (
            <label
              key={o.valor}
              className={clsx(
                'relative flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl px-4 py-3 transition-[box-shadow,background-color]',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primaria',
                ativo
                  ? 'bg-primaria/5 ring-2 ring-primaria'
                  : 'bg-superficie ring-1 ring-borda-forte hover:ring-tinta-fraca',
              )}
            >
              <input
                type="radio"
                name={nome}
                value={o.valor}
                checked={ativo}
                onChange={() => onChange(o.valor)}
                className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-2xl opacity-0"
              />
              <span className="min-w-0 flex-1 text-[0.9375rem] font-semibold text-tinta">{o.titulo}</span>
              <span
                className={clsx(
                  'grid size-5 shrink-0 place-items-center rounded-full border-2',
                  ativo ? 'border-primaria' : 'border-borda-forte',
                )}
                aria-hidden="true"
              >
                {ativo && <span className="size-2.5 rounded-full bg-primaria" />}
              </span>
            </label>
          );
        })}
      </div>
      {erro && (
        <p id={idErro} className="mt-3 flex items-start gap-1.5 text-sm font-medium text-perigo">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {erro}
        </p>
      )}
    </fieldset>
  );
}
