import type { FastifyInstance } from 'fastify';
import { parceirosOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { ParceirosService } from './parceiros.service.ts';

/** Public: the portal needs the partner's look before anyone logs in. */
export const parceirosModule = (deps: { parceiros: ParceirosService }) => async (app: FastifyInstance) => {
  const { parceiros } = deps;
  rota(app, parceirosOperacoes.listar, () => parceiros.lista());
  rota(app, parceirosOperacoes.configuracao, (p, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return parceiros.configuracao(p.query.domain, false);
  });
  rota(app, parceirosOperacoes.configuracaoTransparente, (p) => parceiros.configuracao(p.query.domain, true));
  rota(app, parceirosOperacoes.conteudo, (p) => parceiros.conteudo(p.params.id));
  rota(app, parceirosOperacoes.avisos, (p) => parceiros.avisos(p.params.id));
};
