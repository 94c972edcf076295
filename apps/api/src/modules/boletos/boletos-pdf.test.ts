import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatarLinhaDigitavel } from '@portal/domain';
import { pedacosDoPix } from '../../adapters/pdf/boleto-pdf.ts';
import { createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

// The PDF is read back as a bank and a person would: its text with pdftotext, its barcode and QR with zbarimg.
let t: TestApp;
let token: string;
let idCota: number;
let boleto: {
  nossoNumero: string;
  hash: string;
  linhaDigitavel: string;
  codigoBarras: string;
  pixCopiaECola: string;
};
const pasta = mkdtempSync(path.join(os.tmpdir(), 'portal-pdf-'));

beforeAll(async () => {
  t = await createTestApp();
  const sessao = await t.login(MARIA);
  token = sessao.access_token;
  idCota = sessao.idCota;
  const { parcelas, identificador } = (await t.get(`/cotas/${idCota}/cobrancas/segunda-via`, token)).json();
  boleto = (
    await t.post(
      `/cotas/${idCota}/cobrancas/boleto`,
      {
        identificadorProcesso: identificador,
        cobrancas: [{ identificadorCobranca: parcelas[0].identificadorCobranca }],
      },
      { access_token: token },
    )
  ).json();
});
afterAll(async () => {
  await t.close();
  rmSync(pasta, { recursive: true, force: true });
});

function lerPdf(pdf: Buffer, dpi = 300) {
  const arquivo = path.join(pasta, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(arquivo, pdf);
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
});
