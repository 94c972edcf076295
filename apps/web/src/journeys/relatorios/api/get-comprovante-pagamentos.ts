import { comprovantePagamentosSchema, type ComprovantePagamentos } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';
import { nuloSeNaoEncontrado } from '../components/documentos';

/**
 * GET {id}/comprovante-pagamentos?ano=: the year's payments and the PDF link; without `ano` the server picks
 * the latest year with payments. A 404 (MENSAGEM_SEM_COMPROVANTE) is an answer, not a failure: null.
 */
export function getComprovantePagamentos(
  idCota: number,
  ano: number | undefined,
  signal?: AbortSignal,
): Promise<ComprovantePagamentos | null> {
  return nuloSeNaoEncontrado(
    api.get(`/cotas/${idCota}/comprovante-pagamentos`, {
      query: { ano },
      schema: comprovantePagamentosSchema,
      signal,
    }),
  );
}

export const comprovantePagamentosQueryOptions = (idCota: number, ano: number | undefined) =>
  queryOptions({
    queryKey: [POR_COTA, idCota, 'comprovante-pagamentos', ano ?? 'ultimo'],
    queryFn: ({ signal }) => getComprovantePagamentos(idCota, ano, signal),
  });

export function useComprovantePagamentos(idCota: number | undefined, ano: number | undefined) {
  return useQuery({
    ...comprovantePagamentosQueryOptions(idCota ?? 0, ano),
    enabled: idCota !== undefined,
    placeholderData: keepPreviousData,
  });
}
