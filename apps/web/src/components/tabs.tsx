import { clsx } from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

interface Aba {
  valor: string;
  rotulo: string;
  conteudo: ReactNode;
}

export interface TabsProps {
  abas: readonly Aba[];
  rotulo: string;
  valorPadrao?: string;
  className?: string;
}

/** Radix tabs (arrow keys move between tabs) drawn as a segmented bar. */
export function Tabs({ abas, rotulo, valorPadrao, className }: TabsProps) {
  return (
    <RadixTabs.Root defaultValue={valorPadrao ?? abas[0]?.valor} className={className}>
      <RadixTabs.List aria-label={rotulo} className="flex gap-1 overflow-x-auto rounded-2xl bg-borda/50 p-1">
        {abas.map((a) => (
          <RadixTabs.Trigger
            key={a.valor}
            value={a.valor}
            className={clsx(
              'min-h-11 flex-1 whitespace-nowrap rounded-xl px-3 text-sm sm:px-4 font-semibold text-tinta-suave transition-colors',
              'hover:text-tinta data-[state=active]:bg-superficie data-[state=active]:text-tinta data-[state=active]:shadow-cartao',
            )}
          >
            {a.rotulo}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {abas.map((a) => (
        <RadixTabs.Content
          key={a.valor}
          value={a.valor}
          className="mt-4 rounded-2xl outline-none focus-visible:outline-2"
        >
          {a.conteudo}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
