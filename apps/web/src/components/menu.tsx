import { clsx } from 'clsx';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const itemClasses = clsx(
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 text-[0.9375rem] font-semibold text-tinta outline-none select-none',
  'data-[highlighted]:bg-fundo [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-tinta-suave',
);

export interface MenuProps {
  /** Accessible name of the trigger (e.g. 'Menu da conta'). */
  rotulo: string;
  /** What the trigger shows (an avatar, an icon). */
  gatilho: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A small action menu (Radix: arrow keys, typeahead, Escape). Not modal, so an item can open the one Modal
 * (e.g. the logout confirmation) without the two fighting over focus.
 */
export function Menu({ rotulo, gatilho, children, className }: MenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={clsx(
          'grid size-11 place-items-center rounded-full transition-colors hover:bg-fundo data-[state=open]:bg-fundo',
          className,
        )}
      >
        {/* Named by its content, not aria-label: a visible trigger (initials) must not contradict its name (WCAG 2.5.3). */}
        <span className="sr-only">{rotulo}</span>
        {gatilho}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="cromo z-50 max-w-[calc(100vw-1.5rem)] min-w-64 rounded-2xl bg-superficie p-2 shadow-elevado ring-1 ring-borda/70 animate-surgir"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function MenuCabecalho({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className="px-3 pt-2 pb-3">{children}</DropdownMenu.Label>;
}

export function MenuItemLink({
  para,
  icone,
  children,
}: {
  para: string;
  icone: ReactNode;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Item asChild className={itemClasses}>
      <Link to={para}>
        {icone}
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

export function MenuItem({
  onSelect,
  icone,
  children,
}: {
  onSelect: () => void;
  icone: ReactNode;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Item onSelect={onSelect} className={itemClasses}>
      {icone}
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuSeparador() {
  return <DropdownMenu.Separator className="mx-2 my-1 h-px bg-borda" />;
}
