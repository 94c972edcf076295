import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantes: Record<ButtonVariant, string> = {
  primary: 'bg-primaria text-primaria-contraste hover:bg-primaria-escura shadow-sm',
  secondary: 'bg-primaria/10 text-primaria-texto hover:bg-primaria/15',
  ghost: 'bg-transparent text-primaria-texto hover:bg-primaria/8',
  danger: 'bg-perigo text-white hover:bg-[#912018] shadow-sm',
};

// Every size keeps the 44 px minimum touch target.
const tamanhos: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-4 text-sm gap-1.5',
  md: 'min-h-12 px-5 text-[0.9375rem] gap-2',
  lg: 'min-h-14 px-6 text-base gap-2',
};

export function buttonClasses(
  o: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string } = {},
) {
  return clsx(
    'inline-flex select-none items-center justify-center rounded-full font-semibold transition-colors duration-150',
    'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
    variantes[o.variant ?? 'primary'],
    tamanhos[o.size ?? 'md'],
    o.fullWidth && 'w-full',
    o.className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, blocks clicks and tells assistive technology the action is running. */
  loading?: boolean;
  icon?: ReactNode;
  /** Renders the single child (e.g. a router Link) with the button's look. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading,
  icon,
  asChild,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, fullWidth, className });
  if (asChild) {
    return (
      <Slot.Root className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      {/* A trailing (or leading) icon inside the label, as in "Continuar ›", sits beside the text as a flex
          item: preflight makes an svg a block, which put the chevron on a line of its own on a 360 px phone. */}
      <span className="has-[>svg]:inline-flex has-[>svg]:items-center has-[>svg]:gap-1.5 [&>svg]:shrink-0">
        {children}
      </span>
    </button>
  );
}
