import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatarLinhaDigitavel } from '@portal/domain';
import { pedacosDoPix } from '../../adapters/pdf/boleto-pdf.ts';
import { ARQUIVO_COM_PORTAO, portaoDePdfs } from '../../adapters/pdf/pdf-worker-com-portao.ts';
import { criarRenderizadorDePdf, MENSAGEM_PDFS_OCUPADOS } from '../../adapters/pdf/renderizador.ts';
import { createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

// The PDF is read back as a bank and a person would: its text with pdftotext, its barcode and QR with zbarimg.
let t: TestApp;
let token: string;
let idCota: number;
interface Boleto {
  nossoNumero: string;
  hash: string;
  linhaDigitavel: string;
  codigoBarras: string;
  pixCopiaECola: string;
}
let boleto: Boleto;
// The app's PDF pool, watched by the tests: how many PDFs it rendered, and on which threads.
const pdfs = criarRenderizadorDePdf({ workers: 1 });
const pasta = mkdtempSync(path.join(os.tmpdir(), 'portal-pdf-'));

/** Issues the boleto of these open instalments (indexes into the second-copy list). */
async function emitir(app: TestApp, acesso: string, cota: number, indices: number[]): Promise<Boleto> {
  const lista = (await app.get(`/cotas/${cota}/cobrancas/segunda-via`, acesso)).json();
  const res = await app.post(
    `/cotas/${cota}/cobrancas/boleto`,
    {
      identificadorProcesso: lista.identificador,
      cobrancas: indices.map((i) => ({ identificadorCobranca: lista.parcelas[i].identificadorCobranca })),
    },
    { access_token: acesso },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const imprimir = (app: TestApp, acesso: string, cota: number, hash: string) =>
  app.app.inject({
    method: 'GET',
    url: `/app-cliente/v1/cotas/${cota}/cobrancas/segunda-via/imprimir/${hash}`,
    headers: { access_token: acesso },
  });

beforeAll(async () => {
  t = await createTestApp({ pdfs });
  const sessao = await t.login(MARIA);
  token = sessao.access_token;
  idCota = sessao.idCota;
  // Three open instalments: each test below issues its own boleto from them.
  expect((await t.get(`/cotas/${idCota}/cobrancas/segunda-via`, token)).json().parcelas).toHaveLength(3);
  boleto = await emitir(t, token, idCota, [0]);
});
afterAll(async () => {
  await t.close();
  rmSync(pasta, { recursive: true, force: true });
});

function gravar(pdf: Buffer) {
  const arquivo = path.join(pasta, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(arquivo, pdf);
  return arquivo;
}
const textoDoPdf = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', gravar(pdf), '-']).toString('utf8');

function lerPdf(pdf: Buffer, dpi = 300) {
  const arquivo = gravar(pdf);
  const texto = execFileSync('pdftotext', ['-layout', arquivo, '-']).toString('utf8');
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', arquivo, arquivo]);
  const codigos = execFileSync('zbarimg', ['--quiet', '--raw', `${arquivo}.png`], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString('utf8')
    .trim()
    .split('\n');
  return { texto, codigos };
}

describe('boleto PDF', () => {
  it('has the ficha de compensação text, an ITF barcode that decodes to the 44 digits, and the PIX QR', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/app-cliente/v1/cotas/${idCota}/cobrancas/segunda-via/imprimir/${boleto.hash}`,
      headers: { access_token: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { texto, codigos } = lerPdf(res.rawPayload);
    expect(texto).toContain(formatarLinhaDigitavel(boleto.linhaDigitavel));
    expect(texto).toContain('Maria Oliveira Santos');
    expect(texto).toContain('Consórcio Horizonte');
    expect(codigos).toContain(boleto.codigoBarras);
    expect(codigos).toContain(boleto.pixCopiaECola);
  }, 30_000);

  it('has the fields a bank expects on the ficha, the PIX text in whole chunks, and a QR readable at 150 dpi', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/app-cliente/v1/cotas/${idCota}/cobrancas/segunda-via/imprimir/${boleto.hash}`,
      headers: { access_token: token },
    });
    const { texto, codigos } = lerPdf(res.rawPayload, 150);
    expect(texto).toContain('CNPJ 33.455.710/0001-65');
    expect(texto).toMatch(/Agência \/ Código do beneficiário/);
    expect(texto).toContain('1234-5 / 123456-7');
    expect(texto).toMatch(/Espécie doc\.[\s\S]*DM/);
    expect(texto).toMatch(/Aceite[\s\S]*\bN\b/);
    expect(texto).toContain('(+) Mora / Multa');
    expect(texto).toMatch(/Pagamento de: Parcela \d+ \(venc\. \d\d\/\d\d\/\d{4}\)/);
    const pedacos = pedacosDoPix(boleto.pixCopiaECola);
    expect(pedacos.join('')).toBe(boleto.pixCopiaECola);
    for (const pedaco of pedacos) expect(texto).toContain(pedaco);
    expect(codigos).toContain(boleto.pixCopiaECola);
  }, 30_000);

  it('opens in a browser tab through a 2-minute link, never with the access token in the URL', async () => {
    const { url } = (await t.get(`/cotas/${idCota}/boletos/${boleto.nossoNumero}/imprimir`, token)).json();
    expect(url).not.toContain(token);
    const pdf = await t.app.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    t.avancar(121_000);
    const expirado = await t.app.inject({ method: 'GET', url });
    expect(expirado.statusCode).toBe(404);
    expect(expirado.json().mensagem).toMatch(/expirou/);
  });

  it("answers 404 for another customer's boleto hash", async () => {
    const ana = await t.login('98765432100', { idParceiro: 2 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/app-cliente/v1/cotas/${ana.idCota}/cobrancas/segunda-via/imprimir/${boleto.hash}`,
      headers: { access_token: ana.access_token },
    });
    expect(res.statusCode).toBe(404);
  });

  it("answers 404 for the ticket opened on the other partner's host, with the PDF already cached", async () => {
    expect((await imprimir(t, token, idCota, boleto.hash)).statusCode).toBe(200);
    const { url } = (await t.get(`/cotas/${idCota}/boletos/${boleto.nossoNumero}/imprimir`, token)).json();
    const res = await t.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('boleto PDF in the pool, cached', () => {
  it('renders off the main thread, once: the same boleto printed again (hash, ticket, at once) is the same bytes', async () => {
    const outro = await emitir(t, token, idCota, [1]);
    const antes = pdfs.renderizados;
    const { url } = (await t.get(`/cotas/${idCota}/boletos/${outro.nossoNumero}/imprimir`, token)).json();
    const respostas = await Promise.all([
      imprimir(t, token, idCota, outro.hash),
      imprimir(t, token, idCota, outro.hash),
      t.app.inject({ method: 'GET', url }),
    ]);
    const [primeiro] = respostas.map((r) => r.rawPayload);
    for (const r of respostas) {
      expect(r.statusCode).toBe(200);
      expect(r.rawPayload.equals(primeiro!)).toBe(true);
    }
    expect(textoDoPdf(primeiro!)).toContain(formatarLinhaDigitavel(outro.linhaDigitavel));
    expect((await imprimir(t, token, idCota, outro.hash)).rawPayload.equals(primeiro!)).toBe(true);
    expect(pdfs.renderizados - antes).toBe(1);
    expect(pdfs.threadsQueRenderizaram.size).toBeGreaterThan(0);
    expect(pdfs.threadsQueRenderizaram.has(threadId)).toBe(false);
  });

  it('a replaced boleto is never printed again, not even from the cache of its open self', async () => {
    const velho = await emitir(t, token, idCota, [1, 2]);
    expect((await imprimir(t, token, idCota, velho.hash)).statusCode).toBe(200);
    const novo = await emitir(t, token, idCota, [2]);
    expect(novo.hash).not.toBe(velho.hash);
    const historico = (await t.get(`/cotas/${idCota}/boletos`, token)).json().data as Boleto[];
    expect(historico.find((b) => b.nossoNumero === velho.nossoNumero)).toMatchObject({
      situacao: 'substituido',
    });

    const substituido = await imprimir(t, token, idCota, velho.hash);
    expect(substituido.statusCode).toBe(410);
    expect(substituido.json()).toEqual({
      mensagem: 'Este boleto foi substituído por um mais recente e não deve ser pago. Use o boleto novo.',
    });
    expect((await imprimir(t, token, idCota, novo.hash)).statusCode).toBe(200);
  });
});

describe('a full PDF pool', () => {
  // One worker, no queue, and a worker that holds each PDF until the test opens the gate: while the boleto is
  // "rendering", the JSON routes answer and a second PDF finds the pool full. No timing involved.
  const portao = portaoDePdfs();
  const cheio = criarRenderizadorDePdf({ workers: 1, fila: 0, arquivo: ARQUIVO_COM_PORTAO });
  let t2: TestApp;
  beforeAll(async () => {
    t2 = await createTestApp({ pdfs: cheio });
  });
  afterAll(async () => {
    portao.fechar();
    await t2.close();
  });

  it('answers JSON while a PDF renders, and 503 {mensagem} to a PDF beyond its bound; the first PDF still arrives', async () => {
    const sessao = await t2.login(MARIA);
    const emitido = await emitir(t2, sessao.access_token, sessao.idCota, [0]);
    const primeiro = imprimir(t2, sessao.access_token, sessao.idCota, emitido.hash);
    await vi.waitFor(() => expect(portao.chegaram).toBe(1), { timeout: 30_000 });

    const cotas = await t2.get('/cotas', sessao.access_token);
    expect(cotas.statusCode).toBe(200);
    expect(cotas.json().data.length).toBeGreaterThan(0);

    const { url } = (
      await t2.get(`/cotas/${sessao.idCota}/extrato/imprimir?tipo=consorciado`, sessao.access_token)
    ).json();
    const recusado = await t2.app.inject({ method: 'GET', url });
    expect(recusado.statusCode).toBe(503);
    expect(recusado.json()).toEqual({ mensagem: MENSAGEM_PDFS_OCUPADOS });
    expect(recusado.headers['retry-after']).toBe('5');

    portao.abrir();
    const pdf = await primeiro;
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(cheio.emAndamento).toBe(0);
    // Free again: the statement the full pool refused now renders.
    const extrato = await t2.app.inject({ method: 'GET', url });
    expect(extrato.statusCode).toBe(200);
  });
});
