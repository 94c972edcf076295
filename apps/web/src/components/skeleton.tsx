import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * Placeholder block while content loads; the region around it announces the loading. Never wider than its
 * container: a width in rem (w-56) would pass a 360 px phone at a large font size.
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx('block max-w-full animate-pulse rounded-lg bg-borda/80', className)}
    />
  );
}

/** Marks a region as loading for screen readers while skeletons are drawn. */
export function CarregandoRegiao({
  rotulo = 'Carregando…',
  children,
  className,
}: {
  rotulo?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{rotulo}</span>
      {children}
    </div>
  );
}
