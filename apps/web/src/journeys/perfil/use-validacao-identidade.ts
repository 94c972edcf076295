import {
  dadosCadastraisOperacoes,
  validacaoIdentidadeOperacoes,
  type ValidacaoIdentidadeBody,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta } from '@/lib/operacoes';

/** GET …/validacao-identidade: the open registration-update case, the files it holds and what is missing. */
export function useSituacaoValidacao(idCota: number | undefined) {
  return useQuery({
    ...consulta(validacaoIdentidadeOperacoes.situacao, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
    staleTime: 0,
  });
}

/** POST …/validacao-identidade: the files attached to the case by role; then the case is read again. */
export function useEnviarValidacao(idCota: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<ValidacaoIdentidadeBody>) =>
      chamar(validacaoIdentidadeOperacoes.enviar, { params: { id: idCota ?? 0 }, body }),
    onSuccess: async (situacao) => {
      queryClient.setQueryData(
        chave(validacaoIdentidadeOperacoes.situacao, { params: { id: idCota ?? 0 } }),
        situacao,
      );
      await queryClient.invalidateQueries({
        queryKey: chave(dadosCadastraisOperacoes.dadosCadastrais, { params: { id: idCota ?? 0 } }),
      });
    },
    meta: { erroTratado: true },
  });
}
