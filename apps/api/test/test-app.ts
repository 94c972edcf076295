import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@portal/db/test';
import type { Armazenamento } from '../src/adapters/armazenamento.ts';
import { buildApp } from '../src/app.ts';
import type { RenderizadorDePdf } from '../src/adapters/pdf/renderizador.ts';

export const PREFIX = '/app-cliente/v1';
export const SENHA = '123456';
export const MARIA = '529.982.247-25';
export const ANA = '98765432100';
export const CHAVE_OPERADOR = 'chave-de-teste';
export const CLIENTE_WEB = {
  authorization: `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`,
};
export const CABECALHOS = { 'x-client-id': 'portal-web', 'x-app-version': '1.0.0', 'x-platform': 'web' };
/** The cookie the refresh token travels in (apps/api/src/modules/acesso/cookie-de-refresh.ts). */
const COOKIE_DE_REFRESH = 'portal_refresh';

/** The refresh token a session-opening answer put in its cookie (ADR 0015), if any. */
export function refreshDaResposta(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === COOKIE_DE_REFRESH)?.value || undefined;
}

/** Headers of POST /login/refresh as the web sends it: the app's Basic header and the cookie. */
export const comRefresh = (refreshToken: string): Record<string, string> => ({
  ...CLIENTE_WEB,
  cookie: `${COOKIE_DE_REFRESH}=${refreshToken}`,
});

/** The seeded partners' hosts (packages/db/seed/demo-data.ts): a session works only on its partner's host. */
export const HOST_DO_PARCEIRO: Record<number, string> = { 1: 'localhost', 2: '127.0.0.1' };

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Moves the app's clock forward. */
  avancar: (ms: number) => void;
  /** The answer's body plus the refresh token of its cookie, so tests can present it (`comRefresh`). */
  login: (
    username: string,
    extra?: Record<string, unknown>,
  ) => Promise<{ access_token: string; refresh_token: string; idCota: number }>;
  get: (url: string, token?: string) => Promise<LightMyRequestResponse>;
  /** Messages the outbox holds for an address, newest first. */
  caixaDeSaida: (para: string) => Promise<
    {
      canal: string;
      assunto: string;
      texto: string;
      anexos: { nome: string; tipo: string; conteudoBase64: string }[];
    }[]
  >;
  post: (url: string, body: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** The real app on a fresh database cloned from the seeded template, with a clock the test controls. */
export async function createTestApp(
  opcoes: {
    rateLimitPorMinuto?: number;
    webDist?: string;
    paginasDev?: boolean;
    trustProxy?: boolean;
    /** Deliver pushes to the test's plain-HTTP push service on 127.0.0.1 (off in production). */
    pushEnderecoLocal?: boolean;
    vapidPublicKey?: string;
    vapidPrivateKey?: string;
    /** The PDF pool, for a test that counts its renders or fills it (closed with the app). */
    pdfs?: RenderizadorDePdf;
    /** A ViaCEP-compatible service (the test's local server) instead of the offline CEP look-up. */
    cepUrl?: string;
    /** A FIPE-compatible vehicle catalogue (the test's local server) instead of the embedded one. */
    fipeUrl?: string;
    /** A plate look-up service (the test's local server) instead of the demo plates. */
    placaUrl?: string;
    /** SMS delivered by the outbox job to the test's local webhook. */
    smsWebhookUrl?: string;
    /** Uploads to the test's local S3 server (S3_URL). */
    s3Url?: string;
    /** Where uploads go (the test inspects it); else a per-process temporary folder. */
    armazenamento?: Armazenamento;
    /** Another app's database: a second API process on the same PostgreSQL (its close leaves the database). */
    banco?: TestDatabase;
    /**
     * false: requests go in without first applying the cache notifications committed so far, as a real caller's
     * do (the per-customer cache's own tests, ADR 0061).
     */
    sincronizarCaches?: boolean;
    /** BuildAppOptions.esperaDaIdempotenciaMs. */
    esperaDaIdempotenciaMs?: number;
  } = {},
): Promise<TestApp> {
  const { banco, pdfs, armazenamento, sincronizarCaches = true, esperaDaIdempotenciaMs, ...config } = opcoes;
  const database = banco ?? (await createTestDatabase());
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
      ...config,
    },
    now: () => agora,
    logger: false,
    pdfs,
    armazenamento,
    // Jobs run when the test says so (`app.trabalhos.executarPendentes()`), never behind its back.
    trabalhos: 'manuais',
    esperaDaIdempotenciaMs,
  });
  // A session answers only on its partner's host. The test app remembers the host each token was issued on and
  // sends that token's later requests there (unless the test names a host), so a test names the partner once:
  // `login(ANA, { idParceiro: 2 })`. Every `app.inject({...})` goes through this, the helpers below included.
  const hostDoToken = new Map<string, string>();
  const injetar = app.inject.bind(app);
  const comHost = (opcoes: InjectOptions): InjectOptions => {
    const headers = (opcoes.headers ?? {}) as Record<string, string | undefined>;
    // The refresh token (in a `comRefresh` cookie) is remembered the same way.
    const refresh = headers.cookie?.match(new RegExp(`${COOKIE_DE_REFRESH}=([^;]+)`))?.[1];
    const token = headers.access_token ?? refresh;
    const host = token ? hostDoToken.get(token) : undefined;
    return host && !headers.host ? { ...opcoes, headers: { ...headers, host } } : opcoes;
  };
  const lembrar = (res: LightMyRequestResponse, host: string) => {
    if (res.statusCode !== 200 || !res.headers['content-type']?.toString().includes('json')) return;
    const corpo = res.json() as { access_token?: unknown };
    if (typeof corpo.access_token === 'string') hostDoToken.set(corpo.access_token, host);
    const refresh = refreshDaResposta(res);
    if (refresh) hostDoToken.set(refresh, host);
  };
  const inject = async (opcoes: InjectOptions) => {
    // A test writes with its own SQL and reads at once; a real caller is milliseconds behind the notification
    // (ADR 0061): the app first applies every notification committed before the request.
    if (sincronizarCaches) await app.sincronizarCaches();
    const pedido = comHost(opcoes);
    const res = await injetar(pedido);
    // Logins, refreshes and quota selections answer a token of the host they were asked on.
    const host = (pedido.headers as Record<string, string> | undefined)?.host ?? 'localhost';
    lembrar(res, host.split(':')[0]!);
    return res;
  };
  (app as { inject: unknown }).inject = (opcoes?: InjectOptions) =>
    opcoes === undefined ? injetar() : inject(opcoes);
  const post: TestApp['post'] = (url, body, headers = {}) =>
    inject({
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
      const host = HOST_DO_PARCEIRO[Number(extra.idParceiro ?? 1)] ?? 'localhost';
      const res = await post(
        '/login',
        { grant_type: 'password', username, password: SENHA, ...extra },
        { ...CLIENTE_WEB, host },
      );
      if (res.statusCode !== 200) throw new Error(`login falhou: ${res.statusCode} ${res.body}`);
      const refreshToken = refreshDaResposta(res);
      if (!refreshToken) throw new Error('login sem o cookie de refresh');
      return { ...res.json<{ access_token: string; idCota: number }>(), refresh_token: refreshToken };
    },
    get: (url, token) =>
      inject({
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
      if (!banco) await database.drop();
    },
  };
}
