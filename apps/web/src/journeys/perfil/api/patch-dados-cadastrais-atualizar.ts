import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';
import { invalidarCasosDaCota } from '@/lib/queries/verificacao-casos';
import { definirAtualizacaoObrigatoria } from '@/lib/session';

const confirmacaoSchema = z.object({ atualizacaoObrigatoria: z.boolean(), confirmados: z.number().int() });

/** PATCH /core/dados-cadastrais/atualizar: the customer confirmed the data shown; the mandatory update ends. */
export function patchDadosCadastraisAtualizar() {
  return api.patch('/core/dados-cadastrais/atualizar', undefined, { schema: confirmacaoSchema });
}

/** 03 §4 "Confirming clears the flag": the session's flag, then every case-derived answer of the quota. */
export function useConfirmarDados(idCota: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchDadosCadastraisAtualizar,
    onSuccess: async (resposta) => {
      if (idCota === undefined) return;
      definirAtualizacaoObrigatoria(idCota, resposta.atualizacaoObrigatoria);
      queryClient.removeQueries({ queryKey: [POR_COTA, idCota, 'dados-cadastrais-status'] });
      await invalidarCasosDaCota(queryClient, idCota);
    },
  });
}
