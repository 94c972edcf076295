import { cnpj, cpf } from 'cpf-cnpj-validator';

/**
 * CPF and CNPJ rules. Since July 2026 a CNPJ may be alphanumeric (RFB Nota Técnica 49/2024): 12 characters
 * [0-9A-Z] plus 2 numeric check digits. cpf-cnpj-validator 2.x already implements that algorithm (character
 * value = ASCII code − 48, weights 2..9, modulo 11), so we delegate the check-digit maths to it instead of
 * keeping a second copy; the tests cross-check it against @brazilian-utils.
 */

const CPF = /^\d{11}$/;
const CNPJ = /^[0-9A-Z]{12}\d{2}$/;
/** Same character repeated: passes the modulo-11 maths but is never a real document. */
const REPETIDO = /^(.)\1*$/;

/** Removes the mask characters (. / - and spaces) and upper-cases letters of an alphanumeric CNPJ. */
export function normalizarInscricao(raw: string): string {
  return raw.replace(/[./\-\s]/g, '').toUpperCase();
}

/** Spec §1: a national ID longer than 11 characters is a company, otherwise an individual. */
export function tipoPessoa(inscricao: string): 'F' | 'J' {
  return normalizarInscricao(inscricao).length > 11 ? 'J' : 'F';
}

/** Note: the library also rejects 123.456.789-09, a mathematically valid CPF widely used as a fake. */
export function cpfValido(x: string): boolean {
  const n = normalizarInscricao(x);
  return CPF.test(n) && !REPETIDO.test(n) && cpf.isValid(n);
}

export function cnpjValido(x: string): boolean {
  const n = normalizarInscricao(x);
  // Our own shape check first: the library's loose mode would silently drop stray characters.
  return CNPJ.test(n) && !REPETIDO.test(n) && cnpj.isValid(n);
}

/** CPF when 11 characters, CNPJ when 14, after normalising; anything else is invalid. */
export function inscricaoValida(x: string): boolean {
  const n = normalizarInscricao(x);
  if (n.length === 11) return cpfValido(n);
  if (n.length === 14) return cnpjValido(n);
  return false;
}

/** 000.000.000-00; input that is not 11 digits comes back normalised, unmasked. */
export function formatarCpf(x: string): string {
  const n = normalizarInscricao(x);
  return CPF.test(n) ? n.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') : n;
}

/** 00.000.000/0000-00 (letters allowed in the first 12 positions). */
export function formatarCnpj(x: string): string {
  const n = normalizarInscricao(x);
  return CNPJ.test(n) ? n.replace(/^(.{2})(.{3})(.{3})(.{4})(\d{2})$/, '$1.$2.$3/$4-$5') : n;
}

export function formatarInscricao(x: string): string {
  const n = normalizarInscricao(x);
  return n.length > 11 ? formatarCnpj(n) : formatarCpf(n);
}

/** Appends the two check digits to a 9-digit base (the seed uses it to build valid, deterministic CPFs). */
export function cpfComDigitos(base9: string): string {
  const base = normalizarInscricao(base9);
  if (!/^\d{9}$/.test(base)) throw new Error('A base do CPF deve ter 9 dígitos.');
  const dv1 = cpf.verifierDigit(base);
  return `${base}${dv1}${cpf.verifierDigit(`${base}${dv1}`)}`;
}

/** Appends the two numeric check digits to a 12-character base (numeric or alphanumeric). */
export function cnpjComDigitos(base12: string): string {
  const base = normalizarInscricao(base12);
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new Error('A base do CNPJ deve ter 12 caracteres (0-9, A-Z).');
  const dv1 = cnpj.verifierDigit(base);
  return `${base}${dv1}${cnpj.verifierDigit(`${base}${dv1}`)}`;
}

/**
 * Partially hidden document for display (LGPD): CPF keeps the middle six digits (***.456.789-**, the
 * federal government's convention), CNPJ keeps the root's first two and the branch (12.***.***\/0001-**).
 * Any other length is hidden entirely rather than risk leaking a malformed document.
 */
export function mascararInscricao(inscricao: string): string {
  const n = normalizarInscricao(inscricao);
  if (n.length === 11) return `***.${n.slice(3, 6)}.${n.slice(6, 9)}-**`;
  if (n.length === 14) return `${n.slice(0, 2)}.***.***/${n.slice(8, 12)}-**`;
  return '*'.repeat(n.length);
}
