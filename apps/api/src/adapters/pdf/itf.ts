/**
 * Interleaved 2 of 5 (ITF), the symbology FEBRABAN mandates for the boleto barcode. Written by hand: the npm
 * barcode packages render bitmaps or SVG strings, and the PDF wants vector rectangles with FEBRABAN's module
 * widths (narrow ≈ 0,25 mm, wide = 3 × narrow).
 */
const PADROES = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];

/** Bars as [x offset, width] in narrow-module units, for an even-length digit string. */
export function barrasItf(digitos: string): { barras: [number, number][]; largura: number } {
  if (!/^(\d\d)+$/.test(digitos)) throw new Error('ITF precisa de uma quantidade par de dígitos.');
  const larguraDe = (c: string) => (c === 'w' ? 3 : 1);
  const barras: [number, number][] = [];
  let x = 0;
  const barra = (w: number) => {
    barras.push([x, w]);
    x += w;
  };
  const espaco = (w: number) => (x += w);
  // Start: narrow bar, narrow space, narrow bar, narrow space.
  barra(1);
  espaco(1);
  barra(1);
  espaco(1);
  for (let i = 0; i < digitos.length; i += 2) {
    const barrasDoPar = PADROES[Number(digitos[i])]!;
    const espacosDoPar = PADROES[Number(digitos[i + 1])]!;
    for (let k = 0; k < 5; k++) {
      barra(larguraDe(barrasDoPar[k]!));
      espaco(larguraDe(espacosDoPar[k]!));
    }
  }
  // Stop: wide bar, narrow space, narrow bar.
  barra(3);
  espaco(1);
  barra(1);
  return { barras, largura: x };
}
