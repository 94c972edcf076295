import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adicionarDiasUteis, dataIsoParaBr, hojeEmSaoPaulo, somarDias } from '@portal/domain';
import { ANA, CABECALHOS, createTestApp, MARIA, PREFIX, type TestApp } from '../../../test/test-app.ts';
import { MENSAGENS_CONTEMPLACAO } from './contemplacao.service.ts';

/**
 * GET /cotas/{id}/contemplacao/guia on the seed: Maria's 3030/0009 (contemplated 3 days ago, analysis in
 * triage, address in São Paulo, Horizonte: 10 business days), 1010/0088 (the 1900 placeholder); Ana's 8080/0230
 * on the other partner.
 */

let t: TestApp;
let pasta: string;
type Sessao = { access_token: string; idCota: number };
let maria3030: Sessao;
let maria1010: Sessao;
let ana8080: Sessao;

async function sessaoNaCota(documento: string, grupo: number, numero: number, idParceiro = 1) {
  const s = await t.login(documento, { idParceiro });
  const cotas = (await t.get('/cotas', s.access_token)).json().data as {
    idCota: number;
    grupo: number;
    cota: number;
  }[];
  const idCota = cotas.find((c) => c.grupo === grupo && c.cota === numero)!.idCota;
  const nova = (await t.post('/login/selecionar-cota', { idCota }, { access_token: s.access_token })).json();
  return { access_token: nova.access_token as string, idCota };
}

const guia = (idCota: number, s: Sessao, host?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${PREFIX}/cotas/${idCota}/contemplacao/guia`,
    headers: { ...CABECALHOS, access_token: s.access_token, ...(host ? { host } : {}) },
  });

function texto(pdf: Buffer): string {
  const arquivo = path.join(pasta, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(arquivo, pdf);
  // Without -layout: the words of a table cell stay in reading order.
  return execFileSync('pdftotext', [arquivo, '-']).toString('utf8').replace(/\s+/g, ' ');
}

beforeAll(async () => {
  pasta = mkdtempSync(path.join(os.tmpdir(), 'guia-'));
  t = await createTestApp();
  maria3030 = await sessaoNaCota(MARIA, 3030, 9);
  maria1010 = await sessaoNaCota(MARIA, 1010, 88);
  ana8080 = await sessaoNaCota(ANA, 8080, 230, 2);
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(pasta, { recursive: true, force: true });
});

describe('contemplation guide (PDF)', () => {
  it("gives the owner a PDF with the quota's own dates, on her state's calendar, and support hours", async () => {
    const res = await guia(maria3030.idCota, maria3030);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="guia-da-contemplacao.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const conteudo = texto(res.rawPayload);
    const hoje = hojeEmSaoPaulo(new Date());
    const contemplacao = somarDias(hoje, -3);
    const garantia = dataIsoParaBr(adicionarDiasUteis(contemplacao, 10, 'SP'))!;
    for (const trecho of [
      'Consórcio Horizonte',
      'Guia da contemplação',
      `Contemplada em ${dataIsoParaBr(contemplacao)} · por lance`,
      'O que acontece depois da contemplação',
      'Análise dos documentos Administradora Em andamento',
      `Garantia e documentos: até ${garantia} (10 dias úteis a partir da assembleia)`,
      'responde em até 48 horas úteis depois do envio',
      'feriados estaduais de SP',
      'Escolha sua ocupação no app',
      'segunda a sexta, das 08h às 19h',
    ])
      expect(conteudo).toContain(trecho);
  });

  it("lists the documents of the holder's chosen occupation", async () => {
    const escolha = await t.app.inject({
      method: 'PUT',
      url: `${PREFIX}/cotas/${maria3030.idCota}/contemplacao/selecao-documentos`,
      headers: { ...CABECALHOS, access_token: maria3030.access_token },
      payload: { tipoRenda: 'assalariado_renda_variavel', tipoIdentificacao: 'cnh' },
    });
    expect(escolha.statusCode).toBe(200);
    const conteudo = texto((await guia(maria3030.idCota, maria3030)).rawPayload);
    expect(conteudo).toContain('Ocupação: Assalariado com renda variável');
    expect(conteudo).toContain('Documento de identificação: CNH');
    for (const documento of [
      'CNH Identificação 1',
      'Selfie segurando o documento Identificação 1',
      'Comprovante de residência Endereço 1 No seu nome, emitido há no máximo 60 dias.',
      'Últimos 3 holerites Renda 3',
    ])
      expect(conteudo).toContain(documento);
    expect(conteudo).not.toContain('Escolha sua ocupação no app');
  });

  it('answers 404 in Portuguese when the quota is not contemplated (the 1900 placeholder)', async () => {
    const res = await guia(maria1010.idCota, maria1010);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensagem: MENSAGENS_CONTEMPLACAO.naoContemplada });
  });

  it("answers another customer's quota and another partner's host like an unknown quota", async () => {
    const inexistente = await guia(99999999, maria3030);
    expect(inexistente.statusCode).toBe(404);
    const alheia = await guia(ana8080.idCota, maria3030);
    expect(alheia.statusCode).toBe(404);
    expect(alheia.body).toBe(inexistente.body);
    // On the other partner's host, its customer asking for Maria's quota: 404 like an unknown one.
    const noOutroParceiro = await guia(maria3030.idCota, ana8080);
    expect(noOutroParceiro.statusCode).toBe(404);
    expect(noOutroParceiro.body).toBe((await guia(99999999, ana8080)).body);
    // Maria's own session on that host is no session there at all (the session rule, before any quota).
    const outroHost = await guia(maria3030.idCota, maria3030, '127.0.0.1');
    expect(outroHost.statusCode).toBe(401);
    expect(outroHost.headers['content-type']).not.toBe('application/pdf');
  });
});
