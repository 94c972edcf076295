import type { FastifyInstance } from 'fastify';
import { posvendaOperacoes, posvendaOperadorOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { PosVendaService } from './posvenda.service.ts';

/** After-sales onboarding (03 §2, issue 22): the session's quota under `/pos-venda`, and the call-back queue. */
export const posvendaModule = (deps: { posvenda: PosVendaService }) => async (app: FastifyInstance) => {
  const { posvenda } = deps;
  const op = posvendaOperacoes;
  rota(app, op.estado, (p) => posvenda.estado(p.sessao));
  rota(app, op.ano, (p) => posvenda.ano(p.sessao, p.body.ano));
  rota(app, op.identidade, (p) => posvenda.identidade(p.sessao, p.body));
  rota(app, op.responder, (p) => posvenda.responder(p.sessao, p.body));
  rota(app, op.retorno, (p) => posvenda.retorno(p.sessao, p.body));

  const opr = posvendaOperadorOperacoes;
  rota(app, opr.fila, (p) => posvenda.fila(p.operador.parceiroId));
  rota(app, opr.concluir, (p) =>
    posvenda.concluir(p.operador.operadorId, p.operador.parceiroId, p.params.id, p.body),
  );
};
