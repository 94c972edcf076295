import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';
import { definirAtualizacaoObrigatoria } from '@/lib/session';

/** GET /core/dados-cadastrais/status (the API declares this answer in its route; the domain has no schema for it). */
export const statusCadastralSchema = z.object({
  atualizacaoObrigatoria: z.boolean(),
  caso: z
    .object({
      CaseNumber: z.string(),
      Status: z.string(),
      Fase__c: z.string().nullable(),
      RespostaAnalista__c: z.string().nullable(),
    })
    .nullable(),
});

/** The registration-update case of the selected quota and whether the update is mandatory (the server's rule). */
export async function getDadosCadastraisStatus(idCota: number, signal?: AbortSignal) {
  const status = await api.get('/core/dados-cadastrais/status', { schema: statusCadastralSchema, signal });
  // The same rule as the case-check sequence (03 §4), answered by the server: the guard follows it too.
  definirAtualizacaoObrigatoria(idCota, status.atualizacaoObrigatoria);
  return status;
}

export const dadosCadastraisStatusQueryOptions = (idCota: number) =>
  queryOptions({
    queryKey: [POR_COTA, idCota, 'dados-cadastrais-status'],
    queryFn: ({ signal }) => getDadosCadastraisStatus(idCota, signal),
    staleTime: 0,
  });

export function useDadosCadastraisStatus(idCota: number | undefined) {
  return useQuery({ ...dadosCadastraisStatusQueryOptions(idCota ?? 0), enabled: idCota !== undefined });
}
