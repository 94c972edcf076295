import type { FastifyInstance } from 'fastify';
import { faturamentoNovoOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { FaturamentoNovoService } from './faturamento-novo.service.ts';

/**
 * New-vehicle (0 km) billing, 02 §2.4 and §7: the case's situation, the vehicle with its value and dealer,
 * the confirmation (once) and the purchase order PDF (base64).
 */
export const faturamentoNovoModule =
  (deps: { faturamentoNovo: FaturamentoNovoService }) => async (app: FastifyInstance) => {
    const { faturamentoNovo } = deps;
    const op = faturamentoNovoOperacoes;
    rota(app, op.situacao, (p) => faturamentoNovo.situacao(p.cota));
    rota(app, op.cadastrarVeiculo, (p) => faturamentoNovo.cadastrarVeiculo(p.sessao, p.body));
    rota(app, op.solicitar, (p) => faturamentoNovo.solicitar(p.sessao, p.cota, p.body));
    rota(app, op.pedidoCompra, (p) => faturamentoNovo.pedidoCompra(p.sessao));
    rota(app, op.painelAnalista, (p) => faturamentoNovo.painelAnalista(p.params.caseNumber));
    rota(app, op.acaoDoAnalista, (p) =>
      faturamentoNovo.acaoDoAnalista(p.operador.operadorId, p.params.caseNumber, p.body),
    );
  };
