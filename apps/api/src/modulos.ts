import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX } from './plugins/docs.ts';
import type { Servicos } from './servicos.ts';
import { cotasModule } from './modules/cotas/cotas.module.ts';
import { parceirosRoutes } from './modules/parceiros/parceiros.routes.ts';
import { acessoRoutes } from './modules/acesso/acesso.routes.ts';
import { senhaRoutes } from './modules/acesso/senha.routes.ts';
import { operadorTransparenteRoutes, transparenteRoutes } from './modules/acesso/transparente.routes.ts';
import { versoesRoutes } from './modules/acesso/versoes.ts';
import { verificacaoRoutes } from './modules/acesso/verificacao.routes.ts';
import { biometriaRoutes } from './modules/acesso/biometria.routes.ts';
import { operadorRoutes } from './modules/operador/operador.routes.ts';
import { operadorCasosRoutes } from './modules/operador/operador-casos.routes.ts';
import { operadorClientesRoutes } from './modules/operador/operador-clientes.routes.ts';
import { casosRoutes } from './modules/casos/casos.routes.ts';
import { boletosModule } from './modules/boletos/boletos.module.ts';
import { relatoriosModule } from './modules/relatorios/relatorios.module.ts';
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
  (s) => cliente(parceirosRoutes(s.parceiros)),
  (s) =>
    cliente(
      acessoRoutes({
        acesso: s.acesso,
        cotas: s.cotas,
        autenticar: s.autenticar,
        clients: s.config.clients,
        loginsPorMinuto: s.config.loginsPorMinuto,
      }),
    ),
  (s) => cliente(senhaRoutes(s.senha, s.autenticar)),
  (s) => cliente(transparenteRoutes(s.transparente, s.clienteDoApp)),
  (s) => backOffice(operadorTransparenteRoutes(s.transparente, s.operador, s.config.operadorApiKey)),
  (s) => cliente(versoesRoutes(s.db)),
  (s) => cliente(verificacaoRoutes(s.verificacao, s.autenticar)),
  (s) => cliente(biometriaRoutes(s.biometria, s.autenticar, s.clienteDoApp)),
  cotasModule,
  (s) => cliente(casosRoutes(s.casos, s.autenticar)),
  (s) => backOffice(operadorRoutes(s.operador)),
  (s) => backOffice(operadorCasosRoutes(s.operador, s.casos)),
  (s) =>
    backOffice(operadorClientesRoutes({ operador: s.operador, acesso: s.acesso, cotas: s.cotas, db: s.db })),
  boletosModule,
  relatoriosModule,
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
