import { z } from 'zod';
import { api, ApiError } from '@/lib/api';

const linkAoVivoSchema = z.object({ url: z.string().min(1) });

/**
 * GET {id}/assembleias/ao-vivo: a two-minute link to the running assembly's event stream (the ticket is in the
 * path, since EventSource sends no headers). Asked for on every (re)connection, never cached: an old link
 * would be refused. 404 {mensagem} when no assembly of the quota's group is running.
 */
export function getAoVivo(idCota: number, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/assembleias/ao-vivo`, { schema: linkAoVivoSchema, signal });
}

/** The 404 is an answer ("nothing running now"), not a failure. */
export function semAssembleiaAoVivo(erro: unknown): boolean {
  return erro instanceof ApiError && erro.status === 404;
}
