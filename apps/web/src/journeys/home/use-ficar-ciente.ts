import { casosOperacoes, FASES, ORIGEM_APP } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/toast';
import { chamar } from '@/lib/operacoes';
import { invalidarCasosDaCota } from '@/lib/verificacao-de-casos';

/**
 * 02 §4.10, 03 §4: finishing the cancelled-contemplated notice sets its phase to 'Ciente via APP'
 * (POST /salesforce/contemplacao/casos/{caseNumber}, the app's own step on a case; answers 204).
 */
export function useFicarCiente(idCota: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (caseNumber: string) =>
      chamar(casosOperacoes.atualizarPeloApp, {
        params: { caseNumber },
        body: { CaseNumber: caseNumber, Fase__c: FASES.CIENTE_VIA_APP, Origin: ORIGEM_APP },
      }),
    onSuccess: () => {
      toast({ titulo: 'Aviso registrado', descricao: 'Obrigado! Anotamos que você está ciente.' });
      return invalidarCasosDaCota(queryClient, idCota);
    },
  });
}
