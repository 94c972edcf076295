import type { FastifyInstance } from 'fastify';
import { faturamentoSeminovoOperacoes } from '@portal/domain';
import type { AutorizacaoSeminovoService } from './autorizacao-seminovo.service.ts';
import type { FaturamentoSeminovoService } from './faturamento-seminovo.service.ts';
import type { VistoriaDigitalService } from './vistoria-digital.service.ts';
import { rota } from '../../core/rotas.ts';
import { rotaDoCelular } from './somente-celular.ts';

/**
 * Used-vehicle billing (issue 21), 02 §2.5 and §7: the case's situation and timeline, the plate look-up, the
 * simulation, the vehicle chosen, the inspection (with its fee) and the seller's data. For phones (02 §6).
 * The catalogue (marcas, modelos), the restart (reiniciar-fluxo) and the seller's documents (antifraude) are
 * the veiculos, faturamento and contemplacao modules' routes.
 */
export const faturamentoSeminovoModule =
  (deps: {
    faturamentoSeminovo: FaturamentoSeminovoService;
    autorizacaoSeminovo: AutorizacaoSeminovoService;
    vistoriaDigital: VistoriaDigitalService;
  }) =>
  async (app: FastifyInstance) => {
    const { faturamentoSeminovo: s, autorizacaoSeminovo: a, vistoriaDigital: v } = deps;
    const op = faturamentoSeminovoOperacoes;
    rotaDoCelular(app, op.situacao, (p) => s.situacao(p.cota));
    rotaDoCelular(app, op.consultarVeiculo, (p) => s.consultarVeiculo(p.sessao, p.params.placa));
    rotaDoCelular(app, op.simular, (p) => s.simular(p.sessao, p.body));
    rotaDoCelular(app, op.selecionarVeiculo, (p) => s.selecionarVeiculo(p.sessao, p.body));
    rotaDoCelular(app, op.agendarVistoria, (p) => s.agendarVistoria(p.sessao, p.body));
    // The digital inspection's photos, taken on the phone from the SMS link (ADR 0058).
    rotaDoCelular(app, op.enviarFotosVistoria, (p) => v.enviarFotos(p.sessao, p.cota, p.body));
    rotaDoCelular(app, op.dadosVendedor, (p) => s.dadosVendedor(p.sessao, p.body));
    // The billing authorization the customer signs with an SMS code (ADR 0057).
    rotaDoCelular(app, op.autorizacao, (p) => a.autorizacao(p.sessao, p.cota));
    rotaDoCelular(app, op.assinarAutorizacao, (p) => a.assinar(p.sessao, p.cota, p.body.auth_token, p.ip));
    // The billing order a company seller receives (ordemgerada).
    rotaDoCelular(app, op.ordemFaturamento, (p) => a.ordemFaturamento(p.sessao, p.cota));
    rota(app, op.painelAnalista, (p) => s.painelAnalista(p.params.caseNumber, p.operador.parceiroId));
    rota(app, op.acaoDoAnalista, (p) => s.acaoDoAnalista(p.operador, p.params.caseNumber, p.body));
  };
