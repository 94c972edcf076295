import { clsx } from 'clsx';

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; omit when the surrounding control already says it is busy. */
  rotulo?: string;
}

export function Spinner({ className, rotulo }: SpinnerProps) {
  return (
    <span role={rotulo ? 'status' : undefined} className={clsx('inline-flex', className)}>
      <svg className="size-5 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {rotulo && <span className="sr-only">{rotulo}</span>}
    </span>
  );
}

/** The global loading bar: a thin, non-blocking stripe at the top of the viewport. */
export function LoadingIndicator({ visivel }: { visivel: boolean }) {
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1">
      {visivel && (
        <>
          <div className="h-full w-full overflow-hidden bg-primaria/15">
            <div className="animate-progresso h-full w-2/5 rounded-full bg-primaria" />
          </div>
          <span className="sr-only">Carregando…</span>
        </>
      )}
    </div>
  );
}
