import type { FastifyInstance } from 'fastify';
import { faturamentoOperacoes, faturamentoOperadorOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { FaturamentoService } from './faturamento.service.ts';

/**
 * Goods billing, auto (02 §7 `core/faturamento/auto/*`, issue 19): status, validation, start, restart and the
 * manual path, on the session's quota; each refuses a non-phone device with 403 (02 §6). And the back-office's
 * identification queue and decision.
 */
export const faturamentoModule =
  (deps: { faturamento: FaturamentoService }) => async (app: FastifyInstance) => {
    const { faturamento } = deps;
    const op = faturamentoOperacoes;
    const celular = (p: {
      sessao: Parameters<FaturamentoService['exigirCelular']>[0];
      headers: { 'user-agent'?: string };
    }) => faturamento.exigirCelular(p.sessao, p.headers['user-agent']);

    rota(app, op.status, (p) => {
      celular(p);
      return faturamento.status(p.sessao);
    });
    rota(app, op.validar, (p) => {
      celular(p);
      return faturamento.validar(p.sessao);
    });
    rota(app, op.iniciar, (p) => {
      celular(p);
      return faturamento.iniciar(p.sessao, p.query);
    });
    rota(app, op.reiniciarFluxo, (p) => {
      celular(p);
      return faturamento.reiniciarFluxo(p.sessao);
    });
    rota(app, op.iniciarManual, (p) => {
      celular(p);
      return faturamento.iniciarManual(p.sessao, p.body.motivoEncerramento);
    });

    const opr = faturamentoOperadorOperacoes;
    rota(app, opr.filaIdentificacao, (p) => faturamento.filaIdentificacao(p.operador.operadorId));
    rota(app, opr.decidirIdentificacao, (p) =>
      faturamento.decidirIdentificacao(p.operador.operadorId, p.params.caseNumber, p.body),
    );
  };
