/**
 * Entry of a PDF worker thread (piscina, renderizador.ts): renders one `{ tipo, dados }` and hands the bytes
 * back. The fonts are parsed as the worker starts, once for its whole life.
 */
import { threadId } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { carregarFontes } from './fontes.ts';
import { renderizarDocumento, type PedidoDePdf } from './documentos.ts';

carregarFontes();

/** What a worker answers: the PDF and the thread that rendered it. */
export interface PdfRenderizado {
  pdf: Uint8Array;
  threadId: number;
}

export default async function renderizar(pedido: PedidoDePdf): Promise<PdfRenderizado> {
  const pdf = await renderizarDocumento(pedido);
  const resposta: PdfRenderizado = { pdf, threadId };
  // The bytes are moved to the main thread, not copied, when the PDF owns its whole memory (a small Buffer
  // may sit in Node's shared pool: that one is copied, as a plain answer).
  if (pdf.byteOffset !== 0 || pdf.byteLength !== pdf.buffer.byteLength) return resposta;
  return move({ [transferableSymbol]: pdf.buffer, [valueSymbol]: resposta }) as unknown as PdfRenderizado;
}
