import { FASES, ORIGEM_APP, type AtualizarCasoBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/toast';
import { api } from '@/lib/api';
import { invalidarCasosDaCota } from '@/lib/queries/verificacao-casos';

/** POST /salesforce/contemplacao/casos/{caseNumber}: the app's own step on a case (answers 204). */
export function postContemplacaoCasos(corpo: AtualizarCasoBody) {
  return api.post<void>(`/salesforce/contemplacao/casos/${encodeURIComponent(corpo.CaseNumber)}`, corpo);
}

/** 02 §4.10, 03 §4: finishing the cancelled-contemplated notice sets its phase to 'Ciente via APP'. */
export function useFicarCiente(idCota: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (caseNumber: string) =>
      postContemplacaoCasos({ CaseNumber: caseNumber, Fase__c: FASES.CIENTE_VIA_APP, Origin: ORIGEM_APP }),
    onSuccess: () => {
      toast({ titulo: 'Aviso registrado', descricao: 'Obrigado! Anotamos que você está ciente.' });
      return invalidarCasosDaCota(queryClient, idCota);
    },
  });
}
