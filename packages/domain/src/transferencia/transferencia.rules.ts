import { valorDoPercentual } from '../comum/dinheiro.ts';
import { DATA_NAO_CONTEMPLADA, estaCancelada, estaQuitada } from '../cotas/cotas.rules.ts';
import { inscricaoValida, normalizarInscricao } from '../documentos/documento.rules.ts';

/** 03 §9: the transfer fee is 1 % of the quota's credit. */
export const PERCENTUAL_TAXA_TRANSFERENCIA = 1;

/** The texts of the quota transfer (03 §4, §5, §8), one place for the web and the API. */
export const MENSAGENS_TRANSFERENCIA = {
  contemplada: 'Cotas contempladas não podem ser transferidas.',
  emAtraso: 'Para transferir esta cota, pague antes as parcelas em atraso.',
  versao: 'Esta cota já mudou de versão (foi reativada ou substituída) e não pode ser transferida pelo app.',
  situacao: 'Só cotas em situação normal ou quitadas podem ser transferidas.',
  cessionarioObrigatorio: 'Informe o CPF ou CNPJ do novo titular.',
  cessionarioInvalido: 'CPF ou CNPJ inválido.',
  cessionarioTitular: 'O novo titular não pode ser o próprio titular da cota.',
  nomeObrigatorio: 'Informe o nome do novo titular.',
  emailInvalido: 'E-mail inválido',
  emAndamento: 'Já existe uma transferência em andamento para esta cota.',
  falha: 'Não foi possível concluir a transferência. Tente novamente.',
  naoAguarda: 'Esta transferência não está mais aguardando análise.',
  motivoObrigatorio: 'Informe o motivo da recusa.',
  cotaMudou: 'A cota não pode mais ser transferida',
} as const;

/** What the rule reads about a quota (the quota answers' own field names). */
export interface CotaTransferivel {
  situacaoCota: string;
  dataContemplacao: string | null;
  parcelasAtraso: number;
  versao: number;
}

export type DecisaoTransferencia = { permitida: true } | { permitida: false; motivo: string };

/** True when the legacy system recorded a contemplation date (its 1900 placeholder means none). */
function temDataDeContemplacao(data: string | null): boolean {
  if (!data || !/^\d{4}-\d{2}-\d{2}/.test(data)) return false;
  return data.slice(0, 10) !== DATA_NAO_CONTEMPLADA;
}

/** 'ATIVO - NORMAL', 'Normal'…: the legacy status's normal situation, never a cancelled one. */
function situacaoNormal(situacao: string): boolean {
  const s = situacao
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return s.includes('normal') && !estaCancelada(situacao);
}

/**
 * 03 §4 "Quota transfer allowed": no contemplation date (even a future one: the quota is already drawn), zero
 * overdue instalments, version 0 and situation NORMAL or QUITADA. The first failing condition, in the spec's
 * order, gives the reason shown.
 */
export function transferenciaPermitida(c: CotaTransferivel): DecisaoTransferencia {
  const M = MENSAGENS_TRANSFERENCIA;
  if (temDataDeContemplacao(c.dataContemplacao)) return { permitida: false, motivo: M.contemplada };
  if (c.parcelasAtraso > 0) return { permitida: false, motivo: M.emAtraso };
  if (c.versao !== 0) return { permitida: false, motivo: M.versao };
  if (!situacaoNormal(c.situacaoCota) && !estaQuitada(c.situacaoCota))
    return { permitida: false, motivo: M.situacao };
  return { permitida: true };
}

export type DecisaoCessionario = { valido: true; documento: string } | { valido: false; mensagem: string };

/**
 * 03 §5 "Transfer: assignee CPF or CNPJ required": a valid CPF or CNPJ (the alphanumeric CNPJ too), never the
 * holder's own. Answers the document normalised (no mask, upper-case).
 */
export function validarCessionario(documento: string, inscricaoTitular: string): DecisaoCessionario {
  const M = MENSAGENS_TRANSFERENCIA;
  const n = normalizarInscricao(documento);
  if (!n) return { valido: false, mensagem: M.cessionarioObrigatorio };
  if (!inscricaoValida(n)) return { valido: false, mensagem: M.cessionarioInvalido };
  if (n === normalizarInscricao(inscricaoTitular)) return { valido: false, mensagem: M.cessionarioTitular };
  return { valido: true, documento: n };
}

/**
 * 03 §9: the fee, 1 % of the credit in centavos, rounded half-up to the centavo once (the kernel's one
 * rounding rule): R$ 110.000,50 → R$ 1.100,01 (1 100,005 rounds up).
 */
export function taxaTransferenciaCentavos(valorCreditoCentavos: number): number {
  return valorDoPercentual(valorCreditoCentavos, PERCENTUAL_TAXA_TRANSFERENCIA);
}

/** aguardando (the analyst's queue) → concluida (the quota moved) or recusada (with the analyst's reason). */
export const SITUACOES_TRANSFERENCIA = ['aguardando', 'concluida', 'recusada'] as const;
export type SituacaoTransferencia = (typeof SITUACOES_TRANSFERENCIA)[number];

/** The request's number the customer and the analyst quote: 'TC' and the id in 8 digits (TC00000042). */
export function protocoloTransferencia(id: number): string {
  return `TC${String(id).padStart(8, '0')}`;
}

/**
 * A new holder created by a completed transfer gets a provisional password by e-mail for the first access; it
 * lasts longer than a forgotten-password one (24 h): the assignee did not ask for it and may read it later.
 */
export const VALIDADE_SENHA_PRIMEIRO_ACESSO_DIAS = 7;
