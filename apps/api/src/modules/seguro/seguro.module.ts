import type { FastifyInstance } from 'fastify';
import { seguroOperacoes, seguroOperadorOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { SeguroService } from './seguro.service.ts';

/** The insurance offer (03 §7 `cotas/{id}/seguro/dados`, issue 22, ADR 0055) and the back-office queue. */
export const seguroModule = (deps: { seguro: SeguroService }) => async (app: FastifyInstance) => {
  const { seguro } = deps;
  const op = seguroOperacoes;
  rota(app, op.dados, (p) => seguro.dados(p.cota));
  rota(app, op.solicitar, (p) => seguro.solicitar(p.sessao, p.cota, p.body));

  const opr = seguroOperadorOperacoes;
  rota(app, opr.fila, (p) => seguro.fila(p.operador));
  rota(app, opr.encerrar, (p) => seguro.encerrar(p.operador, p.params.id, p.body));
};
