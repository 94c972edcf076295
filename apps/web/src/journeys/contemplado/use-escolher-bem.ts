import { casosOperacoes, contemplacaoOperacoes, ORIGEM_APP, type SituacaoContemplacao } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, chave } from '@/lib/operacoes';
import { BENS, type Bem } from './bens';

/**
 * InvoiceSelection's hand-over to billing: the chosen asset goes to the approved analysis case through the app's
 * case update (POST /salesforce/contemplacao/casos/{caseNumber}) as `DadosApp__c`, confirming the phase the case
 * is in; billing reads it from there.
 */
export function useEscolherBem(idCota: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      caso,
      bem,
      tipo,
    }: {
      caso: NonNullable<SituacaoContemplacao['caso']>;
      bem: Bem;
      tipo: string;
    }) => {
      const { nome, tipos } = BENS[bem];
      const nomeDoTipo = (tipos as Record<string, string>)[tipo] ?? tipo;
      return chamar(casosOperacoes.atualizarPeloApp, {
        params: { caseNumber: caso.CaseNumber! },
        body: {
          Fase__c: caso.Fase__c!,
          Origin: ORIGEM_APP,
          CaseNumber: caso.CaseNumber!,
          Observacao__c: `Cliente escolheu faturar: ${nome} - ${nomeDoTipo}.`,
          DadosApp__c: JSON.stringify({ faturamento: { bem, tipo } }),
        },
      });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: chave(contemplacaoOperacoes.situacao, { params: { id: idCota } }),
      }),
  });
}
