/**
 * Font-size setting (spec §2 "accessibility sizes 10 to 48; main headline 48"): the customer picks the base
 * size in px, applied as the page's root font-size so every rem of the layout scales with it.
 */
export const TAMANHO_FONTE_MINIMO = 10;
export const TAMANHO_FONTE_MAXIMO = 48;
/** The browsers' default root size: what the app looks like when the customer never chose one. */
export const TAMANHO_FONTE_PADRAO = 16;

/** Quick choices on the screen; any whole size between the limits is accepted too. */
export const TAMANHOS_FONTE_SUGERIDOS = [
  { rotulo: 'Pequena', tamanho: 14 },
  { rotulo: 'Padrão', tamanho: TAMANHO_FONTE_PADRAO },
  { rotulo: 'Grande', tamanho: 20 },
  { rotulo: 'Muito grande', tamanho: 24 },
] as const;

export const MENSAGEM_TAMANHO_FONTE = `O tamanho da letra deve ser um número inteiro de ${TAMANHO_FONTE_MINIMO} a ${TAMANHO_FONTE_MAXIMO}.`;

export function tamanhoFonteValido(valor: unknown): valor is number {
  return (
    typeof valor === 'number' &&
    Number.isInteger(valor) &&
    valor >= TAMANHO_FONTE_MINIMO &&
    valor <= TAMANHO_FONTE_MAXIMO
  );
}

/** The size to apply: a stored value that is no longer valid (edited storage, old version) falls back to the default. */
export function tamanhoFonteEfetivo(valor: unknown): number {
  return tamanhoFonteValido(valor) ? valor : TAMANHO_FONTE_PADRAO;
}

/** One step up or down (the A− / A+ buttons), kept within the limits. */
export function passoTamanhoFonte(atual: number, direcao: 1 | -1): number {
  const base = tamanhoFonteEfetivo(atual);
  return Math.min(TAMANHO_FONTE_MAXIMO, Math.max(TAMANHO_FONTE_MINIMO, base + direcao));
}

/** The main headline is 3 rem: 48 px at the default size, and it scales with the chosen size. */
export const ESCALA_TITULO_PRINCIPAL = 3;
export function tamanhoTituloPrincipal(tamanhoBase: number): number {
  return tamanhoFonteEfetivo(tamanhoBase) * ESCALA_TITULO_PRINCIPAL;
}
