import {
  agoraEmSaoPaulo,
  cidadePorCodigo,
  dataIsoParaBr,
  estaContemplada,
  mudancaDeResponsavel,
  prazoDaAnalise,
  prazoDaGarantia,
  PRAZO_GARANTIA_PADRAO_DIAS_UTEIS,
  textoMudancaDeResponsavel,
  type PassoSeguinte,
} from '@portal/domain';
import type { Notificador } from '../../adapters/notificacoes.ts';
import type { Notificar } from '../notificacoes/notificacoes.service.ts';
import type { ContemplacaoRepository } from './contemplacao.repository.ts';

/** The UF of an IBGE city code, or null (unknown city, no address): national holidays only. */
export const ufDaCidade = (idCidade: number | null | undefined): string | null =>
  idCidade ? (cidadePorCodigo(idCidade)?.uf ?? null) : null;

/** A move of the quota's analysis case, as it committed. */
export interface MudancaDeFase {
  cotaId: number;
  faseAntes: string | null;
  faseDepois: string;
  /** When the case moved: starts the 48 business hours of an analysis. */
  em: Date;
  /**
   * The contemplation date the guarantee deadline counts from, when the quota no longer has it (the deadline
   * job resets it to the 1900 placeholder in the same transaction that closes the case).
   */
  dataContemplacao?: string;
}

/**
 * Issue 18 "Beyond the anchors": every change of who holds the contemplation's next step is told to the customer
 * in the app and by e-mail (the outbox), naming the quota and the next step with its date. Call it AFTER the
 * move committed, and only from the request that made it (the one whose locked update changed the phase), so a
 * notice never tells of a change that rolled back and 20 identical requests tell it once. A move that keeps the
 * holder tells nothing. Failures are logged and never undo nor fail the move.
 */
export function createAvisosDeResponsavel(deps: {
  repo: Pick<ContemplacaoRepository, 'paraAviso'>;
  notificar: Notificar;
  notificador: Notificador;
  aoFalhar: (erro: unknown, m: Pick<MudancaDeFase, 'cotaId'>) => void;
}) {
  const { repo, notificar, notificador, aoFalhar } = deps;

  /** The date the customer is given for the next step: the guarantee deadline or the analysis deadline. */
  function prazoDoPasso(
    passo: PassoSeguinte,
    m: MudancaDeFase,
    dados: { dataContemplacao: string | null; diasUteis: number | null },
    uf: string | null,
  ): string | null {
    const hoje = agoraEmSaoPaulo(m.em).data;
    if (passo === 'analise') return prazoDaAnalise(m.em, hoje, uf).dataFormatada;
    if (passo === 'aprovada' || passo === 'reprovada') return null;
    const contemplacao = m.dataContemplacao ?? dados.dataContemplacao;
    if (!contemplacao || !estaContemplada(contemplacao, hoje)) return null;
    const dias = dados.diasUteis || PRAZO_GARANTIA_PADRAO_DIAS_UTEIS;
    return prazoDaGarantia(contemplacao.slice(0, 10), dias, hoje, uf).dataFormatada;
  }

  return async function notificarMudancaDeResponsavel(m: MudancaDeFase): Promise<PassoSeguinte | null> {
    const passo = mudancaDeResponsavel(m.faseAntes, m.faseDepois);
    if (!passo) return null;
    try {
      const dados = await repo.paraAviso(m.cotaId);
      if (!dados) throw new Error(`cota ${m.cotaId} inexistente`);
      const aviso = textoMudancaDeResponsavel({
        passo,
        grupo: dados.grupo,
        cota: dados.cota,
        prazo: prazoDoPasso(passo, m, dados, ufDaCidade(dados.idCidade)),
        desde: dataIsoParaBr(agoraEmSaoPaulo(m.em).data)!,
        portal: dados.portal ?? 'Portal do Consorciado',
        nomeDoCliente: dados.nome,
      });
      await notificar({ cotaId: m.cotaId, origem: 'casos', texto: () => aviso.notificacao });
      if (dados.email) await notificador.enviar({ canal: 'email', para: dados.email, ...aviso.email });
    } catch (erro) {
      aoFalhar(erro, m);
    }
    return passo;
  };
}
