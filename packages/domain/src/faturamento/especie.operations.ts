import { casoParamsSchema } from '../casos/casos.schemas.ts';
import { operacao } from '../comum/operacao.ts';
import {
  atualizarCreditoBodySchema,
  decisaoEspecieBodySchema,
  decisaoEspecieRespostaSchema,
  filaEspecieSchema,
  iniciarCreditoQuerySchema,
  solicitarPagamentoCreditoBodySchema,
  statusFaturamentoCreditoSchema,
  validacaoFaturamentoCreditoSchema,
} from './especie.schemas.ts';

const tag = 'faturamento';

/**
 * Cash billing / cash credit (02 §2.3, §7 `core/faturamento-credito/*`), on the session's selected quota (the
 * spec gives these calls no quota id). The documents go through the anti-fraud calls (solicitar,
 * solicitar-empresa, solicitar-reanalise), which already serve the cash case. ADR 0045.
 */
export const faturamentoCreditoOperacoes = {
  status: operacao({
    metodo: 'GET',
    caminho: '/core/faturamento-credito/status',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Situação do crédito em espécie da cota (404 "sua cota não possui processos" quando não há)',
    resposta: statusFaturamentoCreditoSchema,
  }),
  validar: operacao({
    metodo: 'GET',
    caminho: '/core/faturamento-credito/validar',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Pode faturar em espécie (podeFaturar) e cada motivo de recusa',
    resposta: validacaoFaturamentoCreditoSchema,
  }),
  iniciar: operacao({
    metodo: 'GET',
    caminho: '/core/faturamento-credito/iniciar',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Aceitar os termos e abrir o faturamento em espécie (um por cota; repetir devolve o mesmo)',
    query: iniciarCreditoQuerySchema,
    resposta: statusFaturamentoCreditoSchema,
  }),
  atualizar: operacao({
    metodo: 'PATCH',
    caminho: '/core/faturamento-credito/atualizar',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Confirmar a identificação e informar a conta do titular para o crédito',
    body: atualizarCreditoBodySchema,
    resposta: statusFaturamentoCreditoSchema,
  }),
  solicitarPagamento: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/core/faturamento-credito/solicitar-pagamento',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Aceitar o termo de autorização e pedir o pagamento (retorno em até 3 dias úteis)',
    body: solicitarPagamentoCreditoBodySchema,
    resposta: statusFaturamentoCreditoSchema,
  }),
};

/** Back-office: the cash cases waiting for the analyst, and the decision (approve and pay, or refuse). */
export const faturamentoEspecieOperadorOperacoes = {
  fila: operacao({
    metodo: 'GET',
    caminho: '/faturamentos/especie',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo: 'Faturamentos e créditos em espécie aguardando o analista',
    resposta: filaEspecieSchema,
  }),
  decidir: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/faturamentos/especie/{caseNumber}/decisao',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo: 'Aprovar (programa o pagamento) ou recusar documentos do faturamento em espécie',
    params: casoParamsSchema,
    body: decisaoEspecieBodySchema,
    resposta: decisaoEspecieRespostaSchema,
  }),
};
