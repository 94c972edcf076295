import {
  cotasOperacoes,
  hojeEmSaoPaulo,
  verificarCasos,
  type Caso,
  type CotaDetalhe,
  type VerificacaoCasos,
} from '@portal/domain';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { casosDoLoteQueryOptions, chaveDosCasos, LOTES_DE_CASOS } from './casos-da-cota';
import { consulta, prefixo } from './operacoes';
import { definirAtualizacaoObrigatoria, sessao, useSessao, type Sessao } from './session';

/** What the case-check sequence leaves for the home: the decision, plus the cases and quota it was made on. */
export interface ResultadoVerificacaoCasos {
  verificacao: VerificacaoCasos;
  casos: Caso[];
  cota: CotaDetalhe;
}

interface Alvo {
  inscricao: string;
  idCota: number;
  transparente: boolean;
}

function alvoDaSessao(s: Sessao | null): Alvo | null {
  if (!s || s.perfil.senhaExpirada) return null; // the password screens come first; the check runs after
  return { inscricao: s.usuario.inscricaoNacional, idCota: s.idCotaPadrao, transparente: s.transparente };
}

/** The sequence is no call of its own but a verdict on the quota's answers: it lives under the quota's key. */
const chaveDaVerificacao = (idCota: number) => [
  ...prefixo('/cotas/{id}', { id: idCota }),
  'verificacao-casos',
];

/**
 * 03 §4 case-check sequence for the selected quota: both batches of cases and the quota detail, then the
 * domain's verificarCasos. Its mandatory-update answer goes into the session, where the route guard reads it
 * (spec §2 rule 4); the rest stays in the cache, keyed by quota, for the home's cards and modals.
 */
const verificacaoCasosQueryOptions = (queryClient: QueryClient, alvo: Alvo) =>
  queryOptions({
    queryKey: [...chaveDaVerificacao(alvo.idCota), alvo.transparente],
    queryFn: async (): Promise<ResultadoVerificacaoCasos> => {
      const [cota, ...lotes] = await Promise.all([
        queryClient.fetchQuery(consulta(cotasOperacoes.detalhe, { params: { id: alvo.idCota } })),
        ...LOTES_DE_CASOS.map((_, i) =>
          queryClient.fetchQuery(casosDoLoteQueryOptions(alvo.inscricao, alvo.idCota, i)),
        ),
      ]);
      const casos = lotes.flat();
      const verificacao = verificarCasos({
        cota: {
          situacaoCota: cota.situacaoCota,
          dataContemplacao: cota.dataContemplacao,
          assembleiaAtual: cota.details.assembleiaAtual,
          totalAssembleias: cota.details.totalAssembleias,
          parcelasPagas: cota.parcelasPagas,
        },
        casos,
        transparente: alvo.transparente,
        hoje: hojeEmSaoPaulo(),
      });
      definirAtualizacaoObrigatoria(alvo.idCota, verificacao.atualizacaoObrigatoria);
      return { verificacao, casos, cota };
    },
  });

/**
 * Runs the sequence now for the session's quota (after a login or a quota switch) and waits for it, so the
 * first screen shown already obeys the mandatory update. A failure is not fatal: the screens retry it.
 */
export async function executarVerificacaoDeCasos(queryClient: QueryClient): Promise<void> {
  const alvo = alvoDaSessao(sessao.ler());
  if (!alvo) return;
  await queryClient.fetchQuery(verificacaoCasosQueryOptions(queryClient, alvo)).catch(() => undefined);
}

/** The sequence's result for the selected quota (re-run when stale, and after any quota switch). */
export function useVerificacaoCasos() {
  const queryClient = useQueryClient();
  const alvo = alvoDaSessao(useSessao());
  return useQuery({
    ...verificacaoCasosQueryOptions(queryClient, alvo ?? { inscricao: '', idCota: 0, transparente: false }),
    enabled: alvo !== null,
  });
}

/** Everything the app knows about the quota's cases: after a customer's action on one, all of it is stale. */
export function invalidarCasosDaCota(queryClient: QueryClient, idCota: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: chaveDosCasos(idCota) }),
    queryClient.invalidateQueries({ queryKey: chaveDaVerificacao(idCota) }),
  ]);
}
