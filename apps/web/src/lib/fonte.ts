import { tamanhoFonteEfetivo, tamanhoFonteValido, TAMANHO_FONTE_PADRAO } from '@portal/domain';
import { criarArmazem } from './armazem';

/**
 * The customer's font size (spec §2 accessibility setting). The server keeps it per customer; this device
 * keeps a copy so main.tsx applies it before the first paint after a reload. Set as the root font-size,
 * every rem of the layout (text, spacing, controls) scales with it.
 */
const CHAVE_TAMANHO_FONTE = 'portal.tamanho-fonte';
export const tamanhoFonteGuardado = criarArmazem<number>(CHAVE_TAMANHO_FONTE);

export function aplicarTamanhoFonte(tamanho: number | null): void {
  const efetivo = tamanhoFonteEfetivo(tamanho);
  // The default leaves the browser's own setting alone (a visitor may already have chosen a larger text there).
  document.documentElement.style.fontSize = efetivo === TAMANHO_FONTE_PADRAO ? '' : `${efetivo}px`;
}

/** Applies and remembers a size; null (or an invalid one) goes back to the default. */
export function definirTamanhoFonte(tamanho: number | null): void {
  if (tamanhoFonteValido(tamanho)) tamanhoFonteGuardado.gravar(tamanho);
  else tamanhoFonteGuardado.limpar();
  aplicarTamanhoFonte(tamanho);
}
