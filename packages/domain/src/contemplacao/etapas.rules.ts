import type { CategoriaCota } from '../cotas/cotas.schemas.ts';
import { contempladaPorSorteio } from '../cotas/cotas.rules.ts';

/**
 * The contemplation flow's steps, in order (02 §2.7). Each step is shown or skipped by the quota and the
 * answers gathered so far; only shown steps count for "step n of m", and "previous" goes back to the last
 * shown step before the current one (the spec's "falls back to the last step").
 */
export const ETAPAS_CONTEMPLACAO = [
  'DrawPresentation',
  'Conditions',
  'OfferConfirmation',
  'VerificationResults',
  'Guarantee',
  'CpfRestriction',
  'HeavyType',
  'DocumentSelection',
  'ExtraDocumentConfirmation',
  'DocumentConfirmation',
  'SieveResult',
  'InvoiceSelection',
] as const;
export type EtapaContemplacao = (typeof ETAPAS_CONTEMPLACAO)[number];

/** The /contemplado route segment of each step (02 §2.7); the web's paths are built from these. */
export const ROTA_DA_ETAPA: Record<EtapaContemplacao, string> = {
  DrawPresentation: 'sorteio',
  Conditions: 'condicoes-sorteio',
  OfferConfirmation: 'oferta',
  VerificationResults: 'verification',
  Guarantee: 'garantia',
  CpfRestriction: 'cpf',
  HeavyType: 'tipo-pesado',
  DocumentSelection: 'documentos',
  ExtraDocumentConfirmation: 'documentos-adicionais',
  DocumentConfirmation: 'confirmacao-documentos',
  SieveResult: 'crivo',
  InvoiceSelection: 'deseja-faturar',
};

/** What decides which steps a quota sees. */
export interface ContextoEtapas {
  /** `ModalidadeContemplacao__c` / the quota's modality: a draw when it starts with S (02 §9). */
  modalidade: string | null | undefined;
  /** The group's asset segment: heavy quotas choose the heavy vehicle type (HeavyType). */
  categoria: CategoriaCota;
  /** The quota has a guarantee item to present (boleto to pay, FGTS or key terms to sign): Guarantee. */
  itemGarantia?: string | null;
  /** The credit screening found a CPF restriction (see `estadoRestricaoCpf`): CpfRestriction. */
  restricaoCpf?: boolean;
  /** The analyst asked for extra documents (phase 'Pendência Cliente Reanálise'): ExtraDocumentConfirmation. */
  documentosAdicionais?: boolean;
}

/** Whether one step is shown for this quota and these answers. */
export function etapaVisivel(etapa: EtapaContemplacao, c: ContextoEtapas): boolean {
  switch (etapa) {
    case 'DrawPresentation':
    case 'Conditions':
      return contempladaPorSorteio(c.modalidade ?? null);
    case 'Guarantee':
      return Boolean(c.itemGarantia?.trim());
    case 'CpfRestriction':
      return c.restricaoCpf === true;
    case 'HeavyType':
      return c.categoria === 'pesados';
    case 'ExtraDocumentConfirmation':
      return c.documentosAdicionais === true;
    default:
      return true;
  }
}

/** The shown steps, in the flow's order. */
export function etapasVisiveis(c: ContextoEtapas): EtapaContemplacao[] {
  return ETAPAS_CONTEMPLACAO.filter((e) => etapaVisivel(e, c));
}

/** The first step the quota sees: DrawPresentation for a draw, else OfferConfirmation (the initial step). */
export function primeiraEtapa(c: ContextoEtapas): EtapaContemplacao {
  return etapasVisiveis(c)[0]!;
}

/** The next shown step after `atual` (null after the last one). A hidden `atual` continues from its place. */
export function proximaEtapa(atual: EtapaContemplacao, c: ContextoEtapas): EtapaContemplacao | null {
  const posicao = ETAPAS_CONTEMPLACAO.indexOf(atual);
  return ETAPAS_CONTEMPLACAO.slice(posicao + 1).find((e) => etapaVisivel(e, c)) ?? null;
}

/**
 * The step "previous" leads to: the last shown step before `atual`; null on the first shown step (the screen
 * then leaves the flow). A hidden `atual` (the answers changed under it) still goes back to a shown one.
 */
export function etapaAnterior(atual: EtapaContemplacao, c: ContextoEtapas): EtapaContemplacao | null {
  const posicao = ETAPAS_CONTEMPLACAO.indexOf(atual);
  const antes = ETAPAS_CONTEMPLACAO.slice(0, posicao).filter((e) => etapaVisivel(e, c));
  return antes.at(-1) ?? null;
}

/**
 * "Step n of m", counting shown steps only. A hidden `atual` counts as the shown step it falls back to
 * (n of the last shown step before it), so the indicator never shows a step the quota does not have.
 */
export function progressoDaEtapa(
  atual: EtapaContemplacao,
  c: ContextoEtapas,
): { numero: number; total: number } {
  const visiveis = etapasVisiveis(c);
  const aqui = visiveis.indexOf(atual);
  if (aqui >= 0) return { numero: aqui + 1, total: visiveis.length };
  const anterior = etapaAnterior(atual, c);
  return { numero: anterior ? visiveis.indexOf(anterior) + 1 : 1, total: visiveis.length };
}

/** The step of a /contemplado route segment (02 §2.7); the asset-type and 'other quota' screens belong to InvoiceSelection. */
export function etapaDaRota(segmento: string): EtapaContemplacao | null {
  const s = segmento.trim().toLowerCase();
  const etapa = (Object.keys(ROTA_DA_ETAPA) as EtapaContemplacao[]).find((e) => ROTA_DA_ETAPA[e] === s);
  if (etapa) return etapa;
  if (s === 'documentos-pesado') return 'DocumentSelection';
  // The credit-analysis result (approved or failed) is the sieve's outcome.
  if (s === 'resultado-analise') return 'SieveResult';
  if (s.startsWith('tipo-') || s === 'outra-cota') return 'InvoiceSelection';
  return null;
}
