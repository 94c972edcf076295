import type { FastifyInstance } from 'fastify';
import { faturamentoNovoOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { FaturamentoNovoService } from './faturamento-novo.service.ts';
import { rotaDoCelular } from './somente-celular.ts';

/**
 * New-vehicle (0 km) billing, 02 §2.4 and §7: the case's situation, the vehicle with its value and dealer,
 * the confirmation (once), the billing order's data and its PDF (base64), the payment programming and the
 * Detran pendency. The customer's operations are for phones (403 otherwise, 02 §6); the analyst's are not.
 */
export const faturamentoNovoModule =
  (deps: { faturamentoNovo: FaturamentoNovoService }) => async (app: FastifyInstance) => {
    const { faturamentoNovo } = deps;
    const op = faturamentoNovoOperacoes;
    rotaDoCelular(app, op.situacao, (p) => faturamentoNovo.situacao(p.cota));
    rotaDoCelular(app, op.cadastrarVeiculo, (p) => faturamentoNovo.cadastrarVeiculo(p.sessao, p.body));
    rotaDoCelular(app, op.solicitar, (p) => faturamentoNovo.solicitar(p.sessao, p.cota, p.body));
    rotaDoCelular(app, op.pedidoCompra, (p) => faturamentoNovo.pedidoCompra(p.sessao));
    rotaDoCelular(app, op.dadosOrdemFaturamento, (p) =>
      faturamentoNovo.dadosOrdemFaturamento(p.sessao, p.body),
    );
    rotaDoCelular(app, op.programarPagamento, (p) => faturamentoNovo.programarPagamento(p.sessao));
    rotaDoCelular(app, op.resolverPendenciaDetran, (p) => faturamentoNovo.resolverPendenciaDetran(p.sessao));
    rota(app, op.painelAnalista, (p) =>
      faturamentoNovo.painelAnalista(p.params.caseNumber, p.operador.parceiroId),
    );
    rota(app, op.acaoDoAnalista, (p) =>
      faturamentoNovo.acaoDoAnalista(p.operador, p.params.caseNumber, p.body),
    );
  };
