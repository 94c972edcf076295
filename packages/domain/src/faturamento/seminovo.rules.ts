import { agoraEmSaoPaulo, dataIsoParaBr } from '../comum/datas.ts';
import { exigirCentavos } from '../comum/dinheiro.ts';
import { formatarMoeda } from '../formatacao/formatacao.rules.ts';
import { centavosDoPrecoFipe, type TipoVeiculo } from './veiculos.rules.ts';

/**
 * Used-vehicle billing (issue 21), 02 §2.5, §3, §5, §9: the simulation's acceptance rules, the plate, the FIPE
 * value, the inspection fees and windows. Pure rules shared by the API (which enforces them) and the web (which
 * shows them before sending). The flow's screens and timeline are in seminovo-fluxo.rules.ts.
 */

export const MENSAGENS_SEMINOVO = {
  /** 02 §8 "Vehicle not billable: choose another." */
  naoFaturavel: 'Este veículo não pode ser faturado. Escolha outro veículo.',
  leilao: 'Veículos de leilão não são aceitos.',
  chassiRecuperado: 'Veículos com chassi remarcado ou recuperado não são aceitos.',
  anoModeloInvalido: 'Ano do modelo inválido.',
  /** 02 §5 "Plate format example ABC1D23" (the old format is still on the road). */
  placaInvalida: 'Placa inválida. Informe no formato ABC1D23 (Mercosul) ou ABC-1234.',
  /** 02 §8 "Plate not found: check it or fill in the vehicle data." */
  placaNaoEncontrada: 'Placa não encontrada. Confira a placa ou preencha os dados do veículo.',
  valorFipeInvalido: 'Valor FIPE inválido. Informe o valor em reais, por exemplo R$ 45.678,90.',
  horarioVistoriaInvalido: 'Informe uma data e um horário válidos para a vistoria.',
} as const;

// ——— 02 §9: acceptance rules (simulacao/regrasdeaceite) ———

/** The kinds of group 02 §9 gives rules for: a dealer-brand (montadora) group, a cooperative one, any other. */
export const GRUPOS_SEMINOVO = ['MONTADORA', 'COOPERATIVA', 'OUTRO'] as const;
export type GrupoSeminovo = (typeof GRUPOS_SEMINOVO)[number];

export const ROTULOS_GRUPO_SEMINOVO: Record<GrupoSeminovo, string> = {
  MONTADORA: 'Grupo de montadora',
  COOPERATIVA: 'Grupo cooperativo',
  OUTRO: 'Demais grupos',
};

/** An age band: vehicles up to `ate` years old are accepted at a value `acimaDoSaldo` % above the balance. */
export interface FaixaDeAceite {
  ate: number;
  acimaDoSaldo: number;
}

const ATE_5_ANOS = { ate: 5, acimaDoSaldo: 0 } as const;

/**
 * 02 §9 "Vehicle acceptance by age", band by band (bands in order; older than the last one is refused). The
 * spec's 'vans' are UTILITARIO (no van type in §3), its 'cars' LEVE and SUV_CAMIONETE in every group.
 */
export const ACEITE_POR_IDADE_02_S9: Record<GrupoSeminovo, Record<TipoVeiculo, readonly FaixaDeAceite[]>> = {
  MONTADORA: {
    LEVE: [ATE_5_ANOS, { ate: 7, acimaDoSaldo: 20 }, { ate: 10, acimaDoSaldo: 30 }],
    SUV_CAMIONETE: [ATE_5_ANOS, { ate: 7, acimaDoSaldo: 20 }, { ate: 10, acimaDoSaldo: 30 }],
    UTILITARIO: [ATE_5_ANOS, { ate: 7, acimaDoSaldo: 20 }],
    ONIBUS: [ATE_5_ANOS, { ate: 7, acimaDoSaldo: 20 }],
    PESADO: [ATE_5_ANOS, { ate: 7, acimaDoSaldo: 20 }],
    MOTOCICLETA: [{ ate: 3, acimaDoSaldo: 0 }],
  },
  COOPERATIVA: {
    LEVE: [ATE_5_ANOS, { ate: 10, acimaDoSaldo: 25 }],
    SUV_CAMIONETE: [ATE_5_ANOS, { ate: 10, acimaDoSaldo: 25 }],
    UTILITARIO: [ATE_5_ANOS],
    ONIBUS: [ATE_5_ANOS, { ate: 7, acimaDoSaldo: 10 }, { ate: 10, acimaDoSaldo: 30 }],
    PESADO: [ATE_5_ANOS, { ate: 7, acimaDoSaldo: 10 }, { ate: 10, acimaDoSaldo: 30 }],
    MOTOCICLETA: [ATE_5_ANOS],
  },
  OUTRO: {
    LEVE: [{ ate: 10, acimaDoSaldo: 0 }],
    SUV_CAMIONETE: [{ ate: 10, acimaDoSaldo: 0 }],
    UTILITARIO: [{ ate: 10, acimaDoSaldo: 0 }],
    ONIBUS: [{ ate: 10, acimaDoSaldo: 0 }],
    PESADO: [{ ate: 10, acimaDoSaldo: 0 }],
    MOTOCICLETA: [{ ate: 3, acimaDoSaldo: 0 }],
  },
};

/** The types in the plural, as the refusal names them. */
const TIPOS_NO_PLURAL: Record<TipoVeiculo, string> = {
  LEVE: 'automóveis',
  SUV_CAMIONETE: 'SUVs e caminhonetes',
  UTILITARIO: 'utilitários e vans',
  PESADO: 'caminhões',
  ONIBUS: 'ônibus',
  MOTOCICLETA: 'motocicletas',
};

const anos = (n: number) => (n === 1 ? '1 ano' : `${n} anos`);

/**
 * A vehicle's age in whole years: this year (São Paulo) minus the model year, the year the simulation sends
 * (02 §7 simular: anoModelo). A next-year model (sold from mid-year) is 0 years old, not −1.
 */
export function idadeDoVeiculo(anoModelo: number, hoje: string): number {
  return Math.max(0, Number(hoje.slice(0, 4)) - anoModelo);
}

/** The smallest value (centavos) `acimaDoSaldo` % above the balance: rounded up, so a value equal to it passes. */
export function valorMinimoDoVeiculo(saldoDevedor: number, acimaDoSaldo: number): number {
  exigirCentavos(saldoDevedor, 'O saldo devedor');
  return Math.ceil((saldoDevedor * (100 + acimaDoSaldo)) / 100);
}

export interface VeiculoParaAceite {
  grupo: GrupoSeminovo;
  tipo: TipoVeiculo;
  anoModelo: number;
  /** FIPE value, centavos. */
  valorFipe: number;
  /** The quota's outstanding balance, centavos. */
  saldoDevedor: number;
  leilao: boolean;
  chassiRecuperado: boolean;
}

export type MotivoRecusaSeminovo = 'LEILAO' | 'CHASSI_RECUPERADO' | 'ANO_MODELO' | 'IDADE' | 'VALOR';

export type ResultadoAceite =
  | { aprovado: true; idade: number; acimaDoSaldo: number; valorMinimo: number }
  | { aprovado: false; motivo: MotivoRecusaSeminovo; mensagem: string };

/**
 * 02 §9: whether the group accepts the used vehicle (simulacao/aprovado or /reprovado), with the reason in
 * the customer's words. Auction and recovered-chassis vehicles are never accepted; otherwise the vehicle's age
 * picks the band and the FIPE value must reach the balance plus the band's percentage.
 */
export function regrasDeAceite(v: VeiculoParaAceite, hoje: string): ResultadoAceite {
  if (v.leilao) return { aprovado: false, motivo: 'LEILAO', mensagem: MENSAGENS_SEMINOVO.leilao };
  if (v.chassiRecuperado)
    return { aprovado: false, motivo: 'CHASSI_RECUPERADO', mensagem: MENSAGENS_SEMINOVO.chassiRecuperado };
  exigirCentavos(v.valorFipe, 'O valor FIPE');
  // A model year past next year's does not exist yet: a typing error, not a young vehicle.
  if (!Number.isInteger(v.anoModelo) || v.anoModelo > Number(hoje.slice(0, 4)) + 1)
    return { aprovado: false, motivo: 'ANO_MODELO', mensagem: MENSAGENS_SEMINOVO.anoModeloInvalido };
  const idade = idadeDoVeiculo(v.anoModelo, hoje);
  const faixas = ACEITE_POR_IDADE_02_S9[v.grupo][v.tipo];
  const faixa = faixas.find((f) => idade <= f.ate);
  if (!faixa) {
    const limite = faixas.at(-1)?.ate ?? 0;
    return {
      aprovado: false,
      motivo: 'IDADE',
      mensagem: `Este grupo aceita ${TIPOS_NO_PLURAL[v.tipo]} com até ${anos(limite)} de uso; este veículo tem ${anos(idade)}.`,
    };
  }
  const valorMinimo = valorMinimoDoVeiculo(v.saldoDevedor, faixa.acimaDoSaldo);
  if (v.valorFipe < valorMinimo) {
    const mensagem =
      faixa.acimaDoSaldo === 0
        ? `O valor FIPE do veículo deve ser de no mínimo ${formatarMoeda(valorMinimo)}, o saldo devedor da cota.`
        : `Para um veículo com ${anos(idade)} de uso, o valor FIPE deve ser de no mínimo ${formatarMoeda(valorMinimo)} (${faixa.acimaDoSaldo}% acima do saldo devedor).`;
    return { aprovado: false, motivo: 'VALOR', mensagem };
  }
  return { aprovado: true, idade, acimaDoSaldo: faixa.acimaDoSaldo, valorMinimo };
}

// ——— 02 §5: the plate ———

export type TipoPlaca = 'MERCOSUL' | 'ANTIGA';

/** Three letters, then four digits (old) or digit-letter-digit-digit (Mercosul). */
const PLACA = /^([A-Z]{3})-?([0-9][A-Z0-9][0-9]{2})$/;

/**
 * 02 §5: a plate as typed (ABC1D23, abc-1234, ' ABC 1234 ') → 7 characters, upper case, no hyphen or space
 * ('ABC1D23', 'ABC1234'), as the lookup GET consultar-veiculo/{plate} takes it; null when it is no plate.
 */
export function normalizarPlaca(texto: string): string | null {
  const m = PLACA.exec(texto.replace(/\s+/g, '').toUpperCase());
  return m ? `${m[1]}${m[2]}` : null;
}

/** The format of a normalised plate. */
export function tipoDaPlaca(placa: string): TipoPlaca | null {
  const n = normalizarPlaca(placa);
  if (!n) return null;
  return /^\d$/.test(n.charAt(4)) ? 'ANTIGA' : 'MERCOSUL';
}

/** A plate as shown: the old one with its hyphen (ABC-1234), the Mercosul one without (ABC1D23). */
export function formatarPlaca(placa: string): string | null {
  const n = normalizarPlaca(placa);
  if (!n) return null;
  return tipoDaPlaca(n) === 'ANTIGA' ? `${n.slice(0, 3)}-${n.slice(3)}` : n;
}

/** 02 §5 "Plate lookup succeeds only when brand and plate are returned" (else: not found, fill the data in). */
export function placaEncontrada(
  resposta: { marca?: string | null; placa?: string | null } | null | undefined,
): boolean {
  return Boolean(resposta?.marca?.trim() && resposta.placa?.trim());
}

// ——— 02 §5: the FIPE value ———

/** 'R$ 45.678,90', '45678,9', '45.678': an optional R$, reais (dots only as thousands), up to 2 decimals. */
const PRECO = /^(?:R\$)?\s*(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d{1,2})?$/i;

/**
 * 02 §5 "FIPE value is parsed keeping digits and comma": 'R$ 45.678,90' → 4567890 centavos. Only a text shaped
 * like a price is read (letters, a second comma or misplaced dots are garbage, not digits to glue together);
 * null for garbage and for zero, which no vehicle is worth.
 */
export function valorFipeEmCentavos(texto: string): number | null {
  const t = texto.trim();
  if (!PRECO.test(t)) return null;
  const centavos = centavosDoPrecoFipe(t);
  return centavos && Number.isSafeInteger(centavos) ? centavos : null;
}

// ——— 02 §9, §4.10: inspection fees ———

/** 02 §9: the inspection fee, deducted from the credit. */
export const TAXA_VISTORIA_CENTAVOS = 15_000;
/** 02 §9, §4.10: the re-inspection fee when the inspector was not received on the scheduled day. */
export const TAXA_REVISTORIA_CENTAVOS = 7_500;

export interface VistoriasCobradas {
  /** Inspections done (a refused vehicle redone pays again, 02 §4.10). */
  vistorias: number;
  /** Visits the customer missed (the inspector not received): each one a re-inspection. */
  revistorias: number;
}

function exigirQuantidade(n: number, nome: string): void {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`${nome} deve ser um inteiro não negativo: ${n}.`);
}

/** The fees the inspections cost, centavos. */
export function taxasDeVistoria({ vistorias, revistorias }: VistoriasCobradas): number {
  exigirQuantidade(vistorias, 'O número de vistorias');
  exigirQuantidade(revistorias, 'O número de revistorias');
  return vistorias * TAXA_VISTORIA_CENTAVOS + revistorias * TAXA_REVISTORIA_CENTAVOS;
}

/** The credit left after the fees (02 §9 "deducted from credit"), never below zero. */
export function creditoAposTaxas(credito: number, cobradas: VistoriasCobradas): number {
  exigirCentavos(credito, 'O crédito');
  return Math.max(0, credito - taxasDeVistoria(cobradas));
}

// ——— 02 §9: inspection windows ———

/** The technical inspection is booked at least this far ahead (02 §9 "inspection within 48 h of request"). */
export const ANTECEDENCIA_VISTORIA_TECNICA_HORAS = 48;
/** 02 §9 "SMS inspection link validity 30 days". */
export const VALIDADE_LINK_VISTORIA_DIAS = 30;

const HORA_MS = 3_600_000;
const MINUTO_MS = 60_000;
/** São Paulo has had no daylight saving since 2019: its offset is fixed. */
const FUSO_SAO_PAULO = '-03:00';

/** The earliest visit the customer may book now, by the São Paulo clock, to the minute (rounded up). */
export function primeiroHorarioVistoriaTecnica(agora: Date): { data: string; hora: string } {
  const limite = agora.getTime() + ANTECEDENCIA_VISTORIA_TECNICA_HORAS * HORA_MS;
  return agoraEmSaoPaulo(new Date(Math.ceil(limite / MINUTO_MS) * MINUTO_MS));
}

/**
 * A technical-inspection visit ('YYYY-MM-DD', 'HH:mm', São Paulo time) checked against now: null when it is at
 * least 48 h ahead, else the message naming the first time allowed.
 */
export function validarHorarioVistoriaTecnica(data: string, hora: string, agora: Date): string | null {
  // A calendar date alone (dataIsoParaBr also takes timestamps) and a 24 h clock time.
  const dataValida = /^\d{4}-\d{2}-\d{2}$/.test(data) && dataIsoParaBr(data) !== null;
  if (!dataValida || !/^([01]\d|2[0-3]):[0-5]\d$/.test(hora))
    return MENSAGENS_SEMINOVO.horarioVistoriaInvalido;
  const visita = Date.parse(`${data}T${hora}:00${FUSO_SAO_PAULO}`);
  if (visita - agora.getTime() >= ANTECEDENCIA_VISTORIA_TECNICA_HORAS * HORA_MS) return null;
  const primeiro = primeiroHorarioVistoriaTecnica(agora);
  return `Agende a vistoria com pelo menos ${ANTECEDENCIA_VISTORIA_TECNICA_HORAS} horas de antecedência: a partir de ${dataIsoParaBr(primeiro.data)} às ${primeiro.hora}.`;
}

/** When the digital-inspection link sent at `enviadoEm` (ISO instant) stops working; null for a bad instant. */
export function expiracaoDoLinkVistoria(enviadoEm: string): string | null {
  const ms = Date.parse(enviadoEm);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + VALIDADE_LINK_VISTORIA_DIAS * 24 * HORA_MS).toISOString();
}

/** True while the link works: 30 days of 24 h from its sending (a fixed offset makes them São Paulo days too). */
export function linkVistoriaValido(enviadoEm: string, agora: Date): boolean {
  const expira = expiracaoDoLinkVistoria(enviadoEm);
  return expira !== null && agora.getTime() < Date.parse(expira);
}

// ——— ADR 0047: the group kind of a quota, by its business unit ———

/**
 * The business units whose groups are a vehicle brand's (02 §6 names 4 and 5, which share the brands'
 * administrator on the billing order, and 91, the VW administrator's): they follow the dealer-brand rules.
 */
export const UNIDADES_GRUPO_MONTADORA: readonly number[] = [4, 5, 91];
/** The business unit whose groups are sold through the cooperative channel (ADR 0047). */
export const UNIDADES_GRUPO_COOPERATIVA: readonly number[] = [3];

/**
 * ADR 0047: which of the 02 §9 rule sets a quota's group follows, by the quota's business unit (the spec gives
 * the rules per group kind, not the mapping). Any unit not listed, or no unit at all, is 'another group'.
 */
export function grupoSeminovoDaUnidade(unidadeNegocio: number | string | null | undefined): GrupoSeminovo {
  const texto = String(unidadeNegocio ?? '').trim();
  if (!/^\d{1,5}$/.test(texto)) return 'OUTRO';
  const unidade = Number(texto);
  if (UNIDADES_GRUPO_MONTADORA.includes(unidade)) return 'MONTADORA';
  if (UNIDADES_GRUPO_COOPERATIVA.includes(unidade)) return 'COOPERATIVA';
  return 'OUTRO';
}
