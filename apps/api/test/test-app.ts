import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@portal/db/test';
import { buildApp } from '../src/app.ts';

export const PREFIX = '/app-cliente/v1';
export const SENHA = '123456';
export const MARIA = '529.982.247-25';
export const ANA = '98765432100';
export const CHAVE_OPERADOR = 'chave-de-teste';
export const CLIENTE_WEB = {
  authorization: `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`,
};
export const CABECALHOS = { 'x-client-id': 'portal-web', 'x-app-version': '1.0.0', 'x-platform': 'web' };

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Moves the app's clock forward. */
  avancar: (ms: number) => void;
  login: (
    username: string,
    extra?: Record<string, unknown>,
  ) => Promise<{ access_token: string; refresh_token: string; idCota: number }>;
  get: (url: string, token?: string) => Promise<LightMyRequestResponse>;
  /** Messages the outbox holds for an address, newest first. */
  caixaDeSaida: (para: string) => Promise<{ canal: string; assunto: string; texto: string }[]>;
  post: (url: string, body: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** The real app on a fresh database cloned from the seeded template, with a clock the test controls. */
export async function createTestApp(
  opcoes: { rateLimitPorMinuto?: number; webDist?: string; paginasDev?: boolean } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  let agora = Date.now();
  const app = await buildApp({
    db: database.db,
    config: {
      clients: new Map([['portal-web', 'portal-web']]),
      jwtSecret: undefined,
      webDist: undefined,
      logLevel: 'silent',
      isTest: true,
      operadorApiKey: CHAVE_OPERADOR,
      ...opcoes,
    },
    now: () => agora,
    logger: false,
  });
  const post: TestApp['post'] = (url, body, headers = {}) =>
    app.inject({
      method: 'POST',
      url: PREFIX + url,
      payload: body as object,
      headers: { ...CABECALHOS, ...headers },
    });
  return {
    app,
    database,
    avancar: (ms) => {
      agora += ms;
    },
    async login(username, extra = {}) {
      const res = await post(
        '/login',
        { grant_type: 'password', username, password: SENHA, ...extra },
        CLIENTE_WEB,
      );
      if (res.statusCode !== 200) throw new Error(`login falhou: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    get: (url, token) =>
      app.inject({
        method: 'GET',
        url: PREFIX + url,
        headers: { ...CABECALHOS, ...(token ? { access_token: token } : {}) },
      }),
    post,
    caixaDeSaida: async (para) =>
      (
        await app.inject({
          method: 'GET',
          url: `${PREFIX}/teste/caixa-de-saida?para=${encodeURIComponent(para)}`,
        })
      ).json(),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
