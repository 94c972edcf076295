export type { Fonte } from '../fontes.ts';

const MM = 72 / 25.4;
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
