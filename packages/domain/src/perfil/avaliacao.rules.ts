import { somarDias } from '../comum/datas.ts';

/** assessmentUser (spec §3): whether the customer answered, whether they liked it, and when to ask again. */
export interface AvaliacaoDoUsuario {
  assessmented: boolean;
  liked: boolean | null;
  /** First day (YYYY-MM-DD, São Paulo) the rating may appear again; null when never asked. */
  nextAppearance: string | null;
}

/** After an answer the customer is left alone for a quarter; after "not now" for a month. */
export const DIAS_APOS_RESPOSTA = 90;
export const DIAS_APOS_DISPENSA = 30;

/** The flow-evaluation modal appears only once the next-appearance date has come (or when never asked). */
export function deveMostrarAvaliacao(avaliacao: AvaliacaoDoUsuario, hoje: string): boolean {
  return avaliacao.nextAppearance === null || avaliacao.nextAppearance <= hoje;
}

/** What an answer (liked or not) or a dismissal ('dispensou') sets on the preferences. */
export function avaliacaoDepoisDe(
  acao: { tipo: 'respondeu'; gostou: boolean } | { tipo: 'dispensou' },
  anterior: AvaliacaoDoUsuario,
  hoje: string,
): AvaliacaoDoUsuario {
  if (acao.tipo === 'respondeu')
    return { assessmented: true, liked: acao.gostou, nextAppearance: somarDias(hoje, DIAS_APOS_RESPOSTA) };
  return { ...anterior, nextAppearance: somarDias(hoje, DIAS_APOS_DISPENSA) };
}

/** Flows the customer may rate, with how the question names them. */
export const FLUXOS_AVALIADOS = {
  boletos: 'gerar seu boleto',
  lances: 'ofertar seu lance',
  preferencias: 'ajustar suas preferências',
} as const;
export type FluxoAvaliado = keyof typeof FLUXOS_AVALIADOS;
export const fluxosAvaliados = Object.keys(FLUXOS_AVALIADOS) as [FluxoAvaliado, ...FluxoAvaliado[]];

/** The rating's `group_quota`: group and quota padded as customers read them ("001010/0023"). */
export function grupoCota(grupo: number, cota: number): string {
  return `${String(grupo).padStart(6, '0')}/${String(cota).padStart(4, '0')}`;
}

export function lerGrupoCota(valor: string): { grupo: number; cota: number } | null {
  const partes = /^(\d{1,6})\/(\d{1,4})$/.exec(valor.trim());
  if (!partes) return null;
  return { grupo: Number(partes[1]), cota: Number(partes[2]) };
}
