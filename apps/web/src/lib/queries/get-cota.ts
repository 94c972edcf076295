import { cotaDetalheSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { POR_COTA } from './chaves';

/** GET /cotas/{id}: the quota with details, registration data and statement summary (404 for someone else's). */
export function getCota(idCota: number, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}`, { schema: cotaDetalheSchema, signal });
}

export const cotaQueryOptions = (idCota: number) =>
  queryOptions({ queryKey: [POR_COTA, idCota, 'detalhe'], queryFn: ({ signal }) => getCota(idCota, signal) });

export function useCota(idCota: number | undefined) {
  return useQuery({ ...cotaQueryOptions(idCota ?? 0), enabled: idCota !== undefined });
}
