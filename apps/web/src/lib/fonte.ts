import { tamanhoFonteEfetivo, tamanhoFonteValido, TAMANHO_FONTE_PADRAO } from '@portal/domain';
import { criarArmazem } from './armazem';

/**
 * The customer's font size (spec §2 accessibility setting). The server keeps it per customer; this device
 * keeps a copy so main.tsx applies it before the first paint after a reload. Set as the root font-size,
 * every rem of the layout (text, spacing, controls) scales with it.
 */
export const CHAVE_TAMANHO_FONTE = 'portal.tamanho-fonte';
export const tamanhoFonteGuardado = criarArmazem<number>(CHAVE_TAMANHO_FONTE);

export function aplicarTamanhoFonte(tamanho: number | null): void {
  const efetivo = tamanhoFonteEfetivo(tamanho);
  // The default leaves the browser's own setting alone (a visitor may already have chosen a larger text there).
  document.documentElement.style.fontSize = efetivo === TAMANHO_FONTE_PADRAO ? '' : `${efetivo}px`;
  marcarLargura();
}

/** Tailwind's breakpoints in root ems (index.css turns each into a variant on html[data-largura]). */
const LARGURAS_EM: [string, number][] = [
  ['sm', 40],
  ['md', 48],
  ['lg', 64],
  ['xl', 80],
  ['2xl', 96],
];

/**
 * Writes the breakpoints the viewport reaches at the current root font size, so a larger text collapses the
 * layout as a narrower screen would (the side menu becomes the phone menu at 48 px on a desktop).
 */
function marcarLargura(): void {
  const raiz = document.documentElement;
  const em = parseFloat(getComputedStyle(raiz).fontSize) || TAMANHO_FONTE_PADRAO;
  const largura = raiz.clientWidth / em;
  raiz.dataset.largura = LARGURAS_EM.filter(([, min]) => largura >= min)
    .map(([nome]) => nome)
    .join(' ');
  // Under 20 root ems (a phone at 24 px or more): rows wrap and grids stack (index.css), since side by side
  // there is no longer room for whole words.
  if (largura < LARGURA_APERTADA_EM) raiz.dataset.apertado = '';
  else delete raiz.dataset.apertado;
}

/** 360 px at 18 px is 20 em and keeps its rows; 360 px at 24 px is 15 em and stacks them. */
const LARGURA_APERTADA_EM = 20;

/** Keeps data-largura right when the window is resized or the phone rotates. */
export function acompanharLargura(): void {
  marcarLargura();
  window.addEventListener('resize', marcarLargura);
  // A resize handler can read the width of before (an emulated viewport under load applies in steps); the
  // observer runs after layout with the width the page really has.
  if (typeof ResizeObserver === 'function')
    new ResizeObserver(marcarLargura).observe(document.documentElement);
}

/** Applies and remembers a size; null (or an invalid one) goes back to the default. */
export function definirTamanhoFonte(tamanho: number | null): void {
  if (tamanhoFonteValido(tamanho)) tamanhoFonteGuardado.gravar(tamanho);
  else tamanhoFonteGuardado.limpar();
  aplicarTamanhoFonte(tamanho);
}
