import { paginaBoletosSchema, type TipoBoleto } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';

export type SituacaoHistorico = 'todos' | 'aberto' | 'pago';

export interface FiltrosHistorico {
  situacao: SituacaoHistorico;
  /** Undefined: both kinds. */
  tipo?: TipoBoleto;
  page: number;
}

export const TAMANHO_PAGINA_HISTORICO = 10;

/** Root of every history query of a quota: generating or paying anything invalidates them all. */
export const chaveHistorico = (idCota: number) => [POR_COTA, idCota, 'boletos-emitidos'] as const;

/** GET {id}/boletos: the boletos issued to the caller (every quota, unified ones included), newest first. */
export function getBoletos(idCota: number, f: FiltrosHistorico, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/boletos`, {
    query: { situacao: f.situacao, tipo: f.tipo, page: f.page, page_size: TAMANHO_PAGINA_HISTORICO },
    schema: paginaBoletosSchema,
    signal,
  });
}

export const boletosQueryOptions = (idCota: number, f: FiltrosHistorico) =>
  queryOptions({
    queryKey: [...chaveHistorico(idCota), f.situacao, f.tipo ?? 'todos', f.page],
    queryFn: ({ signal }) => getBoletos(idCota, f, signal),
  });

export function useBoletosEmitidos(idCota: number | undefined, f: FiltrosHistorico) {
  return useQuery({
    ...boletosQueryOptions(idCota ?? 0, f),
    enabled: idCota !== undefined,
    placeholderData: keepPreviousData,
  });
}
