/** What PostgreSQL said about a failed statement: its SQLSTATE and, for a constraint, the constraint's name. */
interface ErroDoBanco {
  code: string;
  constraint?: string;
}

/**
 * The PostgreSQL error behind a failure, if any: drizzle wraps the driver's error in `cause` (once or more),
 * so a caller that maps a collision to a 409 looks through the chain instead of at the top error.
 */
function erroDoBanco(erro: unknown): ErroDoBanco | undefined {
  for (let e = erro, passos = 0; e && typeof e === 'object' && passos < 5; passos++) {
    // The driver's DatabaseError carries a severity; Node's own errors (EPIPE…) have a code but none.
    const { code, constraint, severity } = e as { code?: unknown; constraint?: unknown; severity?: unknown };
    if (typeof code === 'string' && typeof severity === 'string')
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
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
