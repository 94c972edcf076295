import { registroAuditoriaSchema } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiOperador } from '@/lib/api';
import { CHAVE_OPERADOR, META_OPERADOR } from './chaves';

export const TAMANHO_PAGINA_AUDITORIA = 25;

/** GET /operador/v1/auditoria: the audit log, newest first (read-only; the answer carries no total). */
export function getAuditoria(page: number, signal?: AbortSignal) {
  return apiOperador.get('/auditoria', {
    query: { page, page_size: TAMANHO_PAGINA_AUDITORIA },
    schema: z.array(registroAuditoriaSchema),
    signal,
  });
}

export const auditoriaQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...CHAVE_OPERADOR, 'auditoria', page],
    queryFn: ({ signal }) => getAuditoria(page, signal),
    staleTime: 0,
    meta: META_OPERADOR,
  });

export function useAuditoria(page: number) {
  return useQuery({ ...auditoriaQueryOptions(page), placeholderData: keepPreviousData });
}
