import os from 'node:os';
import { Piscina } from 'piscina';
import { HttpError } from '../../core/erros.ts';
import type { PedidoDePdf } from './documentos.ts';
import type { PdfRenderizado } from './pdf-worker.ts';

/** The answer when the pool is full (or closing): the customer tries again in a moment. */
export const MENSAGEM_PDFS_OCUPADOS =
  'Muitos documentos estão sendo gerados agora. Tente novamente em alguns segundos.';

/** PDFs waiting per worker beyond the ones rendering: about a second of work, never an unbounded backlog. */
const FILA_POR_WORKER = 32;
/** Added to a worker's nice value (Linux: 0 → 10, about a tenth of the event loop's share under contention). */
const NICE_DOS_WORKERS = 10;

/** The PDF port: every server PDF is rendered here, off the event loop (ADR 0020). */
export interface RenderizadorDePdf {
  /** The PDF's bytes; 503 `{mensagem}` at once when `capacidade` PDFs are already rendering or waiting. */
  renderizar: (pedido: PedidoDePdf) => Promise<Buffer>;
  /** Rendering plus waiting now. */
  readonly emAndamento: number;
  readonly capacidade: number;
  /** PDFs rendered since the pool started. */
  readonly renderizados: number;
  /** The worker threads that rendered them (never the main thread, whose threadId is 0). */
  readonly threadsQueRenderizaram: ReadonlySet<number>;
  /** Refuses new PDFs (503), lets every one already taken finish, then stops the workers. */
  fechar: () => Promise<void>;
}

/** PDF_WORKERS when set; else one per core but one, left to the event loop (at least one). */
export function workersDePdf(configurado?: number): number {
  if (configurado !== undefined && Number.isInteger(configurado) && configurado >= 1) return configurado;
  return Math.max(1, os.availableParallelism() - 1);
}

/**
 * A piscina pool of PDF workers. The bound is ours (a counter of PDFs in flight, checked before the task is
 * queued): piscina's maxQueue also counts workers still starting, so a cold pool would take a different number.
 * The workers run TypeScript as the app does (`node --import tsx`), under Vitest too, hence their execArgv.
 */
export function criarRenderizadorDePdf(
  opcoes: {
    /** Worker threads (default workersDePdf()). */
    workers?: number;
    /** PDFs that may wait for a worker (default 32 per worker). */
    fila?: number;
    /** Start every worker now (the server) rather than on the first PDF (the tests). */
    aquecer?: boolean;
    /** The worker entry; tests pass one that holds each PDF until told (pdf-worker-com-portao.ts). */
    arquivo?: URL;
    /**
     * Run the workers below the event loop (nice +10; default). The tests turn it off: there the other test
     * files keep both cores busy, and a niced PDF would only make its test slow, not the API faster.
     */
    abaixoDoEventLoop?: boolean;
    /** A worker that fails outside any PDF (a PDF's own failure rejects that PDF). */
    aoFalhar?: (erro: unknown) => void;
  } = {},
): RenderizadorDePdf {
  const workers = workersDePdf(opcoes.workers);
  const capacidade = workers + (opcoes.fila ?? FILA_POR_WORKER * workers);
  const pool = new Piscina<PedidoDePdf, PdfRenderizado>({
    filename: (opcoes.arquivo ?? new URL('./pdf-worker.ts', import.meta.url)).href,
    minThreads: opcoes.aquecer ? workers : 0,
    maxThreads: workers,
    // Started on demand (tests), a worker stays for the next PDF rather than paying its start again.
    idleTimeout: 60_000,
    execArgv: ['--import', 'tsx'],
    // Below the event loop (and PostgreSQL) in the scheduler's eyes: on a busy machine the JSON routes keep their
    // CPU and PDFs take what is left. Linux sets it per thread; piscina applies it through @napi-rs/nice.
    niceIncrement: opcoes.abaixoDoEventLoop === false ? 0 : NICE_DOS_WORKERS,
  });
  // Without a listener, such an 'error' would end the process.
  pool.on('error', (erro: unknown) => opcoes.aoFalhar?.(erro));
  const threadsQueRenderizaram = new Set<number>();
  let emAndamento = 0;
  let renderizados = 0;
  let fechamento: Promise<void> | undefined;
  let aoEsvaziar: (() => void) | undefined;
  const terminou = () => {
    emAndamento--;
    if (emAndamento === 0) aoEsvaziar?.();
  };
  // piscina's close() fails the PDFs still waiting for a worker; ours waits for them first.
  async function fechar() {
    if (emAndamento > 0) await new Promise<void>((resolve) => (aoEsvaziar = resolve));
    await pool.close();
  }

  return {
    // Not async: the bound is checked in the caller's own tick, so a full pool refuses before anything waits.
    renderizar(pedido) {
      if (fechamento || emAndamento >= capacidade)
        return Promise.reject(new HttpError(503, MENSAGEM_PDFS_OCUPADOS, { 'retry-after': '5' }));
      emAndamento++;
      return pool.run(pedido).then(
        ({ pdf, threadId }) => {
          terminou();
          renderizados++;
          threadsQueRenderizaram.add(threadId);
          return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
        },
        (erro: unknown) => {
          terminou();
          throw erro;
        },
      );
    },
    get emAndamento() {
      return emAndamento;
    },
    capacidade,
    get renderizados() {
      return renderizados;
    },
    threadsQueRenderizaram,
    fechar: () => (fechamento ??= fechar()),
  };
}
