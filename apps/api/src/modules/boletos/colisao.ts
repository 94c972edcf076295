/**
 * SQLSTATEs after which a boleto transaction is simply run again: a unique index kept the row a concurrent
 * request committed first (23505), or PostgreSQL picked this transaction to break a deadlock (40P01) or a
 * serialization conflict (40001). The rule itself is the index's; the retry only finds the winner's row.
 */
const REPETIVEIS = new Set(['23505', '40P01', '40001']);

/** Whether the failure is such a collision; drizzle wraps the driver's error in `cause`, so the chain is walked. */
export function colisaoNoBanco(erro: unknown): boolean {
  for (let e = erro, passos = 0; e && typeof e === 'object' && passos < 5; passos++) {
    const { code, severity } = e as { code?: unknown; severity?: unknown };
    // The driver's DatabaseError carries a severity; Node's own errors (EPIPE…) have a code but none.
    if (typeof code === 'string' && typeof severity === 'string') return REPETIVEIS.has(code);
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
