import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export interface OpcaoCartao<V extends string> {
  valor: V;
  titulo: string;
  descricao?: ReactNode;
  icone?: ReactNode;
}

/**
 * One choice among a few, each drawn as a card: native radios in a fieldset, so the legend names the group,
 * arrow keys move the choice and the error is read with it.
 */
export function OpcoesEmCartao<V extends string>({
  legenda,
  legendaOculta,
  dica,
  opcoes,
  valor,
  onChange,
  erro,
  colunas = 1,
}: {
  legenda: string;
  legendaOculta?: boolean;
  dica?: ReactNode;
  opcoes: readonly OpcaoCartao<V>[];
  valor: V | null;
  onChange: (valor: V) => void;
  erro?: string;
  colunas?: 1 | 2;
}) {
  const nome = useId();
  const idErro = `${nome}-erro`;
  const idDica = `${nome}-dica`;
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={[erro ? idErro : null, dica ? idDica : null].filter(Boolean).join(' ') || undefined}
    >
      <legend className={clsx(legendaOculta ? 'sr-only' : 'mb-1 text-[0.9375rem] font-semibold text-tinta')}>
        {legenda}
      </legend>
      {dica && (
        <p id={idDica} className="mb-3 text-sm text-tinta-suave">
          {dica}
        </p>
      )}
      <div
        className={clsx('grid gap-3', !dica && !legendaOculta && 'mt-2', colunas === 2 && 'sm:grid-cols-2')}
      >
        {opcoes.map((o) => {
          const ativo = o.valor === valor;
          return (
            <label
              key={o.valor}
              className={clsx(
                'relative flex cursor-pointer items-start gap-3.5 rounded-2xl p-4 transition-[box-shadow,background-color] duration-150',
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
                className="peer absolute inset-0 m-0 cursor-pointer appearance-none rounded-2xl opacity-0"
              />
              {o.icone && (
                <span
                  className={clsx(
                    'grid size-10 shrink-0 place-items-center rounded-xl transition-colors [&_svg]:size-5',
                    ativo ? 'bg-primaria text-primaria-contraste' : 'bg-primaria/10 text-primaria-texto',
                  )}
                  aria-hidden="true"
                >
                  {o.icone}
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="block text-[0.9375rem] font-semibold text-tinta">{o.titulo}</span>
                {o.descricao && (
                  <span className="mt-0.5 block text-sm leading-relaxed text-tinta-suave">{o.descricao}</span>
                )}
              </span>
              <span
                className={clsx(
                  'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border-2 transition-colors',
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

export type SimNao = 'sim' | 'nao';

export const simNao = (usa: boolean | null | undefined): SimNao | null =>
  usa === true ? 'sim' : usa === false ? 'nao' : null;
