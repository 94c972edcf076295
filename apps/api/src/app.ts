import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '@portal/db';
import { configPadrao, type ConfigDoApp } from './config.ts';
import { registrarGuardas } from './core/rotas.ts';
import { compiladorDeRespostas } from './core/serializacao.ts';
import { registrarIdempotencia } from './core/idempotencia.ts';
import { registerAuth } from './plugins/auth.ts';
import { API_PREFIX, registerDocs } from './plugins/docs.ts';
import { registerBorda } from './plugins/borda.ts';
import { registrarCabecalhos } from './plugins/cabecalhos.ts';
import { opcoesDeErro, registerErrorHandling } from './plugins/errors.ts';
import { registrarMetodos } from './plugins/metodos.ts';
import { erroNoLog, RegistroDeRequisicoes, requisicaoNoLog } from './plugins/registro.ts';
import { registerWeb } from './plugins/web.ts';
import { registrarCaixasDeSaida } from './plugins/caixa-de-saida.ts';
import type { Armazenamento } from './adapters/armazenamento.ts';
import type { RenderizadorDePdf } from './adapters/pdf/renderizador.ts';
import type { Trabalhos } from './adapters/trabalhos.ts';
import { criarServicos } from './servicos.ts';
import { MODULOS } from './modulos.ts';
import { guardaDaCota } from './modules/cotas/cotas.module.ts';
import { guardaDeAtualizacao } from './modules/casos/atualizacao-pendente.ts';

export interface BuildAppOptions {
  db: Db;
  /** Settings over their defaults (config.ts). */
  config: Partial<ConfigDoApp>;
  /** The clock, injectable so tests can move time (lockouts, token expiry). */
  now?: () => number;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  destinoDoLog?: { write: (linha: string) => void };
  /** Where uploads go; defaults to S3_URL's bucket or the disk under `$DATA_DIR/arquivos` (tests pass their own). */
  armazenamento?: Armazenamento;
  /** Renders the PDFs; defaults to a worker pool of PDF_WORKERS (tests pass one they watch). Closed with the app. */
  pdfs?: RenderizadorDePdf;
  /**
   * Background jobs: `automaticos` (default) polls and runs them; `manuais` only runs them when asked
   * (`app.trabalhos.executarPendentes()`), so tests decide when a job runs.
   */
  trabalhos?: 'automaticos' | 'manuais';
  /**
   * How long a repeated Idempotency-Key waits for the first request's answer before a 409 (default 10 s): the
   * concurrency harness waits longer, since a cold PDF pool on a loaded CI machine takes more than that.
   */
  esperaDaIdempotenciaMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs (adapters/trabalhos.ts): started with the app, stopped when it closes. */
    trabalhos: Trabalhos;
    /**
     * Waits until this process applied every cache notification committed so far (core/cache-compartilhado.ts
     * `sincronizar`): the test app calls it before each request, since tests write behind the API's back.
     */
    sincronizarCaches: () => Promise<void>;
  }
}

/** Plugins, then the services, then every module of modulos.ts. No listen(): server.ts and the tests own that. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const config: ConfigDoApp = { ...configPadrao(), ...options.config };
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.access_token', 'req.headers.cookie'],
            serializers: { req: requisicaoNoLog, err: erroNoLog },
            ...(options.destinoDoLog && { stream: options.destinoDoLog }),
          },
    // One line per request, at a level by its outcome (plugins/registro.ts), instead of Fastify's two at info.
    logController: new RegistroDeRequisicoes(),
    // Only behind a known proxy may X-Forwarded-For name the client (it keys the per-IP limits).
    trustProxy: config.trustProxy,
    // The ceiling; each catalogue route sets its own, smaller by default (core/rotas.ts).
    bodyLimit: 1_048_576,
    // Download and transparent-login tickets are signed tokens in the path.
    routerOptions: { maxParamLength: 2048 },
    // Portuguese `{ mensagem }` for what fails before a route is found or before Fastify sees a request.
    ...opcoesDeErro,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiladorDeRespostas({ conferir: config.isTest }));

  registerErrorHandling(app);
  const metodosDoCaminho = registrarMetodos(app);
  registerBorda(app);
  registerAuth(app);
  // Reads the session cookies (the refresh token lives in an HttpOnly cookie, never in page JavaScript).
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // The back-office shows a case's PDF inline from an object URL of the fetched file (the operator's
        // token is a header, so the frame cannot load the API's URL itself).
        'frame-src': ["'self'", 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'worker-src': ["'self'"],
        'connect-src': ["'self'"],
        // helmet's default would send every same-origin request of a plain-HTTP page to https: the demo opened
        // on the network (`HOST=0.0.0.0 npm start`, http://192.168.…) would load no script. Every URL we serve
        // is relative, and HTTPS deployments get HSTS (plugins/cabecalhos.ts).
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent only over HTTPS, with Permissions-Policy and the API's no-store (plugins/cabecalhos.ts).
    hsts: false,
    // Applied by plugins/cabecalhos.ts to what a browser renders, not to every JSON answer.
    global: false,
  });
  registrarCabecalhos(app);
  // Per IP, on the API only: the web app's static files are many and cheap.
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPorMinuto,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith(API_PREFIX),
  });
  await registerDocs(app);

  const servicos = await criarServicos({
    db: options.db,
    config,
    now,
    log: app.log,
    armazenamento: options.armazenamento,
    pdfs: options.pdfs,
    trabalhosAutomaticos: options.trabalhos !== 'manuais',
  });
  app.decorate('trabalhos', servicos.trabalhos);
  app.decorate('sincronizarCaches', async () => {
    await Promise.all([servicos.cache.sincronizar(), servicos.cacheDosClientes.sincronizar()]);
  });
  app.addHook('onClose', async () => {
    await servicos.trabalhos.parar();
    servicos.aoVivo.fechar();
    servicos.cacheDosClientes.fechar();
    servicos.cache.fechar();
    await Promise.all([servicos.notificacoes.pushesEnviados(), servicos.pdfs.fechar()]);
  });
  registrarIdempotencia(app, { db: options.db, now, esperaMaximaMs: options.esperaDaIdempotenciaMs });
  registrarGuardas(app, {
    cliente: servicos.autenticar,
    semAtualizacaoPendente: guardaDeAtualizacao(servicos.atualizacaoPendente),
    cota: guardaDaCota(servicos.cotas),
    operador: servicos.operador.guarda,
    clienteEscreveu: servicos.cacheDosClientes.esquecer,
  });
  for (const modulo of MODULOS) await app.register(modulo(servicos));
  await registrarCaixasDeSaida(app, options.db, { paginaDev: config.paginasDev, teste: config.isTest });
  await registerWeb(app, config.webDist, metodosDoCaminho, async (dominio) => {
    const parceiro = await servicos.parceiros.configuracao(dominio, false);
    return { parceiro, avisos: await servicos.parceiros.avisos(parceiro.id) };
  });
  // Every queue is declared by now (by the services above): check the schema, then work.
  await servicos.trabalhos.iniciar();
  return app;
}
