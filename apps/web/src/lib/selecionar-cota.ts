import { acessoOperacoes, padCota, padGrupo, type Cota } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/toast';
import { limparDadosDasCotas } from './chaves';
import { chamar } from './operacoes';
import { executarVerificacaoDeCasos } from './verificacao-de-casos';
import { definirCotaPadrao, salvarTokens, sessao } from './session';

/**
 * Selecting a quota (POST /login/selecionar-cota, several journeys offer it). Spec §4: selecting reissues the
 * token and clears every per-quota state. Re-selecting the quota already bound to the session is a no-op (no
 * round trip, no toast), so "Ver detalhes" on it opens at once. 03 §4: a switch runs the case-check sequence
 * of the new quota before the caller goes on (so a quota whose registration must be updated is guarded at
 * once).
 */
export function useSelecionarCota() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async (cota: Cota) =>
      sessao.ler()?.idCotaPadrao === cota.idCota
        ? null
        : chamar(acessoOperacoes.selecionarCota, { body: { idCota: cota.idCota } }),
    onSuccess: async (tokens, cota) => {
      if (tokens) {
        salvarTokens(tokens);
        limparDadosDasCotas(queryClient);
      }
      definirCotaPadrao(cota);
      if (tokens) await executarVerificacaoDeCasos(queryClient);
      if (tokens)
        toast({
          titulo: 'Cota selecionada',
          descricao: `Grupo ${padGrupo(cota.grupo)} · Cota ${padCota(cota.cota)}`,
        });
    },
  });
}
