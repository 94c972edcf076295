import type { ReactNode } from 'react';

/**
 * The frame of the screens outside the main template (login, password): the maintenance banner on top, then the
 * screen, which draws its own page. Shared by the app (PublicLayout) and the login island (ADR 0046).
 */
export function MolduraPublica({ faixa, children }: { faixa: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      {faixa}
      <div className="flex flex-1 flex-col">{children}</div>
    </div>
  );
}
