import { casoParamsSchema } from '../casos/casos.schemas.ts';
import { operacao } from '../comum/operacao.ts';
import {
  decisaoIdentificacaoBodySchema,
  decisaoIdentificacaoRespostaSchema,
  filaIdentificacaoSchema,
  fluxoManualSchema,
  iniciarFaturamentoQuerySchema,
  iniciarManualBodySchema,
  statusFaturamentoSchema,
  validacaoFaturamentoSchema,
} from './faturamento.schemas.ts';

const tag = 'faturamento';

/**
 * Goods billing, auto (02 §7 `core/faturamento/auto/*`), on the session's selected quota. Asset-invoicing
 * operations: a transparent-login session may call them (02 §6), and the API refuses a non-phone user agent
 * with 403 (the web sends such a device to /faturamento/indisponivel). Wire shapes: ADR 0037.
 */
export const faturamentoOperacoes = {
  status: operacao({
    metodo: 'GET',
    caminho: '/core/faturamento/auto/status',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Situação do faturamento do bem da cota selecionada (404 quando não há processo)',
    resposta: statusFaturamentoSchema,
  }),
  validar: operacao({
    metodo: 'GET',
    caminho: '/core/faturamento/auto/validar',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Validar se a cota pode faturar o bem pelo app: APROVADO, REPROVADO ou RESTRITO e os motivos',
    resposta: validacaoFaturamentoSchema,
  }),
  iniciar: operacao({
    metodo: 'GET',
    caminho: '/core/faturamento/auto/iniciar',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Iniciar o faturamento digital do bem (um processo aberto por cota; repetir devolve o mesmo)',
    query: iniciarFaturamentoQuerySchema,
    resposta: statusFaturamentoSchema,
  }),
  reiniciarFluxo: operacao({
    metodo: 'GET',
    caminho: '/core/faturamento/auto/reiniciar-fluxo',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Recomeçar o faturamento: volta ao início, deixando as escolhas para refazer',
    resposta: statusFaturamentoSchema,
  }),
  iniciarManual: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/core/faturamento/auto/iniciar-manual',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Seguir o faturamento com um atendente pelo WhatsApp, com o motivo',
    body: iniciarManualBodySchema,
    resposta: fluxoManualSchema,
  }),
};

/** Back-office (issue 19): the billing identifications waiting for an analyst, and the decision. */
export const faturamentoOperadorOperacoes = {
  filaIdentificacao: operacao({
    metodo: 'GET',
    caminho: '/faturamentos/identificacoes',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo: 'Identificações do faturamento do bem aguardando o analista',
    resposta: filaIdentificacaoSchema,
  }),
  decidirIdentificacao: operacao({
    metodo: 'PATCH',
    caminho: '/faturamentos/{caseNumber}/identificacao',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo: 'Aprovar ou recusar a identificação do faturamento (com motivos), ou encaminhar à filial',
    params: casoParamsSchema,
    body: decisaoIdentificacaoBodySchema,
    resposta: decisaoIdentificacaoRespostaSchema,
  }),
};
