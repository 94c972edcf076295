import type { FastifyInstance } from 'fastify';
import { faturamentoOperacoes, faturamentoOperadorOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { FaturamentoNovoService } from './faturamento-novo.service.ts';
import type { FaturamentoSeminovoService } from './faturamento-seminovo.service.ts';
import type { FaturamentoService } from './faturamento.service.ts';
import { rotaDoCelular } from './somente-celular.ts';

/**
 * Goods billing, auto (02 §7 `core/faturamento/auto/*`, issue 19): status, validation, start, restart and the
 * manual path, on the session's quota; each refuses a non-phone device with 403 (02 §6). And the back-office's
 * identification queue and decision.
 */
export const faturamentoModule =
  (deps: {
    faturamento: FaturamentoService;
    faturamentoNovo: FaturamentoNovoService;
    faturamentoSeminovo: FaturamentoSeminovoService;
  }) =>
  async (app: FastifyInstance) => {
    const { faturamento, faturamentoNovo, faturamentoSeminovo } = deps;
    const op = faturamentoOperacoes;

    rotaDoCelular(app, op.status, (p) => faturamento.status(p.sessao));
    rotaDoCelular(app, op.validar, (p) => faturamento.validar(p.sessao));
    rotaDoCelular(app, op.iniciar, (p) => faturamento.iniciar(p.sessao, p.query));
    // A new- or used-vehicle case past the start restarts at the vehicle step ("choose another vehicle");
    // otherwise
    // the start itself restarts (while nothing was sent for analysis).
    rotaDoCelular(app, op.reiniciarFluxo, async (p) =>
      (await faturamentoNovo.escolherOutroVeiculo(p.sessao)) ||
      (await faturamentoSeminovo.escolherOutroVeiculo(p.sessao))
        ? faturamento.status(p.sessao)
        : faturamento.reiniciarFluxo(p.sessao),
    );
    rotaDoCelular(app, op.iniciarManual, (p) =>
      faturamento.iniciarManual(p.sessao, p.body.motivoEncerramento),
    );

    const opr = faturamentoOperadorOperacoes;
    rota(app, opr.filaIdentificacao, (p) => faturamento.filaIdentificacao(p.operador.operadorId));
    rota(app, opr.decidirIdentificacao, (p) =>
      faturamento.decidirIdentificacao(p.operador.operadorId, p.params.caseNumber, p.body),
    );
  };
