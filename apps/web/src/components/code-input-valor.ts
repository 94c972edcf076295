/**
 * The segmented code input's rules (spec §5), pure so they can be tested without a browser. The value is
 * always contiguous (no gaps): a box after the first empty one cannot be filled before it.
 */

export interface EstadoCodigo {
  valor: string;
  /** Index of the box that gets the focus next. */
  foco: number;
}

/** Upper-case letters and digits only, at most `tamanho` of them: what paste and autofill keep. */
export function normalizarCodigo(texto: string, tamanho: number): string {
  return texto
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, tamanho);
}

const ultimaCaixa = (valor: string, tamanho: number) => Math.min(valor.length, tamanho - 1);

/** Typing one character in box `posicao` replaces it (or appends) and moves forward; several characters are a paste. */
export function digitarCodigo(valor: string, posicao: number, texto: string, tamanho: number): EstadoCodigo {
  const limpo = normalizarCodigo(texto, tamanho);
  if (!limpo) return { valor, foco: Math.min(posicao, ultimaCaixa(valor, tamanho)) };
  if (limpo.length > 1) return colarCodigo(texto, tamanho);
  const i = Math.min(posicao, valor.length);
  const novo = (valor.slice(0, i) + limpo + valor.slice(i + 1)).slice(0, tamanho);
  return { valor: novo, foco: Math.min(i + 1, tamanho - 1) };
}

/** Paste takes the first `tamanho` valid characters, whatever box it lands in. */
export function colarCodigo(texto: string, tamanho: number): EstadoCodigo {
  const novo = normalizarCodigo(texto, tamanho);
  return { valor: novo, foco: ultimaCaixa(novo, tamanho) };
}

/** Backspace clears the box it is in; in an empty box it moves back and clears the previous one. */
export function apagarCodigo(valor: string, posicao: number): EstadoCodigo {
  if (posicao < valor.length)
    return { valor: valor.slice(0, posicao) + valor.slice(posicao + 1), foco: posicao };
  if (valor.length === 0) return { valor, foco: 0 };
  return { valor: valor.slice(0, -1), foco: valor.length - 1 };
}

/** Focus may rest on a filled box or on the first empty one, never further. */
export function focoPermitido(valor: string, posicao: number, tamanho: number): number {
  return Math.max(0, Math.min(posicao, ultimaCaixa(valor, tamanho)));
}
