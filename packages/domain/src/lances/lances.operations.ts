import { paginacaoQuerySchema } from '../comum/comum.schemas.ts';
import { operacao } from '../comum/operacao.ts';
import { cotaIdParamsSchema } from '../cotas/cotas.schemas.ts';
import {
  cancelamentoLanceParamsSchema,
  cancelamentoLanceRespostaSchema,
  confirmacaoLanceBodySchema,
  confirmacaoLanceRespostaSchema,
  historicoLancesSchema,
  historicoLancesVencedoresSchema,
  lanceEmbutidoBodySchema,
  lanceEmbutidoRespostaSchema,
  payloadLanceSchema,
  regrasLanceSchema,
  simulacaoLanceRespostaSchema,
  vencedoresLanceQuerySchema,
} from './lances.schemas.ts';

const tag = 'lances';

/** Spec 01 §7 "Bids": offer, simulation, confirmation, history and cancellation. */
export const lancesOperacoes = {
  regras: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/credenciamento-lance',
    escopo: 'cota',
    tag,
    resumo: 'Regras de lance da cota',
    params: cotaIdParamsSchema,
    resposta: regrasLanceSchema,
  }),
  embutido: operacao({
    metodo: 'POST',
    efeito: 'consulta',
    caminho: '/cotas/{id}/credenciamento-lance/lanceEmbutido',
    escopo: 'cota',
    tag,
    resumo: 'Quanto do lance pode ser embutido',
    params: cotaIdParamsSchema,
    body: lanceEmbutidoBodySchema,
    resposta: lanceEmbutidoRespostaSchema,
  }),
  simular: operacao({
    metodo: 'POST',
    efeito: 'consulta',
    caminho: '/cotas/{id}/credenciamento-lance/simulacao',
    escopo: 'cota',
    tag,
    resumo: 'Simular o lance',
    params: cotaIdParamsSchema,
    body: payloadLanceSchema,
    resposta: simulacaoLanceRespostaSchema,
  }),
  confirmar: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/cotas/{id}/credenciamento-lance',
    escopo: 'cota',
    tag,
    resumo: 'Confirmar o lance (a mesma confirmação duas vezes é um lance só)',
    params: cotaIdParamsSchema,
    body: confirmacaoLanceBodySchema,
    resposta: confirmacaoLanceRespostaSchema,
  }),
  historico: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/credenciamento-lance/historico',
    escopo: 'cota',
    tag,
    resumo: 'Histórico de lances',
    params: cotaIdParamsSchema,
    query: paginacaoQuerySchema,
    resposta: historicoLancesSchema,
  }),
  cancelar: operacao({
    metodo: 'PUT',
    caminho: '/cotas/{id}/credenciamento-lance/cancelamento-lance/{protocol}',
    escopo: 'cota',
    tag,
    resumo: 'Cancelar um lance ativo',
    params: cancelamentoLanceParamsSchema,
    resposta: cancelamentoLanceRespostaSchema,
  }),
  vencedores: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/credenciamento-lance/vencedores',
    escopo: 'cota',
    tag,
    resumo: 'Lances vencedores das últimas assembleias do grupo',
    params: cotaIdParamsSchema,
    query: vencedoresLanceQuerySchema,
    resposta: historicoLancesVencedoresSchema,
  }),
};
