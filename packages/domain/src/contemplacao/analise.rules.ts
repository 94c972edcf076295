import { faseEm, ordenarMaisRecentes, type CasoResumo } from '../casos/casos.rules.ts';
import { TIPOS_CASO } from '../casos/casos.schemas.ts';
import type { CodigoFase } from '../casos/fases.schemas.ts';
import { CODIGO_CRIVO_ERRO } from '../casos/casos.schemas.ts';

/**
 * The credit (document) analysis behind the contemplation (02 §4.9): its case is a `Consultoria_Analise`, and
 * its phase decides the contemplation screen. The case number rule ("hidden, and 'already has a case', only in
 * 'aguardando analise pagamento especie' and 'triagem em andamento'") is `jaPossuiCaso` in casos.rules.ts,
 * and the client-document error map in 'Pendência Cliente' is `mapaErrosDocumentos`: both reused here.
 */

/** The screens §4.9 names. */
export type TelaAnaliseCredito =
  /** Tratativa não iniciada: the contemplated flow from its first step. */
  | 'fluxo-contemplado'
  | 'confirmacao-documentos'
  | 'resultado-crivo'
  | 'analise-reprovada'
  | 'selecao-documentos'
  | 'selecao-documentos-adicionais';

/** 02 §4.9 as a table: each screen and the phases that lead to it ('Caso Expirado' leads to none). */
export const TELAS_DA_ANALISE: Record<TelaAnaliseCredito, readonly CodigoFase[]> = {
  'fluxo-contemplado': ['TRATATIVA_NAO_INICIADA'],
  'confirmacao-documentos': [
    'TRIAGEM_EM_ANDAMENTO',
    'AGUARDANDO_ANALISE_INTERNA',
    'AGUARDANDO_REANALISE_INTERNA',
    'RETORNO_CLIENTE_REANALISE',
  ],
  'resultado-crivo': ['CADASTRO_APROVADO', 'CADASTRO_APROVADO_COMITE'],
  'analise-reprovada': [
    'CADASTRO_NAO_APROVADO',
    'CADASTRO_NAO_APROVADO_COMITE',
    'REPROVADO',
    'REPROVADO_COMITE',
  ],
  'selecao-documentos': ['PENDENCIA_CLIENTE', 'PRAZO_FINALIZADO'],
  'selecao-documentos-adicionais': ['PENDENCIA_CLIENTE_REANALISE'],
};

/** The /contemplado route segment of each screen (02 §2.7). */
export const ROTA_DA_TELA_ANALISE: Record<TelaAnaliseCredito, string> = {
  'fluxo-contemplado': 'oferta',
  'confirmacao-documentos': 'confirmacao-documentos',
  'resultado-crivo': 'crivo',
  'analise-reprovada': 'resultado-analise',
  'selecao-documentos': 'documentos',
  'selecao-documentos-adicionais': 'documentos-adicionais',
};

/**
 * 02 §4.9: the screen of an analysis phase, in any spelling ('Pendência Cliente', 'PENDENCIA_CLIENTE'). Null for
 * 'Caso Expirado' ("none") and for a phase the table does not name: the quota then shows no analysis screen.
 */
export function telaDaAnaliseDeCredito(fase: string | null | undefined): TelaAnaliseCredito | null {
  const telas = Object.keys(TELAS_DA_ANALISE) as TelaAnaliseCredito[];
  return telas.find((t) => faseEm(fase, TELAS_DA_ANALISE[t])) ?? null;
}

/**
 * 02 §4.9 "when several withdrawal cases exist, the one with the latest created date is used": the quota's
 * analysis case among its cases, whatever their status (a closed one still tells the outcome).
 */
export function casoDaAnalise<
  T extends Pick<CasoResumo, 'CreatedDate' | 'CaseNumber' | 'RecordTypeDeveloperName'>,
>(casos: readonly T[]): T | null {
  return (
    ordenarMaisRecentes(
      casos.filter((c) => c.RecordTypeDeveloperName === TIPOS_CASO.consultoriaAnalise),
    )[0] ?? null
  );
}

/** Phases in which the analysis waits for the customer's documents (the deadline job looks at these). */
export const FASES_AGUARDANDO_DOCUMENTOS = [
  'TRATATIVA_NAO_INICIADA',
  'PENDENCIA_CLIENTE',
  'PENDENCIA_CLIENTE_REANALISE',
] as const satisfies readonly CodigoFase[];

/** Phases in which the administrator holds the analysis (the customer waits; the 48 business hours run). */
export const FASES_EM_ANALISE = TELAS_DA_ANALISE['confirmacao-documentos'];

// ——— Once-a-day modals ———

/**
 * 02 §4.9: the overdue modal (phase 'Prazo Finalizado') shows at most once a day; the overdue and the
 * document-verify modals reappear only on a later day. `ultimaExibicao` is the São Paulo date it last showed
 * (ISO), `hoje` today's: a later calendar day, not 24 hours, so a late-evening view does not hide it tomorrow.
 */
export function modalPodeAparecer(ultimaExibicao: string | null | undefined, hoje: string): boolean {
  return !ultimaExibicao || ultimaExibicao.slice(0, 10) < hoje;
}

export function mostrarModalPrazoFinalizado(
  fase: string | null | undefined,
  ultimaExibicao: string | null | undefined,
  hoje: string,
): boolean {
  return faseEm(fase, ['PRAZO_FINALIZADO']) && modalPodeAparecer(ultimaExibicao, hoje);
}

// ——— Credit screening (crivo) ———

/**
 * The CPF restriction from the credit screening (01 §7, 02 §8): the code '27' is an error (the screening
 * failure message); a failed call clears the restriction; '00' (ours: the analyst's "nothing found") is clear;
 * any other code is a restriction (CpfRestriction step).
 */
export type EstadoRestricaoCpf = 'sem-restricao' | 'restrito' | 'erro';
export const CODIGO_CRIVO_SEM_RESTRICAO = '00';
export const MENSAGEM_FALHA_CRIVO =
  'Nao foi possivel recuperar todas as informacoes. Por favor, entre em contato conosco.';
/** 02 §8: "Sieve (credit analysis) error: try again in 2 hours". */
export const MENSAGEM_ERRO_CRIVO =
  'Não foi possível concluir a análise de crédito agora. Tente novamente em 2 horas.';

export function estadoRestricaoCpf(
  resultado: { codigo: string | number | null | undefined } | 'falhou' | null | undefined,
): EstadoRestricaoCpf {
  if (resultado === 'falhou' || resultado == null) return 'sem-restricao';
  const codigo = resultado.codigo == null ? '' : String(resultado.codigo).trim();
  if (codigo === CODIGO_CRIVO_ERRO) return 'erro';
  return codigo === '' || codigo === CODIGO_CRIVO_SEM_RESTRICAO ? 'sem-restricao' : 'restrito';
}

/** 02 §9: the credit-analysis threshold: the instalment may take at most 35% of the declared income. */
export const LIMITE_COMPROMETIMENTO_RENDA = 0.35;

export interface RecomendacaoCrivo {
  recomendacao: 'aprovar' | 'reprovar';
  /** Instalment ÷ income (0.3 = 30%); null when there is no income to divide by. */
  comprometimento: number | null;
  motivo: string;
}

/**
 * The credit screening's recommendation the analyst confirms (issue 18): the monthly instalment against the
 * declared monthly income, both in centavos. At most 35% → approve; above, or no income declared → refuse.
 * Compared in integers (parcela × 100 ≤ renda × 35) so 35% exactly never falls on the wrong side by rounding.
 */
export function recomendacaoCrivo(
  valorParcela: number,
  rendaDeclarada: number | null | undefined,
): RecomendacaoCrivo {
  if (!rendaDeclarada || rendaDeclarada <= 0)
    return { recomendacao: 'reprovar', comprometimento: null, motivo: 'Renda não informada.' };
  const comprometimento = valorParcela / rendaDeclarada;
  const dentro = valorParcela * 100 <= rendaDeclarada * LIMITE_COMPROMETIMENTO_RENDA * 100;
  const pct = (comprometimento * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return dentro
    ? {
        recomendacao: 'aprovar',
        comprometimento,
        motivo: `A parcela compromete ${pct}% da renda (limite 35%).`,
      }
    : {
        recomendacao: 'reprovar',
        comprometimento,
        motivo: `A parcela compromete ${pct}% da renda, acima do limite de 35%.`,
      };
}

// ——— Home cards (02 §2.1) ———

export type CartaoContemplacao =
  | 'parabens'
  | 'analise-em-andamento'
  | 'problema-documento'
  | 'enviar-documentos'
  | 'pagamento-programado'
  | 'pagamento-realizado';

/** Title and action of each card (02 §2.1). */
export const CARTOES_CONTEMPLACAO: Record<CartaoContemplacao, { titulo: string; acao: string }> = {
  parabens: { titulo: 'Parabéns pela contemplação!', acao: 'Iniciar faturamento' },
  'analise-em-andamento': { titulo: 'Análise em andamento', acao: 'Visualizar' },
  'problema-documento': { titulo: 'Problema com documento', acao: 'Visualizar' },
  'enviar-documentos': { titulo: 'Envie novos documentos', acao: 'Enviar documentos' },
  'pagamento-programado': { titulo: 'Pagamento programado', acao: 'Visualizar' },
  'pagamento-realizado': { titulo: 'Pagamento realizado', acao: 'Visualizar' },
};

const FASES_PAGAMENTO_PROGRAMADO = [
  'PROGRAMAR_PAGAMENTO',
  'PROGRAMACAO_ANDAMENTO',
  'AGUARDANDO_APROVACAO',
  'AGUARDANDO_LIBERACAO',
  'PAGAMENTO_LIBERADO',
  'AGUARDANDO_PAGAMENTO',
  'AGUARDANDO_ATUALIZACAO_NEWCON',
] as const satisfies readonly CodigoFase[];

/**
 * The contemplation card a contemplated quota shows on home (02 §2.1): the payment ones from the billing
 * case's phase when there is one, otherwise from the analysis phase. Null: no contemplation card.
 */
export function cartaoDeContemplacao(e: {
  contemplada: boolean;
  faseAnalise: string | null | undefined;
  faseFaturamento?: string | null;
}): CartaoContemplacao | null {
  if (!e.contemplada) return null;
  if (faseEm(e.faseFaturamento, ['PAGAMENTO_ENVIADO'])) return 'pagamento-realizado';
  if (faseEm(e.faseFaturamento, FASES_PAGAMENTO_PROGRAMADO)) return 'pagamento-programado';
  if (e.faseAnalise == null || e.faseAnalise === '') return 'parabens';
  switch (telaDaAnaliseDeCredito(e.faseAnalise)) {
    case 'fluxo-contemplado':
    case 'resultado-crivo':
      // Not started, or approved: the next move is the customer's, billing ("Iniciar faturamento").
      return 'parabens';
    case 'confirmacao-documentos':
      return 'analise-em-andamento';
    case 'selecao-documentos':
      return faseEm(e.faseAnalise, ['PENDENCIA_CLIENTE']) ? 'problema-documento' : 'enviar-documentos';
    case 'selecao-documentos-adicionais':
      return 'enviar-documentos';
    default:
      return null;
  }
}
