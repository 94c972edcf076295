import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX } from './plugins/docs.ts';
import type { Servicos } from './servicos.ts';
import { cotasModule } from './modules/cotas/cotas.module.ts';
import { parceirosModule } from './modules/parceiros/parceiros.module.ts';
import { acessoModule } from './modules/acesso/acesso.module.ts';
import { transparenteModule } from './modules/acesso/transparente.module.ts';
import { biometriaModule } from './modules/acesso/biometria.module.ts';
import { operadorRoutes } from './modules/operador/operador.routes.ts';
import { operadorCasosRoutes } from './modules/operador/operador-casos.routes.ts';
import { operadorClientesRoutes } from './modules/operador/operador-clientes.routes.ts';
import { casosRoutes } from './modules/casos/casos.routes.ts';
import { boletosRoutes } from './modules/boletos/boletos.routes.ts';
import { boletosOperadorRoutes } from './modules/boletos/boletos-operador.routes.ts';
import { verificarBoletoRoutes } from './modules/boletos/verificar-boleto.ts';
import { relatoriosRoutes } from './modules/relatorios/relatorios.routes.ts';
import { lancesRoutes } from './modules/lances/lances.routes.ts';
import { assembleiasOperadorRoutes, assembleiasRoutes } from './modules/assembleias/assembleias.routes.ts';
import { ajudaRoutes } from './modules/ajuda/ajuda.routes.ts';
import { notificacoesRoutes } from './modules/notificacoes/notificacoes.routes.ts';
import { notificacoesOperadorRoutes } from './modules/notificacoes/notificacoes-operador.routes.ts';
import { filiaisRoutes } from './modules/filiais/filiais.routes.ts';
import { perfilRoutes } from './modules/perfil/perfil.routes.ts';
import { arquivosRoutes } from './modules/perfil/arquivos.routes.ts';

/** A module: its routes (customer and back-office alike) as one plugin, built from the services. */
export type Modulo = (servicos: Servicos) => FastifyPluginAsync;

// Route sets not yet declared in the operation catalogue, under their API's prefix. Each goes away when its
// module registers from the catalogue (`rota()` writes the full path itself).
const cliente = (plugin: FastifyPluginAsyncZod) => async (app: FastifyInstance) =>
  app.register(plugin, { prefix: API_PREFIX });
const backOffice = (plugin: FastifyPluginAsyncZod) => async (app: FastifyInstance) =>
  app.register(plugin, { prefix: '/operador/v1' });

/** Every module of the API, in the order they are registered. */
export const MODULOS: Modulo[] = [
  parceirosModule,
  acessoModule,
  transparenteModule,
  biometriaModule,
  cotasModule,
  (s) => cliente(casosRoutes(s.casos, s.autenticar)),
  (s) => backOffice(operadorRoutes(s.operador)),
  (s) => backOffice(operadorCasosRoutes(s.operador, s.casos)),
  (s) =>
    backOffice(operadorClientesRoutes({ operador: s.operador, acesso: s.acesso, cotas: s.cotas, db: s.db })),
  (s) => cliente(boletosRoutes(s.boletos, s.formaEnvio, s.autenticar)),
  (s) => cliente(verificarBoletoRoutes(s.boletosRepo, s.parceiros, s.config.cobranca.convenio)),
  (s) => backOffice(boletosOperadorRoutes(s.operador, s.pagamentos)),
  (s) => cliente(relatoriosRoutes(s.relatorios, s.autenticar)),
  (s) => cliente(lancesRoutes(s.lances, s.autenticar)),
  (s) => cliente(assembleiasRoutes(s.assembleias, s.aoVivo, s.autenticar)),
  (s) => backOffice(assembleiasOperadorRoutes(s.operador, s.assembleias)),
  (s) => cliente(ajudaRoutes(s.ajuda, s.autenticar)),
  (s) => cliente(notificacoesRoutes(s.notificacoes, s.autenticar)),
  (s) => backOffice(notificacoesOperadorRoutes(s.operador, s.notificacoes)),
  (s) => cliente(filiaisRoutes(s.filiais, s.autenticar)),
  (s) => cliente(perfilRoutes(s.perfil, s.autenticar)),
  (s) => cliente(arquivosRoutes(s.arquivos, s.autenticar)),
];
