/**
 * FGTS in a property bid (spec §5, §9): the constants and the four simulation questions. The answer is a
 * pre-check for the customer; Caixa decides when the FGTS is actually released.
 */

/** Spec §9: at least 3 years of work under the FGTS regime (adding up every employer). */
export const ANOS_MINIMOS_TRABALHO_FGTS = 3;
/** Spec §9: at least 2 years between two uses of the FGTS to amortise. */
export const ANOS_MINIMOS_ENTRE_AMORTIZACOES_FGTS = 2;
/** Spec §9: a property on which FGTS was used in the last 3 years is excluded. */
export const ANOS_CARENCIA_IMOVEL_COM_FGTS = 3;
/** Spec §9 property value caps (valid as of 2016, subject to change): the SFH ceiling of the time. */
export const TETO_IMOVEL_FGTS_MAIOR = 95_000_000; // R$ 950.000,00
export const TETO_IMOVEL_FGTS_DEMAIS = 80_000_000; // R$ 800.000,00
/** The four places with the higher cap: the federal units SP, RJ, MG and DF. */
export const UFS_TETO_IMOVEL_FGTS_MAIOR = ['SP', 'RJ', 'MG', 'DF'] as const;

/** Property value cap in centavos for a federal unit (two letters, any case). */
export function tetoImovelFgts(uf: string): number {
  const sigla = uf.trim().toUpperCase();
  return (UFS_TETO_IMOVEL_FGTS_MAIOR as readonly string[]).includes(sigla)
    ? TETO_IMOVEL_FGTS_MAIOR
    : TETO_IMOVEL_FGTS_DEMAIS;
}

export const finalidadesFgts = [
  'comprar-imovel',
  'comprar-terreno',
  'reformar',
  'construir',
  'outra',
] as const;
export type FinalidadeFgts = (typeof finalidadesFgts)[number];

export const ROTULOS_FINALIDADE_FGTS: Record<FinalidadeFgts, string> = {
  'comprar-imovel': 'Comprar um imóvel',
  'comprar-terreno': 'Comprar um terreno',
  reformar: 'Reformar',
  construir: 'Construir',
  outra: 'Outra finalidade',
};

export interface RespostasSimulacaoFgts {
  tresAnosDeFgts: boolean;
  financiamentoSfhAtivo: boolean;
  outroImovelNaRegiao: boolean;
  finalidade: FinalidadeFgts;
}

/** The four questions of spec §5, in screen order, with the answer that allows the FGTS. */
export const PERGUNTAS_SIMULACAO_FGTS = [
  {
    chave: 'tresAnosDeFgts',
    pergunta: `Você tem pelo menos ${ANOS_MINIMOS_TRABALHO_FGTS} anos de trabalho com carteira assinada (regime do FGTS), somando todos os empregos?`,
  },
  {
    chave: 'financiamentoSfhAtivo',
    pergunta: 'Você tem algum financiamento ativo pelo Sistema Financeiro da Habitação (SFH)?',
  },
  {
    chave: 'outroImovelNaRegiao',
    pergunta:
      'Você já tem outro imóvel residencial na cidade onde mora ou trabalha, ou nas cidades vizinhas?',
  },
  { chave: 'finalidade', pergunta: 'O que você pretende fazer com o crédito?' },
] as const satisfies readonly { chave: keyof RespostasSimulacaoFgts; pergunta: string }[];

export const MOTIVOS_FGTS = {
  tempo: `É preciso ter pelo menos ${ANOS_MINIMOS_TRABALHO_FGTS} anos de trabalho no regime do FGTS.`,
  sfh: 'Quem tem financiamento ativo pelo SFH não pode usar o FGTS em outro imóvel.',
  imovel: 'Quem já tem imóvel residencial na região onde mora ou trabalha não pode usar o FGTS.',
  finalidade: 'O FGTS só pode ser usado para comprar imóvel ou terreno, reformar ou construir.',
} as const;

export interface ResultadoSimulacaoFgts {
  permitido: boolean;
  /** Every unmet condition, so the customer sees all of them at once. */
  motivos: string[];
}

export function simularUsoFgts(r: RespostasSimulacaoFgts): ResultadoSimulacaoFgts {
  const motivos: string[] = [];
  if (!r.tresAnosDeFgts) motivos.push(MOTIVOS_FGTS.tempo);
  if (r.financiamentoSfhAtivo) motivos.push(MOTIVOS_FGTS.sfh);
  if (r.outroImovelNaRegiao) motivos.push(MOTIVOS_FGTS.imovel);
  if (r.finalidade === 'outra') motivos.push(MOTIVOS_FGTS.finalidade);
  return { permitido: motivos.length === 0, motivos };
}
