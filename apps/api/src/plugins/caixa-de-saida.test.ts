import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, MARIA, PREFIX, type TestApp } from '../../test/test-app.ts';
import { MENSAGEM_NAO_ENCONTRADO } from '../core/erros.ts';
import { enderecoDeLoopback } from './caixa-de-saida.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const paginaDev = (remoteAddress?: string, headers: Record<string, string> = {}) =>
  t!.app.inject({ method: 'GET', url: '/dev/caixa-de-saida', remoteAddress, headers });

const caixaDeTeste = (remoteAddress?: string) =>
  t!.app.inject({
    method: 'GET',
    url: `${PREFIX}/teste/caixa-de-saida?para=maria.santos%40example.com`,
    remoteAddress,
  });

describe('developer outbox page', () => {
  it('lists what was sent, escaped, only when DEV_PAGES is on', async () => {
    t = await createTestApp({ paginasDev: true });
    await t.post('/login/recuperar-senha/cliente', {
      inscricaoNacional: MARIA,
      email: 'maria.santos@example.com',
      dataNascimentoFundacao: '1986-04-12',
    });
    await t.database.pool.query(
      `insert into caixa_de_saida (canal, para, assunto, texto) values ('sms', '11900000000', '<script>x</script>', 'oi')`,
    );
    const pagina = await paginaDev();
    expect(pagina.statusCode).toBe(200);
    expect(pagina.body).toContain('maria.santos@example.com');
    expect(pagina.body).toContain('&#60;script&#62;');
    expect(pagina.body).not.toContain('<script>x');
  });

  it('does not exist otherwise', async () => {
    t = await createTestApp();
    expect((await paginaDev()).statusCode).toBe(404);
  });

  it('answers only a peer on this machine, whatever the headers say', async () => {
    t = await createTestApp({ paginasDev: true });
    expect((await paginaDev('127.0.0.1')).statusCode).toBe(200);
    expect((await paginaDev('127.8.9.10')).statusCode).toBe(200);
    expect((await paginaDev('::1')).statusCode).toBe(200);
    expect((await paginaDev('::ffff:127.0.0.1')).statusCode).toBe(200);

    for (const longe of ['192.168.0.20', '10.0.0.5', '::ffff:192.168.0.20', '2001:db8::1']) {
      const resposta = await paginaDev(longe, { 'x-forwarded-for': '127.0.0.1', host: 'localhost' });
      // The ordinary 404, the same as a path that never existed: nothing says the page is there.
      expect(resposta.statusCode).toBe(404);
      expect(resposta.json()).toEqual({ mensagem: MENSAGEM_NAO_ENCONTRADO });
      expect(resposta.body).not.toContain('Caixa de saída');
    }
    // Nor another method (no 405 naming GET), nor a percent-encoded spelling of the path.
    for (const pedido of [
      { method: 'POST', url: '/dev/caixa-de-saida' },
      { method: 'HEAD', url: '/dev/caixa-de-saida' },
      { method: 'GET', url: '/dev/caixa%2Dde-sa%69da' },
    ] as const) {
      const resposta = await t.app.inject({ ...pedido, remoteAddress: '192.168.0.20' });
      expect(resposta.statusCode, pedido.url).toBe(404);
      expect(resposta.headers.allow).toBeUndefined();
    }
    const codificada = await t.app.inject({ method: 'GET', url: '/dev/caixa%2Dde-sa%69da' });
    expect(codificada.statusCode).toBe(200);
  });
});

describe('test outbox (NODE_ENV=test)', () => {
  it('answers loopback peers and is a plain 404 to any other, before validating the query', async () => {
    t = await createTestApp();
    await t.post('/login/recuperar-senha/cliente', {
      inscricaoNacional: MARIA,
      email: 'maria.santos@example.com',
      dataNascimentoFundacao: '1986-04-12',
    });
    for (const local of ['127.0.0.1', '::1']) {
      const resposta = await caixaDeTeste(local);
      expect(resposta.statusCode).toBe(200);
      expect(resposta.json()).not.toHaveLength(0);
    }

    const longe = await caixaDeTeste('203.0.113.7');
    expect(longe.statusCode).toBe(404);
    expect(longe.json()).toEqual({ mensagem: MENSAGEM_NAO_ENCONTRADO });
    const semConsulta = await t.app.inject({
      method: 'GET',
      url: `${PREFIX}/teste/caixa-de-saida`,
      remoteAddress: '203.0.113.7',
    });
    expect(semConsulta.statusCode).toBe(404);
    const outroMetodo = await t.app.inject({
      method: 'DELETE',
      url: `${PREFIX}/teste/caixa-de-saida`,
      remoteAddress: '203.0.113.7',
    });
    expect(outroMetodo.statusCode).toBe(404);
  });
});

describe('enderecoDeLoopback', () => {
  it('is the socket address of this machine only', () => {
    for (const sim of ['127.0.0.1', '127.255.255.254', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.2'])
      expect(enderecoDeLoopback(sim), sim).toBe(true);
    for (const nao of [
      undefined,
      '',
      '0.0.0.0',
      '128.0.0.1',
      '10.127.0.1',
      '::ffff:10.0.0.1',
      '::2',
      'localhost',
    ])
      expect(enderecoDeLoopback(nao), String(nao)).toBe(false);
  });
});
