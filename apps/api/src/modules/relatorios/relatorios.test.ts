import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAGEM_CONTRATO_INDISPONIVEL,
  MENSAGEM_SEM_COMPROVANTE,
  MENSAGEM_SEM_INFORME,
  formatarMoeda,
} from '@portal/domain';
import { createTestApp, MARIA, PREFIX, type TestApp } from '../../../test/test-app.ts';

// One app for the file: every call here only reads.
let t: TestApp;
let token: string;
let cotas: { idCota: number; grupo: number; cota: number; parcelasPagas: number; valorBem: number }[];
const pasta = mkdtempSync(path.join(os.tmpdir(), 'portal-relatorios-'));
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login(MARIA)).access_token;
  cotas = (await t.get('/cotas', token)).json().data;
});
afterAll(async () => {
  await t.close();
  rmSync(pasta, { recursive: true, force: true });
});

const idDe = (grupo: number, cota: number) => cotas.find((c) => c.grupo === grupo && c.cota === cota)!.idCota;
const anoAtual = () =>
  Number(new Date(Date.now()).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }).slice(0, 4));

function texto(pdf: Buffer): string {
  const arquivo = path.join(pasta, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(arquivo, pdf);
  return execFileSync('pdftotext', ['-layout', arquivo, '-']).toString('utf8');
}
/** Follows a {url} link as a browser tab would: no access token, only the ticket in the path. */
async function baixar(url: string) {
  expect(url).toMatch(/^\/app-cliente\/v1\/relatorios\/[\w.-]+$/);
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return texto(res.rawPayload);
}

describe('demonstrativo (instalment composition)', () => {
  it('shows the open instalment made of its shares, and earlier months by period', async () => {
    const id = idDe(1010, 23);
    const d = (await t.get(`/cotas/${id}/demonstrativo-atual`, token)).json();
    const c = d.composicao;
    expect(d.dataPagamento).toBeNull();
    expect(c.valorParcela).toBe(c.valorFundoComum + c.valorTaxaAdministracao + c.valorFundoReserva);
    expect(c.valor).toBe(c.valorParcela + c.valorSeguroVida + c.valorDiferencaParcela);
    expect(c.percentualSeguroVida).toBe(0.035);
    expect(c.valorSeguroVida).toBeGreaterThan(0);
    expect(c.prazoGrupoMeses).toBe(80);
    expect(c.valorCreditoOriginal).toBeLessThan(cotas.find((x) => x.idCota === id)!.valorBem);
    expect(d.periodosAnteriores.length).toBeGreaterThan(0);

    const anterior = (
      await t.get(`/cotas/${id}/demonstrativo-anterior/${d.periodosAnteriores[0]}`, token)
    ).json();
    expect(anterior.periodo).toBe(d.periodosAnteriores[0]);
    expect(anterior.dataPagamento).not.toBeNull();
    expect((await t.get(`/cotas/${id}/demonstrativo-anterior/1999-01`, token)).statusCode).toBe(404);
    expect((await t.get(`/cotas/${id}/demonstrativo-anterior/2025-13`, token)).statusCode).toBe(400);
  });

  it('prints as a PDF with the access token, only for the quota it names', async () => {
    const id = idDe(1010, 23);
    const d = (await t.get(`/cotas/${id}/demonstrativo-atual`, token)).json();
    const res = await t.get(`/cotas/${id}/demonstrativo/imprimir/${d.hash}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = texto(res.rawPayload);
    expect(pdf).toContain('001010');
    expect(pdf).toContain(formatarMoeda(d.composicao.valor).replace('\u00a0', ' '));
    expect((await t.get(`/cotas/${idDe(1010, 57)}/demonstrativo/imprimir/${d.hash}`, token)).statusCode).toBe(
      404,
    );
  });
});

describe('extrato', () => {
  it('lists every paid instalment with its shares, totals that add up, and the group', async () => {
    const id = idDe(1010, 23);
    const e = (await t.get(`/cotas/${id}/extrato`, token)).json();
    const cota = cotas.find((c) => c.idCota === id)!;
    expect(e.parcelasPagas).toBe(cota.parcelasPagas);
    expect(e.lancamentos).toHaveLength(cota.parcelasPagas);
    const soma = (k: string) => e.lancamentos.reduce((s: number, l: Record<string, number>) => s + l[k]!, 0);
    expect(e.totais.valorPago).toBe(soma('valorPago'));
    expect(e.totais.valorFundoComum).toBe(soma('valorFundoComum'));
    // Each instalment amortizes 1/term of the credit it was billed on (old ones on the credit of their year).
    expect(e.totais.percentualFundoComumPago).toBeCloseTo((e.parcelasPagas / e.prazoGrupoMeses) * 100, 3);
    const maisAntiga = e.lancamentos.at(-1);
    const maisRecente = e.lancamentos[0];
    expect(maisAntiga.valorFundoComum).toBeLessThan(maisRecente.valorFundoComum);
    expect(maisRecente.valorFundoComum).toBe(Math.round(e.valorCreditoAtual / e.prazoGrupoMeses));
    expect(e.lancamentos[0].dataPagamento >= e.lancamentos.at(-1).dataPagamento).toBe(true);
    expect(e.grupo).toMatchObject({ grupo: 1010, prazoMeses: 80 });
    expect(e.grupo.cotasAtivas).toBeGreaterThan(0);
    expect(e.grupo.valorArrecadadoFundoComum).toBeGreaterThanOrEqual(e.totais.valorFundoComum);
  });

  it('prints the member and the group statements through two-minute links', async () => {
    const id = idDe(1010, 23);
    const consorciado = (await t.get(`/cotas/${id}/extrato/imprimir`, token)).json();
    expect(await baixar(consorciado.url)).toContain('Maria Oliveira Santos');
    const grupo = (await t.get(`/cotas/${id}/extrato/imprimir?tipo=grupo`, token)).json();
    expect(await baixar(grupo.url)).toContain('001010');
    t.avancar(121_000);
    expect((await t.app.inject({ method: 'GET', url: grupo.url })).statusCode).toBe(404);
    t.avancar(-121_000);
  });
});

describe('comprovante anual de pagamentos', () => {
  it('lists the payments of a year, declares a fully paid past year settled, and prints', async () => {
    const id = idDe(1010, 23);
    const c = (await t.get(`/cotas/${id}/comprovante-pagamentos?ano=${anoAtual() - 1}`, token)).json();
    expect(c.ano).toBe(anoAtual() - 1);
    expect(c.pagamentos).toHaveLength(12);
    expect(c.valorTotal).toBe(
      c.pagamentos.reduce((s: number, p: { valorPago: number }) => s + p.valorPago, 0),
    );
    expect(c.quitacaoAnual).toBe(true);
    expect(c.anosDisponiveis[0]).toBe(anoAtual());
    expect(await baixar(c.url)).toContain(String(anoAtual() - 1));

    const atual = (await t.get(`/cotas/${id}/comprovante-pagamentos`, token)).json();
    expect(atual.ano).toBe(anoAtual());
    expect(atual.quitacaoAnual).toBe(false);
  });

  it('has no receipt for a year without payments', async () => {
    const res = await t.get(`/cotas/${idDe(1010, 23)}/comprovante-pagamentos?ano=2001`, token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensagem: MENSAGEM_SEM_COMPROVANTE });
    expect((await t.get(`/cotas/${idDe(1010, 23)}/comprovante-pagamentos?ano=abc`, token)).statusCode).toBe(
      400,
    );
  });
});

describe('informe de rendimentos', () => {
  it('gives the 31/12 balances of a finished year and the "Bens e Direitos" wording', async () => {
    const id = idDe(1010, 23);
    const i = (await t.get(`/cotas/${id}/informe-anual-rendimentos`, token)).json();
    expect(i.ano).toBe(anoAtual() - 1);
    expect(i.anosDisponiveis).not.toContain(anoAtual());
    expect(i.valorAcumulado).toBe(i.valorAcumuladoAnterior + i.valorPagoNoAno);
    expect(i.valorPagoNoAno).toBeGreaterThan(0);
    expect(i.contemplada).toBe(false);
    expect(i.codigoBensDireitos).toContain('05');
    expect(i.discriminacao).toContain('grupo 001010, cota 0023');
    const link = (await t.get(`/cotas/${id}/informe-anual-rendimentos/imprimir/${i.ano}`, token)).json();
    expect(await baixar(link.url)).toContain(String(i.ano));
  });

  it('has none for a year before the first payment', async () => {
    const res = await t.get(`/cotas/${idDe(1010, 23)}/informe-anual-rendimentos?ano=2001`, token);
    expect(res.json()).toEqual({ mensagem: MENSAGEM_SEM_INFORME });
    expect(
      (await t.get(`/cotas/${idDe(1010, 23)}/informe-anual-rendimentos/imprimir/2001`, token)).statusCode,
    ).toBe(404);
  });
});

describe('proposal and contract', () => {
  it('shows the proposal and prints it; the contract copy is a PDF', async () => {
    const id = idDe(1010, 23);
    const p = (await t.get(`/cotas/${id}/informacoes-proposta`, token)).json();
    expect(p).toMatchObject({ prazoGrupoMeses: 80, modeloContrato: 'REG-VEIC-2019', diaVencimento: 10 });
    expect(p.numeroProposta).toMatch(/^0010100023-\d{4}$/);
    // The first instalment was billed on the credit at adhesion, below today's readjusted one.
    expect(p.valorCreditoAdesao).toBeLessThan(p.valorCreditoAtual);
    const e = (await t.get(`/cotas/${id}/extrato`, token)).json();
    const primeira = e.lancamentos.at(-1);
    expect(primeira.numeroParcela).toBe(1);
    expect(primeira.valorFundoComum).toBe(Math.round(p.valorCreditoAdesao / p.prazoGrupoMeses));
    expect(p.valorPrimeiraParcela).toBe(primeira.valorPago);
    expect(await baixar(p.url)).toContain(p.numeroProposta);
    const contrato = await t.get(`/cotas/${id}/contrato-registrado`, token);
    expect(contrato.statusCode).toBe(200);
    expect(contrato.headers['content-disposition']).toContain('attachment');
    expect(texto(contrato.rawPayload)).toContain('Lei nº 11.795/2008');
  });

  it("answers the spec's message when the group has no contract model", async () => {
    const res = await t.get(`/cotas/${idDe(5050, 14)}/contrato-registrado`, token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensagem: MENSAGEM_CONTRATO_INDISPONIVEL });
    const impressos = (await t.get(`/cotas/${idDe(5050, 14)}/impressos`, token)).json().impressos;
    expect(impressos.find((i: { tipo: string }) => i.tipo === 'contrato')).toMatchObject({
      disponivel: false,
      motivo: MENSAGEM_CONTRATO_INDISPONIVEL,
    });
  });
});

describe('ownership', () => {
  it.each([
    'impressos',
    'demonstrativo-atual',
    'extrato',
    'extrato/imprimir',
    'comprovante-pagamentos',
    'informe-anual-rendimentos',
    'contrato-registrado',
    'informacoes-proposta',
  ])("GET {id}/%s of another customer's quota answers 404", async (rota) => {
    const ana = await t.login('98765432100', { idParceiro: 2 });
    expect((await t.get(`/cotas/${ana.idCota}/${rota}`, token)).statusCode).toBe(404);
    expect((await t.get(`/cotas/${idDe(1010, 23)}/${rota}`)).statusCode).toBe(401);
  });

  it('a download link cannot be forged or reused for another document', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `${PREFIX}/relatorios/${'a'.repeat(40)}` })).statusCode,
    ).toBe(404);
    const { url } = (await t.get(`/cotas/${idDe(1010, 23)}/extrato/imprimir`, token)).json();
    const ticket = url.split('/').at(-1);
    expect(
      (await t.app.inject({ method: 'GET', url: `${PREFIX}/relatorios/boletos/${ticket}` })).statusCode,
    ).toBe(404);
  });
});
