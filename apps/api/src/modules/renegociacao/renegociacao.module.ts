import type { FastifyInstance } from 'fastify';
import { renegociacaoOperacoes, renegociacaoOperadorOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { RenegociacaoService } from './renegociacao.service.ts';

/**
 * Instalment renegotiation (03 §7 `renegociacao-parcelas/*`, issue 22, ADR 0052) on the session's selected
 * quota: validation, the overdue instalments, the selection, the summary and the confirmation; and the
 * back-office's follow-up of the pending ones.
 */
export const renegociacaoModule =
  (deps: { renegociacao: RenegociacaoService }) => async (app: FastifyInstance) => {
    const { renegociacao } = deps;
    const op = renegociacaoOperacoes;
    rota(app, op.validar, (p) => renegociacao.validar(p.sessao));
    rota(app, op.obterParcelas, (p) => renegociacao.obterParcelas(p.sessao));
    rota(app, op.selecionarParcelas, (p) => renegociacao.selecionar(p.sessao, p.body.parcelas));
    rota(app, op.resumo, (p) => renegociacao.resumo(p.sessao, p.body.parcelas));
    rota(app, op.confirmar, (p) => renegociacao.confirmar(p.sessao, p.body.parcelas));

    const opr = renegociacaoOperadorOperacoes;
    rota(app, opr.acompanhar, (p) => renegociacao.acompanhar(p.operador.parceiroId));
    rota(app, opr.registrarContato, (p) =>
      renegociacao.registrarContato(p.operador, p.params.id, p.body.nota),
    );
  };
