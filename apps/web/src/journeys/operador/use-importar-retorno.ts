import { boletosOperacoes, chaveDoCaminho, type ImportarRetornoBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, chave } from '@/lib/operacoes';

/** Every page of the audit log (GET /operador/v1/auditoria): each payment writes an entry. */
export const chaveDaAuditoria = chaveDoCaminho('/auditoria', undefined, undefined, 'operador');

/** Imports a CNAB 240 return file (as text) and reports line by line. */
export function useImportarRetorno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: ImportarRetornoBody) => chamar(boletosOperacoes.importarRetorno, { body: corpo }),
    // The screen shows a refused file (empty, not CNAB 240, too large) next to the file picker.
    meta: { erroTratado: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chave(boletosOperacoes.buscarOperador) });
      void queryClient.invalidateQueries({ queryKey: chaveDaAuditoria });
    },
  });
}
