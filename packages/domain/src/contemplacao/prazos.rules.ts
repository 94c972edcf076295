import { faseEm } from '../casos/casos.rules.ts';
import { agoraEmSaoPaulo, dataIsoParaBr, somarDias } from '../comum/datas.ts';
import { adicionarDiasUteis, diasUteisEntre } from '../comum/dias-uteis.ts';
import type { TextoNotificacao } from '../notificacoes/notificacoes.rules.ts';
import { FASES_AGUARDANDO_DOCUMENTOS } from './analise.rules.ts';

/**
 * The contemplation's deadlines, counted in business days on the shared calendar (weekends, national and,
 * given the UF, state holidays) and always shown to the customer as dates (DD/MM/YYYY), never as counters.
 */

/** A deadline as the screens show it. */
export interface Prazo {
  /** Last day, ISO (YYYY-MM-DD). */
  data: string;
  /** The same, DD/MM/YYYY. */
  dataFormatada: string;
  /** Business days left after today up to the last day (0 on the last day); negative once it passed. */
  diasUteisRestantes: number;
  vencido: boolean;
}

function prazo(data: string, hoje: string, uf?: string | null): Prazo {
  return {
    data,
    dataFormatada: dataIsoParaBr(data)!,
    diasUteisRestantes: diasUteisEntre(hoje, data, uf),
    vencido: hoje > data,
  };
}

/**
 * 02 §4.10: the guarantee deadline: {dias} business days from the assembly (a partner setting, the server's
 * value) to pay the boleto and/or sign the FGTS or key terms. Missing documents past it: descontemplated.
 */
export function prazoDaGarantia(
  dataAssembleia: string,
  diasUteis: number,
  hoje: string,
  uf?: string | null,
): Prazo {
  return prazo(adicionarDiasUteis(dataAssembleia, diasUteis, uf), hoje, uf);
}

/** The guarantee deadline when no partner names one (the column's default, migration 0030). */
export const PRAZO_GARANTIA_PADRAO_DIAS_UTEIS = 10;

/** The deadline job's test: past the guarantee deadline with documents still missing. */
export function deveDescontemplar(e: {
  dataContemplacao: string;
  diasUteis: number;
  faseAnalise: string | null | undefined;
  hoje: string;
  uf?: string | null;
}): boolean {
  if (!faseEm(e.faseAnalise, FASES_AGUARDANDO_DOCUMENTOS)) return false;
  return prazoDaGarantia(e.dataContemplacao, e.diasUteis, e.hoje, e.uf).vencido;
}

/** 02 §4.10: the reminder options of the guarantee deadline. */
export const OPCOES_LEMBRETE_GARANTIA = {
  'proximos-passos': 'Ver próximos passos',
  'lembrar-amanha': 'Lembrar amanhã',
  entendi: 'Entendi',
} as const;
export type OpcaoLembreteGarantia = keyof typeof OPCOES_LEMBRETE_GARANTIA;

/**
 * When the guarantee reminder shows again after the customer's choice: 'lembrar-amanha' → tomorrow;
 * 'entendi' → not again before the deadline's last day (it shows once more then); 'proximos-passos' opens the
 * steps and keeps the reminder for the next visit (today).
 */
export function proximoLembreteGarantia(
  opcao: OpcaoLembreteGarantia,
  hoje: string,
  prazoGarantia: string,
): string {
  if (opcao === 'lembrar-amanha') return somarDias(hoje, 1);
  if (opcao === 'entendi') return prazoGarantia > hoje ? prazoGarantia : somarDias(hoje, 1);
  return hoje;
}

// The "don't lose it" warning (0 to 5 days after contemplation while a case awaits analysis) is
// `exibirAvisoNaoPerca` in casos/verificacao.rules.ts: the home and this journey use the same rule.

/**
 * 02 §2.7, §9: the analysis takes up to 48 business hours, counted as two business days from the sending
 * (ADR 0028): documents sent on a Friday afternoon are answered by Tuesday. `enviadoEm` is an instant; its São
 * Paulo date starts the count.
 */
export const DIAS_UTEIS_ANALISE_DOCUMENTOS = 2;

export function prazoDaAnalise(enviadoEm: Date, hoje: string, uf?: string | null): Prazo {
  const { data } = agoraEmSaoPaulo(enviadoEm);
  return prazo(adicionarDiasUteis(data, DIAS_UTEIS_ANALISE_DOCUMENTOS, uf), hoje, uf);
}

/** The notification when the deadline job descontemplated a quota (02 §4.10). */
export function textoDescontemplacao(c: { grupo: number; cota: number; prazo: string }): TextoNotificacao {
  return {
    titulo: 'Prazo da contemplação encerrado',
    resumo: `A cota ${c.grupo}/${c.cota} foi descontemplada: os documentos não chegaram até ${c.prazo}.`,
    conteudo:
      `O prazo para enviar os documentos da contemplação da cota ${c.grupo}/${c.cota} terminou em ${c.prazo} ` +
      'e a cota foi descontemplada. Ela continua ativa e participa das próximas assembleias. ' +
      'Em caso de dúvida, fale com a nossa central de atendimento.',
    link: null,
  };
}

// ——— The contemplation centre's timeline (issue 18) ———

export type EtapaLinhaDoTempo = 'contemplacao' | 'documentos' | 'analise' | 'resultado' | 'faturamento';
export type EstadoEtapaLinhaDoTempo = 'concluida' | 'atual' | 'pendente' | 'recusada';

export interface ItemLinhaDoTempo {
  etapa: EtapaLinhaDoTempo;
  titulo: string;
  /** Who holds the step now: the customer or the administrator. */
  responsavel: 'voce' | 'administradora';
  estado: EstadoEtapaLinhaDoTempo;
  /** The step's date: done on (contemplation) or due by (documents, analysis), DD/MM/YYYY; null when none. */
  data: string | null;
}

const TITULOS_LINHA_DO_TEMPO: Record<EtapaLinhaDoTempo, string> = {
  contemplacao: 'Contemplação',
  documentos: 'Aceites e envio dos documentos',
  analise: 'Análise dos documentos',
  resultado: 'Resultado da análise de crédito',
  faturamento: 'Escolha do bem e faturamento',
};

/**
 * Every step after contemplation, who holds it and its business-day deadline as a date, so the customer never
 * waits in silence: documents are the customer's until sent (due by the guarantee deadline), then the
 * administrator's analysis (due in 48 business hours), then the result, then the customer's billing.
 */
export function linhaDoTempoContemplacao(e: {
  dataContemplacao: string;
  faseAnalise: string | null | undefined;
  prazoGarantia: Prazo | null;
  prazoAnalise: Prazo | null;
}): ItemLinhaDoTempo[] {
  const fase = e.faseAnalise;
  const aprovada = faseEm(fase, ['CADASTRO_APROVADO', 'CADASTRO_APROVADO_COMITE']);
  const reprovada = faseEm(fase, [
    'CADASTRO_NAO_APROVADO',
    'CADASTRO_NAO_APROVADO_COMITE',
    'REPROVADO',
    'REPROVADO_COMITE',
  ]);
  const emAnalise = faseEm(fase, [
    'TRIAGEM_EM_ANDAMENTO',
    'AGUARDANDO_ANALISE_INTERNA',
    'AGUARDANDO_REANALISE_INTERNA',
    'RETORNO_CLIENTE_REANALISE',
  ]);
  const documentos: EstadoEtapaLinhaDoTempo = emAnalise || aprovada || reprovada ? 'concluida' : 'atual';
  const analise: EstadoEtapaLinhaDoTempo = emAnalise
    ? 'atual'
    : aprovada || reprovada
      ? 'concluida'
      : 'pendente';
  const item = (
    etapa: EtapaLinhaDoTempo,
    responsavel: ItemLinhaDoTempo['responsavel'],
    estado: EstadoEtapaLinhaDoTempo,
    data: string | null,
  ): ItemLinhaDoTempo => ({ etapa, titulo: TITULOS_LINHA_DO_TEMPO[etapa], responsavel, estado, data });
  return [
    item('contemplacao', 'administradora', 'concluida', dataIsoParaBr(e.dataContemplacao.slice(0, 10))),
    item(
      'documentos',
      'voce',
      documentos,
      documentos === 'atual' ? (e.prazoGarantia?.dataFormatada ?? null) : null,
    ),
    item(
      'analise',
      'administradora',
      analise,
      analise === 'atual' ? (e.prazoAnalise?.dataFormatada ?? null) : null,
    ),
    item('resultado', 'administradora', aprovada ? 'concluida' : reprovada ? 'recusada' : 'pendente', null),
    item('faturamento', 'voce', aprovada ? 'atual' : 'pendente', null),
  ];
}
