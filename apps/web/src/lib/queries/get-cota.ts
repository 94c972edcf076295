import { cotasOperacoes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '../operacoes';

/** GET /cotas/{id}: the quota with details, registration data and statement summary (404 for someone else's). */
export const cotaQueryOptions = (idCota: number) =>
  consulta(cotasOperacoes.detalhe, { params: { id: idCota } });

export function useCota(idCota: number | undefined) {
  return useQuery({ ...cotaQueryOptions(idCota ?? 0), enabled: idCota !== undefined });
}
