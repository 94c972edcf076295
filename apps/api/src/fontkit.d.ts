/** fontkit ships no types; the PDF adapters only hand its parsed font to pdfkit (adapters/pdf/fontes.ts). */
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): unknown;
}
