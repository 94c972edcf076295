import { FASES, type CodigoFase } from '../casos/fases.schemas.ts';
import { ehCodigoDocumento } from '../contemplacao/documentos.rules.ts';
import { agoraEmSaoPaulo, somarDias } from '../comum/datas.ts';
import { ehDiaUtil } from '../comum/dias-uteis.ts';
import {
  FASES_EM_ANALISE,
  LIMITE_COMPROMETIMENTO_RENDA,
  recomendacaoCrivo,
  type RecomendacaoCrivo,
} from '../contemplacao/analise.rules.ts';

/**
 * The analyst's side of the contemplation credit analysis (issue 18, ADR 0031): the 48-business-hour SLA of the
 * queue, the credit-screening recommendation (instalment against declared income, 02 §9 threshold 0.35) and the
 * rules a decision must meet before it moves the case.
 */

// ——— SLA: 48 business hours from the sending ———

/** 02 §2.7, §9: "analysis takes up to 48 business hours". */
export const HORAS_UTEIS_DA_ANALISE = 48;
const MINUTOS_NO_DIA = 24 * 60;
/** São Paulo has had no daylight saving since 2019: its offset is fixed. */
const FUSO_SAO_PAULO = '-03:00';

/** Phases in which the analysis waits for the analyst: the queue's cases, the only ones a decision moves. */
export const FASES_DECIDIVEIS_PELO_ANALISTA: readonly CodigoFase[] = FASES_EM_ANALISE;

function momentoEmSaoPaulo(instante: Date): { data: string; minuto: number } {
  const { data, hora } = agoraEmSaoPaulo(instante);
  const [h, m] = hora.split(':').map(Number) as [number, number];
  return { data, minuto: h * 60 + m };
}

const instanteEmSaoPaulo = (data: string, minuto: number) =>
  new Date(new Date(`${data}T00:00:00${FUSO_SAO_PAULO}`).getTime() + minuto * 60_000);

/**
 * Business minutes between two instants: only the hours of business days (weekends and national holidays,
 * `dias-uteis`) count, whole days of 24 hours. Negative when `fim` comes before `inicio`.
 */
export function minutosUteisEntre(inicio: Date, fim: Date): number {
  if (fim < inicio) return -minutosUteisEntre(fim, inicio);
  const a = momentoEmSaoPaulo(inicio);
  const b = momentoEmSaoPaulo(fim);
  let total = 0;
  for (let dia = a.data; dia <= b.data; dia = somarDias(dia, 1)) {
    if (!ehDiaUtil(dia)) continue;
    const de = dia === a.data ? a.minuto : 0;
    const ate = dia === b.data ? b.minuto : MINUTOS_NO_DIA;
    total += ate - de;
  }
  return total;
}

/** The instant `horas` business hours after `inicio` (a sending on a Saturday starts counting on Monday). */
export function somarHorasUteis(inicio: Date, horas: number): Date {
  let { data, minuto } = momentoEmSaoPaulo(inicio);
  let restante = horas * 60;
  for (;;) {
    if (ehDiaUtil(data)) {
      const livre = MINUTOS_NO_DIA - minuto;
      if (restante <= livre) return instanteEmSaoPaulo(data, minuto + restante);
      restante -= livre;
    }
    data = somarDias(data, 1);
    minuto = 0;
  }
}

export interface SlaDaAnalise {
  /** When the 48 business hours end (ISO instant). */
  prazo: string;
  /** Business minutes left; negative once overdue (how late, in business minutes). */
  minutosUteisRestantes: number;
  atrasado: boolean;
  /** 'Faltam 13 h úteis', 'Vence em menos de 1 h útil', 'Atrasado há 5 h úteis'. */
  texto: string;
}

export function textoDoSla(minutosUteisRestantes: number): string {
  const horas = Math.floor(Math.abs(minutosUteisRestantes) / 60);
  const plural = horas === 1 ? 'h útil' : 'h úteis';
  if (minutosUteisRestantes < 0)
    return horas === 0 ? 'Atrasado há menos de 1 h útil' : `Atrasado há ${horas} ${plural}`;
  return horas === 0 ? 'Vence em menos de 1 h útil' : `Faltam ${horas} ${plural}`;
}

/** The SLA of an analysis whose documents arrived at `enviadoEm`, as of `agora`. */
export function slaDaAnalise(enviadoEm: Date, agora: Date): SlaDaAnalise {
  const prazo = somarHorasUteis(enviadoEm, HORAS_UTEIS_DA_ANALISE);
  const minutosUteisRestantes = minutosUteisEntre(agora, prazo);
  return {
    prazo: prazo.toISOString(),
    minutosUteisRestantes,
    atrasado: agora > prazo,
    texto: textoDoSla(minutosUteisRestantes),
  };
}

/** The queue's order: the least business time left first (the most overdue on top), then the oldest sending. */
export function ordenarPorSla<
  T extends { sla: Pick<SlaDaAnalise, 'minutosUteisRestantes'>; enviadoEm: string },
>(itens: readonly T[]): T[] {
  return [...itens].sort(
    (a, b) =>
      a.sla.minutosUteisRestantes - b.sla.minutosUteisRestantes || a.enviadoEm.localeCompare(b.enviadoEm),
  );
}

// ——— Credit screening: instalment against declared income ———

/** What the analyst sees of the screening: the amounts, the share, and the recommendation to confirm. */
export interface AvaliacaoDoCrivo {
  parcelaCentavos: number;
  rendaCentavos: number | null;
  /** Instalment ÷ income; null without a declared income. */
  comprometimento: number | null;
  limite: number;
  recomendacao: RecomendacaoCrivo['recomendacao'];
  motivo: string;
}

/** `recomendacaoCrivo` of the contemplation rules (≤ 35 % approves, in integer centavos), with its inputs. */
export function avaliarCrivo(parcelaCentavos: number, rendaCentavos: number | null): AvaliacaoDoCrivo {
  return {
    parcelaCentavos,
    rendaCentavos,
    limite: LIMITE_COMPROMETIMENTO_RENDA,
    ...recomendacaoCrivo(parcelaCentavos, rendaCentavos),
  };
}

// ——— The decision ———

export const RESULTADOS_DOCUMENTO = ['aprovado', 'ilegivel', 'incompleto', 'incorreto'] as const;
export type ResultadoDocumento = (typeof RESULTADOS_DOCUMENTO)[number];
export const ROTULOS_RESULTADO_DOCUMENTO: Record<ResultadoDocumento, string> = {
  aprovado: 'Aprovado',
  ilegivel: 'Ilegível',
  incompleto: 'Incompleto',
  incorreto: 'Incorreto',
};

/** Each decision and the phase it moves the analysis to; approving and refusing close the case. */
export const DECISOES_ANALISE = {
  aprovar: { fase: 'CADASTRO_APROVADO', encerra: true, rotulo: 'Aprovar a análise' },
  reprovar: { fase: 'CADASTRO_NAO_APROVADO', encerra: true, rotulo: 'Reprovar a análise' },
  devolver: { fase: 'PENDENCIA_CLIENTE', encerra: false, rotulo: 'Devolver ao cliente' },
  'pedir-documentos': {
    fase: 'PENDENCIA_CLIENTE_REANALISE',
    encerra: false,
    rotulo: 'Pedir documentos adicionais',
  },
} as const satisfies Record<string, { fase: CodigoFase; encerra: boolean; rotulo: string }>;
export type DecisaoAnalise = keyof typeof DECISOES_ANALISE;
export const decisoesAnalise = Object.keys(DECISOES_ANALISE) as [DecisaoAnalise, ...DecisaoAnalise[]];
export const faseDaDecisao = (d: DecisaoAnalise) => FASES[DECISOES_ANALISE[d].fase];

export const MENSAGENS_ANALISE_CONTEMPLACAO = {
  naoAguarda:
    'Esta análise não está aguardando decisão: outro analista pode tê-la decidido. Recarregue a página.',
  documentoDeOutroCaso: 'Documento não pertence a esta análise.',
  aprovarTodos: 'Aprove todos os documentos antes de aprovar a análise.',
  crivoObrigatorio: 'Registre o crivo de crédito antes de aprovar ou reprovar a análise.',
  crivoReprovado: 'O crivo de crédito foi reprovado: a análise não pode ser aprovada.',
  justificarDivergencia: 'Explique por que o crivo difere da recomendação.',
  semProblema: 'Marque ao menos um documento como ilegível, incompleto ou incorreto.',
  motivoObrigatorio: 'Explique o motivo ao cliente.',
  naoEncontrado: 'Análise não encontrada.',
  adicionaisObrigatorios: 'Escolha ao menos um documento adicional para o cliente enviar.',
  adicionaisSoAoPedir: 'Documentos adicionais só podem ser escolhidos ao pedir documentos adicionais.',
  adicionalDesconhecido: 'Documento adicional desconhecido.',
  adicionalRepetido: 'Documento adicional repetido.',
} as const;

export interface DocumentoEmRevisao {
  id: string;
  codigo: string;
  /** The analyst's latest verdict (this decision's, else a previous one); null when not yet reviewed. */
  resultado: ResultadoDocumento | null;
  /** A file refused before and re-sent since: the new file is the one reviewed. */
  substituido: boolean;
}

export interface CrivoDoAnalista {
  resultado: 'aprovar' | 'reprovar';
  justificativa?: string | null | undefined;
}

/**
 * Why a decision cannot be taken (null: it can). `documentos` are the case's files with this decision's verdicts
 * already applied; `crivo` the analyst's screening, `recomendacao` the computed one.
 */
export function recusaDaDecisao(e: {
  decisao: DecisaoAnalise;
  documentos: readonly DocumentoEmRevisao[];
  expliqueMotivo: string | null | undefined;
  crivo: CrivoDoAnalista | null | undefined;
  recomendacao: RecomendacaoCrivo['recomendacao'];
  /** Catalogue codes the customer must send (issue 18): only, and at least one, when asking for documents. */
  documentosAdicionais?: readonly string[] | undefined;
}): string | null {
  const adicionais = e.documentosAdicionais ?? [];
  const vigentes = e.documentos.filter((d) => !d.substituido);
  const motivo = e.expliqueMotivo?.trim();
  const m = MENSAGENS_ANALISE_CONTEMPLACAO;
  if (e.crivo && e.crivo.resultado !== e.recomendacao && !e.crivo.justificativa?.trim())
    return m.justificarDivergencia;
  if (!adicionais.every(ehCodigoDocumento)) return m.adicionalDesconhecido;
  if (new Set(adicionais).size !== adicionais.length) return m.adicionalRepetido;
  if (e.decisao !== 'pedir-documentos' && adicionais.length > 0) return m.adicionaisSoAoPedir;
  switch (e.decisao) {
    case 'aprovar':
      if (vigentes.some((d) => d.resultado !== 'aprovado')) return m.aprovarTodos;
      if (!e.crivo) return m.crivoObrigatorio;
      if (e.crivo.resultado !== 'aprovar') return m.crivoReprovado;
      return null;
    case 'reprovar':
      if (!e.crivo) return m.crivoObrigatorio;
      return motivo ? null : m.motivoObrigatorio;
    case 'devolver':
      if (!vigentes.some((d) => d.resultado !== null && d.resultado !== 'aprovado')) return m.semProblema;
      return motivo ? null : m.motivoObrigatorio;
    case 'pedir-documentos':
      if (adicionais.length === 0) return m.adicionaisObrigatorios;
      return motivo ? null : m.motivoObrigatorio;
  }
}

/**
 * The case's document lists as the customer screens read them (02 §3: semicolon lists, `mapaErrosDocumentos`):
 * each current file with a problem, by the document's name as the customer knows it, once per list.
 */
export function listasDeProblemas(
  documentos: readonly DocumentoEmRevisao[],
  nomeDoDocumento: (codigo: string) => string,
): {
  documentosIlegiveis: string | null;
  documentosIncompletos: string | null;
  documentosIncorretos: string | null;
} {
  const lista = (r: ResultadoDocumento) => {
    const nomes = [
      ...new Set(
        documentos.filter((d) => !d.substituido && d.resultado === r).map((d) => nomeDoDocumento(d.codigo)),
      ),
    ];
    return nomes.length ? nomes.join(';') : null;
  };
  return {
    documentosIlegiveis: lista('ilegivel'),
    documentosIncompletos: lista('incompleto'),
    documentosIncorretos: lista('incorreto'),
  };
}

/**
 * Which files a refused one was replaced by: a file with a problem is `substituido` when a later file of the same
 * document arrived (the customer re-sent only that one). Files in sending order.
 */
export function marcarSubstituidos<
  T extends { codigo: string; cpfSocio?: string | null; resultado: ResultadoDocumento | null },
>(documentos: readonly T[]): (T & { substituido: boolean })[] {
  return documentos.map((d, i) => ({
    ...d,
    substituido:
      d.resultado !== null &&
      d.resultado !== 'aprovado' &&
      documentos
        .slice(i + 1)
        // A company's partner documents are replaced only by the same partner's (ADR 0036).
        .some((depois) => depois.codigo === d.codigo && (depois.cpfSocio ?? null) === (d.cpfSocio ?? null)),
  }));
}
