import { clsx } from 'clsx';
import { useState } from 'react';

export interface LogoProps {
  src: string | null | undefined;
  nome: string;
  className?: string;
}

/** The partner's logo; a clean wordmark when there is none or it fails to load. */
export function Logo({ src, nome, className }: LogoProps) {
  const [falhou, setFalhou] = useState<string | null>(null);
  if (src && falhou !== src) {
    return (
      <img
        src={src}
        alt={nome}
        className={clsx('h-8 w-auto max-w-[min(11rem,60vw)] object-contain object-left', className)}
        onError={() => setFalhou(src)}
      />
    );
  }
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-2 text-lg font-bold tracking-tight text-tinta',
        className,
      )}
    >
      <span
        className="grid size-8 place-items-center rounded-lg bg-primaria text-sm text-primaria-contraste"
        aria-hidden="true"
      >
        {nome.trim().charAt(0).toUpperCase()}
      </span>
      {nome}
    </span>
  );
}
