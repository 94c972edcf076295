import { getMunicipalities, getMunicipalityByCode } from '@brazilian-utils/brazilian-utils';
import { semAcento } from '../ajuda/ajuda.correcao.ts';

/**
 * Address look-ups of the registration (03 §3 "Cities list and zip-code result", §7 /buscas): the IBGE
 * municipalities with their codes and the state of a CEP. Both come from tables, never from a guess: the
 * municipalities from the IBGE list @brazilian-utils ships (ARCHITECTURE "Brazilian data"), the CEP ranges from
 * the Correios' table of CEP ranges per state below (no kept npm package ships it; it is 30 rows that change
 * only when the Correios renumber a state).
 */

// ——— CEP ———

export const MENSAGEM_CEP_INVALIDO = 'CEP inválido. Informe os 8 números do CEP.';
export const MENSAGEM_CEP_NAO_ENCONTRADO = 'CEP não encontrado.';

/** Spec §5 "zip-code hyphen removed before sending": '01310-100' (or the old '01.310-100') → '01310100'; null unless 8 digits remain. */
export function normalizarCep(cep: string): string | null {
  const m = /^\s*(\d{2})\.?(\d{3})-?(\d{3})\s*$/.exec(cep);
  return m ? `${m[1]}${m[2]}${m[3]}` : null;
}

/** '01310100' → '01310-100'. */
export const formatarCep = (cep: string): string => `${cep.slice(0, 5)}-${cep.slice(5)}`;

/** The CEP input mask: digits only, at most 8, the hyphen after the fifth ('013101' → '01310-1'). */
export function mascaraCep(digitado: string): string {
  const d = digitado.replace(/\D/g, '').slice(0, 8);
  return d.length > 5 ? formatarCep(d) : d;
}

/**
 * The Correios' CEP ranges per state (first and last 5-digit prefix, inclusive). Amazonas, the Federal District,
 * Goiás and Rondônia have two ranges each; 00000–00999 belongs to no state.
 */
const FAIXAS_CEP: readonly (readonly [inicio: number, fim: number, uf: string])[] = [
  [1000, 19999, 'SP'],
  [20000, 28999, 'RJ'],
  [29000, 29999, 'ES'],
  [30000, 39999, 'MG'],
  [40000, 48999, 'BA'],
  [49000, 49999, 'SE'],
  [50000, 56999, 'PE'],
  [57000, 57999, 'AL'],
  [58000, 58999, 'PB'],
  [59000, 59999, 'RN'],
  [60000, 63999, 'CE'],
  [64000, 64999, 'PI'],
  [65000, 65999, 'MA'],
  [66000, 68899, 'PA'],
  [68900, 68999, 'AP'],
  [69000, 69299, 'AM'],
  [69300, 69399, 'RR'],
  [69400, 69899, 'AM'],
  [69900, 69999, 'AC'],
  [70000, 72799, 'DF'],
  [72800, 72999, 'GO'],
  [73000, 73699, 'DF'],
  [73700, 76799, 'GO'],
  [76800, 76999, 'RO'],
  [77000, 77999, 'TO'],
  [78000, 78899, 'MT'],
  [78900, 78999, 'RO'],
  [79000, 79999, 'MS'],
  [80000, 87999, 'PR'],
  [88000, 89999, 'SC'],
  [90000, 99999, 'RS'],
];

/** The state of a CEP by the Correios' ranges; null for a malformed CEP or one outside every range. */
export function ufDoCep(cep: string): string | null {
  const normalizado = normalizarCep(cep);
  if (!normalizado) return null;
  const prefixo = Number(normalizado.slice(0, 5));
  return FAIXAS_CEP.find(([inicio, fim]) => prefixo >= inicio && prefixo <= fim)?.[2] ?? null;
}

/**
 * The street types a Brazilian address line starts with (the Correios' "tipo de logradouro"), for splitting a
 * line such as ViaCEP's 'Avenida Paulista' into type and name.
 */
const TIPOS_LOGRADOURO = [
  'Aeroporto',
  'Alameda',
  'Área',
  'Avenida',
  'Beco',
  'Campo',
  'Chácara',
  'Colônia',
  'Condomínio',
  'Conjunto',
  'Distrito',
  'Esplanada',
  'Estação',
  'Estrada',
  'Favela',
  'Fazenda',
  'Feira',
  'Jardim',
  'Ladeira',
  'Lago',
  'Lagoa',
  'Largo',
  'Loteamento',
  'Morro',
  'Núcleo',
  'Parque',
  'Passarela',
  'Pátio',
  'Praça',
  'Quadra',
  'Recanto',
  'Residencial',
  'Rodovia',
  'Rua',
  'Setor',
  'Sítio',
  'Travessa',
  'Trecho',
  'Trevo',
  'Vale',
  'Vereda',
  'Via',
  'Viaduto',
  'Viela',
  'Vila',
];

/** 'Avenida Paulista' → { tipo: 'Avenida', nome: 'Paulista' }; a line without a known type keeps it whole. */
export function separarLogradouro(linha: string): { tipo: string | null; nome: string } {
  const texto = linha.trim().replace(/\s+/g, ' ');
  const espaco = texto.indexOf(' ');
  if (espaco > 0) {
    const primeira = semAcento(texto.slice(0, espaco));
    const tipo = TIPOS_LOGRADOURO.find((t) => semAcento(t) === primeira);
    if (tipo) return { tipo, nome: texto.slice(espaco + 1) };
  }
  return { tipo: null, nome: texto };
}

// ——— Municipalities ———

/** A municipality as the city picker lists it: `idCidade` is its 7-digit IBGE code (the addresses' idCidade). */
export interface Cidade {
  idCidade: number;
  nome: string;
  uf: string;
}

/** How a name is compared with what people type: no case, no accents, one kind of apostrophe, single spaces. */
const chaveDeNome = (texto: string): string =>
  semAcento(texto)
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

export const MENSAGEM_UF_INVALIDA = 'UF inválida. Informe a sigla do estado, como SP.';

/** Built on first use: the API needs it, a screen importing the domain does not pay for it. */
let indice: { cidade: Cidade; chave: string }[] | undefined;
function municipios() {
  indice ??= getMunicipalities().map((m) => ({
    cidade: { idCidade: Number(m.code), nome: m.name, uf: m.stateCode },
    chave: chaveDeNome(m.name),
  }));
  return indice;
}

/** Limits of GET /buscas/cidades (spec §9: the screens ask limit=10000&offset=1). */
export const LIMITE_CIDADES_MAXIMO = 10_000;

/**
 * GET /buscas/cidades: the municipalities of a state (or of all), those whose name contains `cidade` ignoring
 * case and accents ('sao paulo' finds 'São Paulo', 'dOeste' finds "Alvorada D'Oeste" when typed with the
 * apostrophe). Exact names first, then names that start with the text, then the rest, each in the IBGE list's
 * Portuguese order. `offset` is the 1-based position of the first one returned (the spec's `offset=1`).
 */
export function buscarCidades(p: { uf?: string; cidade?: string; limit: number; offset: number }): {
  data: Cidade[];
  total: number;
} {
  const uf = p.uf?.toUpperCase();
  const busca = p.cidade ? chaveDeNome(p.cidade) : '';
  const grupos: Cidade[][] = [[], [], []];
  for (const { cidade, chave } of municipios()) {
    if (uf && cidade.uf !== uf) continue;
    if (!busca) grupos[2]!.push(cidade);
    else if (chave === busca) grupos[0]!.push(cidade);
    else if (chave.startsWith(busca)) grupos[1]!.push(cidade);
    else if (chave.includes(busca)) grupos[2]!.push(cidade);
  }
  const todas = grupos.flat();
  const inicio = p.offset - 1;
  return { data: todas.slice(inicio, inicio + p.limit).map((c) => ({ ...c })), total: todas.length };
}

/** The municipality of an IBGE code, or null. */
export function cidadePorCodigo(codigo: number | string): Cidade | null {
  const m = getMunicipalityByCode(String(codigo));
  return m ? { idCidade: Number(m.code), nome: m.name, uf: m.stateCode } : null;
}

/** The municipality of a state by its name, ignoring case and accents (a look-up service's 'localidade'). */
export function cidadePorNome(nome: string, uf: string): Cidade | null {
  const chave = chaveDeNome(nome);
  const achada = municipios().find((m) => m.cidade.uf === uf.toUpperCase() && m.chave === chave);
  return achada ? { ...achada.cidade } : null;
}
