import { cnpjValido, normalizarInscricao } from '../documentos/documento.rules.ts';

/**
 * The vehicle catalogue of goods billing (02 §3 purchase order, §7 suppliers, manufacturers and asset models):
 * vehicle types, the search key that forgives accents and case, the 'manufacture/model' year, the FIPE price
 * text and the dealer's CNPJ.
 */

/** 02 §3: the purchase order's vehicle types. */
export const TIPOS_VEICULO = [
  'LEVE',
  'MOTOCICLETA',
  'UTILITARIO',
  'PESADO',
  'SUV_CAMIONETE',
  'ONIBUS',
] as const;
export type TipoVeiculo = (typeof TIPOS_VEICULO)[number];

/** Each type in words, as the screens and the back-office show it. */
export const ROTULOS_TIPO_VEICULO: Record<TipoVeiculo, string> = {
  LEVE: 'Automóvel',
  MOTOCICLETA: 'Motocicleta',
  UTILITARIO: 'Utilitário',
  PESADO: 'Caminhão',
  SUV_CAMIONETE: 'SUV ou caminhonete',
  ONIBUS: 'Ônibus',
};

/** The three tables of a FIPE-compatible service (carros, motos, caminhoes) and the types each one holds. */
export const TABELAS_FIPE = ['carros', 'motos', 'caminhoes'] as const;
export type TabelaFipe = (typeof TABELAS_FIPE)[number];

export const TABELA_FIPE_DO_TIPO: Record<TipoVeiculo, TabelaFipe> = {
  LEVE: 'carros',
  SUV_CAMIONETE: 'carros',
  UTILITARIO: 'carros',
  MOTOCICLETA: 'motos',
  PESADO: 'caminhoes',
  ONIBUS: 'caminhoes',
};

/** Brand/model inclusion and dealer inclusion are analysed within 48 h (02 §9). */
export const PRAZO_INCLUSAO_HORAS = 48;
/** Look-ups answer at most this many rows per page (the screens offer a list to pick from, not a dump). */
export const LIMITE_BUSCA_VEICULOS = 50;
/** A search text longer than this is not a brand or a model. */
export const BUSCA_VEICULO_TAMANHO_MAXIMO = 80;

/**
 * The key a brand or model name is searched and compared by: accents dropped, lower case, every run of
 * anything but letters and digits one space. 'Citroën' and 'CITROEN' meet; 'T-Cross' is 't cross'.
 */
export function chaveDeBuscaVeiculo(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a search, each compared by its key ('Gol  1.0' → ['gol', '1', '0']); none for a blank one. */
export function termosDaBusca(busca: string | undefined): string[] {
  return chaveDeBuscaVeiculo(busca ?? '')
    .split(' ')
    .filter(Boolean);
}

/** A name matches a search when it holds every word typed, in any order ('onix plus' → 'Onix Plus LT 1.0 Turbo'). */
export function nomeCorrespondeABusca(nome: string, busca: string | undefined): boolean {
  const chave = chaveDeBuscaVeiculo(nome);
  return termosDaBusca(busca).every((t) => chave.includes(t));
}

/** 02 §5: the vehicle year field holds 'manufacture/model'. */
export function anoFabricacaoModelo(anoFabricacao: number, anoModelo: number): string {
  return `${anoFabricacao}/${anoModelo}`;
}

/**
 * Reads a 'manufacture/model' year ('2025/2026'); the model year is the manufacture year or the next one.
 * Anything else is null.
 */
export function lerAnoFabricacaoModelo(texto: string): { anoFabricacao: number; anoModelo: number } | null {
  const m = /^\s*(\d{4})\s*\/\s*(\d{4})\s*$/.exec(texto);
  if (!m) return null;
  const anoFabricacao = Number(m[1]);
  const anoModelo = Number(m[2]);
  if (anoModelo !== anoFabricacao && anoModelo !== anoFabricacao + 1) return null;
  return { anoFabricacao, anoModelo };
}

/**
 * 02 §5 "FIPE value is parsed keeping digits and comma": 'R$ 87.432,50' → 8743250 centavos. Null when
 * nothing of a price is left.
 */
export function centavosDoPrecoFipe(texto: string): number | null {
  const limpo = texto.replace(/[^\d,]/g, '');
  const m = /^(\d+)(?:,(\d{1,2}))?$/.exec(limpo);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** The model year of a FIPE year code ('2022-3'); 32000 is FIPE's "Zero KM", the year of reference. */
export function anoModeloDoCodigoFipe(codigo: string, anoZeroKm: number): number | null {
  const m = /^(\d{4,5})-\d+$/.exec(codigo);
  if (!m) return null;
  const ano = Number(m[1]);
  if (ano === 32000) return anoZeroKm;
  return ano >= 1950 && ano <= 2100 ? ano : null;
}

export const MENSAGENS_VEICULOS = {
  cnpjInvalido:
    'CNPJ da concessionária inválido. Confira os 14 caracteres (números ou letras) e tente de novo.',
  concessionariaNaoEncontrada:
    'Concessionária não encontrada. Você pode pedir a inclusão dela: a análise leva até 48 horas.',
  inclusaoPendente:
    'Já existe um pedido de inclusão em análise para esta cota. Aguarde a resposta em até 48 horas.',
  concessionariaJaCadastrada: 'Esta concessionária já está cadastrada. Busque-a pelo CNPJ.',
  modeloJaCadastrado: 'Esta marca e modelo já estão no catálogo. Busque-os pelo nome.',
  fabricanteNaoEncontrado: 'Marca não encontrada no catálogo.',
  informeFabricante: 'Informe o código do fabricante (codfabricante).',
  modeloNaoEncontrado: 'Modelo não encontrado no catálogo.',
  catalogoIndisponivel:
    'O catálogo de veículos não respondeu agora. Tente novamente em alguns minutos ou peça a inclusão da marca.',
  solicitacaoNaoEncontrada: 'Pedido de inclusão não encontrado.',
  solicitacaoJaRespondida: 'Este pedido de inclusão já foi respondido.',
} as const;

/** The dealer's CNPJ as stored and compared: 14 characters, letters upper-case; null when it is not valid. */
export function cnpjDaConcessionaria(texto: string): string | null {
  const n = normalizarInscricao(texto);
  return cnpjValido(n) ? n : null;
}
