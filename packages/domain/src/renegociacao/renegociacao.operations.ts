import { operacao } from '../comum/operacao.ts';
import {
  contatoRenegociacaoBodySchema,
  parcelasEmAtrasoSchema,
  renegociacaoAcompanhadaSchema,
  renegociacaoParamsSchema,
  renegociacoesAcompanhadasSchema,
  parcelasSelecionadasSchema,
  renegociacaoSchema,
  resumoRenegociacaoSchema,
  selecaoRenegociacaoBodySchema,
  validacaoRenegociacaoSchema,
} from './renegociacao.schemas.ts';

const tag = 'renegociacao';

/**
 * Instalment renegotiation (03 §7 `renegociacao-parcelas/*`), on the session's selected quota (no id in the
 * path, like `core/faturamento/auto/*`). Rules and money: ADR 0052.
 */
export const renegociacaoOperacoes = {
  validar: operacao({
    metodo: 'GET',
    caminho: '/renegociacao-parcelas/validar',
    escopo: 'cliente',
    tag,
    resumo:
      'Se a cota selecionada pode renegociar parcelas (podeRenegociar), o motivo e a última renegociação',
    resposta: validacaoRenegociacaoSchema,
  }),
  obterParcelas: operacao({
    metodo: 'GET',
    caminho: '/renegociacao-parcelas/obter-parcelas',
    escopo: 'cliente',
    tag,
    resumo: 'Parcelas em atraso da cota selecionada, com os encargos de hoje (parcelasEmAtraso)',
    resposta: parcelasEmAtrasoSchema,
  }),
  selecionarParcelas: operacao({
    metodo: 'POST',
    efeito: 'consulta',
    caminho: '/renegociacao-parcelas/selecionar-parcelas',
    escopo: 'cliente',
    tag,
    resumo: 'Conferir a seleção (até 2 parcelas em atraso) e devolver as parcelas selecionadas',
    body: selecaoRenegociacaoBodySchema,
    resposta: parcelasSelecionadasSchema,
  }),
  resumo: operacao({
    metodo: 'POST',
    efeito: 'consulta',
    caminho: '/renegociacao-parcelas/resumo-renegociacao',
    escopo: 'cliente',
    tag,
    resumo: 'Resumo da renegociação: o valor diluído nas parcelas a vencer e a próxima parcela a pagar',
    body: selecaoRenegociacaoBodySchema,
    resposta: resumoRenegociacaoSchema,
  }),
  confirmar: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/renegociacao-parcelas/confirmar-renegociacao',
    escopo: 'cliente',
    tag,
    resumo: 'Confirmar a renegociação das parcelas selecionadas (uma pendente por cota, até 3 no plano)',
    body: selecaoRenegociacaoBodySchema,
    resposta: renegociacaoSchema,
    status: 201,
  }),
};

/** Back-office (issue 22): the pending renegotiations to follow, and the analyst's contacts with the customer. */
export const renegociacaoOperadorOperacoes = {
  acompanhar: operacao({
    metodo: 'GET',
    caminho: '/renegociacoes',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo: 'Renegociações pendentes, pela data limite da próxima parcela, com os contatos feitos',
    resposta: renegociacoesAcompanhadasSchema,
  }),
  registrarContato: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/renegociacoes/{id}/contatos',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo: 'Registrar um contato com o cliente sobre a renegociação pendente',
    params: renegociacaoParamsSchema,
    body: contatoRenegociacaoBodySchema,
    resposta: renegociacaoAcompanhadaSchema,
    status: 201,
  }),
};
