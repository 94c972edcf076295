import { LRUCache } from 'lru-cache';
import type { BoletoParaPdf } from '../../adapters/pdf/boleto-pdf.ts';
import type { RenderizadorDePdf } from '../../adapters/pdf/renderizador.ts';

/** Bytes of boleto PDFs kept per process (a ficha is about 30 KB: some thousand boletos). */
const BYTES_EM_CACHE = 32 * 1024 * 1024;
/**
 * How long a PDF is served without being drawn again. The boleto itself never changes once issued; what else
 * the ficha shows (the partner's name and bank details, the payer's name) may, rarely: an hour at most.
 */
const VALIDADE_MS = 60 * 60 * 1000;

/**
 * Issued boletos' PDFs, rendered once (ADR 0020). The key is the partner, the boleto's print hash and its
 * situação: the caller reads the boleto's row first on every request (ownership, situação), so a boleto that
 * was replaced, paid or cancelled never gets the PDF of its open self, whichever API process printed it. Two
 * requests for a PDF not yet cached share one rendering; the ficha's data is read only to render it.
 */
export function createPdfsDeBoletos(pdfs: RenderizadorDePdf, bytes = BYTES_EM_CACHE) {
  const cache = new LRUCache<string, Buffer, () => Promise<BoletoParaPdf>>({
    maxSize: bytes,
    sizeCalculation: (pdf, chave) => pdf.length + chave.length,
    ttl: VALIDADE_MS,
    fetchMethod: async (_chave, _anterior, { context: ficha }) =>
      pdfs.renderizar({ tipo: 'boleto', dados: await ficha() }),
  });
  return async function pdfDoBoleto(
    boleto: { parceiroId: number; hash: string; situacao: string },
    ficha: () => Promise<BoletoParaPdf>,
  ): Promise<Buffer> {
    const pdf = await cache.fetch(`${boleto.parceiroId}:${boleto.hash}:${boleto.situacao}`, {
      context: ficha,
    });
    // fetchMethod answers a Buffer or throws (a 404 or the pool's 503 included), and a failure is not kept.
    return pdf!;
  };
}
