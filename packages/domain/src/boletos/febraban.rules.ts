/**
 * FEBRABAN boleto de cobrança: 44-digit barcode and 47-digit linha digitável (Carta-Circular BCB 2.926/2000),
 * with the fator de vencimento reset of 2025-02-22. Written here because no npm package got all of it right
 * (ARCHITECTURE.md); the tests cross-check it against @brazilian-utils.
 *
 * Barcode:  banco(3) moeda(1) DV geral(1) fator(4) valor(10) campo livre(25)
 * Linha:    banco moeda livre[0..5) DV1 | livre[5..15) DV2 | livre[15..25) DV3 | DV geral | fator valor
 */
import { dataDoNumero, hojeEmSaoPaulo, numeroDoDia } from '../comum/datas.ts';

export const CODIGO_MOEDA_REAL = '9';
/** Day 0 of the fator de vencimento. */
export const DATA_BASE_FATOR = '1997-10-07';
/** The first date with a fator (1000); earlier dates had three-digit fatores, long out of use. */
export const PRIMEIRO_VENCIMENTO_COM_FATOR = '2000-07-03';
/** The amount field holds 10 digits: R$ 99.999.999,99. */
export const VALOR_MAXIMO_BOLETO_CENTAVOS = 9_999_999_999;

const CICLO_FATOR = 9000;
const DIA_BASE = numeroDoDia(DATA_BASE_FATOR);

function exigirDigitos(valor: string, tamanho: number, nome: string): void {
  if (!new RegExp(`^\\d{${tamanho}}$`).test(valor)) {
    throw new RangeError(`${nome} deve ter ${tamanho} dígitos: '${valor}'.`);
  }
}

const somenteDigitos = (s: string): string => s.replace(/[\s.-]/g, '');

// ——— Check digits ———

/** Mod 10 of the linha digitável fields: weights 2,1,2,1… from the right, products' digits summed. */
export function digitoModulo10(numero: string): number {
  let soma = 0;
  for (let i = 0; i < numero.length; i++) {
    const produto = Number(numero[numero.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    soma += produto > 9 ? produto - 9 : produto;
  }
  return (10 - (soma % 10)) % 10;
}

/** General DV over the 43 other barcode digits: weights 2..9 from the right, 11 − remainder; 0, 10, 11 → 1. */
export function digitoGeralModulo11(numero43: string): number {
  let soma = 0;
  for (let i = 0; i < numero43.length; i++) {
    soma += Number(numero43[numero43.length - 1 - i]) * (2 + (i % 8));
  }
  const dv = 11 - (soma % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

// ——— Fator de vencimento ———

/** Days since 1997-10-07, wrapping from 9999 back to 1000 (2025-02-21 → 9999, 2025-02-22 → 1000). */
export function fatorDeVencimento(data: string): number {
  const dias = numeroDoDia(data) - DIA_BASE;
  if (dias < 1000) {
    throw new RangeError(`Vencimento anterior a 03/07/2000 não tem fator de vencimento: ${data}.`);
  }
  return ((dias - 1000) % CICLO_FATOR) + 1000;
}

/**
 * The due date a fator stands for: every fator names a date every 9000 days, so pick the one nearest
 * `referencia` (usually today). Fator 0 means "sem vencimento" (null).
 */
export function vencimentoDoFator(fator: number, referencia: string): string | null {
  if (fator === 0) return null;
  if (!Number.isInteger(fator) || fator < 1000 || fator > 9999) {
    throw new RangeError(`Fator de vencimento inválido: ${fator}.`);
  }
  const alvo = numeroDoDia(referencia) - DIA_BASE;
  const ciclo = Math.max(0, Math.round((alvo - fator) / CICLO_FATOR));
  return dataDoNumero(DIA_BASE + fator + ciclo * CICLO_FATOR);
}

// ——— Barcode and linha digitável ———

export interface DadosCodigoDeBarras {
  /** COMPE code, 3 digits. */
  banco: string;
  vencimento: string;
  valorCentavos: number;
  /** 25 digits in the bank's own layout (see campoLivreBancoDoBrasil). */
  campoLivre: string;
}

export function gerarCodigoDeBarras({
  banco,
  vencimento,
  valorCentavos,
  campoLivre,
}: DadosCodigoDeBarras): string {
  exigirDigitos(banco, 3, 'O código do banco');
  exigirDigitos(campoLivre, 25, 'O campo livre');
  if (!Number.isInteger(valorCentavos) || valorCentavos < 1 || valorCentavos > VALOR_MAXIMO_BOLETO_CENTAVOS) {
    throw new RangeError(`Valor do boleto fora da faixa de R$ 0,01 a R$ 99.999.999,99: ${valorCentavos}.`);
  }
  const fator = String(fatorDeVencimento(vencimento));
  const semDv = banco + CODIGO_MOEDA_REAL + fator + String(valorCentavos).padStart(10, '0') + campoLivre;
  return semDv.slice(0, 4) + String(digitoGeralModulo11(semDv)) + semDv.slice(4);
}

const comDv10 = (campo: string): string => campo + String(digitoModulo10(campo));

export function linhaDigitavelDoCodigo(codigo44: string): string {
  exigirDigitos(codigo44, 44, 'O código de barras');
  const c = codigo44;
  return (
    comDv10(c.slice(0, 4) + c.slice(19, 24)) +
    comDv10(c.slice(24, 34)) +
    comDv10(c.slice(34, 44)) +
    c.slice(4, 5) +
    c.slice(5, 19)
  );
}

/** Rebuilds the barcode; check digits are not verified here (validarLinhaDigitavel does that). */
export function codigoDaLinhaDigitavel(linha47: string): string {
  const l = somenteDigitos(linha47);
  exigirDigitos(l, 47, 'A linha digitável');
  return l.slice(0, 4) + l.slice(32, 47) + l.slice(4, 9) + l.slice(10, 20) + l.slice(21, 31);
}

/** '00190.00009 01234.567004 00000.042176 5 10160000123456' (5.5 5.6 5.6 1 14); other input unchanged. */
export function formatarLinhaDigitavel(linha: string): string {
  const l = somenteDigitos(linha);
  if (!/^\d{47}$/.test(l)) return linha;
  return `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l[32]} ${l.slice(33)}`;
}

// ——— Validation and reading ———

export type ValidacaoBoleto = { valida: true } | { valida: false; motivo: string };

function validarCodigoSemFormatacao(codigo: string): ValidacaoBoleto {
  if (codigo[3] !== CODIGO_MOEDA_REAL) return { valida: false, motivo: 'O código de moeda não é 9 (real).' };
  if (Number(codigo[4]) !== digitoGeralModulo11(codigo.slice(0, 4) + codigo.slice(5))) {
    return { valida: false, motivo: 'O dígito verificador geral não confere.' };
  }
  const fator = Number(codigo.slice(5, 9));
  if (fator !== 0 && fator < 1000) return { valida: false, motivo: 'O fator de vencimento é inválido.' };
  return { valida: true };
}

function validarTamanho(digitos: string, entrada: string, tamanho: 44 | 47): ValidacaoBoleto | null {
  const nome = tamanho === 47 ? 'A linha digitável' : 'O código de barras';
  if (entrada.trim() === '') return { valida: false, motivo: `Informe ${nome.toLowerCase()}.` };
  if (!/^\d*$/.test(digitos)) return { valida: false, motivo: `${nome} deve conter apenas números.` };
  if (digitos.length === 48 && digitos.startsWith('8')) {
    return {
      valida: false,
      motivo: 'Este código é de uma conta de consumo ou tributo, não de um boleto de cobrança.',
    };
  }
  if (digitos.length !== tamanho) {
    return {
      valida: false,
      motivo: `${nome} deve ter ${tamanho} dígitos (foram informados ${digitos.length}).`,
    };
  }
  return null;
}

const CAMPOS_COM_DV = [
  { inicio: 0, fim: 9, nome: '1º' },
  { inicio: 10, fim: 20, nome: '2º' },
  { inicio: 21, fim: 31, nome: '3º' },
] as const;

/** Accepts the linha with or without its dots and spaces; `motivo` is shown to the customer as is. */
export function validarLinhaDigitavel(linha: string): ValidacaoBoleto {
  const l = somenteDigitos(linha);
  const erroDeTamanho = validarTamanho(l, linha, 47);
  if (erroDeTamanho) return erroDeTamanho;
  for (const { inicio, fim, nome } of CAMPOS_COM_DV) {
    if (Number(l[fim]) !== digitoModulo10(l.slice(inicio, fim))) {
      return { valida: false, motivo: `O dígito verificador do ${nome} campo não confere.` };
    }
  }
  return validarCodigoSemFormatacao(codigoDaLinhaDigitavel(l));
}

export function validarCodigoDeBarras(codigo: string): ValidacaoBoleto {
  const c = somenteDigitos(codigo);
  return validarTamanho(c, codigo, 44) ?? validarCodigoSemFormatacao(c);
}

export interface BoletoLido {
  banco: string;
  fatorVencimento: number;
  /** null for fator 0 (no due date). */
  vencimento: string | null;
  valorCentavos: number;
  campoLivre: string;
  codigoBarras: string;
  linhaDigitavel: string;
}

/**
 * Reads a linha digitável (47) or a barcode (44); null when either is invalid. `referencia` picks the fator's
 * 9000-day cycle (see vencimentoDoFator).
 */
export function lerBoleto(linhaOuCodigo: string, referencia: string = hojeEmSaoPaulo()): BoletoLido | null {
  const digitos = somenteDigitos(linhaOuCodigo);
  let codigoBarras: string;
  if (digitos.length === 47 && validarLinhaDigitavel(digitos).valida) {
    codigoBarras = codigoDaLinhaDigitavel(digitos);
  } else if (digitos.length === 44 && validarCodigoDeBarras(digitos).valida) {
    codigoBarras = digitos;
  } else {
    return null;
  }
  const fatorVencimento = Number(codigoBarras.slice(5, 9));
  return {
    banco: codigoBarras.slice(0, 3),
    fatorVencimento,
    vencimento: vencimentoDoFator(fatorVencimento, referencia),
    valorCentavos: Number(codigoBarras.slice(9, 19)),
    campoLivre: codigoBarras.slice(19),
    codigoBarras,
    linhaDigitavel: linhaDigitavelDoCodigo(codigoBarras),
  };
}

// ——— Banco do Brasil campo livre ———

/**
 * The one bank layout we issue: Banco do Brasil, convênio de 7 dígitos, carteira 17 or 18 ("Especificações
 * Técnicas para Confecção de Boleto de Pagamento do Banco do Brasil", leiaute para convênios acima de
 * 1.000.000): campo livre = '000000' + nosso número (17 = convênio 7 + sequencial 10, no check digit) +
 * carteira (2). Chosen because the nosso número is a plain sequence, unique per boleto, with no bank DV.
 */
export const BANCO_DO_BRASIL = '001';

export interface NossoNumeroBancoDoBrasil {
  /** Convênio of 7 digits (1000000 to 9999999). */
  convenio: string;
  /** Our own sequence (a database sequence), unique per boleto: 1 to 9 999 999 999. */
  sequencial: number;
}

export function nossoNumeroBancoDoBrasil({ convenio, sequencial }: NossoNumeroBancoDoBrasil): string {
  if (!/^[1-9]\d{6}$/.test(convenio)) throw new RangeError(`Convênio de 7 dígitos inválido: '${convenio}'.`);
  if (!Number.isSafeInteger(sequencial) || sequencial < 1 || sequencial > 9_999_999_999) {
    throw new RangeError(`Sequencial do nosso número fora da faixa de 1 a 9999999999: ${sequencial}.`);
  }
  return convenio + String(sequencial).padStart(10, '0');
}

export function campoLivreBancoDoBrasil(d: NossoNumeroBancoDoBrasil & { carteira: string }): string {
  exigirDigitos(d.carteira, 2, 'A carteira');
  return '000000' + nossoNumeroBancoDoBrasil(d) + d.carteira;
}

/** Reads a campo livre back, e.g. to tell whether a pasted boleto is ours; null when it is not this layout. */
export function lerCampoLivreBancoDoBrasil(
  campoLivre: string,
): { convenio: string; sequencial: number; nossoNumero: string; carteira: string } | null {
  const m = /^000000([1-9]\d{6})(\d{10})(\d{2})$/.exec(campoLivre);
  if (!m) return null;
  const [, convenio = '', sequencial = '', carteira = ''] = m;
  return { convenio, sequencial: Number(sequencial), nossoNumero: convenio + sequencial, carteira };
}
