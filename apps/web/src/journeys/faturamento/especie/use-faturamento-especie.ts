import {
  ehSemProcessos,
  faturamentoCreditoOperacoes,
  type AtualizarCreditoBody,
  type StatusFaturamentoCredito,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { chamar, consulta } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';
import { resumoDaHomeQueryOptions } from '@/lib/verificacao-de-casos';

const op = faturamentoCreditoOperacoes;

function useChaveStatus() {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  return [...consulta(op.status).queryKey, idCota];
}

/**
 * GET core/faturamento-credito/status. 02 §7: the error 'sua cota não possui processos' means "no case yet"
 * (null: the screens validate instead); any other error is thrown.
 */
export function useStatusEspecie() {
  const queryKey = useChaveStatus();
  return useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<StatusFaturamentoCredito | null> => {
      try {
        return await chamar(op.status, undefined, signal);
      } catch (erro) {
        if (erro instanceof ApiError && ehSemProcessos(erro.mensagem)) return null;
        throw erro;
      }
    },
  });
}

/** GET core/faturamento-credito/validar: podeFaturar and each reason (02 §4.7). */
export function useValidacaoEspecie(ativo = true) {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  return useQuery({
    ...consulta(op.validar),
    queryKey: [...consulta(op.validar).queryKey, idCota],
    enabled: ativo,
  });
}

/** Each write answers the new status: it replaces the cached one, and the home's summary reads it again. */
function useGravar<T>(fn: (v: T) => Promise<StatusFaturamentoCredito>) {
  const cliente = useQueryClient();
  const queryKey = useChaveStatus();
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  return useMutation({
    mutationFn: fn,
    onSuccess: (s) => {
      cliente.setQueryData(queryKey, s);
      void cliente.invalidateQueries({
        queryKey: resumoDaHomeQueryOptions(idCota).queryKey,
        refetchType: 'none',
      });
    },
    meta: { erroTratado: true },
  });
}

/** GET core/faturamento-credito/iniciar?aceiteTermos=true: the terms accepted, the case opened or answered. */
export const useIniciarEspecie = () =>
  useGravar(() => chamar(op.iniciar, { query: { aceiteTermos: 'true' } }));

/** PATCH core/faturamento-credito/atualizar: identification confirmed, or the holder's account. */
export const useAtualizarEspecie = () =>
  useGravar((body: AtualizarCreditoBody) => chamar(op.atualizar, { body }));

/** POST core/faturamento-credito/solicitar-pagamento: the authorization term accepted (once). */
export const useSolicitarPagamentoEspecie = () =>
  useGravar(() => chamar(op.solicitarPagamento, { body: { aceiteTermoAutorizacao: true } }));
