import { calendarioAssembleiasSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chaveAssembleias } from './chaves';

/** GET {id}/assembleias/calendario: the group's assemblies, held ('realizada') and scheduled. */
export function getCalendario(idCota: number, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/assembleias/calendario`, { schema: calendarioAssembleiasSchema, signal });
}

export const calendarioQueryOptions = (idCota: number) =>
  queryOptions({
    queryKey: [...chaveAssembleias(idCota), 'calendario'],
    queryFn: ({ signal }) => getCalendario(idCota, signal),
  });

export function useCalendario(idCota: number | undefined) {
  return useQuery({ ...calendarioQueryOptions(idCota ?? 0), enabled: idCota !== undefined });
}
