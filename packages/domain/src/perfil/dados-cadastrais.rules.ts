import { getMunicipalityByCode } from '@brazilian-utils/brazilian-utils';
import { telefoneValido } from '../filiais/retorno.rules.ts';
import { telefoneEhCelular } from '../mascaras/mascaras.rules.ts';
import { normalizarCep } from './enderecos.rules.ts';
import { ESTADOS_CIVIS, TIPO_TELEFONE } from './referencias.rules.ts';

/**
 * Registration data rules (03 §3, §5): the person's addresses, e-mails and phones, their personal or company
 * data, income and assets. Pure: the API validates and decides with them, the screens format with them.
 */

// ——— CEP ———

/**
 * 03 §5 "Zip-code hyphen removed before sending": the one normaliser is `normalizarCep` (enderecos.rules.ts);
 * a CEP is valid when it normalises and is not all zeros (no range starts at 00000-000).
 */
export function cepValido(cep: string): boolean {
  const normalizado = normalizarCep(cep);
  return normalizado !== null && normalizado !== '00000000';
}

// ——— Cities ———

/**
 * A city is named by its 7-digit IBGE municipality code (`idCidade`), the id the administrator's systems and
 * the cities list share; @brazilian-utils holds the IBGE table (ARCHITECTURE.md "Brazilian data").
 */
export function cidadeExiste(idCidade: number): boolean {
  return Number.isInteger(idCidade) && getMunicipalityByCode(idCidade) !== null;
}

// ——— Phones ———

/** 03 §5: phone type ids. */
export type IdTipoTelefone = (typeof TIPO_TELEFONE)[keyof typeof TIPO_TELEFONE];

/**
 * The digits of a phone as typed: mask gone, and a leading country code 55 dropped ('+55 (11) 98765-4321' →
 * '11987654321'), so the same number is stored once whatever way it was written.
 */
export function normalizarTelefone(telefone: string): string {
  const d = telefone.replace(/\D/g, '');
  return (d.length === 12 || d.length === 13) && d.startsWith('55') ? d.slice(2) : d;
}

/** A Brazilian landline or mobile with area code (the one rule of `filiais`: 10 or 11 valid digits). */
export const telefoneCadastralValido = (digitos: string): boolean => telefoneValido(digitos);

/** A mobile with area code: 11 digits, a 9 after the DDD (the masks' rule, `telefoneEhCelular`). */
export function ehCelular(digitos: string): boolean {
  return digitos.length === 11 && telefoneEhCelular(digitos);
}

/**
 * 03 §5 "A number over 11 digits is mobile, else landline; phone type ids 1 residential, 2 commercial,
 * 3 mobile (default residential)". The type follows the number (a Brazilian number with DDD has at most 11
 * digits, so the masks' reading of "over 11" is kept: see `telefoneEhCelular`); a landline keeps the
 * residential or commercial choice the customer made, residential when none.
 */
export function tipoDoTelefone(digitos: string, informado?: number | null): IdTipoTelefone {
  if (ehCelular(digitos)) return TIPO_TELEFONE.celular;
  return informado === TIPO_TELEFONE.comercial ? TIPO_TELEFONE.comercial : TIPO_TELEFONE.residencial;
}

// ——— Civil status ———

/**
 * Civil statuses: the `estados-civil` reference list (referencias.rules.ts), 2 = married. The spouse's name is required when married:
 * the database holds the same rule (CHECK on `pessoas_fisicas`).
 */
export const ESTADO_CIVIL_CASADO = 2;

export const estadoCivilValido = (id: number): boolean => ESTADOS_CIVIS.some((e) => e.id === id);

export const exigeConjuge = (idEstadoCivil: number | null | undefined): boolean =>
  idEstadoCivil === ESTADO_CIVIL_CASADO;

// ——— Principal entries ———

/**
 * 03 §3: each list has one principal entry. The person's data is shared by all their quotas, so an entry that
 * is principal is principal on every quota: `principalTodas` ("principal on all quotas") asks for the same
 * thing as `principal`, and the answer shows both equal.
 */
export const pedePrincipal = (item: { principal?: boolean; principalTodas?: boolean }): boolean =>
  item.principal === true || item.principalTodas === true;

/** Which entry a list shows first: the principal, then the most recently changed. */
export function ordenarPrincipalPrimeiro<T extends { principal: boolean; id: number }>(itens: T[]): T[] {
  return [...itens].sort((a, b) => Number(b.principal) - Number(a.principal) || b.id - a.id);
}

// ——— Changes that wait for an analyst ———

/**
 * The fields whose change needs identity validation (03 §1 "with identity validation", §5 "Sensitive profile
 * changes need an SMS token and identity validation"): who the person is. They are not written at once; they
 * wait in a registration-update case, old and new value side by side, until an analyst approves the documents.
 * Everything else (occupation, employer, disability and accessibility, trade name, income, assets) is the
 * customer's to state and applies immediately.
 */
export const CAMPOS_EM_ANALISE_FISICA = [
  'nomeCompleto',
  'dataNascimento',
  'nacionalidade',
  'genero',
  'idTipoDocumento',
  'numeroDocumento',
  'nomeMae',
  'nomePai',
  'idEstadoCivil',
  'nomeConjuge',
  'idRegimeCasamento',
  'pessoaPoliticamenteExposta',
] as const;
export const CAMPOS_EM_ANALISE_JURIDICA = [
  'razaoSocial',
  'dataFundacao',
  'inscricaoEstadual',
  'inscricaoMunicipal',
  'nomeRepresentante',
  'cpfRepresentante',
] as const;

/** Field names in words, for the case the analyst reads and the screens. */
export const ROTULOS_CAMPOS_CADASTRAIS: Record<string, string> = {
  nomeCompleto: 'Nome completo',
  dataNascimento: 'Data de nascimento',
  nacionalidade: 'Nacionalidade',
  genero: 'Gênero',
  idTipoDocumento: 'Tipo de documento',
  numeroDocumento: 'Número do documento',
  nomeMae: 'Nome da mãe',
  nomePai: 'Nome do pai',
  idEstadoCivil: 'Estado civil',
  nomeConjuge: 'Nome do cônjuge',
  idRegimeCasamento: 'Regime de casamento',
  pessoaPoliticamenteExposta: 'Pessoa politicamente exposta',
  pessoaComDeficiencia: 'Pessoa com deficiência',
  idTipoAcessibilidade: 'Tipo de acessibilidade',
  idProfissao: 'Profissão',
  nomeEmpresa: 'Empresa',
  dataAdmissao: 'Data de admissão',
  razaoSocial: 'Razão social',
  nomeFantasia: 'Nome fantasia',
  dataFundacao: 'Data de fundação',
  inscricaoEstadual: 'Inscrição estadual',
  inscricaoMunicipal: 'Inscrição municipal',
  atividadePrincipal: 'Atividade principal',
  nomeRepresentante: 'Nome do representante legal',
  cpfRepresentante: 'CPF do representante legal',
};

/** One field's change: what the analyst compares. */
export interface AlteracaoCadastral {
  campo: string;
  rotulo: string;
  de: unknown;
  para: unknown;
}

const iguais = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * Splits a form's values against the stored ones: the changed fields that wait for an analyst (old → new) and
 * the changed fields that apply now. Unchanged fields are in neither. The form is the whole data, so what waits
 * is always this list: a field changed back to the stored value no longer waits.
 */
export function separarAlteracoes<T extends Record<string, unknown>>(
  atual: Readonly<Record<string, unknown>> | null | undefined,
  novo: T,
  emAnalise: readonly string[],
): { emAnalise: AlteracaoCadastral[]; imediatas: Partial<T> } {
  const analise: AlteracaoCadastral[] = [];
  const imediatas: Partial<T> = {};
  for (const campo of Object.keys(novo) as (keyof T & string)[]) {
    const de = atual?.[campo] ?? null;
    const para = novo[campo] ?? null;
    if (iguais(de, para)) continue;
    if (emAnalise.includes(campo))
      analise.push({ campo, rotulo: ROTULOS_CAMPOS_CADASTRAIS[campo] ?? campo, de, para });
    else imediatas[campo] = para as T[keyof T & string];
  }
  return { emAnalise: analise, imediatas };
}

// ——— A company's address change, waiting for an analyst ———

/**
 * A company's address change waits in the registration-update case like an identity field (its partner's
 * documents prove it). Its `campo` names the address: `endereco` for a new one (a newer new address replaces
 * the one waiting), `endereco:<idEndereco>` for a change to a registered one.
 */
export const CAMPO_ENDERECO_NOVO = 'endereco';
export const campoDoEndereco = (idEndereco?: number): string =>
  idEndereco === undefined ? CAMPO_ENDERECO_NOVO : `${CAMPO_ENDERECO_NOVO}:${idEndereco}`;
export const ehAlteracaoDeEndereco = (campo: string): boolean =>
  campo === CAMPO_ENDERECO_NOVO || campo.startsWith(`${CAMPO_ENDERECO_NOVO}:`);
/** The registered address a change is about; null for a new one. */
export function idDoEnderecoAlterado(campo: string): number | null {
  const id = Number(campo.slice(CAMPO_ENDERECO_NOVO.length + 1));
  return campo.startsWith(`${CAMPO_ENDERECO_NOVO}:`) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
export const rotuloDoEndereco = (idEndereco?: number): string =>
  idEndereco === undefined ? 'Novo endereço' : 'Endereço';
