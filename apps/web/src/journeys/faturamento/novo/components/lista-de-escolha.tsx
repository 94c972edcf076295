import type { ReactNode } from 'react';

interface OpcaoDeEscolha {
  valor: string;
  rotulo: string;
  detalhe?: ReactNode;
}

interface Props {
  /** The radio group's name (unique on the screen). */
  nome: string;
  legenda: string;
  opcoes: readonly OpcaoDeEscolha[];
  valor: string | undefined;
  onChange: (valor: string) => void;
  error?: string;
  /** Above the options (the search field). */
  topo?: ReactNode;
  /** When there is nothing to choose. */
  vazio?: ReactNode;
}

/** A fieldset of native radio buttons, each row a 44 px target, with a search field on top. */
export function ListaDeEscolha({ nome, legenda, opcoes, valor, onChange, error, topo, vazio }: Props) {
  const idErro = `${nome}-erro`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? idErro : undefined}>
      <legend className="mb-1 text-sm font-semibold text-tinta">{legenda}</legend>
      {topo}
      {opcoes.length === 0
        ? vazio
        : opcoes.map((o) => {
            const id = `${nome}-${o.valor}`;
            return (
              <label
                key={o.valor}
                htmlFor={id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-borda px-3 py-2 has-[:checked]:border-primaria has-[:checked]:bg-primaria/5"
              >
                <input
                  id={id}
                  type="radio"
                  name={nome}
                  value={o.valor}
                  checked={valor === o.valor}
                  onChange={() => onChange(o.valor)}
                  className="size-5 shrink-0 accent-[var(--cor-primaria)]"
                />
                <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 text-tinta">
                  <span className="font-medium">{o.rotulo}</span>
                  {o.detalhe && <span className="text-sm text-tinta-suave">{o.detalhe}</span>}
                </span>
              </label>
            );
          })}
      {error && (
        <p id={idErro} className="text-sm font-medium text-perigo">
          {error}
        </p>
      )}
    </fieldset>
  );
}
