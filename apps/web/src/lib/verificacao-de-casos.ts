import {
  homeOperacoes,
  hojeEmSaoPaulo,
  verificarCasos,
  type Caso,
  type CotaDetalhe,
  type ResumoHome,
  type VerificacaoCasos,
} from '@portal/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { chaveDosCasos } from './casos-da-cota';
import { chamar, chave } from './operacoes';
import { definirAtualizacaoObrigatoria, sessao, useSessao, type Sessao } from './session';

/** What the case-check sequence leaves for the home: the decision, plus the cases and quota it was made on. */
export interface ResultadoVerificacaoCasos {
  verificacao: VerificacaoCasos;
  casos: Caso[];
  cota: CotaDetalhe;
}

interface Alvo {
  idCota: number;
  transparente: boolean;
}

function alvoDaSessao(s: Sessao | null): Alvo | null {
  if (!s || s.perfil.senhaExpirada) return null; // the password screens come first; the check runs after
  return { idCota: s.idCotaPadrao, transparente: s.transparente };
}

/**
 * GET /cotas/{id}/home: the home's cards in one answer, which also holds what the 03 §4 case-check sequence
 * reads (the quota's detail and its cases). One cache entry serves both: the home reads it whole, the main
 * template (on every page) derives the sequence from it, so a reload of /home makes this one call. Each fetch
 * records the mandatory-update answer in the session, where the route guard reads it (spec §2 rule 4).
 */
export const resumoDaHomeQueryOptions = (idCota: number) =>
  queryOptions({
    queryKey: chave(homeOperacoes.resumo, { params: { id: idCota } }),
    queryFn: async ({ signal }): Promise<ResumoHome> => {
      const resumo = await chamar(homeOperacoes.resumo, { params: { id: idCota } }, signal);
      const { verificacao } = derivarVerificacao(resumo, sessao.ler()?.transparente ?? false);
      definirAtualizacaoObrigatoria(idCota, verificacao.atualizacaoObrigatoria);
      return resumo;
    },
  });

/** The domain's verificarCasos over the summary's quota and cases. */
function derivarVerificacao(resumo: ResumoHome, transparente: boolean): ResultadoVerificacaoCasos {
  const { cota, casos } = resumo;
  const verificacao = verificarCasos({
    cota: {
      situacaoCota: cota.situacaoCota,
      dataContemplacao: cota.dataContemplacao,
      assembleiaAtual: cota.details.assembleiaAtual,
      totalAssembleias: cota.details.totalAssembleias,
      parcelasPagas: cota.parcelasPagas,
    },
    casos,
    transparente,
    hoje: hojeEmSaoPaulo(),
  });
  return { verificacao, casos, cota };
}

/**
 * Runs the sequence now for the session's quota (after a login or a quota switch) and waits for it, so the
 * first screen shown already obeys the mandatory update. A failure is not fatal: the screens retry it.
 */
export async function executarVerificacaoDeCasos(queryClient: QueryClient): Promise<void> {
  const alvo = alvoDaSessao(sessao.ler());
  if (!alvo) return;
  await queryClient.fetchQuery(resumoDaHomeQueryOptions(alvo.idCota)).catch(() => undefined);
}

/** The sequence's result for the selected quota (re-run when stale, and after any quota switch). */
export function useVerificacaoCasos() {
  const alvo = alvoDaSessao(useSessao());
  const transparente = alvo?.transparente ?? false;
  return useQuery({
    ...resumoDaHomeQueryOptions(alvo?.idCota ?? 0),
    enabled: alvo !== null,
    select: (resumo) => derivarVerificacao(resumo, transparente),
  });
}

/** Everything the app knows about the quota's cases: after a customer's action on one, all of it is stale. */
export function invalidarCasosDaCota(queryClient: QueryClient, idCota: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: chaveDosCasos(idCota) }),
    queryClient.invalidateQueries({ queryKey: resumoDaHomeQueryOptions(idCota).queryKey }),
  ]);
}
