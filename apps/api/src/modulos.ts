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
import { operadorModule } from './modules/operador/operador.module.ts';
import { casosModule } from './modules/casos/casos.module.ts';
import { boletosModule } from './modules/boletos/boletos.module.ts';
import { relatoriosModule } from './modules/relatorios/relatorios.module.ts';
import { lancesModule } from './modules/lances/lances.module.ts';
import { assembleiasModule } from './modules/assembleias/assembleias.module.ts';
import { ajudaModule } from './modules/ajuda/ajuda.module.ts';
import { notificacoesModule } from './modules/notificacoes/notificacoes.module.ts';
import { filiaisModule } from './modules/filiais/filiais.module.ts';
import { perfilModule } from './modules/perfil/perfil.module.ts';

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
  casosModule,
  operadorModule,
  boletosModule,
  relatoriosModule,
  lancesModule,
  assembleiasModule,
  ajudaModule,
  notificacoesModule,
  filiaisModule,
  perfilModule,
];
