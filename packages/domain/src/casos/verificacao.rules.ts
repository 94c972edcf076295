import { estaCancelada, estaContemplada } from '../cotas/cotas.rules.ts';
import {
  STATUS_ABERTOS,
  casoMaisRecente,
  diasDesde,
  distribuirEmBaldes,
  ehDoTipo,
  faseEm,
  statusEm,
  type CasoResumo,
} from './casos.rules.ts';
import { cotaPodeSerReativada, type CotaParaCasos } from './elegibilidade.rules.ts';
import { FASES_POS_VENDA_COM_ROTA, type CodigoFase } from './fases.schemas.ts';

// ——— Mandatory registration update ———

/**
 * 03 §4: required only if (a) a registration-update case is in phase 'Atualização Obrigatória', (b) with
 * status 'Escalado' or 'Em Andamento', and (c) the login is not transparent. (a) and (b) are read on the same
 * case: a closed mandatory-update case next to some other open case must not lock the customer in.
 */
export function exigeAtualizacaoObrigatoria(casos: readonly CasoResumo[], transparente: boolean): boolean {
  if (transparente) return false;
  return casos.some(
    (c) =>
      ehDoTipo(c, 'atualizacaoCadastral') &&
      faseEm(c.Fase__c, ['ATUALIZACAO_OBRIGATORIA']) &&
      statusEm(c.Status, STATUS_ABERTOS),
  );
}

// ——— Reactivation card ———

/**
 * 01 §9, 03 §4, all four: quota cancelled and not contemplated; assembly number ≤ total − 5; at least one
 * instalment paid; no reactivation case 'Em Andamento' (one 'Escalado' does not hide the card: spec wording).
 */
export function exibirCartaoReativacao(
  cota: CotaParaCasos,
  casos: readonly CasoResumo[],
  hoje: string,
): boolean {
  return (
    cotaPodeSerReativada(cota, hoje) &&
    !casos.some((c) => ehDoTipo(c, 'reativacao') && statusEm(c.Status, ['EM_ANDAMENTO']))
  );
}

// ——— After-sales ———

/** 03 §4: each after-sales phase resumes the onboarding at its step (03 §2 card action targets, in order). */
export const ROTA_POS_VENDA_POR_FASE: Record<(typeof FASES_POS_VENDA_COM_ROTA)[number], string> = {
  E_MAIL_ENVIADO: '/pos-venda/validacao-seguranca',
  CONFIRMACAO_PENDENTE: '/pos-venda/entendimento',
  REGRAS_PENDENTE: '/pos-venda/venda',
  CONFIRMACAO_DO_PLANO_PENDENTE: '/pos-venda/boletos',
  INFORMACAO_DE_LANCE: '/pos-venda/tipos-lance',
  INFORMACOES_IMPORTANTES: '/pos-venda/informacoes-finais',
};

export function rotaPosVenda(fase: string | null | undefined): string | null {
  const codigo = FASES_POS_VENDA_COM_ROTA.find((c) => faseEm(fase, [c]));
  return codigo ? ROTA_POS_VENDA_POR_FASE[codigo] : null;
}

export interface EstadoPosVenda {
  cartao: boolean;
  notificacao: boolean;
  /** Where the card or notification leads; null when neither is shown. */
  rota: string | null;
}

/**
 * 03 §4: card when the type is 'atendimento pós-venda', status 'em andamento' and the phase is a known one;
 * notification when the phase is 'e-mail enviado' and the status 'em andamento' or 'escalado'.
 */
export function estadoPosVenda(caso: CasoResumo | null | undefined): EstadoPosVenda {
  if (!caso || !ehDoTipo(caso, 'posVenda')) return { cartao: false, notificacao: false, rota: null };
  const rota = rotaPosVenda(caso.Fase__c);
  const cartao = rota !== null && statusEm(caso.Status, ['EM_ANDAMENTO']);
  const notificacao = faseEm(caso.Fase__c, ['E_MAIL_ENVIADO']) && statusEm(caso.Status, STATUS_ABERTOS);
  return { cartao, notificacao, rota: cartao || notificacao ? rota : null };
}

// ——— Cancelled-contemplated notice ———

/**
 * 02 §4.10, 03 §4: shown when the notice case is in 'tratativa não iniciada' and the quota is cancelled and
 * contemplated. Returns the case to acknowledge (finishing sets 'Ciente via APP'), or null.
 */
export function casoAvisoCanceladaContemplada<T extends CasoResumo>(
  cota: CotaParaCasos,
  casos: readonly T[],
  hoje: string,
): T | null {
  if (!estaCancelada(cota.situacaoCota) || !estaContemplada(cota.dataContemplacao, hoje)) return null;
  const pendentes = casos.filter(
    (c) => ehDoTipo(c, 'avisoCanceladaContemplada') && faseEm(c.Fase__c, ['TRATATIVA_NAO_INICIADA']),
  );
  return casoMaisRecente(pendentes, { aceitarOutros: true });
}

// ——— 'Do not lose it' warning ———

/** 01 §9, 02 §4.10: days after contemplation during which the warning may show. */
export const DIAS_AVISO_NAO_PERCA = 5;

/** Phases in which a contemplation case waits for the analyst (or has not been picked up yet). */
export const FASES_AGUARDANDO_ANALISE = [
  'TRATATIVA_NAO_INICIADA',
  'TRIAGEM_EM_ANDAMENTO',
  'AGUARDANDO_ANALISE_INTERNA',
  'AGUARDANDO_REANALISE_INTERNA',
  'RETORNO_CLIENTE_REANALISE',
  'AGUARDANDO_ANALISE_PAGAMENTO_ESPECIE',
] as const satisfies readonly CodigoFase[];

/** A contemplation notice or analysis case, not closed, in one of `FASES_AGUARDANDO_ANALISE`. */
export function casoAguardaAnalise(caso: CasoResumo): boolean {
  return (
    (ehDoTipo(caso, 'avisoContemplacao') || ehDoTipo(caso, 'consultoriaAnalise')) &&
    !statusEm(caso.Status, ['FECHADO']) &&
    faseEm(caso.Fase__c, FASES_AGUARDANDO_ANALISE)
  );
}

/** 01 §9, 02 §4.10: 0 to 5 days since contemplation while a case awaits analysis. */
export function exibirAvisoNaoPerca(
  dataContemplacao: string | null,
  casos: readonly CasoResumo[],
  hoje: string,
): boolean {
  if (!estaContemplada(dataContemplacao, hoje)) return false;
  const dias = diasDesde(dataContemplacao, hoje);
  return dias !== null && dias >= 0 && dias <= DIAS_AVISO_NAO_PERCA && casos.some(casoAguardaAnalise);
}

// ——— The case-check sequence ———

export interface VerificacaoCasos {
  atualizacaoObrigatoria: boolean;
  /** The notice case to show and later acknowledge, or null. */
  avisoCanceladaContemplada: { CaseNumber: string } | null;
  cartaoReativacao: boolean;
  posVenda: EstadoPosVenda;
  /** The 'do not lose it' contemplation warning. */
  avisoContemplacao: boolean;
  /** Whether the home goes on to load the cash and goods billing status (last step of 03 §4). */
  carregarFaturamento: boolean;
}

/** 03 §4 "reset states"; a fresh object each time so a caller's mutation never leaks into the next run. */
function estadoInicial(): VerificacaoCasos {
  return {
    atualizacaoObrigatoria: false,
    avisoCanceladaContemplada: null,
    cartaoReativacao: false,
    posVenda: { cartao: false, notificacao: false, rota: null },
    avisoContemplacao: false,
    carregarFaturamento: false,
  };
}

/**
 * 03 §4 case-check sequence, run after login and after a quota switch, over both batches of cases already
 * fetched: reset; distribute to buckets; mandatory update → stop; cancelled quota → only the
 * cancelled-contemplated notice and the reactivation card; otherwise after-sales and the contemplation
 * warning, then billing status.
 */
export function verificarCasos(e: {
  cota: CotaParaCasos;
  casos: readonly CasoResumo[];
  transparente: boolean;
  hoje: string;
}): VerificacaoCasos {
  const baldes = distribuirEmBaldes(e.casos);

  if (exigeAtualizacaoObrigatoria(baldes.atualizacaoCadastral, e.transparente)) {
    return { ...estadoInicial(), atualizacaoObrigatoria: true };
  }

  if (estaCancelada(e.cota.situacaoCota)) {
    const aviso = casoAvisoCanceladaContemplada(e.cota, baldes.avisoCanceladaContemplada, e.hoje);
    return {
      ...estadoInicial(),
      avisoCanceladaContemplada: aviso ? { CaseNumber: aviso.CaseNumber } : null,
      cartaoReativacao: exibirCartaoReativacao(e.cota, baldes.reativacao, e.hoje),
    };
  }

  return {
    ...estadoInicial(),
    posVenda: estadoPosVenda(casoMaisRecente(baldes.posVenda, { aceitarOutros: true })),
    avisoContemplacao: exibirAvisoNaoPerca(
      e.cota.dataContemplacao,
      [...baldes.avisoContemplacao, ...baldes.consultoriaAnalise],
      e.hoje,
    ),
    carregarFaturamento: true,
  };
}
