import type { FastifyInstance } from 'fastify';
import { transferenciaOperacoes, transferenciaOperadorOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { TransferenciaService } from './transferencia.service.ts';

/** Quota transfer (03 §7, issue 22): the session's quota under `core/transferencia-cota/*`, and the back-office queue. */
export const transferenciaModule =
  (deps: { transferencia: TransferenciaService }) => async (app: FastifyInstance) => {
    const { transferencia } = deps;
    const op = transferenciaOperacoes;
    rota(app, op.verificarProcesso, (p) => transferencia.verificarProcesso(p.sessao));
    rota(app, op.solicitar, (p) => transferencia.solicitar(p.sessao, p.body));

    const opr = transferenciaOperadorOperacoes;
    rota(app, opr.fila, (p) => transferencia.fila(p.operador.operadorId));
    rota(app, opr.decidir, (p) => transferencia.decidir(p.operador.operadorId, p.params.id, p.body));
  };
