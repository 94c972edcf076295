import { linkRelatorioSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET {id}/informe-anual-rendimentos/imprimir/{ano}: a two-minute link to that year's report PDF. */
export function getInformeAnualRendimentosImprimir(idCota: number, ano: number) {
  return api.get(`/cotas/${idCota}/informe-anual-rendimentos/imprimir/${ano}`, {
    schema: linkRelatorioSchema,
  });
}

/** Asked for on each click (the link expires fast), so a mutation rather than a cached query. */
export function useLinkDoInforme(idCota: number) {
  return useMutation({
    mutationFn: (ano: number) => getInformeAnualRendimentosImprimir(idCota, ano),
    meta: { erroTratado: true },
  });
}
