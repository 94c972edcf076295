import { getBanks } from '@brazilian-utils/brazilian-utils';
import { inscricaoValida, normalizarInscricao } from '../documentos/documento.rules.ts';

/**
 * Bank data for the journeys that pay the customer (02 §5 "bank fields", 03 §5; refunds, credit invoicing):
 * the banks with a COMPE code and the rules an account must pass. The list is the Banco Central's STR
 * participants table that @brazilian-utils ships (refreshed with the package), so no list is kept here.
 */

/** A bank as the pickers list it: `idBanco` is its COMPE code as a number (1 = Banco do Brasil). */
export interface Banco {
  idBanco: number;
  /** COMPE code, 3 digits. */
  codigo: string;
  /** ISPB, 8 digits. */
  ispb: string;
  nome: string;
}

let lista: Banco[] | undefined;
/** Every bank with a COMPE code, by code. Built on first use. */
export function bancos(): Banco[] {
  lista ??= getBanks()
    .map((b) => ({ idBanco: Number(b.code), codigo: b.code, ispb: b.ispb, nome: b.name }))
    .sort((a, b) => a.idBanco - b.idBanco);
  return lista.map((b) => ({ ...b }));
}

/** The bank of a COMPE code (1, '1' or '001'), or null. */
export function bancoPorCodigo(codigo: number | string): Banco | null {
  const texto = String(codigo).trim();
  if (!/^\d{1,3}$/.test(texto)) return null;
  return bancos().find((b) => b.idBanco === Number(texto)) ?? null;
}

/** Spec 02 §5: "agency four digits without check digit (one named bank uses a digit field)": Banco do Brasil. */
export const BANCOS_COM_DIGITO_DA_AGENCIA: readonly number[] = [1];
/** Caixa Econômica Federal: its accounts carry an operation code, and 037 is its salary account. */
export const CAIXA = 104;
const OPERACAO_CONTA_SALARIO_CAIXA = '037';

export const tiposConta = ['corrente', 'poupanca'] as const;
export type TipoConta = (typeof tiposConta)[number];

export const MENSAGENS_DADOS_BANCARIOS = {
  obrigatorio: 'Campo obrigatório',
  favorecido: 'Informe o nome do favorecido com até 120 caracteres.',
  cpfCnpj: 'CPF/CNPJ inválido.',
  titular: 'A conta deve ser do titular da cota: informe o mesmo CPF/CNPJ da cota.',
  banco: 'Banco não encontrado. Escolha um banco da lista.',
  agencia: 'Informe a agência com 4 números, sem o dígito.',
  digitoAgencia: 'O dígito da agência é um número (ou X).',
  conta: 'Informe a conta com o dígito no final, só números, sem barra nem hífen.',
  tipoConta: 'Escolha conta corrente ou poupança.',
  contaSalario: 'Conta salário não é aceita. Informe uma conta corrente ou poupança.',
  operacao: 'A operação tem 3 ou 4 números.',
} as const;

/** What a form sends: every field may be missing or blank (the rules say which are required). */
export interface DadosBancariosInformados {
  favorecido?: string | null;
  cpfCnpj?: string | null;
  idBanco?: number | string | null;
  agencia?: string | null;
  digitoAgencia?: string | null;
  /** Account number with its check digit as the last character. */
  conta?: string | null;
  tipoConta?: string | null;
  operacao?: string | null;
}
export type CampoDadosBancarios = keyof DadosBancariosInformados;

/** An account that passed every rule, normalised as the payment order needs it. */
export interface DadosBancarios {
  favorecido: string;
  /** The holder's CPF or CNPJ, unmasked (the quota's). */
  cpfCnpj: string;
  banco: Banco;
  agencia: string;
  digitoAgencia: string | null;
  /** The account number without its check digit. */
  conta: string;
  digitoConta: string;
  tipoConta: TipoConta;
  operacao: string | null;
}

export type ValidacaoDadosBancarios =
  | { valido: true; dados: DadosBancarios }
  | { valido: false; erros: Partial<Record<CampoDadosBancarios, string>> };

const texto = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());

/**
 * Spec 02 §5 "account includes last digit, letters replaced by zero": '12345-X' → { conta: '12345', digito: '0' }.
 * Dots, slashes, hyphens and spaces are dropped first; only the check digit (the last character) may be a
 * letter (Banco do Brasil's X, Bradesco's P), and it becomes 0. Null when what is left is not 2–14 characters
 * of digits.
 */
export function normalizarConta(conta: string): { conta: string; digito: string } | null {
  const limpa = conta.replace(/[\s./-]/g, '').toUpperCase();
  const m = /^(\d{1,13})([0-9A-Z])$/.exec(limpa);
  if (!m) return null;
  const digito = /\d/.test(m[2]!) ? m[2]! : '0';
  return { conta: m[1]!, digito };
}

/** Agency: exactly 4 digits, without the check digit (spec 02 §5, 03 §5). */
export const agenciaValida = (agencia: string): boolean => /^\d{4}$/.test(agencia.trim());

/**
 * All the bank-data rules of 02 §5 and 03 §5, field by field: required fields answer 'Campo obrigatório'; the
 * holder's CPF/CNPJ must be the quota holder's (`inscricaoDaCota`); no salary account (the type, or Caixa's
 * operation 037); the agency is 4 digits without its digit (only Banco do Brasil takes a digit field); the account
 * ends with its digit, a letter digit read as 0.
 */
export function validarDadosBancarios(
  d: DadosBancariosInformados,
  inscricaoDaCota: string,
): ValidacaoDadosBancarios {
  const erros: Partial<Record<CampoDadosBancarios, string>> = {};
  const M = MENSAGENS_DADOS_BANCARIOS;

  const favorecido = texto(d.favorecido).replace(/\s+/g, ' ');
  if (!favorecido) erros.favorecido = M.obrigatorio;
  else if (favorecido.length > 120) erros.favorecido = M.favorecido;

  const cpfCnpj = normalizarInscricao(texto(d.cpfCnpj));
  if (!cpfCnpj) erros.cpfCnpj = M.obrigatorio;
  else if (!inscricaoValida(cpfCnpj)) erros.cpfCnpj = M.cpfCnpj;
  else if (cpfCnpj !== normalizarInscricao(inscricaoDaCota)) erros.cpfCnpj = M.titular;

  const codigoBanco = texto(d.idBanco);
  const banco = codigoBanco ? bancoPorCodigo(codigoBanco) : null;
  if (!codigoBanco) erros.idBanco = M.obrigatorio;
  else if (!banco) erros.idBanco = M.banco;

  const agencia = texto(d.agencia);
  if (!agencia) erros.agencia = M.obrigatorio;
  else if (!agenciaValida(agencia)) erros.agencia = M.agencia;

  let digitoAgencia: string | null = texto(d.digitoAgencia).toUpperCase() || null;
  if (digitoAgencia !== null && !(banco && BANCOS_COM_DIGITO_DA_AGENCIA.includes(banco.idBanco)))
    digitoAgencia = null; // only one bank has the field; another's form never shows it
  if (digitoAgencia !== null) {
    if (!/^[0-9X]$/.test(digitoAgencia)) erros.digitoAgencia = M.digitoAgencia;
    else if (digitoAgencia === 'X') digitoAgencia = '0';
  }

  const contaInformada = texto(d.conta);
  const conta = contaInformada ? normalizarConta(contaInformada) : null;
  if (!contaInformada) erros.conta = M.obrigatorio;
  else if (!conta) erros.conta = M.conta;

  const operacao = texto(d.operacao) || null;
  if (operacao !== null && !/^\d{3,4}$/.test(operacao)) erros.operacao = M.operacao;

  const tipo = texto(d.tipoConta).toLowerCase();
  if (!tipo) erros.tipoConta = M.obrigatorio;
  else if (tipo === 'salario' || tipo === 'salário') erros.tipoConta = M.contaSalario;
  else if (!(tiposConta as readonly string[]).includes(tipo)) erros.tipoConta = M.tipoConta;
  else if (banco?.idBanco === CAIXA && operacao === OPERACAO_CONTA_SALARIO_CAIXA)
    erros.operacao = M.contaSalario;

  if (Object.keys(erros).length || !banco || !conta) return { valido: false, erros };
  return {
    valido: true,
    dados: {
      favorecido,
      cpfCnpj,
      banco,
      agencia,
      digitoAgencia,
      conta: conta.conta,
      digitoConta: conta.digito,
      tipoConta: tipo as TipoConta,
      operacao,
    },
  };
}
