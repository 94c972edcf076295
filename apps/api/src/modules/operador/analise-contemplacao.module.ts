import type { FastifyInstance } from 'fastify';
import { analiseContemplacaoOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { AnaliseContemplacaoService } from './analise-contemplacao.service.ts';

/** /operador/v1/analises-contemplacao: the analyst's contemplation analyses (issue 18, ADR 0031). */
export const analiseContemplacaoModule =
  (deps: { analiseContemplacao: AnaliseContemplacaoService }) => async (app: FastifyInstance) => {
    const { analiseContemplacao } = deps;
    const op = analiseContemplacaoOperacoes;

    rota(app, op.fila, (p) => analiseContemplacao.fila(p.operador.operadorId));
    rota(app, op.detalhe, (p) => analiseContemplacao.detalhe(p.operador.operadorId, p.params.caseNumber));
    rota(app, op.decidir, (p) =>
      analiseContemplacao.decidir(p.operador.operadorId, p.params.caseNumber, p.body),
    );
  };
