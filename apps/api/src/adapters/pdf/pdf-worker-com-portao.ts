/**
 * Tests only: the real PDF worker (pdf-worker.ts), except that each PDF, once inside the worker thread, waits
 * for the test's go-ahead. A test can so hold PDFs "rendering" for as long as it needs (a full pool, a JSON
 * request answered meanwhile) with no timing to guess. The worker says 'esperando' on a BroadcastChannel and
 * renders on 'abrir' (portaoDePdfs below, on the test's side).
 */
import { BroadcastChannel } from 'node:worker_threads';
import renderizar from './pdf-worker.ts';
import type { PedidoDePdf } from './documentos.ts';

export const ARQUIVO_COM_PORTAO = new URL(import.meta.url);
const CANAL = 'portal-pdf-worker-com-portao';
const dados = (mensagem: unknown) => (mensagem as { data: unknown }).data;

/** @public The entry piscina runs in the worker thread (found by its URL, never imported). */
export default async function renderizarComPortao(pedido: PedidoDePdf) {
  const canal = new BroadcastChannel(CANAL);
  try {
    const aberto = new Promise<void>((resolve) => {
      canal.onmessage = (mensagem) => dados(mensagem) === 'abrir' && resolve();
    });
    canal.postMessage('esperando');
    await aberto;
  } finally {
    canal.close();
  }
  return renderizar(pedido);
}

/**
 * The test's side of the gate: how many PDFs have reached a worker, and `abrir()`, after which every PDF waiting
 * or yet to come renders at once. `fechar()` in afterAll (an open channel keeps the process alive).
 */
export function portaoDePdfs() {
  const canal = new BroadcastChannel(CANAL);
  let chegaram = 0;
  let aberto = false;
  canal.onmessage = (mensagem) => {
    if (dados(mensagem) !== 'esperando') return;
    chegaram++;
    if (aberto) canal.postMessage('abrir');
  };
  return {
    get chegaram() {
      return chegaram;
    },
    abrir() {
      aberto = true;
      canal.postMessage('abrir');
    },
    fechar: () => canal.close(),
  };
}
