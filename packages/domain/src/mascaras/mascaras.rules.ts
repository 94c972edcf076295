/**
 * Input masks (spec §5), applied on every keystroke: each takes whatever is in the field (partial, pasted,
 * already masked) and returns the masked text, so re-applying a mask to its own output is a no-op.
 */

/** Writes `valor` into `padrao` ('#' = one character), stopping at the last character typed. */
function aplicarPadrao(valor: string, padrao: string): string {
  let saida = '';
  let i = 0;
  for (const p of padrao) {
    if (i >= valor.length) break;
    saida += p === '#' ? valor[i++] : p;
  }
  return saida;
}

const digitos = (typed: string, max: number): string => typed.replace(/\D/g, '').slice(0, max);

const PADRAO_CPF = '###.###.###-##';
const PADRAO_CNPJ = '##.###.###/####-##';

/**
 * CPF (3.3.3-2) up to 11 characters, CNPJ (2.3.3/4-2) beyond, max 14. Letters only exist in an
 * alphanumeric CNPJ (first 12 positions; the 2 check digits are numeric), so a letter switches to the CNPJ
 * layout at once: otherwise '12ABC…' could never be typed, the letters being dropped as invalid CPF input.
 */
export function mascaraCpfCnpj(typed: string): string {
  let valor = '';
  for (const c of typed.toUpperCase()) {
    if (valor.length >= 14) break;
    if (/\d/.test(c) || (/[A-Z]/.test(c) && valor.length < 12)) valor += c;
  }
  const cnpj = valor.length > 11 || /[A-Z]/.test(valor);
  return aplicarPadrao(valor, cnpj ? PADRAO_CNPJ : PADRAO_CPF);
}

/**
 * Mobile or landline, from the digits with area code (DDD). The spec reads "over 11 digits is mobile", but
 * a Brazilian number with DDD has at most 11 digits: mobile = DDD + 9 digits starting with 9 (11 digits),
 * landline = DDD + 8 digits (10). We take 11 digits, or a 9 right after the DDD, as mobile: the latter lets
 * the mask pick the 5-4 layout from the first digit typed instead of reflowing at the last one.
 */
export function telefoneEhCelular(digits: string): boolean {
  const d = digits.replace(/\D/g, '');
  return d.length >= 11 || d[2] === '9';
}

/** (11) 98765-4321 for mobile, (11) 3333-4444 for landline. */
export function mascaraTelefone(typed: string): string {
  const d = digitos(typed, 11);
  return aplicarPadrao(d, telefoneEhCelular(d) ? '(##) #####-####' : '(##) ####-####');
}

/** dd/mm/aaaa (calendar validity is checked on submit by dataBrParaIso). */
export function mascaraData(typed: string): string {
  return aplicarPadrao(digitos(typed, 8), '##/##/####');
}

/** Group number: up to 6 digits, unpadded while typing (padGrupo pads for display). */
export function mascaraGrupo(typed: string): string {
  return digitos(typed, 6);
}

/** Quota number: up to 4 digits. */
export function mascaraCota(typed: string): string {
  return digitos(typed, 4);
}

/** Enough for any asset (R$ 9.999.999.999,99) while keeping centavos a safe integer. */
const MAX_DIGITOS_DINHEIRO = 12;

function agruparMilhares(inteiro: string): string {
  return inteiro.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Cash input: digits fill from the right (typing 1,2,3,4,5,6 shows R$ 0,01 … R$ 1.234,56). Positive only:
 * a minus sign is ignored. Zero gives an empty field, so backspace can clear it and "required" still works.
 */
export function mascaraDinheiro(typed: string): { texto: string; centavos: number } {
  const d = typed.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITOS_DINHEIRO);
  if (!d) return { texto: '', centavos: 0 };
  const s = d.padStart(3, '0');
  return { texto: `R$ ${agruparMilhares(s.slice(0, -2))},${s.slice(-2)}`, centavos: Number(d) };
}

/** A bid percentage never passes 100 %: 3 integer digits are enough, and the schema refuses the rest. */
const MAX_INTEIROS_PERCENTUAL = 3;
/** Spec §5 "percentage with 4 decimals": the precision the API accepts (`percentualLanceSchema`). */
const MAX_DECIMAIS_PERCENTUAL = 4;

/**
 * Percentage input as a Brazilian types it: digits are the integer part until a comma, then up to 4 decimals
 * ("30" is 30 %, "12,5" is 12,5 %). A point also starts the decimals, so a keypad without a comma still works
 * (a percentage has no thousands to separate). Positive only; no '%' in the field (the label carries it), so the
 * caret stays at the end. A trailing comma is kept while the customer is still typing ("12," is 12 %).
 */
export function mascaraPercentual(typed: string): { texto: string; valor: number } {
  const limpo = typed.replace(/[^\d,.]/g, '').replace(/\./g, ',');
  const virgula = limpo.indexOf(',');
  const inteiroDigitado = virgula < 0 ? limpo : limpo.slice(0, virgula);
  const decimais =
    virgula < 0
      ? ''
      : limpo
          .slice(virgula + 1)
          .replace(/,/g, '')
          .slice(0, MAX_DECIMAIS_PERCENTUAL);
  const inteiro = inteiroDigitado.replace(/^0+(?=\d)/, '').slice(0, MAX_INTEIROS_PERCENTUAL);
  if (!inteiro && virgula < 0) return { texto: '', valor: 0 };
  const parteInteira = inteiro || '0';
  const texto = virgula < 0 ? parteInteira : `${parteInteira},${decimais}`;
  return { texto, valor: Number(`${parteInteira}.${decimais || '0'}`) };
}

/**
 * A vehicle plate (02 §5), either format: three letters, then the old 'ABC-1234' (a hyphen once the fifth
 * character is a digit) or the Mercosul 'ABC1D23' (a letter fifth, no hyphen). Letters where letters go, digits
 * where digits go; anything else is dropped; upper case.
 */
export function mascaraPlaca(typed: string): string {
  const chars = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  let valor = '';
  for (const ch of chars) {
    const i = valor.length;
    if (i >= 7) break;
    const letra = /[A-Z]/.test(ch);
    if (i < 3 ? letra : i === 4 ? true : !letra) valor += ch;
  }
  return valor.length > 4 && /\d/.test(valor[4]!) ? `${valor.slice(0, 3)}-${valor.slice(3)}` : valor;
}
