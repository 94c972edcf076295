import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDADE_ACCESS_TOKEN_S } from '@portal/domain';
import { CABECALHOS, createTestApp, MARIA, PREFIX, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The customer guard keeps each access token's verified signature until the token expires; every other check
 * still runs on each request. Each case first uses the token once, so the refusal comes from a cached entry.
 */
describe('customer access token, once verified', () => {
  it('is refused at once after logout', async () => {
    const { access_token } = await t.login(MARIA);
    expect((await t.get('/cotas', access_token)).statusCode).toBe(200);
    const saida = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/login/logout`,
      headers: { access_token },
    });
    expect(saida.statusCode).toBe(204);
    expect((await t.get('/cotas', access_token)).statusCode).toBe(401);
  });

  it('is refused at once when selecting another quota ended its session', async () => {
    const { access_token } = await t.login(MARIA);
    const lista = (await t.get('/cotas', access_token)).json<{ data: { idCota: number }[] }>().data;
    const troca = await t.post('/login/selecionar-cota', { idCota: lista[1]!.idCota }, { access_token });
    expect(troca.statusCode).toBe(200);
    expect((await t.get('/cotas', access_token)).statusCode).toBe(401);
    expect((await t.get('/cotas', troca.json<{ access_token: string }>().access_token)).statusCode).toBe(200);
  });

  it("is refused on another partner's host", async () => {
    const { access_token } = await t.login(MARIA);
    expect((await t.get('/cotas', access_token)).statusCode).toBe(200);
    const noOutroHost = await t.app.inject({
      method: 'GET',
      url: `${PREFIX}/cotas`,
      headers: { ...CABECALHOS, access_token, host: '127.0.0.1' },
    });
    expect(noOutroHost.statusCode).toBe(401);
  });

  it('is refused once it expires', async () => {
    const { access_token } = await t.login(MARIA);
    expect((await t.get('/cotas', access_token)).statusCode).toBe(200);
    t.avancar(VALIDADE_ACCESS_TOKEN_S * 1000 - 1_000);
    expect((await t.get('/cotas', access_token)).statusCode).toBe(200);
    t.avancar(1_000);
    expect((await t.get('/cotas', access_token)).statusCode).toBe(401);
  });

  it('does not vouch for the same claims under another signature', async () => {
    const { access_token } = await t.login(MARIA);
    expect((await t.get('/cotas', access_token)).statusCode).toBe(200);
    const [cabecalho, corpo, assinatura] = access_token.split('.') as [string, string, string];
    const outra = assinatura.startsWith('A') ? `B${assinatura.slice(1)}` : `A${assinatura.slice(1)}`;
    expect((await t.get('/cotas', `${cabecalho}.${corpo}.${outra}`)).statusCode).toBe(401);
  });
});
