import type { FastifyInstance } from 'fastify';
import { devolucaoOperacoes, devolucaoOperadorOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { DevolucaoService } from './devolucao.service.ts';

/**
 * Refund of values (02 §7 "Refund", issue 20): the session's quota under `core/devolucao/*`, an owned quota
 * under `cotas/{id}/*` (the ownership hook ran), and the back-office's refund queue and decision.
 */
export const devolucaoModule = (deps: { devolucao: DevolucaoService }) => async (app: FastifyInstance) => {
  const { devolucao } = deps;
  const op = devolucaoOperacoes;
  rota(app, op.valoresDisponiveis, (p) => devolucao.valoresDisponiveis(p.sessao));
  rota(app, op.status, (p) => devolucao.status(p.sessao));
  rota(app, op.iniciar, (p) => devolucao.iniciar(p.sessao));
  rota(app, op.dataDevolucao, (p) => devolucao.dataDevolucao(p.sessao));
  rota(app, op.valoresCancelado, (p) => devolucao.valoresCancelado(p.cota.idCota));
  rota(app, op.valoresEncerramento, (p) => devolucao.valoresEncerramento(p.cota.idCota));
  rota(app, op.bancosEncerramento, () => devolucao.bancos());
  rota(app, op.solicitarPagamento, (p) => devolucao.solicitarPagamento(p.sessao, p.body));

  const opr = devolucaoOperadorOperacoes;
  rota(app, opr.fila, (p) => devolucao.fila(p.operador.operadorId));
  rota(app, opr.decidir, (p) => devolucao.decidir(p.operador.operadorId, p.params.caseNumber, p.body));
};
