import type { FastifyInstance } from 'fastify';
import { faturamentoCreditoOperacoes, faturamentoEspecieOperadorOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { FaturamentoEspecieService } from './faturamento-especie.service.ts';

/**
 * Cash billing / cash credit (02 §2.3, §7 `core/faturamento-credito/*`, ADR 0045) on the session's quota, and
 * the back-office's queue and decision (approval schedules the payout, ADR 0041).
 */
export const faturamentoEspecieModule =
  (deps: { faturamentoEspecie: FaturamentoEspecieService }) => async (app: FastifyInstance) => {
    const { faturamentoEspecie: s } = deps;
    const op = faturamentoCreditoOperacoes;
    rota(app, op.status, (p) => s.status(p.sessao));
    rota(app, op.validar, (p) => s.validar(p.sessao));
    rota(app, op.iniciar, (p) => s.iniciar(p.sessao));
    rota(app, op.atualizar, (p) => s.atualizar(p.sessao, p.body));
    rota(app, op.solicitarPagamento, (p) => s.solicitarPagamento(p.sessao));
    const opr = faturamentoEspecieOperadorOperacoes;
    rota(app, opr.fila, (p) => s.fila(p.operador.operadorId));
    rota(app, opr.decidir, (p) => s.decidir(p.operador.operadorId, p.params.caseNumber, p.body));
  };
