import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAVE_OPERADOR,
  CLIENTE_WEB,
  comRefresh,
  createTestApp,
  MARIA,
  refreshDaResposta,
  SENHA,
  type TestApp,
} from '../../../test/test-app.ts';
import { CARENCIA_REFRESH_MS } from './acesso.service.ts';

// ADR 0015: the refresh token travels only in an HttpOnly, SameSite=Strict cookie scoped to the login routes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TRINTA_DIAS = 30 * 86_400;
const SESSAO_EXPIRADA = { mensagem: 'Sua sessão expirou. Entre novamente.' };

const cookieDe = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'portal_refresh');
const refresh = (refreshToken: string) => t.post('/login/refresh', undefined, comRefresh(refreshToken));
const entrar = (headers: Record<string, string> = {}) =>
  t.post(
    '/login',
    { grant_type: 'password', username: MARIA, password: SENHA },
    { ...CLIENTE_WEB, ...headers },
  );

/** The refresh cookie of the answer is set with every flag, and the body does not repeat the token. */
function esperarCookieDeSessao(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  expect(res.json()).not.toHaveProperty('refresh_token');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(cookieDe(res)).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/app-cliente/v1/login',
    maxAge: TRINTA_DIAS,
  });
  expect(cookieDe(res)!.value).toMatch(/^[\w-]{43}$/);
  expect(cookieDe(res)!.secure).toBeUndefined(); // plain http here
}

describe('the refresh cookie', () => {
  it('is set by the password login, the refresh, the quota selection and the transparent login', async () => {
    const login = await entrar();
    esperarCookieDeSessao(login);

    const renovada = await refresh(refreshDaResposta(login)!);
    esperarCookieDeSessao(renovada);

    const { access_token } = renovada.json();
    const cotas = (await t.get('/cotas', access_token)).json().data;
    const selecionada = await t.post('/login/selecionar-cota', { idCota: cotas[1].idCota }, { access_token });
    esperarCookieDeSessao(selecionada);

    const emitido = await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login-transparente',
      headers: { 'x-operador-chave': CHAVE_OPERADOR },
      payload: { inscricaoNacional: MARIA, idCota: cotas[0].idCota, idParceiro: 1 },
    });
    const transparente = await t.post('/login/transparente', { token: emitido.json().token }, CLIENTE_WEB);
    esperarCookieDeSessao(transparente);
  });

  it('leaves the refresh token out of every session answer the API documents (the passkey login too)', async () => {
    const documento = (await t.app.inject({ method: 'GET', url: '/app-cliente/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    // The customer's sessions (the back-office login is another session, with no refresh token).
    const sessoes = Object.entries(documento.paths).filter(
      ([caminho, metodos]) =>
        caminho.startsWith('/app-cliente/') &&
        JSON.stringify(metodos.post?.responses['200'] ?? {}).includes('"access_token"'),
    );
    expect(sessoes.map(([caminho]) => caminho).sort()).toEqual(
      [
        '/app-cliente/v1/login',
        '/app-cliente/v1/login/biometria',
        '/app-cliente/v1/login/refresh',
        '/app-cliente/v1/login/selecionar-cota',
        '/app-cliente/v1/login/transparente',
      ].sort(),
    );
    for (const [, metodos] of sessoes)
      expect(JSON.stringify(metodos.post!.responses['200'])).not.toContain('refresh_token');
  });

  it('is Secure when the request came over HTTPS through a trusted proxy', async () => {
    const atras = await createTestApp({ trustProxy: true });
    try {
      const res = await atras.post(
        '/login',
        { grant_type: 'password', username: MARIA, password: SENHA },
        { ...CLIENTE_WEB, 'x-forwarded-proto': 'https' },
      );
      expect(res.statusCode).toBe(200);
      expect(cookieDe(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    } finally {
      await atras.close();
    }
  });

  it('ignores x-forwarded-proto from a client when no proxy is trusted', async () => {
    const res = await entrar({ 'x-forwarded-proto': 'https' });
    expect(cookieDe(res)!.secure).toBeUndefined();
  });
});

describe('POST /login/refresh by cookie', () => {
  it('rotates the cookie and answers a working access token', async () => {
    const { refresh_token } = await t.login(MARIA);
    const res = await refresh(refresh_token);
    expect(res.statusCode).toBe(200);
    expect(refreshDaResposta(res)).not.toBe(refresh_token);
    expect((await t.get('/cotas', res.json().access_token)).statusCode).toBe(200);
  });

  it('ignores a refresh token sent in the body', async () => {
    const { refresh_token } = await t.login(MARIA);
    const res = await t.post('/login/refresh', { refresh_token }, CLIENTE_WEB);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SESSAO_EXPIRADA);
  });

  it('answers 401 in Portuguese without a cookie, and clears it when it no longer works', async () => {
    const semCookie = await t.post('/login/refresh', undefined, CLIENTE_WEB);
    expect(semCookie.statusCode).toBe(401);
    expect(semCookie.json()).toEqual(SESSAO_EXPIRADA);

    const desconhecido = await refresh('x'.repeat(43));
    expect(desconhecido.statusCode).toBe(401);
    expect(desconhecido.json()).toEqual(SESSAO_EXPIRADA);
    expect(cookieDe(desconhecido)).toMatchObject({
      value: '',
      path: '/app-cliente/v1/login',
      httpOnly: true,
    });
    expect(cookieDe(desconhecido)!.expires!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('still requires the Basic client header (with SameSite=Strict, the CSRF defence)', async () => {
    const { refresh_token } = await t.login(MARIA);
    const res = await t.post('/login/refresh', undefined, { cookie: `portal_refresh=${refresh_token}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ mensagem: 'Aplicativo não autorizado.' });
    // Refused before the token was looked at: it still works.
    expect((await refresh(refresh_token)).statusCode).toBe(200);
  });

  it('revokes the family when a rotated cookie comes back after the grace window', async () => {
    const { refresh_token } = await t.login(MARIA);
    const sucessor = refreshDaResposta(await refresh(refresh_token))!;
    t.avancar(CARENCIA_REFRESH_MS + 1);
    const reuso = await refresh(refresh_token);
    expect(reuso.statusCode).toBe(401);
    expect(cookieDe(reuso)!.value).toBe('');
    expect((await refresh(sucessor)).statusCode).toBe(401);
  });
});

describe('POST /login/logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const { access_token, refresh_token } = await t.login(MARIA);
    const res = await t.post('/login/logout', undefined, { access_token });
    expect(res.statusCode).toBe(204);
    expect(cookieDe(res)).toMatchObject({ value: '', path: '/app-cliente/v1/login', httpOnly: true });
    expect((await refresh(refresh_token)).statusCode).toBe(401);
  });
});
