import type { CodigoFase } from '../casos/fases.schemas.ts';

/**
 * After-sales onboarding (03 §2 "After-sales onboarding", §4 "After-sales phases", §5, §9; ADR 0054): the
 * steps in the order the customer walks them, the phase each step belongs to, the birth (or founding) year
 * check and its two-error block, and the messages.
 */

/** The 16 routes of 03 §2, by their last URL segment. */
export const PASSOS_POS_VENDA = [
  'validacao-seguranca',
  'dados-cadastrais',
  'validar-renda',
  'boletos',
  'consorcio',
  'contemplacao',
  'entendimento',
  'desvio-manual',
  'venda',
  'tipos-lance',
  'beneficios-grupo',
  'informacoes-finais',
  'duvidas-gerais',
  'final',
  'dados-cadastrais-edicao',
  'dados-cadastrais-token',
] as const;
export type PassoPosVenda = (typeof PASSOS_POS_VENDA)[number];

/**
 * The walk, in order (ADR 0054): security (year, then document and selfie), registration data, income, plan,
 * contemplation (clarity question), then steps 7–13 with the boleto delivery choice after the sale-promise
 * question, as the phases of 03 §4 order them (regras → confirmação do plano → lance → informações
 * importantes). 'desvio-manual' (the call-back) and the two editing routes are side roads, not steps.
 */
export const SEQUENCIA_POS_VENDA = [
  'validacao-seguranca',
  'dados-cadastrais',
  'validar-renda',
  'consorcio',
  'contemplacao',
  'entendimento',
  'venda',
  'boletos',
  'tipos-lance',
  'beneficios-grupo',
  'informacoes-finais',
  'duvidas-gerais',
  'final',
] as const satisfies readonly PassoPosVenda[];
export type EtapaPosVenda = (typeof SEQUENCIA_POS_VENDA)[number];

/** The case phase a step belongs to (03 §4): reaching the step moves the case there. */
export const FASE_DO_PASSO: Record<EtapaPosVenda, CodigoFase> = {
  'validacao-seguranca': 'E_MAIL_ENVIADO',
  'dados-cadastrais': 'E_MAIL_ENVIADO',
  'validar-renda': 'E_MAIL_ENVIADO',
  consorcio: 'E_MAIL_ENVIADO',
  contemplacao: 'E_MAIL_ENVIADO',
  entendimento: 'CONFIRMACAO_PENDENTE',
  venda: 'REGRAS_PENDENTE',
  boletos: 'CONFIRMACAO_DO_PLANO_PENDENTE',
  'tipos-lance': 'INFORMACAO_DE_LANCE',
  'beneficios-grupo': 'INFORMACAO_DE_LANCE',
  'informacoes-finais': 'INFORMACOES_IMPORTANTES',
  'duvidas-gerais': 'INFORMACOES_IMPORTANTES',
  final: 'INFORMACOES_IMPORTANTES',
};

/** The phase the case ends in when the customer finishes (status Fechado). */
export const FASE_CONCLUIDA: CodigoFase = 'POS_VENDA_CONCLUIDO';
/** The phase while a call-back is pending (block or the customer's request). */
export const FASE_RETORNO: CodigoFase = 'RETORNO_SOLICITADO';

export const ehEtapa = (passo: string): passo is EtapaPosVenda =>
  (SEQUENCIA_POS_VENDA as readonly string[]).includes(passo);

export const indiceDaEtapa = (passo: EtapaPosVenda): number => SEQUENCIA_POS_VENDA.indexOf(passo);

/** The step after `passo`, or null after the last one. */
export function proximaEtapaPosVenda(passo: EtapaPosVenda): EtapaPosVenda | null {
  return SEQUENCIA_POS_VENDA[indiceDaEtapa(passo) + 1] ?? null;
}

/**
 * Where an answered step leaves the customer: the current step moves one ahead, an earlier step (answered
 * again after going back) leaves it where it was; a later step than the current one is refused (null).
 */
export function avancarEtapa(atual: EtapaPosVenda, respondida: EtapaPosVenda): EtapaPosVenda | null {
  const i = indiceDaEtapa(respondida);
  const j = indiceDaEtapa(atual);
  if (i > j) return null;
  if (i < j) return atual;
  return proximaEtapaPosVenda(atual) ?? atual;
}

// ——— Birth or founding year (03 §4, §5) ———

/** Two wrong answers block the onboarding and open a call-back. */
export const MAXIMO_ERROS_ANO = 2;

export type ResultadoAno =
  | { resultado: 'incorreto'; erros: number; mensagem: string }
  | { resultado: 'bloqueado'; erros: number; mensagem: string };

export const MENSAGENS_POS_VENDA = {
  anoIncorreto: 'Informação incorreta',
  ultimaChance:
    'Informação incorreta. Você tem mais uma tentativa: se errar de novo, o atendimento pelo app será bloqueado e nossa equipe vai ligar para você.',
  bloqueado:
    'Não foi possível confirmar a sua identidade. O atendimento pelo app foi bloqueado e nossa equipe vai ligar para você.',
  anoInvalido: 'Informe o ano com 4 dígitos.',
  servidor: 'Ops, algo deu errado. Por favor tente novamente mais tarde',
  envio: 'Ocorreu um erro ao enviar as informações. Por favor, tente novamente.',
  semAtendimento: 'Não há atendimento pós-venda em andamento para esta cota.',
  anoPrimeiro: 'Confirme o ano antes de seguir.',
  identidadePrimeiro: 'Envie o documento e a selfie antes de seguir.',
  foraDeOrdem: 'Conclua as etapas anteriores antes desta.',
  retornoPendente: 'Você já pediu uma ligação. Aguarde o nosso contato.',
  retornoNaoPendente: 'Este retorno não está pendente.',
  documentoObrigatorio: 'Envie a foto ou o arquivo do documento.',
  selfieObrigatoria: 'Envie a selfie.',
} as const;

/** The year the customer knows: of the birth date, or of the company's founding (a CNPJ holder). */
export function anoDeReferencia(dataNascimentoFundacao: string | null): number | null {
  const ano = dataNascimentoFundacao ? Number(dataNascimentoFundacao.slice(0, 4)) : NaN;
  return Number.isInteger(ano) && ano > 0 ? ano : null;
}

/** The message for the n-th wrong answer (1: the final chance; 2 and more: blocked). */
export function resultadoDoErro(erros: number): ResultadoAno {
  if (erros >= MAXIMO_ERROS_ANO)
    return { resultado: 'bloqueado', erros, mensagem: MENSAGENS_POS_VENDA.bloqueado };
  return { resultado: 'incorreto', erros, mensagem: MENSAGENS_POS_VENDA.ultimaChance };
}

/** The title of the year question: founding year for a company (03 §2). */
export function perguntaDoAno(tipoPessoa: 'F' | 'J'): string {
  return tipoPessoa === 'J' ? 'Em que ano a empresa foi fundada?' : 'Em que ano você nasceu?';
}

// ——— The steps' answers ———

export const ENTREGAS_BOLETO = ['email', 'correio'] as const;
export type EntregaBoleto = (typeof ENTREGAS_BOLETO)[number];
export const ROTULOS_ENTREGA_BOLETO: Record<EntregaBoleto, string> = {
  email: 'Por e-mail',
  correio: 'Pelos Correios, no endereço cadastrado',
};

/**
 * The answers that stop the walk and lead to a call-back ('desvio-manual'): contemplation not clear, or a
 * seller who promised a contemplation or a sale.
 */
export function levaAoRetorno(
  resposta: { passo: 'contemplacao'; entendeu: boolean } | { passo: 'venda'; prometeram: boolean },
): boolean {
  return resposta.passo === 'contemplacao' ? !resposta.entendeu : resposta.prometeram;
}
