import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '@portal/db';
import { configPadrao, type ConfigDoApp } from './config.ts';
import { registrarGuardas } from './core/rotas.ts';
import { registrarIdempotencia } from './core/idempotencia.ts';
import { registerAuth } from './plugins/auth.ts';
import { API_PREFIX, registerDocs } from './plugins/docs.ts';
import { registerBorda } from './plugins/borda.ts';
import { opcoesDeErro, registerErrorHandling } from './plugins/errors.ts';
import { registrarMetodos } from './plugins/metodos.ts';
import { registerWeb } from './plugins/web.ts';
import { caixaDeSaidaDeTeste, paginaDaCaixaDeSaida } from './plugins/caixa-de-saida.ts';
import type { Armazenamento } from './adapters/armazenamento.ts';
import { criarServicos } from './servicos.ts';
import { MODULOS } from './modulos.ts';
import { guardaDaCota } from './modules/cotas/cotas.module.ts';

export interface BuildAppOptions {
  db: Db;
  /** Settings over their defaults (config.ts). */
  config: Partial<ConfigDoApp>;
  /** The clock, injectable so tests can move time (lockouts, token expiry). */
  now?: () => number;
  logger?: boolean;
  /** Where uploads go; defaults to the disk under `$DATA_DIR/arquivos` (tests pass their own folder). */
  armazenamento?: Armazenamento;
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
          },
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
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  const metodosDoCaminho = registrarMetodos(app);
  registerBorda(app);
  registerAuth(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'worker-src': ["'self'"],
        'connect-src': ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
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
  });
  app.addHook('onClose', async () => servicos.aoVivo.fechar());
  registrarIdempotencia(app, { db: options.db, now });
  registrarGuardas(app, {
    cliente: servicos.autenticar,
    cota: guardaDaCota(servicos.cotas),
    operador: servicos.operador.guarda,
  });
  for (const modulo of MODULOS) await app.register(modulo(servicos));
  if (config.isTest) await app.register(caixaDeSaidaDeTeste(options.db), { prefix: API_PREFIX });
  if (config.paginasDev) await paginaDaCaixaDeSaida(app, options.db);
  await registerWeb(app, config.webDist, metodosDoCaminho);
  return app;
}
