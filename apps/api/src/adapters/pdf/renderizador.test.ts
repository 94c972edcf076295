import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { amostraDemonstrativo, amostraExtrato } from '../../../test/relatorios-pdf.amostras.ts';
import { HttpError } from '../../core/erros.ts';
import { ARQUIVO_COM_PORTAO, portaoDePdfs } from './pdf-worker-com-portao.ts';
import { criarRenderizadorDePdf, MENSAGEM_PDFS_OCUPADOS, workersDePdf } from './renderizador.ts';

// The pool with real workers (one each: the machine may have two cores). The gate holds a PDF inside its worker
// until the test opens it, so "full" and "still rendering" need no timing.
const portao = portaoDePdfs();
afterAll(() => portao.fechar());

const demonstrativo = { tipo: 'demonstrativo', dados: amostraDemonstrativo() } as const;
const pdfValido = (pdf: Buffer) => expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

describe('PDF pool', () => {
  it('renders in a worker thread, never on the main one; closing lets the PDFs taken finish, then refuses', async () => {
    const pdfs = criarRenderizadorDePdf({ workers: 1 });
    try {
      const extrato = { tipo: 'extrato-consorciado', dados: amostraExtrato() } as const;
      const [a, b, c] = await Promise.all([
        pdfs.renderizar(demonstrativo),
        pdfs.renderizar(extrato),
        pdfs.renderizar(demonstrativo),
      ]);
      for (const pdf of [a, b, c]) pdfValido(pdf);
      // The report's bytes depend only on its input (its date included): the worker is a pure function.
      expect(c.equals(a)).toBe(true);
      expect(pdfs.renderizados).toBe(3);
      expect(pdfs.threadsQueRenderizaram.size).toBe(1);
      expect(pdfs.threadsQueRenderizaram.has(threadId)).toBe(false);
      expect(pdfs.emAndamento).toBe(0);

      const emCurso = pdfs.renderizar(demonstrativo);
      const fechado = pdfs.fechar();
      await expect(pdfs.renderizar(demonstrativo)).rejects.toMatchObject({ statusCode: 503 });
      pdfValido(await emCurso);
      await fechado;
      expect(pdfs.fechar()).toBe(fechado);
    } finally {
      await pdfs.fechar();
    }
  });

  it('a full pool answers 503 with a Portuguese message at once; the PDFs it took still finish', async () => {
    const pdfs = criarRenderizadorDePdf({ workers: 1, fila: 1, arquivo: ARQUIVO_COM_PORTAO });
    try {
      expect(pdfs.capacidade).toBe(2);
      const aceitos = [pdfs.renderizar(demonstrativo), pdfs.renderizar(demonstrativo)];
      const recusado = pdfs.renderizar(demonstrativo);
      await expect(recusado).rejects.toBeInstanceOf(HttpError);
      await expect(recusado).rejects.toMatchObject({
        statusCode: 503,
        mensagem: MENSAGEM_PDFS_OCUPADOS,
        headers: { 'retry-after': '5' },
      });
      // One PDF inside the worker, one waiting: nothing was queued beyond the bound.
      await vi.waitFor(() => expect(portao.chegaram).toBe(1), { timeout: 20_000 });
      expect(pdfs.emAndamento).toBe(2);
      portao.abrir();
      for (const pdf of await Promise.all(aceitos)) pdfValido(pdf);
      expect(pdfs.emAndamento).toBe(0);
      pdfValido(await pdfs.renderizar(demonstrativo));
      expect(pdfs.renderizados).toBe(3);
    } finally {
      await pdfs.fechar();
    }
  });

  it('takes PDF_WORKERS when set, else leaves a core to the event loop, never fewer than one', () => {
    expect(workersDePdf(3)).toBe(3);
    expect(workersDePdf()).toBeGreaterThanOrEqual(1);
    expect(workersDePdf(0)).toBe(workersDePdf());
    expect(workersDePdf(1.5)).toBe(workersDePdf());
  });
});
