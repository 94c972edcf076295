import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * DejaVu (npm dejavu-fonts-ttf), embedded in every PDF: full UTF-8 (ç, ã, º, –) and the same metrics on every
 * machine; the condensed cut fits the statement's money columns on a portrait A4.
 */
const ARQUIVOS = {
  normal: 'DejaVuSans',
  negrito: 'DejaVuSans-Bold',
  condensada: 'DejaVuSansCondensed',
  'condensada-negrito': 'DejaVuSansCondensed-Bold',
} as const;
export type Fonte = keyof typeof ARQUIVOS;

const lidas = new Map<Fonte, PDFKit.Mixins.PDFFontSource>();

/**
 * Each font parsed once per thread (each PDF worker keeps its own). Given a path, pdfkit reads and parses the TTF, OpenType layout tables
 * included, for every document: that was ~80 % of a boleto PDF's time (bench/). pdfkit also takes an
 * already parsed fontkit font (its font factory accepts anything with `layout`) and still embeds only the
 * glyphs each document uses; its types only list files and buffers, hence the cast.
 */
function fonte(nome: Fonte): PDFKit.Mixins.PDFFontSource {
  let lida = lidas.get(nome);
  if (!lida) {
    const arquivo = require.resolve(`dejavu-fonts-ttf/ttf/${ARQUIVOS[nome]}.ttf`);
    lida = create(readFileSync(arquivo)) as unknown as PDFKit.Mixins.PDFFontSource;
    lidas.set(nome, lida);
  }
  return lida;
}

/** Parses every font now: a PDF worker does it once as it starts (pdf-worker.ts), not on its first document. */
export function carregarFontes(): void {
  for (const nome of Object.keys(ARQUIVOS) as Fonte[]) fonte(nome);
}

/** Registers the named fonts on a new document. */
export function registrarFontes(doc: PDFKit.PDFDocument, nomes: readonly Fonte[]): void {
  for (const nome of nomes) doc.registerFont(nome, fonte(nome));
}
