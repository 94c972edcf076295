import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useId } from 'react';

/**
 * 03 §2 "data changes apply to all quotas, with an option to update the quotas": the principal flag, asked as
 * "principal on all my quotas" (`principal` and `principalTodas` together). The current principal cannot be
 * unmarked here: another entry takes the flag instead.
 */
export function CaixaPrincipal({
  marcada,
  onChange,
  rotulo,
  jaPrincipal,
}: {
  marcada: boolean;
  onChange: (marcada: boolean) => void;
  rotulo: string;
  jaPrincipal?: boolean;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={clsx(
        'relative flex items-start gap-3 rounded-xl p-3 ring-1 ring-borda/70 transition-colors',
        jaPrincipal ? 'cursor-default bg-fundo/70' : 'cursor-pointer hover:bg-fundo/80',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primaria',
      )}
    >
      <input
        id={id}
        type="checkbox"
        checked={marcada}
        disabled={jaPrincipal}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-dica`}
        className="peer absolute inset-0 m-0 cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-default"
      />
      <span
        aria-hidden="true"
        className={clsx(
          'mt-0.5 grid size-6 shrink-0 place-items-center rounded-md border-2 transition-colors',
          marcada
            ? 'border-primaria bg-primaria text-primaria-contraste'
            : 'border-borda-forte bg-superficie',
        )}
      >
        {marcada && <Check className="size-4" strokeWidth={3} />}
      </span>
      <span className="flex flex-col gap-0.5">
        <span className="text-[0.9375rem] font-semibold text-tinta">{rotulo}</span>
        <span id={`${id}-dica`} className="text-sm text-tinta-suave">
          {jaPrincipal
            ? 'Este já é o principal. Para trocar, marque outro como principal.'
            : 'Passa a ser o principal em todas as suas cotas.'}
        </span>
      </span>
    </label>
  );
}
