import { dadosBoletoSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';

/** GET {id}/boletos/{nossoNumero}: a boleto already issued (reopened from the address bar or history). */
export function getBoleto(idCota: number, nossoNumero: string, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/boletos/${encodeURIComponent(nossoNumero)}`, {
    schema: dadosBoletoSchema,
    signal,
  });
}

export const boletoQueryOptions = (idCota: number, nossoNumero: string) =>
  queryOptions({
    queryKey: [POR_COTA, idCota, 'boleto', nossoNumero],
    queryFn: ({ signal }) => getBoleto(idCota, nossoNumero, signal),
  });

export function useBoleto(idCota: number | undefined, nossoNumero: string | null) {
  return useQuery({
    ...boletoQueryOptions(idCota ?? 0, nossoNumero ?? ''),
    enabled: idCota !== undefined && Boolean(nossoNumero),
  });
}
