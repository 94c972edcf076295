import type { FastifyInstance } from 'fastify';
import { casosOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { CasosService } from './casos.service.ts';

/**
 * The CRM's Salesforce-shaped composite endpoints (spec 01 §7), answered by the built-in case store, and the
 * analysts' queue and decisions on the same cases; every back-office change is audited in its own transaction.
 */
export const casosModule = (deps: { casos: CasosService }) => async (app: FastifyInstance) => {
  const { casos } = deps;
  const op = casosOperacoes;

  rota(app, op.consultar, (p) => casos.consultar(p.sessao, p.body));
  rota(app, op.criar, (p) => casos.criar(p.sessao, p.body));
  rota(app, op.atualizarPeloApp, (p) => casos.atualizarPeloApp(p.sessao, p.params.caseNumber, p.body));
  rota(app, op.conta, (p) => casos.conta(p.sessao, p.body.CPF_CNPJ));
  rota(app, op.crivo, (p) => casos.crivo(p.cota));
  rota(app, op.statusCadastral, (p) => casos.statusCadastral(p.sessao));
  rota(app, op.confirmarDados, (p) => casos.confirmarDados(p.sessao));

  // ——— Back-office ———

  rota(app, op.fila, (p) => {
    const { page, page_size, ...filtro } = p.query;
    return casos.fila(filtro, p.operador.parceiroId, page, page_size);
  });
  rota(app, op.detalheOperador, (p) => casos.detalheOperador(p.params.caseNumber, p.operador.parceiroId));
  rota(app, op.alterarPeloOperador, async (p) => {
    await casos.alterarPeloOperador(p.operador, p.params.caseNumber, p.body);
    return casos.detalheOperador(p.params.caseNumber, p.operador.parceiroId);
  });
  rota(app, op.definirCrivo, (p) =>
    casos.definirCrivo(p.operador, p.params.id, p.body.codigo, p.body.descricao),
  );
};
