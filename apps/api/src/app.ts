import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '@portal/db';
import type { Config } from './config.ts';
import { createTokenService, registerAuth, requireAuth, resolveJwtSecret } from './plugins/auth.ts';
import { API_PREFIX, registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerWeb } from './plugins/web.ts';
import { createParceirosRepository } from './modules/parceiros/parceiros.repository.ts';
import { createParceirosService } from './modules/parceiros/parceiros.service.ts';
import { parceirosRoutes } from './modules/parceiros/parceiros.routes.ts';
import { createCotasRepository } from './modules/cotas/cotas.repository.ts';
import { createCotasService } from './modules/cotas/cotas.service.ts';
import { cotasModule, guardaDaCota } from './modules/cotas/cotas.module.ts';
import { registrarGuardas } from './core/rotas.ts';
import { createAcessoRepository } from './modules/acesso/acesso.repository.ts';
import { createAcessoService } from './modules/acesso/acesso.service.ts';
import { acessoRoutes, exigirCliente } from './modules/acesso/acesso.routes.ts';
import { createSenhaRepository } from './modules/acesso/senha.repository.ts';
import { createSenhaService } from './modules/acesso/senha.service.ts';
import { createSessoesRevogadas } from './modules/acesso/sessoes-revogadas.ts';
import { createTentativas } from './modules/acesso/tentativas.ts';
import { senhaRoutes } from './modules/acesso/senha.routes.ts';
import { createTransparenteService } from './modules/acesso/transparente.service.ts';
import { operadorTransparenteRoutes, transparenteRoutes } from './modules/acesso/transparente.routes.ts';
import { versoesRoutes } from './modules/acesso/versoes.ts';
import { createVerificacaoService } from './modules/acesso/verificacao.service.ts';
import { verificacaoRoutes } from './modules/acesso/verificacao.routes.ts';
import { createBiometriaService } from './modules/acesso/biometria.service.ts';
import { biometriaRoutes } from './modules/acesso/biometria.routes.ts';
import { createNotificador } from './adapters/notificacoes.ts';
import { createOperadorRepository } from './modules/operador/operador.repository.ts';
import { createOperadorService } from './modules/operador/operador.service.ts';
import { operadorRoutes } from './modules/operador/operador.routes.ts';
import { operadorCasosRoutes } from './modules/operador/operador-casos.routes.ts';
import { operadorClientesRoutes } from './modules/operador/operador-clientes.routes.ts';
import { createCasosRepository } from './modules/casos/casos.repository.ts';
import { createCasosService } from './modules/casos/casos.service.ts';
import { casosRoutes } from './modules/casos/casos.routes.ts';
import { createBoletosRepository } from './modules/boletos/boletos.repository.ts';
import { createBoletosService } from './modules/boletos/boletos.service.ts';
import { boletosRoutes } from './modules/boletos/boletos.routes.ts';
import { createFormaEnvioService } from './modules/boletos/forma-envio.service.ts';
import { boletosOperadorRoutes } from './modules/boletos/boletos-operador.routes.ts';
import { createPagamentosRepository } from './modules/boletos/pagamentos.repository.ts';
import { createPagamentosService } from './modules/boletos/pagamentos.service.ts';
import { createRelatoriosRepository } from './modules/relatorios/relatorios.repository.ts';
import { createLancesRepository } from './modules/lances/lances.repository.ts';
import { createLancesService } from './modules/lances/lances.service.ts';
import { lancesRoutes } from './modules/lances/lances.routes.ts';
import { createAoVivo } from './modules/assembleias/ao-vivo.ts';
import { createAssembleiasRepository } from './modules/assembleias/assembleias.repository.ts';
import { createAssembleiasService } from './modules/assembleias/assembleias.service.ts';
import { assembleiasOperadorRoutes, assembleiasRoutes } from './modules/assembleias/assembleias.routes.ts';
import type { MensagemAoVivo } from '@portal/domain';
import { createRelatoriosService } from './modules/relatorios/relatorios.service.ts';
import { relatoriosRoutes } from './modules/relatorios/relatorios.routes.ts';
import { verificarBoletoRoutes } from './modules/boletos/verificar-boleto.ts';
import { caixaDeSaidaDeTeste, paginaDaCaixaDeSaida } from './plugins/caixa-de-saida.ts';
import { createAjudaRepository } from './modules/ajuda/ajuda.repository.ts';
import { createAjudaService } from './modules/ajuda/ajuda.service.ts';
import { ajudaRoutes } from './modules/ajuda/ajuda.routes.ts';
import { createNotificacoesRepository } from './modules/notificacoes/notificacoes.repository.ts';
import { createNotificacoesService } from './modules/notificacoes/notificacoes.service.ts';
import { notificacoesRoutes } from './modules/notificacoes/notificacoes.routes.ts';
import { notificacoesOperadorRoutes } from './modules/notificacoes/notificacoes-operador.routes.ts';
import { createFiliaisRepository } from './modules/filiais/filiais.repository.ts';
import { createFiliaisService } from './modules/filiais/filiais.service.ts';
import { filiaisRoutes } from './modules/filiais/filiais.routes.ts';
import { createArmazenamentoEmDisco, type Armazenamento } from './adapters/armazenamento.ts';
import { createPerfilRepository } from './modules/perfil/perfil.repository.ts';
import { createPerfilService } from './modules/perfil/perfil.service.ts';
import { perfilRoutes } from './modules/perfil/perfil.routes.ts';
import { createArquivosService } from './modules/perfil/arquivos.service.ts';
import { arquivosRoutes } from './modules/perfil/arquivos.routes.ts';

export interface BuildAppOptions {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'clients' | 'webDist' | 'logLevel'> &
    Partial<
      Pick<
        Config,
        | 'rateLimitPorMinuto'
        | 'loginsPorMinuto'
        | 'trustProxy'
        | 'operadorApiKey'
        | 'smtpUrl'
        | 'remetente'
        | 'isTest'
        | 'paginasDev'
        | 'cobranca'
        | 'dataDir'
      >
    >;
  /** The clock, injectable so tests can move time (lockouts, token expiry). */
  now?: () => number;
  logger?: boolean;
  /** Where uploads go; defaults to the disk under `$DATA_DIR/arquivos` (tests pass their own folder). */
  armazenamento?: Armazenamento;
}

/** Plugins, then modules, registered explicitly. No listen(): server.ts and the tests own that. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.access_token', 'req.headers.cookie'],
          },
    // Only behind a known proxy may X-Forwarded-For name the client (it keys the per-IP limits).
    trustProxy: options.config.trustProxy ?? false,
    bodyLimit: 1_048_576,
    // Download and transparent-login tickets are signed tokens in the path.
    routerOptions: { maxParamLength: 2048 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
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
    max: options.config.rateLimitPorMinuto ?? 600,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith(API_PREFIX),
  });
  await registerDocs(app);

  const tokens = createTokenService(await resolveJwtSecret(options.db, options.config.jwtSecret), now);
  const acessoRepo = createAcessoRepository(options.db);
  const sessoesRevogadas = createSessoesRevogadas(acessoRepo, now);
  const autenticar = requireAuth(tokens, sessoesRevogadas.revogada);
  const parceiros = createParceirosService(createParceirosRepository(options.db), now);
  const cotas = createCotasService(createCotasRepository(options.db), parceiros, now);
  const senhaRepo = createSenhaRepository(options.db);
  const notificador = createNotificador(
    options.db,
    options.config.smtpUrl,
    options.config.remetente ?? 'Portal do Consorciado',
  );
  const acesso = createAcessoService({
    repo: acessoRepo,
    senhas: senhaRepo,
    tokens,
    cotas,
    parceiros,
    sessoesRevogadas,
    now,
  });
  const senha = createSenhaService({
    repo: senhaRepo,
    acesso: acessoRepo,
    cotas,
    parceiros,
    notificador,
    sessoesRevogadas,
    now,
  });
  const transparente = createTransparenteService({
    db: options.db,
    acessoRepo,
    acesso,
    cotas,
    parceiros,
    tokens,
    now,
  });
  const clienteDoApp = exigirCliente(options.config.clients);
  // In-app notifications: the journeys produce them through this one function.
  const notificacoes = createNotificacoesService({
    repo: createNotificacoesRepository(options.db),
    cotas,
    now,
    aoFalhar: (err, n) => app.log.error({ err, ...n }, 'notificação não registrada'),
  });
  const notificar = notificacoes.notificar;
  const boletosRepo = createBoletosRepository(options.db);
  const configCobranca = options.config.cobranca ?? {
    convenio: '1234567',
    carteira: '17',
    chavePix: 'financeiro@portal.example',
    cidade: 'SAO PAULO',
  };
  const boletos = createBoletosService({
    repo: boletosRepo,
    cotas,
    parceiros,
    notificador,
    notificar,
    config: configCobranca,
    tokens,
    now,
  });
  const formaEnvio = createFormaEnvioService({ repo: boletosRepo, cotas, now });
  const lances = createLancesService({ repo: createLancesRepository(options.db), cotas, notificar, now });
  const assembleiasRepo = createAssembleiasRepository(options.db);
  const aoVivo = createAoVivo(
    async (id) => ((await assembleiasRepo.porId(id))?.assembleia.eventos as MensagemAoVivo[]) ?? [],
  );
  app.addHook('onClose', async () => aoVivo.fechar());
  const assembleias = createAssembleiasService({
    repo: assembleiasRepo,
    cotas,
    tokens,
    aoVivo,
    notificar,
    now,
  });
  const relatorios = createRelatoriosService({
    repo: createRelatoriosRepository(options.db),
    cotas,
    parceiros,
    tokens,
    now,
  });
  const casos = createCasosService(createCasosRepository(options.db), cotas, now, notificar);
  const perfilRepo = createPerfilRepository(options.db);
  const perfil = createPerfilService({ repo: perfilRepo, cotas });
  const arquivos = createArquivosService({
    repo: perfilRepo,
    armazenamento:
      options.armazenamento ??
      // Without a DATA_DIR (the API tests) uploads go to a per-process temporary folder, never ./data.
      createArmazenamentoEmDisco(
        options.config.dataDir
          ? path.join(options.config.dataDir, 'arquivos')
          : path.join(os.tmpdir(), `portal-arquivos-${process.pid}`),
      ),
  });
  const biometria = createBiometriaService({ db: options.db, acessoRepo, acesso, parceiros, now });
  const verificacao = createVerificacaoService({
    db: options.db,
    acesso: acessoRepo,
    cotas,
    parceiros,
    notificador,
    now,
  });

  const operador = createOperadorService({
    repo: createOperadorRepository(options.db),
    tentativas: createTentativas(acessoRepo, now),
    tokens,
    now,
  });
  registrarGuardas(app, { cliente: autenticar, cota: guardaDaCota(cotas), operador: operador.guarda });
  await app.register(cotasModule({ cotas }));
  await app.register(
    async (api) => {
      await api.register(parceirosRoutes(parceiros));
      await api.register(
        acessoRoutes({
          acesso,
          cotas,
          autenticar,
          clients: options.config.clients,
          loginsPorMinuto: options.config.loginsPorMinuto ?? 30,
        }),
      );
      await api.register(senhaRoutes(senha, autenticar));
      await api.register(transparenteRoutes(transparente, clienteDoApp));
      await api.register(versoesRoutes(options.db));
      await api.register(verificacaoRoutes(verificacao, autenticar));
      await api.register(biometriaRoutes(biometria, autenticar, clienteDoApp));
      await api.register(casosRoutes(casos, autenticar));
      await api.register(boletosRoutes(boletos, formaEnvio, autenticar));
      await api.register(relatoriosRoutes(relatorios, autenticar));
      await api.register(
        ajudaRoutes(createAjudaService({ repo: createAjudaRepository(options.db), cotas }), autenticar),
      );
      await api.register(lancesRoutes(lances, autenticar));
      await api.register(notificacoesRoutes(notificacoes, autenticar));
      await api.register(
        filiaisRoutes(
          createFiliaisService({ repo: createFiliaisRepository(options.db), cotas, now }),
          autenticar,
        ),
      );
      await api.register(assembleiasRoutes(assembleias, aoVivo, autenticar));
      await api.register(verificarBoletoRoutes(boletosRepo, parceiros, configCobranca.convenio));
      await api.register(perfilRoutes(perfil, autenticar));
      await api.register(arquivosRoutes(arquivos, autenticar));
      if (options.config.isTest) await api.register(caixaDeSaidaDeTeste(options.db));
    },
    { prefix: API_PREFIX },
  );
  if (options.config.paginasDev) await paginaDaCaixaDeSaida(app, options.db);
  const pagamentos = createPagamentosService({
    repo: createPagamentosRepository(options.db),
    boletos: boletosRepo,
    now,
  });
  await app.register(
    async (backOffice) => {
      await backOffice.register(operadorRoutes(operador));
      await backOffice.register(operadorCasosRoutes(operador, casos));
      await backOffice.register(boletosOperadorRoutes(operador, pagamentos));
      await backOffice.register(assembleiasOperadorRoutes(operador, assembleias));
      await backOffice.register(operadorClientesRoutes({ operador, acesso, cotas, db: options.db }));
      await backOffice.register(notificacoesOperadorRoutes(operador, notificacoes));
      await backOffice.register(
        operadorTransparenteRoutes(transparente, operador, options.config.operadorApiKey),
      );
    },
    { prefix: '/operador/v1' },
  );
  await registerWeb(app, options.config.webDist);
  return app;
}
