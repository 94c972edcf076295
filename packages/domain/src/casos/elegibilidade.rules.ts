import { estaCancelada, estaContemplada } from '../cotas/cotas.rules.ts';
import { TIPOS_ABERTOS_PELO_APP, TIPOS_CASO, type TipoCaso } from './casos.schemas.ts';

/** What the case rules read from the selected quota (cotas schemas: the quota plus its details). */
export interface CotaParaCasos {
  situacaoCota: string;
  dataContemplacao: string | null;
  assembleiaAtual: number;
  totalAssembleias: number;
  parcelasPagas: number;
}

/** 01 §9, 03 §4: the quota's assembly must be at least this many before the group's last one. */
export const ASSEMBLEIAS_RESTANTES_REATIVACAO = 5;
export const PARCELAS_PAGAS_MINIMAS_REATIVACAO = 1;

/**
 * Why a case cannot be opened, in the customer's words. The spec names the situations (02 §4.10 "denied by
 * quota situation", "request already in progress") but not every text; these follow its tone.
 */
export const MENSAGENS_ABERTURA_CASO = {
  tipoNaoAbertoPeloApp: 'Este tipo de solicitação não pode ser aberto pelo app.',
  emAndamento: 'Você já tem uma solicitação deste tipo em andamento para esta cota.',
  reativacao:
    'Esta cota não pode ser reativada: a reativação é para cotas canceladas e não contempladas, com ao menos uma parcela paga e a pelo menos 5 assembleias do fim do grupo.',
  devolucao:
    'A situação da cota não permite solicitar a devolução de valores: ela é para cotas canceladas e contempladas ou de grupos encerrados.',
  faturamento: 'O faturamento só pode ser solicitado por uma cota contemplada e não cancelada.',
  analiseCredito: 'A análise de crédito só pode ser solicitada por uma cota contemplada e não cancelada.',
} as const;

/**
 * 01 §9, 03 §4, the quota's part of the reactivation card: cancelled and not contemplated; assembly number
 * ≤ total − 5; at least one instalment paid. (The card also needs no reactivation case in progress.)
 */
export function cotaPodeSerReativada(cota: CotaParaCasos, hoje: string): boolean {
  return (
    estaCancelada(cota.situacaoCota) &&
    !estaContemplada(cota.dataContemplacao, hoje) &&
    cota.assembleiaAtual <= cota.totalAssembleias - ASSEMBLEIAS_RESTANTES_REATIVACAO &&
    cota.parcelasPagas >= PARCELAS_PAGAS_MINIMAS_REATIVACAO
  );
}

/** 02 §4.10: the group's closure is complete once its last assembly was held. */
export function grupoEncerrado(cota: Pick<CotaParaCasos, 'assembleiaAtual' | 'totalAssembleias'>): boolean {
  return cota.totalAssembleias > 0 && cota.assembleiaAtual >= cota.totalAssembleias;
}

/** 02 §4.10 "refund availability": the quota is cancelled and contemplated, or its group's closure is complete. */
export function cotaPodePedirDevolucao(cota: CotaParaCasos, hoje: string): boolean {
  return (
    (estaCancelada(cota.situacaoCota) && estaContemplada(cota.dataContemplacao, hoje)) || grupoEncerrado(cota)
  );
}

/**
 * 02 §1: billing (goods or cash) and the credit analysis follow a contemplation; a cancelled quota goes to
 * the refund instead (02 §6 "cancelled quotas skip availability").
 */
export function cotaContempladaAtiva(cota: CotaParaCasos, hoje: string): boolean {
  return estaContemplada(cota.dataContemplacao, hoje) && !estaCancelada(cota.situacaoCota);
}

export type ElegibilidadeCaso = { elegivel: true } | { elegivel: false; mensagem: string };

const elegivel: ElegibilidadeCaso = { elegivel: true };
const recusa = (mensagem: string): ElegibilidadeCaso => ({ elegivel: false, mensagem });

/**
 * Whether the customer may open a case of this type on this quota (POST /salesforce/casos), by the quota's
 * situation. The other half of the rule, "no case of the type in progress" (02 §5, 03 §4), is the database's
 * unique index on open cases, so it holds under concurrent requests too.
 */
export function elegibilidadeParaAbrirCaso(
  tipo: TipoCaso,
  cota: CotaParaCasos,
  hoje: string,
): ElegibilidadeCaso {
  if (!TIPOS_ABERTOS_PELO_APP.includes(tipo)) return recusa(MENSAGENS_ABERTURA_CASO.tipoNaoAbertoPeloApp);
  switch (tipo) {
    case TIPOS_CASO.reativacao:
      return cotaPodeSerReativada(cota, hoje) ? elegivel : recusa(MENSAGENS_ABERTURA_CASO.reativacao);
    case TIPOS_CASO.devolucao:
      return cotaPodePedirDevolucao(cota, hoje) ? elegivel : recusa(MENSAGENS_ABERTURA_CASO.devolucao);
    case TIPOS_CASO.faturamentoEspecie:
    case TIPOS_CASO.faturamentoBem:
      return cotaContempladaAtiva(cota, hoje) ? elegivel : recusa(MENSAGENS_ABERTURA_CASO.faturamento);
    case TIPOS_CASO.consultoriaAnalise:
      return cotaContempladaAtiva(cota, hoje) ? elegivel : recusa(MENSAGENS_ABERTURA_CASO.analiseCredito);
    // The registration update is about the customer, not the quota's situation: any quota may carry it.
    case TIPOS_CASO.atualizacaoCadastral:
      return elegivel;
    default:
      return recusa(MENSAGENS_ABERTURA_CASO.tipoNaoAbertoPeloApp);
  }
}
