import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EMAIL = 'analista@portal.example';
const SENHA = 'Operador#2026';
const operador = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/operador/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
const entrar = async () =>
  (await operador('POST', '/login', undefined, { email: EMAIL, senha: SENHA })).json().access_token as string;

describe('back-office login', () => {
  it('opens an operator session and audits it', async () => {
    const res = await operador('POST', '/login', undefined, {
      email: 'Analista@Portal.example',
      senha: SENHA,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().operador).toMatchObject({ nome: 'Carla Mendes', papel: 'analista' });
    const eu = await operador('GET', '/eu', res.json().access_token);
    expect(eu.json().email).toBe(EMAIL);
    // The audit log is the supervisor's to read (ADR 0014).
    expect((await operador('GET', '/auditoria', res.json().access_token)).statusCode).toBe(403);
    const supervisor = (
      await operador('POST', '/login', undefined, { email: 'supervisor@portal.example', senha: SENHA })
    ).json().access_token as string;
    const log = (await operador('GET', '/auditoria', supervisor)).json();
    expect(log[1]).toMatchObject({ operador: 'Carla Mendes', acao: 'login' });
  });

  it('refuses a wrong password with a Portuguese message', async () => {
    const res = await operador('POST', '/login', undefined, { email: EMAIL, senha: 'errada' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ mensagem: 'E-mail ou senha incorretos.' });
  });

  it('ends the session at logout', async () => {
    const token = await entrar();
    expect((await operador('POST', '/logout', token)).statusCode).toBe(204);
    expect((await operador('GET', '/eu', token)).statusCode).toBe(401);
  });

  it('keeps customers and operators apart: neither token works on the other API', async () => {
    const cliente = await t.login(MARIA);
    expect((await operador('GET', '/eu', cliente.access_token)).statusCode).toBe(401);
    const token = await entrar();
    expect((await t.get('/cotas', token)).statusCode).toBe(401);
  });

  it('refuses changes to the audit log even in the database', async () => {
    await entrar();
    // The app's role has no UPDATE/DELETE grant (0015); the owner meets the trigger (0005).
    const recusa = /somente inserção|permission denied/;
    await expect(t.database.pool.query('update auditoria set acao = acao')).rejects.toThrow(recusa);
    await expect(t.database.pool.query('delete from auditoria')).rejects.toThrow(recusa);
  });
});
