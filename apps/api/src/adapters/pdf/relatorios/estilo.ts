import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ttf = (nome: string) => require.resolve(`dejavu-fonts-ttf/ttf/${nome}.ttf`);

/**
 * DejaVu embedded as in the boleto: full UTF-8 (ç, ã, º, –) and the same metrics on every machine. The
 * condensed cut fits ten money columns of the extrato on a portrait A4 without wrapping.
 */
export const FONTES = {
  normal: ttf('DejaVuSans'),
  negrito: ttf('DejaVuSans-Bold'),
  condensada: ttf('DejaVuSansCondensed'),
  'condensada-negrito': ttf('DejaVuSansCondensed-Bold'),
} as const;
export type Fonte = keyof typeof FONTES;

export const MM = 72 / 25.4;
export const MARGEM = 15 * MM;
/** Space the page header and footer take inside the margins (drawn after the content, on every page). */
export const ALTURA_CABECALHO = 62;
export const ALTURA_RODAPE = 22;

/** Sober, print-friendly greys with one dark-blue accent; the partner colours are not on the wire. */
export const COR = {
  texto: '#1A1A1A',
  suave: '#555555',
  rotulo: '#5F6670',
  borda: '#B8BEC6',
  linha: '#DDE1E6',
  destaque: '#1F3A5F',
  fundoCabecalho: '#E9EDF2',
  fundoZebra: '#F6F7F9',
  fundoAviso: '#FFF6E0',
  bordaAviso: '#D9A400',
} as const;

export function larguraUtil(doc: PDFKit.PDFDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Starts a new page when `altura` points do not fit above the footer; true when it did. */
export function garantirEspaco(doc: PDFKit.PDFDocument, altura: number): boolean {
  if (doc.y + altura <= doc.page.maxY()) return false;
  doc.addPage();
  return true;
}
