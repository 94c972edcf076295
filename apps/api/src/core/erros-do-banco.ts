/** What PostgreSQL said about a failed statement: its SQLSTATE and, for a constraint, the constraint's name. */
interface ErroDoBanco {
  code: string;
  constraint?: string;
  detail?: string;
}

/**
 * The PostgreSQL error behind a failure, if any: drizzle wraps the driver's error in `cause` (once or more),
 * so a caller that maps a collision to a 409 looks through the chain instead of at the top error.
 */
export function erroDoBanco(erro: unknown): ErroDoBanco | undefined {
  for (let e = erro, passos = 0; e && typeof e === 'object' && passos < 5; passos++) {
    // The driver's DatabaseError carries a severity; Node's own errors (EPIPE…) have a code but none.
    const { code, constraint, detail, severity } = e as Record<string, unknown>;
    if (typeof code === 'string' && typeof severity === 'string')
      return {
        code,
        ...(typeof constraint === 'string' && { constraint }),
        ...(typeof detail === 'string' && { detail }),
      };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** SQLSTATE 23505: a unique index refused the row; `indice` narrows it to one index. */
export function violouUnicidade(erro: unknown, indice?: string): boolean {
  const db = erroDoBanco(erro);
  return db?.code === '23505' && (indice === undefined || db.constraint === indice);
}

/** SQLSTATE class 22 (data exception): the value itself cannot be stored, e.g. a NUL or lone surrogate in JSON. */
export function dadoRecusadoPeloBanco(erro: unknown): boolean {
  return erroDoBanco(erro)?.code.startsWith('22') ?? false;
}

/**
 * A collision after which a transaction is simply run again: a unique index kept the row a concurrent request
 * committed first (23505), or PostgreSQL broke a deadlock (40P01) or a serialization conflict (40001). The rule
 * itself is the index's; the retry only finds the winner's row.
 */
export function colisaoRepetivel(erro: unknown): boolean {
  const code = erroDoBanco(erro)?.code;
  return code === '23505' || code === '40P01' || code === '40001';
}
