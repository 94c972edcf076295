import {
  faturamentoOperacoes,
  type MotivoRestricao,
  type StatusFaturamento,
  type TipoFaturamento,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { chamar, consulta, prefixo } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';

const op = faturamentoOperacoes;

/** GET core/faturamento/auto/status; a quota without a billing case answers null (02 §7: then validate). */
export function useStatusFaturamento() {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  return useQuery({
    queryKey: [...consulta(op.status).queryKey, idCota],
    queryFn: async ({ signal }): Promise<StatusFaturamento | null> => {
      try {
        return await chamar(op.status, undefined, signal);
      } catch (erro) {
        if (erro instanceof ApiError && erro.status === 404) return null;
        throw erro;
      }
    },
  });
}

/** GET core/faturamento/auto/validar: APROVADO, REPROVADO or RESTRITO with its reasons. */
export function useValidacaoFaturamento(ativo = true) {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  return useQuery({
    ...consulta(op.validar),
    queryKey: [...consulta(op.validar).queryKey, idCota],
    enabled: ativo,
  });
}

function useEsquecerFaturamento() {
  const cliente = useQueryClient();
  return () => cliente.invalidateQueries({ queryKey: prefixo('/core/faturamento') });
}

/** GET core/faturamento/auto/iniciar: opens (or answers) the quota's billing case with the choices. */
export function useIniciarFaturamento() {
  const esquecer = useEsquecerFaturamento();
  return useMutation({
    mutationFn: (q: { tipoFaturamento: TipoFaturamento; cotas?: number[]; quantidadeBens?: number }) =>
      chamar(op.iniciar, {
        query: {
          tipoFaturamento: q.tipoFaturamento,
          ...(q.cotas && q.cotas.length > 1 ? { cotas: q.cotas.join(',') } : {}),
          ...(q.quantidadeBens ? { quantidadeBens: q.quantidadeBens } : {}),
        },
      }),
    onSuccess: esquecer,
    meta: { erroTratado: true },
  });
}

/** POST core/faturamento/auto/iniciar-manual: the attendant's path, with the WhatsApp link when allowed. */
export function useIniciarManual() {
  const esquecer = useEsquecerFaturamento();
  return useMutation({
    mutationFn: (motivoEncerramento: MotivoRestricao) =>
      chamar(op.iniciarManual, { body: { motivoEncerramento } }),
    onSuccess: esquecer,
    meta: { erroTratado: true },
  });
}

/** GET core/faturamento/auto/reiniciar-fluxo. */
export function useReiniciarFaturamento() {
  const esquecer = useEsquecerFaturamento();
  return useMutation({
    mutationFn: () => chamar(op.reiniciarFluxo),
    onSuccess: esquecer,
    meta: { erroTratado: true },
  });
}

/** A 403 from a billing call is the phone rule (02 §6): the screen sends the customer to indisponivel. */
export const ehRecusaDeDispositivo = (erro: unknown) => erro instanceof ApiError && erro.status === 403;
