import type { FastifyInstance } from 'fastify';
import { catalogoVeiculosOperacoes, veiculosOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { VeiculosService } from './veiculos.service.ts';
import { rotaDoCelular } from './somente-celular.ts';

/**
 * The vehicle and dealer catalogue of goods billing (02 §7; issue 19, ADR 0039): the customer's look-ups and
 * inclusion requests (asset invoicing: phones only, 02 §6), and the analysts' answer in the back-office (/operador/v1/catalogo-veiculos).
 */
export const veiculosModule = (deps: { veiculos: VeiculosService }) => async (app: FastifyInstance) => {
  const { veiculos } = deps;
  const op = veiculosOperacoes;

  rotaDoCelular(app, op.fabricantes, (p) => veiculos.fabricantes(p.query));
  rotaDoCelular(app, op.modelosBens, (p) => veiculos.modelosBens(p.query));
  rotaDoCelular(app, op.anosModeloBem, (p) => veiculos.anos(p.params.codBem));
  rotaDoCelular(app, op.marcas, (p) => veiculos.marcas(p.query));
  rotaDoCelular(app, op.modelos, (p) => veiculos.modelos(p.query));
  rotaDoCelular(app, op.fornecedor, (p) => veiculos.fornecedor(p.params.supplier));
  rotaDoCelular(app, op.solicitarFornecedor, (p) => veiculos.solicitarFornecedor(p.sessao, p.body));
  rotaDoCelular(app, op.solicitarModelo, (p) => veiculos.solicitarModelo(p.sessao, p.cota, p.body));
  rotaDoCelular(app, op.solicitacoes, (p) => veiculos.solicitacoes(p.cota));

  const opr = catalogoVeiculosOperacoes;
  rota(app, opr.solicitacoes, (p) => veiculos.solicitacoesOperador(p.operador.operadorId, p.query));
  rota(app, opr.atender, (p) => veiculos.atender(p.operador.operadorId, p.params.idSolicitacao, p.body));
};
