import QRCode from 'qrcode';

/** Modules of white kept around the symbol (ISO 18004 quiet zone), so a phone camera finds the finder patterns. */
const ZONA_DE_SILENCIO = 4;

/**
 * The PIX BR Code as a self-contained SVG (one path, no script), for the boleto screen's QR: drawn here so the
 * web needs no QR library and shows exactly the code the PDF prints.
 */
export function qrPixSvg(pixCopiaECola: string): string {
  const qr = QRCode.create(pixCopiaECola, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const lado = n + 2 * ZONA_DE_SILENCIO;
  let caminho = '';
  for (let linha = 0; linha < n; linha++)
    for (let coluna = 0; coluna < n; coluna++)
      if (qr.modules.get(linha, coluna))
        caminho += `M${coluna + ZONA_DE_SILENCIO} ${linha + ZONA_DE_SILENCIO}h1v1h-1z`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${lado} ${lado}" shape-rendering="crispEdges">` +
    `<rect width="${lado}" height="${lado}" fill="#fff"/><path d="${caminho}" fill="#000"/></svg>`
  );
}
