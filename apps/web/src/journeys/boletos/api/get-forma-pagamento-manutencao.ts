import { preferenciaEnvioSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';

/** GET {id}/forma-pagamento/manutencao: how the monthly boleto is sent, and the 24 h lock after a change. */
export function getFormaPagamentoManutencao(idCota: number, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/forma-pagamento/manutencao`, { schema: preferenciaEnvioSchema, signal });
}

export const formaEnvioQueryOptions = (idCota: number) =>
  queryOptions({
    queryKey: [POR_COTA, idCota, 'forma-envio'],
    queryFn: ({ signal }) => getFormaPagamentoManutencao(idCota, signal),
  });

export function useFormaEnvio(idCota: number | undefined) {
  return useQuery({ ...formaEnvioQueryOptions(idCota ?? 0), enabled: idCota !== undefined });
}
