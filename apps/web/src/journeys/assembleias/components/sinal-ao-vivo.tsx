import { clsx } from 'clsx';

/** The pulsing "on air" dot (still for whoever asked the system for less motion). */
export function SinalAoVivo({ className }: { className?: string }) {
  return (
    <span className={clsx('relative flex size-2.5', className)} aria-hidden="true">
      <span className="absolute inline-flex size-full rounded-full bg-perigo opacity-60 motion-safe:animate-ping" />
      <span className="relative inline-flex size-2.5 rounded-full bg-perigo" />
    </span>
  );
}
