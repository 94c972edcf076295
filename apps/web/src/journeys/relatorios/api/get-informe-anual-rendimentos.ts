import { informeRendimentosSchema, type InformeRendimentos } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';
import { nuloSeNaoEncontrado } from '../components/documentos';

/**
 * GET {id}/informe-anual-rendimentos?ano=: the year's figures for the income-tax return; without `ano` the
 * server picks the latest closed year. A 404 (MENSAGEM_SEM_INFORME) is an answer, not a failure: null.
 */
export function getInformeAnualRendimentos(
  idCota: number,
  ano: number | undefined,
  signal?: AbortSignal,
): Promise<InformeRendimentos | null> {
  return nuloSeNaoEncontrado(
    api.get(`/cotas/${idCota}/informe-anual-rendimentos`, {
      query: { ano },
      schema: informeRendimentosSchema,
      signal,
    }),
  );
}

export const informeAnualRendimentosQueryOptions = (idCota: number, ano: number | undefined) =>
  queryOptions({
    queryKey: [POR_COTA, idCota, 'informe-anual-rendimentos', ano ?? 'ultimo'],
    queryFn: ({ signal }) => getInformeAnualRendimentos(idCota, ano, signal),
  });

export function useInformeAnualRendimentos(idCota: number | undefined, ano: number | undefined) {
  return useQuery({
    ...informeAnualRendimentosQueryOptions(idCota ?? 0, ano),
    enabled: idCota !== undefined,
    placeholderData: keepPreviousData,
  });
}
