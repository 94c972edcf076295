import type { Sessao } from '@/lib/session';

/**
 * The customer's id for /usuarios/{id}: the access token's subject. The web only reads it (the server
 * verifies the token and answers 404 for any id that is not the caller's); no other answer carries it.
 */
export function idDoUsuario(sessao: Pick<Sessao, 'accessToken'> | null): number | undefined {
  const carga = sessao?.accessToken.split('.')[1];
  if (!carga) return undefined;
  try {
    const json = atob(carga.replace(/-/g, '+').replace(/_/g, '/'));
    const id = Number((JSON.parse(json) as { sub?: unknown }).sub);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}
