import type { FastifyInstance } from 'fastify';
import { lancesOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { LancesService } from './lances.service.ts';

/** Bid offer, simulation, confirmation, history and cancellation (spec 01 §7 "Bids"). */
export const lancesModule = (deps: { lances: LancesService }) => async (app: FastifyInstance) => {
  const { lances } = deps;
  rota(app, lancesOperacoes.regras, (p) => lances.regras(p.cota));
  rota(app, lancesOperacoes.embutido, (p) => lances.embutido(p.cota, p.body));
  rota(app, lancesOperacoes.simular, (p) => lances.simular(p.cota, p.body));
  rota(app, lancesOperacoes.confirmar, (p) => lances.confirmar(p.cota, p.body, p.ip));
  rota(app, lancesOperacoes.historico, (p) => lances.historico(p.cota, p.query.page, p.query.page_size));
  rota(app, lancesOperacoes.cancelar, (p) => lances.cancelar(p.cota, p.params.protocol));
  rota(app, lancesOperacoes.vencedores, (p) => lances.vencedores(p.cota, p.query.percentual));
};
