/**
 * The SMS port (ADR 0022): the verification code's SMS goes to the outbox as before and, with SMS_WEBHOOK_URL,
 * a background job delivers it to the webhook, retrying with backoff. The webhook is a local HTTP server the test
 * starts on a free port.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { connect, urlDoApp } from '@portal/db';
import { buildApp } from '../app.ts';
import { createTestApp, MARIA, type TestApp } from '../../test/test-app.ts';
import { createSmsPorWebhook } from './sms.ts';

const CELULAR_MARIA = '11987654321';

interface Pedido {
  headers: IncomingHttpHeaders;
  corpo: { id: string; para: string; texto: string };
}

/** A webhook that answers 500 to its first `falhas` requests, then 200; it records every request. */
async function webhook(falhas = 0) {
  const pedidos: Pedido[] = [];
  const servidor: Server = createServer((req, res) => {
    let texto = '';
    req.on('data', (c: Buffer) => (texto += c.toString()));
    req.on('end', () => {
      pedidos.push({ headers: req.headers, corpo: JSON.parse(texto) as Pedido['corpo'] });
      res.statusCode = pedidos.length <= falhas ? 500 : 200;
      res.end();
    });
  });
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  const porta = (servidor.address() as AddressInfo).port;
  abertos.push(() => new Promise<void>((r) => servidor.close(() => r())));
  return { pedidos, url: `http://portal:s%C3%AAnha@127.0.0.1:${porta}/sms` };
}

const abertos: (() => Promise<unknown>)[] = [];
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const fechar of abertos.splice(0)) await fechar();
});

const pedirCodigo = (sessao: { access_token: string }, idCota: number) =>
  t!.post(`/cotas/${idCota}/verificacao`, {}, { access_token: sessao.access_token });

const linhaDaCaixa = async () =>
  (
    await t!.database.pool.query<{ enviado_em: Date | null; tentativas: number; erro: string | null }>(
      `select enviado_em, tentativas, erro from caixa_de_saida where canal = 'sms' order by id desc limit 1`,
    )
  ).rows[0]!;

describe('SMS through the webhook', () => {
  it('delivers the verification SMS once after two failures, retrying with backoff', async () => {
    const { pedidos, url } = await webhook(2);
    t = await createTestApp({ smsWebhookUrl: url, paginasDev: true });
    const sessao = await t.login(MARIA);
    expect((await pedirCodigo(sessao, sessao.idCota)).statusCode).toBe(200);
    // As before: the code is in the outbox (the developer page, the e2e).
    const [sms] = await t.caixaDeSaida(CELULAR_MARIA);
    const codigo = /código: ([A-Z0-9]{4})/.exec(sms!.texto)![1];

    expect(await t.app.trabalhos.executarPendentes()).toBe(1);
    expect(pedidos).toHaveLength(1);
    expect(await linhaDaCaixa()).toEqual({
      enviado_em: null,
      tentativas: 1,
      erro: 'O webhook de SMS respondeu 500.',
    });
    // The retry waits its backoff (10 s or more): nothing runs now.
    const { rows: espera } = await t.database.pool.query<{ segundos: number }>(
      `select extract(epoch from start_after - now())::int as segundos from pgboss.job where name = 'entregar-mensagem'`,
    );
    expect(espera[0]!.segundos).toBeGreaterThanOrEqual(5);
    expect(await t.app.trabalhos.executarPendentes()).toBe(0);

    // Time passes: the second attempt fails too, the third is taken.
    expect(await t.app.trabalhos.executarPendentes({ antecipar: true })).toBe(2);
    expect(pedidos).toHaveLength(3);
    const ids = new Set(pedidos.map((p) => p.corpo.id));
    expect(ids.size).toBe(1);
    for (const p of pedidos) {
      expect(p.corpo).toEqual({ id: [...ids][0], para: CELULAR_MARIA, texto: sms!.texto });
      expect(p.corpo.texto).toContain(codigo);
      expect(p.headers['idempotency-key']).toBe(p.corpo.id);
      expect(p.headers.authorization).toBe(`Basic ${Buffer.from('portal:sênha').toString('base64')}`);
      expect(p.headers['content-type']).toBe('application/json');
    }
    const entregue = await linhaDaCaixa();
    expect(entregue).toMatchObject({ tentativas: 3, erro: null });
    expect(entregue.enviado_em).toBeInstanceOf(Date);

    // Done: no attempt more, and the developer page says it was delivered.
    expect(await t.app.trabalhos.executarPendentes({ antecipar: true })).toBe(0);
    expect(pedidos).toHaveLength(3);
    const pagina = await t.app.inject({ method: 'GET', url: '/dev/caixa-de-saida' });
    expect(pagina.body).toContain('entregue em');
  });

  it('keeps the SMS in the outbox only, as before, without SMS_WEBHOOK_URL', async () => {
    t = await createTestApp();
    const sessao = await t.login(MARIA);
    expect((await pedirCodigo(sessao, sessao.idCota)).statusCode).toBe(200);
    expect(await t.caixaDeSaida(CELULAR_MARIA)).toHaveLength(1);
    expect(await t.app.trabalhos.executarPendentes({ antecipar: true })).toBe(0);
    expect(await linhaDaCaixa()).toEqual({ enviado_em: null, tentativas: 0, erro: null });
  });

  it('delivers each of 21 SMS exactly once when two API processes run the jobs at the same time', async () => {
    const { pedidos, url } = await webhook();
    t = await createTestApp({ smsWebhookUrl: url });
    // A second API process on the same database: its own pool of the runtime role, its own pg-boss.
    const outroBanco = connect(urlDoApp(t.database.url, inject('senhaDoApp')), 5);
    const outro = await buildApp({
      db: outroBanco.db,
      config: { logLevel: 'silent', isTest: true, smsWebhookUrl: url },
      logger: false,
      trabalhos: 'manuais',
    });
    abertos.push(async () => {
      await outro.close();
      await outroBanco.close();
    });

    let sessao = await t.login(MARIA);
    const cotas = (await t.get('/cotas?page_size=20', sessao.access_token)).json<{
      data: { idCota: number }[];
    }>();
    for (let rodada = 0; rodada < 3; rodada++) {
      for (const { idCota } of cotas.data) expect((await pedirCodigo(sessao, idCota)).statusCode).toBe(200);
      // The resend wait is per quota: 41 s later each quota may send again.
      t.avancar(41_000);
      sessao = await t.login(MARIA);
    }
    const enviados = cotas.data.length * 3;
    expect(enviados).toBeGreaterThanOrEqual(20);

    const [a, b] = await Promise.all([
      t.app.trabalhos.executarPendentes(),
      outro.trabalhos.executarPendentes(),
    ]);
    expect(a + b).toBe(enviados);
    expect(pedidos).toHaveLength(enviados);
    expect(new Set(pedidos.map((p) => p.corpo.id)).size).toBe(enviados);
    const { rows } = await t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from caixa_de_saida where canal = 'sms' and enviado_em is not null and tentativas = 1`,
    );
    expect(rows[0]!.n).toBe(enviados);
  });
});

describe('createSmsPorWebhook', () => {
  it('refuses a URL that is not http(s), and says why a delivery failed without the address', async () => {
    expect(() => createSmsPorWebhook('ftp://x/y')).toThrow('SMS_WEBHOOK_URL inválida');
    expect(() => createSmsPorWebhook('nada')).toThrow('SMS_WEBHOOK_URL inválida');
    // A port nobody listens on (the test's own server, closed).
    const { url } = await webhook();
    await abertos.pop()!();
    const erro = await createSmsPorWebhook(url)
      .entregar({ id: 1, para: CELULAR_MARIA, texto: 'oi' })
      .catch((e: Error) => e);
    expect((erro as Error).message).toBe('O webhook de SMS não respondeu (ECONNREFUSED).');
    expect((erro as Error).message).not.toContain('127.0.0.1');
  });
});
