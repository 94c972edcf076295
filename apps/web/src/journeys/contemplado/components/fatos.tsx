import type { ReactNode } from 'react';

/** Label/value rows inside a step's card: the figures a step asks the customer to read before going on. */
export function Fatos({ itens }: { itens: readonly { termo: string; valor: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-borda/70 rounded-xl bg-fundo px-4">
      {itens.map((i) => (
        <div key={i.termo} className="flex items-baseline justify-between gap-4 py-3">
          <dt className="text-sm text-tinta-suave">{i.termo}</dt>
          <dd className="tabular text-right text-[0.9375rem] font-semibold text-tinta">{i.valor}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A step's paragraph. */
export function Texto({ children }: { children: ReactNode }) {
  return <p className="text-[0.9375rem] leading-relaxed text-tinta-suave">{children}</p>;
}
