import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOperador } from '@/lib/api';
import { CHAVE_OPERADOR } from './chaves';

/** PUT /operador/v1/cotas/{idCota}/retorno-crivo {codigo, descricao} (204): the quota's credit-screening result. */
export function putRetornoCrivo(idCota: number, corpo: { codigo: string; descricao: string | null }) {
  return apiOperador.put<void>(`/cotas/${idCota}/retorno-crivo`, corpo);
}

export function useDefinirCrivo(idCota: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: { codigo: string; descricao: string | null }) => putRetornoCrivo(idCota, corpo),
    meta: { erroTratado: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...CHAVE_OPERADOR, 'auditoria'] }),
  });
}
