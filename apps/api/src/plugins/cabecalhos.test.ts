import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@portal/db/test';
import { buildApp } from '../app.ts';
import {
  CABECALHOS,
  CHAVE_OPERADOR,
  CLIENTE_WEB,
  createTestApp,
  MARIA,
  PREFIX,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
let web: string;
let token: string;

beforeAll(async () => {
  web = await mkdtemp(path.join(os.tmpdir(), 'portal-cabecalhos-'));
  await mkdir(path.join(web, 'assets'));
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Portal</title>');
  await writeFile(path.join(web, 'assets', 'app-123.js'), 'console.log(1)');
  t = await createTestApp({ webDist: web });
  token = (await t.login(MARIA)).access_token;
});
afterAll(async () => {
  await t.close();
  await rm(web, { recursive: true, force: true });
});

const permissoes = (r: LightMyRequestResponse) => String(r.headers['permissions-policy']);

describe('Cache-Control on the API', () => {
  it('is no-store on API answers, GET and POST, success and error, customer and back-office', async () => {
    const respostas = {
      'GET 200': await t.get('/cotas', token),
      'GET 401': await t.get('/cotas'),
      'GET 404': await t.get('/nada-aqui', token),
      'POST 200': await t.post(
        '/login',
        { grant_type: 'password', username: MARIA, password: '123456' },
        { ...CLIENTE_WEB, host: 'localhost' },
      ),
      'POST 401': await t.post(
        '/login',
        { grant_type: 'password', username: MARIA, password: 'errada' },
        { ...CLIENTE_WEB, host: 'localhost' },
      ),
      'POST 400': await t.post('/login', { grant_type: 'password' }, CLIENTE_WEB),
      'operador GET 401': await t.app.inject({ method: 'GET', url: '/operador/v1/eu' }),
      'operador POST 4xx': await t.app.inject({
        method: 'POST',
        url: '/operador/v1/login',
        payload: { usuario: 'ninguem', senha: 'x' },
        headers: { ...CABECALHOS, 'x-operador-chave': CHAVE_OPERADOR },
      }),
    };
    expect(respostas['GET 200'].statusCode).toBe(200);
    expect(respostas['POST 200'].statusCode).toBe(200);
    for (const [nome, resposta] of Object.entries(respostas)) {
      if (nome.includes('4')) expect(resposta.statusCode, nome).toBeGreaterThanOrEqual(400);
      expect(resposta.headers['cache-control'], nome).toBe('no-store');
    }
  });

  it("keeps a route's own policy", async () => {
    expect((await t.get('/versoes')).headers['cache-control']).toBe('no-cache');
    const configuracao = await t.app.inject({
      method: 'GET',
      url: `${PREFIX}/parceiros/configuracao?domain=localhost`,
      headers: CABECALHOS,
    });
    expect(configuracao.statusCode).toBe(200);
    expect(configuracao.headers['cache-control']).toBe('public, max-age=60');
  });

  it('leaves the web app its own caching', async () => {
    for (const url of ['/', '/index.html', '/cotas']) {
      const shell = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(shell.statusCode, url).toBe(200);
      expect(shell.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('Permissions-Policy', () => {
  it('is on API and web answers: sensors, camera, microphone, payment off; passkeys for our origin', async () => {
    const respostas = [
      await t.get('/cotas', token),
      await t.get('/nada-aqui'),
      await t.app.inject({ method: 'GET', url: '/' }),
      await t.app.inject({ method: 'GET', url: '/cotas', headers: { accept: 'text/html' } }),
      await t.app.inject({ method: 'GET', url: '/assets/app-123.js' }),
      await t.app.inject({ method: 'GET', url: '/health/live' }),
    ];
    for (const resposta of respostas) {
      const politica = permissoes(resposta);
      for (const negada of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
        expect(politica).toContain(negada);
      expect(politica).toContain('publickey-credentials-get=(self)');
      expect(politica).toContain('publickey-credentials-create=(self)');
    }
  });
});

describe("helmet's headers", () => {
  const DE_PAGINA = [
    'content-security-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
    'referrer-policy',
  ];

  it('go with what a browser renders: the page, its scripts', async () => {
    for (const url of ['/', '/cotas', '/assets/app-123.js']) {
      const r = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(r.statusCode, url).toBe(200);
      for (const nome of DE_PAGINA) expect(r.headers[nome], `${url} ${nome}`).toBeDefined();
      expect(r.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('stay off JSON answers, which keep nosniff', async () => {
    for (const r of [await t.get('/cotas', token), await t.get('/cotas'), await t.get('/nada-aqui')]) {
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      for (const nome of DE_PAGINA) expect(r.headers[nome], nome).toBeUndefined();
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('Strict-Transport-Security', () => {
  let banco: TestDatabase;
  let atrasDeProxy: FastifyInstance;
  beforeAll(async () => {
    banco = await createTestDatabase();
    atrasDeProxy = await buildApp({ db: banco.db, config: { trustProxy: true }, logger: false });
  });
  afterAll(async () => {
    await atrasDeProxy.close();
    await banco.drop();
  });

  it('is absent over plain HTTP, whatever the client claims without a trusted proxy', async () => {
    expect((await t.get('/versoes')).headers['strict-transport-security']).toBeUndefined();
    const alegada = await t.app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(alegada.headers['strict-transport-security']).toBeUndefined();
    const http = await atrasDeProxy.inject({ method: 'GET', url: '/health/live' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('does not ask a plain-HTTP page to upgrade its requests (the demo opened on the network)', async () => {
    const pagina = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(pagina.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    for (const url of ['/health/live', `${PREFIX}/versoes`]) {
      const https = await atrasDeProxy.inject({
        method: 'GET',
        url,
        headers: { ...CABECALHOS, 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
