import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_FATURAMENTO_SEMINOVO as M, formatarMoeda } from '@portal/domain';
import { casoDeFaturamentoNovo, clonarCliente } from '@portal/db/test/fabricas';
import { SEMINOVO_PARA_ASSINAR } from '../../../test/concorrencia/amostras.ts';
import { ANA, CABECALHOS, PREFIX, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The customer's signature of the used vehicle's billing authorization (issue 21, ADR 0057): clones of Ana with
 * a used-vehicle case on her 6060/0012 whose seller's documents were approved ('Aguardando Assinatura').
 */
let t: TestApp;

const CELULAR = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const CELULAR_DA_ANA = '31988776655';

interface Cliente {
  token: string;
  idCota: number;
  numero: string;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

async function cliente(
  fase = 'Aguardando Assinatura',
  dados: Record<string, unknown> = SEMINOVO_PARA_ASSINAR,
): Promise<Cliente> {
  const copia = await clonarCliente(t.database.url, ANA);
  const numero = await casoDeFaturamentoNovo(t.database.url, copia.documento, 6060, 12, fase, dados);
  const s = await t.login(copia.documento, { idParceiro: 2 });
  const cotas = (await t.get('/cotas', s.access_token)).json().data as { idCota: number; grupo: number }[];
  const idCota = cotas.find((c) => c.grupo === 6060)!.idCota;
  const nova = (await t.post('/login/selecionar-cota', { idCota }, { access_token: s.access_token })).json();
  return { token: nova.access_token as string, idCota, numero };
}

const cabecalhos = (c: Cliente) => ({ ...CABECALHOS, access_token: c.token, 'user-agent': CELULAR });

/** An SMS code asked for the quota, read from the outbox and validated: its single-use authorisation. */
async function autorizacaoPorSms(c: Cliente): Promise<string> {
  const url = `${PREFIX}/cotas/${c.idCota}/verificacao`;
  expect((await t.app.inject({ method: 'POST', url, headers: cabecalhos(c) })).statusCode).toBe(200);
  const [sms] = await t.caixaDeSaida(CELULAR_DA_ANA);
  const codigo = /código: ([A-Z0-9]{4})/.exec(sms!.texto)![1];
  const res = await t.app.inject({ method: 'PATCH', url, headers: cabecalhos(c), payload: { codigo } });
  expect(res.statusCode).toBe(200);
  return res.json<{ auth_token: string }>().auth_token;
}

const ler = (c: Cliente, idCota = c.idCota) =>
  t.app.inject({
    method: 'GET',
    url: `${PREFIX}/cotas/${idCota}/faturamento/seminovo/autorizacao`,
    headers: cabecalhos(c),
  });
const assinar = (c: Cliente, auth_token: string, chave: string, ip = '203.0.113.7', idCota = c.idCota) =>
  t.app.inject({
    method: 'POST',
    url: `${PREFIX}/cotas/${idCota}/faturamento/seminovo/autorizacao`,
    remoteAddress: ip,
    headers: { ...cabecalhos(c), 'idempotency-key': chave },
    payload: { auth_token },
  });
let tokenAnalista: string | undefined;
async function analista() {
  tokenAnalista ??= (
    await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login',
      payload: { email: 'analista@portal.example', senha: 'Operador#2026' },
    })
  ).json().access_token as string;
  return { authorization: `Bearer ${tokenAnalista}` };
}
const acaoDoAnalista = async (numero: string, acao: string) =>
  t.app.inject({
    method: 'POST',
    url: `/operador/v1/casos/${numero}/faturamento-seminovo`,
    headers: await analista(),
    payload: { acao },
  });
const assinaturas = (numero: string) =>
  sql<{ sha256: string; ip: string; pdf: Buffer }>(
    `select sha256, ip, pdf from autorizacoes_faturamento
      where caso_id = (select id from casos where numero = $1)`,
    [numero],
  );
const sha256 = (base64: string) => createHash('sha256').update(Buffer.from(base64, 'base64')).digest('hex');

describe('the billing authorization of a used vehicle', () => {
  it('is a PDF with the vehicle, the seller and the values, to sign while the phase asks for it', async () => {
    const c = await cliente();
    const res = await ler(c);
    expect(res.statusCode).toBe(200);
    const corpo = res.json();
    expect(corpo).toMatchObject({ tipo: 'application/pdf', assinatura: null, podeAssinar: true });
    expect(corpo.nomeArquivo).toBe(`autorizacao-de-faturamento-${c.numero}.pdf`);
    expect(Buffer.from(corpo.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is signed with the SMS authorisation: the bytes, their SHA-256, the time and the IP are kept', async () => {
    const c = await cliente();
    const res = await assinar(c, await autorizacaoPorSms(c), 'assinar-1');
    expect(res.statusCode).toBe(200);
    const corpo = res.json();
    expect(corpo.podeAssinar).toBe(false);
    expect(corpo.assinatura).toMatchObject({ ip: '203.0.113.7', sha256: sha256(corpo.base64) });
    expect(corpo.nomeArquivo).toBe(`autorizacao-de-faturamento-${c.numero}-assinada.pdf`);

    // The download is the very file signed: same bytes, same hash, stored once.
    const [linha] = await assinaturas(c.numero);
    expect(linha!.sha256).toBe(corpo.assinatura.sha256);
    expect(createHash('sha256').update(linha!.pdf).digest('hex')).toBe(linha!.sha256);
    const depois = (await ler(c)).json();
    expect(depois.base64).toBe(corpo.base64);
    expect(depois.assinatura).toEqual(corpo.assinatura);

    const historico = await sql<{ nota: string }>(
      `select nota from casos_historico where caso_id = (select id from casos where numero = $1)`,
      [c.numero],
    );
    expect(historico.map((h) => h.nota).join('\n')).toContain(corpo.assinatura.sha256);
    const auditoria = await sql(
      `select 1 from auditoria where acao = 'faturamento-seminovo.autorizacao-assinada'
      and alvo = $1`,
      [`caso:${c.numero}`],
    );
    expect(auditoria).toHaveLength(1);
  });

  it('refuses a missing, reused or foreign authorisation, and changes nothing', async () => {
    const c = await cliente();
    const semCodigo = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/cotas/${c.idCota}/faturamento/seminovo/autorizacao`,
      headers: { ...cabecalhos(c), 'idempotency-key': 'sem-codigo' },
      payload: {},
    });
    expect(semCodigo.statusCode).toBe(400);
    expect(semCodigo.json().mensagem).toBe('Confirme o código enviado por SMS.');
    const invalido = await assinar(c, 'nao-e-um-token', 'invalido');
    expect(invalido.statusCode).toBe(403);
    expect(await assinaturas(c.numero)).toHaveLength(0);

    // Another customer's authorisation does not sign this quota, nor can they read or sign it.
    const outro = await cliente();
    const deOutro = await assinar(c, await autorizacaoPorSms(outro), 'de-outro');
    expect(deOutro.statusCode).toBe(403);
    expect((await ler(outro, c.idCota)).statusCode).toBe(404);
    expect((await assinar(outro, 'x', 'alheia', undefined, c.idCota)).statusCode).toBe(404);
    expect(await assinaturas(c.numero)).toHaveLength(0);
  });

  it('is not offered before the documents are approved', async () => {
    const c = await cliente('Documentação Recebida');
    const res = await ler(c);
    expect(res.statusCode).toBe(409);
    expect(res.json().mensagem).toBe(M.autorizacaoIndisponivel);
    expect((await assinar(c, await autorizacaoPorSms(c), 'cedo')).json().mensagem).toBe(
      M.autorizacaoIndisponivel,
    );
    expect(await assinaturas(c.numero)).toHaveLength(0);
  });

  it('of 20 signatures at once with one authorisation, one is stored; the others are told it is signed', async () => {
    const c = await cliente();
    const token = await autorizacaoPorSms(c);
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) => assinar(c, token, `corrida-${i}`, `198.51.100.${i + 1}`)),
    );
    expect(respostas.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of respostas.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().mensagem).toBe(M.autorizacaoJaAssinada);
    }
    expect(await assinaturas(c.numero)).toHaveLength(1);
  });

  it('comes before the contract: the analyst registers it only once the customer signed, and sees the signature', async () => {
    const c = await cliente();
    const antes = await acaoDoAnalista(c.numero, 'registrar-assinatura');
    expect(antes.statusCode).toBe(409);
    expect(antes.json().mensagem).toBe(M.clienteNaoAssinou);

    const assinada = (await assinar(c, await autorizacaoPorSms(c), 'antes-do-contrato')).json();
    const painel = await t.app.inject({
      method: 'GET',
      url: `/operador/v1/casos/${c.numero}/faturamento-seminovo`,
      headers: await analista(),
    });
    expect(painel.json().autorizacao).toEqual(assinada.assinatura);
    const depois = await acaoDoAnalista(c.numero, 'registrar-assinatura');
    expect(depois.statusCode).toBe(200);
    expect(depois.json().Fase__c).toBe('Documento Assinado');

    // Signed and past the signing phase: the signed file is still there to download; a new signature is not.
    expect((await ler(c)).json().assinatura).toEqual(assinada.assinatura);
    const deNovo = await assinar(c, 'qualquer', 'depois-do-contrato');
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json().mensagem).toBe(M.autorizacaoJaAssinada);
  });
});

/** The same case sold by a dealer: a company seller, with its own account. */
const REVENDEDORA = {
  ...SEMINOVO_PARA_ASSINAR,
  tipoVendedor: 'REVENDEDORA_CONCESSIONARIA',
  vendedor: {
    nome: 'Auto Center Curitiba Ltda.',
    cpfCnpj: '11222333000181',
    nomeFantasia: 'Auto Center',
    dadosBancarios: {
      ...SEMINOVO_PARA_ASSINAR.vendedor.dadosBancarios,
      favorecido: 'Auto Center Curitiba Ltda.',
      cpfCnpj: '11222333000181',
    },
  },
};

const pasta = mkdtempSync(path.join(tmpdir(), 'ordem-seminovo-'));
/** The PDF's text as a person reads it (pdftotext, as the boleto's tests). */
function textoDoPdf(base64: string): string {
  const arquivo = path.join(pasta, `${createHash('sha256').update(base64).digest('hex')}.pdf`);
  writeFileSync(arquivo, Buffer.from(base64, 'base64'));
  return execFileSync('pdftotext', ['-layout', arquivo, '-']).toString('utf8');
}

/** Money as the PDF's text reads it: pdftotext gives the no-break space back as a space. */
const reais = (centavos: number) => formatarMoeda(centavos).replace(/\s/g, ' ');

const ordem = (c: Cliente, idCota = c.idCota) =>
  t.app.inject({
    method: 'GET',
    url: `${PREFIX}/cotas/${idCota}/faturamento/seminovo/ordem-faturamento`,
    headers: cabecalhos(c),
  });

describe('the billing order of a company seller (ordemgerada)', () => {
  it('asks the company for the exit invoice to the holder, with the chassis, the value and what is paid into its account', async () => {
    const c = await cliente('Aguardando Documentos', REVENDEDORA);
    const res = await ordem(c);
    expect(res.statusCode).toBe(200);
    const corpo = res.json<{ nomeArquivo: string; tipo: string; base64: string }>();
    expect(corpo).toMatchObject({
      tipo: 'application/pdf',
      nomeArquivo: `pedido-de-faturamento-${c.numero}.pdf`,
    });
    const situacao = (
      await t.app.inject({
        method: 'GET',
        url: `${PREFIX}/cotas/${c.idCota}/faturamento/seminovo`,
        headers: cabecalhos(c),
      })
    ).json<{ creditoAposTaxas: number }>();
    const texto = textoDoPdf(corpo.base64).replace(/\s+/g, ' ');
    expect(texto).toContain('Pedido de faturamento');
    expect(texto).toContain('Auto Center Curitiba Ltda.');
    expect(texto).toContain('11.222.333/0001-81');
    expect(texto).toContain('9BRBDWHE5R0123456');
    expect(texto).toContain(reais(14_238_000));
    expect(texto).toContain(reais(Math.min(14_238_000, situacao.creditoAposTaxas)));
    expect(texto).toContain(`Caso ${c.numero}`);
  });

  it('is not generated for an individual seller, nor shown to another customer', async () => {
    const pf = await cliente('Aguardando Documentos');
    const res = await ordem(pf);
    expect(res.statusCode).toBe(409);
    expect(res.json().mensagem).toBe(M.ordemIndisponivel);

    const c = await cliente('Aguardando Documentos', REVENDEDORA);
    expect((await ordem(pf, c.idCota)).statusCode).toBe(404);
  });
});
