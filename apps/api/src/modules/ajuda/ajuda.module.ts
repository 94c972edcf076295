import type { FastifyInstance } from 'fastify';
import { ajudaOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { AjudaService } from './ajuda.service.ts';

/** Help centre (spec 01 §7 "FAQ"): categories, search (list, text, one question) and the helpful vote. */
export const ajudaModule = (deps: { ajuda: AjudaService }) => async (app: FastifyInstance) => {
  const { ajuda } = deps;
  rota(app, ajudaOperacoes.topicos, (p) => ajuda.topicos(p.sessao, p.params.partner));
  rota(app, ajudaOperacoes.buscar, (p) => ajuda.buscar(p.sessao, p.params.partner, p.body));
  rota(app, ajudaOperacoes.votar, (p) => ajuda.votar(p.sessao, p.body));
};
