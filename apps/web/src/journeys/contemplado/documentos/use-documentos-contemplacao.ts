import {
  contemplacaoOperacoes,
  type ChamadaAnalise,
  type DeclararSociosBody,
  type SelecionarDocumentosBody,
  type SolicitarAnaliseBody,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta } from '@/lib/operacoes';

/** The journey's one situation query (the screens outside this folder read it too). */
export { useSituacaoContemplacao } from '../use-situacao-contemplacao';

/** GET …/selecao-documentos: the requested documents with their state, the files sent, the agreements. */
export function useSelecaoDocumentos(idCota: number | undefined) {
  return useQuery({
    ...consulta(contemplacaoOperacoes.selecaoDocumentos, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
    staleTime: 0,
    retry: false,
  });
}

/**
 * The selection's writes answer the selection: the cache takes the answer as it is. They run one after another
 * per quota (one mutation scope): two ticks in a row each send the whole pair, and an older answer arriving
 * last must not put back what the newer one changed.
 */
function useGravarSelecao<V>(
  idCota: number | undefined,
  gravar: (id: number, valor: V) => ReturnType<typeof chamar<typeof contemplacaoOperacoes.selecaoDocumentos>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (valor: V) => gravar(idCota ?? 0, valor),
    scope: { id: `selecao-documentos-${idCota ?? 0}` },
    onSuccess: (selecao) =>
      queryClient.setQueryData(
        chave(contemplacaoOperacoes.selecaoDocumentos, { params: { id: idCota ?? 0 } }),
        selecao,
      ),
    meta: { erroTratado: true },
  });
}

/** PUT …/selecao-documentos: income type, ID type, the longer list, a third party's ID type. */
export const useSelecionarDocumentos = (idCota: number | undefined) =>
  useGravarSelecao(idCota, (id, body: SelecionarDocumentosBody) =>
    chamar(contemplacaoOperacoes.selecionarDocumentos, { params: { id }, body }),
  );

/** PUT …/socios: a company's partners (ADR 0036), until the first sending. */
export const useDeclararSocios = (idCota: number | undefined) =>
  useGravarSelecao(idCota, (id, body: DeclararSociosBody) =>
    chamar(contemplacaoOperacoes.declararSocios, { params: { id }, body }),
  );

/** PUT …/aceites: the two agreements, before they are locked. */
export const useMarcarAceites = (idCota: number | undefined) =>
  useGravarSelecao(idCota, (id, body: { termosECondicoes: boolean; autorizacaoConsultaCredito: boolean }) =>
    chamar(contemplacaoOperacoes.aceites, { params: { id }, body }),
  );

/** POST …/aceites/travar: once locked, the agreements never change (02 §3, §5). */
export const useTravarAceites = (idCota: number | undefined) =>
  useGravarSelecao(idCota, (id, _: void) => chamar(contemplacaoOperacoes.travarAceites, { params: { id } }));

const OPERACAO_DA_CHAMADA = {
  solicitar: contemplacaoOperacoes.solicitarAnalise,
  'solicitar-empresa': contemplacaoOperacoes.solicitarAnaliseEmpresa,
  'solicitar-reanalise': contemplacaoOperacoes.solicitarReanalise,
} as const;

/**
 * POST /antifraude/analise-documento/{solicitar | solicitar-empresa | solicitar-reanalise}: the uploaded files go
 * with the case, which moves to analysis; the situation and the selection are read again.
 */
export function useSolicitarAnalise(idCota: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chamada, body }: { chamada: ChamadaAnalise; body: SolicitarAnaliseBody }) => {
      if (!(chamada in OPERACAO_DA_CHAMADA)) throw new Error(`Envio ${chamada} não é desta jornada`);
      return chamar(OPERACAO_DA_CHAMADA[chamada as keyof typeof OPERACAO_DA_CHAMADA], { body });
    },
    onSuccess: async () => {
      const params = { params: { id: idCota ?? 0 } };
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chave(contemplacaoOperacoes.situacao, params) }),
        queryClient.invalidateQueries({ queryKey: chave(contemplacaoOperacoes.selecaoDocumentos, params) }),
      ]);
    },
    meta: { erroTratado: true },
  });
}
