import { operacao } from '../comum/operacao.ts';
import { casoParamsSchema } from '../casos/casos.schemas.ts';
import { cotaIdParamsSchema } from '../cotas/cotas.schemas.ts';
import {
  acaoAnalistaSeminovoBodySchema,
  painelAnalistaSeminovoSchema,
  agendarVistoriaBodySchema,
  assinarAutorizacaoBodySchema,
  autorizacaoFaturamentoSchema,
  consultaVeiculoSchema,
  dadosVendedorBodySchema,
  enviarFotosVistoriaBodySchema,
  placaParamsSchema,
  selecionarVeiculoBodySchema,
  simulacaoSeminovoSchema,
  simularBodySchema,
  situacaoFaturamentoSeminovoSchema,
} from './seminovo.schemas.ts';
import { pedidoCompraRespostaSchema } from './novo.schemas.ts';

const tag = 'faturamento';

/**
 * Used-vehicle billing (issue 21), 02 §2.5 and §7. The `core/faturamento/auto/*` calls act on the session's
 * selected quota, as the new vehicle's do; `marcas`, `modelos` and `reiniciar-fluxo` are the catalogue's and
 * the billing start's operations, and the seller's documents go by the anti-fraud calls (contemplacao). All for
 * phones only (02 §6).
 */
export const faturamentoSeminovoOperacoes = {
  situacao: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/faturamento/seminovo',
    escopo: 'cota',
    transparente: true,
    tag,
    resumo: 'Faturamento do veículo seminovo: fase, tela, linha do tempo, taxas e dados gravados',
    params: cotaIdParamsSchema,
    resposta: situacaoFaturamentoSeminovoSchema,
  }),
  consultarVeiculo: operacao({
    metodo: 'GET',
    caminho: '/core/faturamento/auto/consultar-veiculo/{placa}',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Consultar o veículo pela placa (Mercosul ou antiga): encontrado, aceito ou recusado e por quê',
    params: placaParamsSchema,
    resposta: consultaVeiculoSchema,
  }),
  simular: operacao({
    metodo: 'POST',
    efeito: 'consulta',
    caminho: '/core/faturamento/auto/simular',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Simular a avaliação: as regras de aceite do grupo pelo tipo, ano do modelo e valor FIPE',
    body: simularBodySchema,
    resposta: simulacaoSeminovoSchema,
  }),
  selecionarVeiculo: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/core/faturamento/auto/selecionar-veiculo',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Escolher o veículo seminovo (aceito pelas regras do grupo) no caso de faturamento',
    body: selecionarVeiculoBodySchema,
    resposta: situacaoFaturamentoSeminovoSchema,
  }),
  agendarVistoria: operacao({
    metodo: 'PUT',
    caminho: '/core/faturamento/auto/agendar-vistoria',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Solicitar a vistoria digital (link por SMS) ou agendar a técnica; cobra a taxa de vistoria',
    body: agendarVistoriaBodySchema,
    resposta: situacaoFaturamentoSeminovoSchema,
  }),
  enviarFotosVistoria: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/cotas/{id}/faturamento/seminovo/vistoria-digital/fotos',
    escopo: 'cota',
    transparente: true,
    tag,
    resumo:
      'Enviar as fotos da vistoria digital (uma por posição, enviadas antes ao fluxo vistoria-digital), enquanto o link vale',
    params: cotaIdParamsSchema,
    body: enviarFotosVistoriaBodySchema,
    resposta: situacaoFaturamentoSeminovoSchema,
  }),
  dadosVendedor: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/core/faturamento/auto/dados-vendedor',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Tipo, dados pessoais e conta do vendedor do veículo (a conta deve ser do vendedor)',
    body: dadosVendedorBodySchema,
    resposta: situacaoFaturamentoSeminovoSchema,
  }),
  autorizacao: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/faturamento/seminovo/autorizacao',
    escopo: 'cota',
    transparente: true,
    tag,
    resumo:
      'A autorização de faturamento do seminovo em PDF: a assinada, com a assinatura, ou a que falta assinar',
    params: cotaIdParamsSchema,
    resposta: autorizacaoFaturamentoSchema,
  }),
  assinarAutorizacao: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/cotas/{id}/faturamento/seminovo/autorizacao',
    escopo: 'cota',
    transparente: true,
    tag,
    resumo:
      'Assinar a autorização de faturamento com o código do SMS: guarda o PDF, o hash, a hora e o IP, uma vez por caso',
    params: cotaIdParamsSchema,
    body: assinarAutorizacaoBodySchema,
    resposta: autorizacaoFaturamentoSchema,
  }),
  ordemFaturamento: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/faturamento/seminovo/ordem-faturamento',
    escopo: 'cota',
    transparente: true,
    tag,
    resumo:
      'O pedido de faturamento em PDF para a empresa vendedora: a nota fiscal de saída em nome do consorciado',
    params: cotaIdParamsSchema,
    resposta: pedidoCompraRespostaSchema,
  }),

  painelAnalista: operacao({
    metodo: 'GET',
    caminho: '/casos/{caseNumber}/faturamento-seminovo',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo: 'Faturamento do seminovo de um caso: dados, taxas e ações do analista nesta fase',
    params: casoParamsSchema,
    resposta: painelAnalistaSeminovoSchema,
  }),
  acaoDoAnalista: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/casos/{caseNumber}/faturamento-seminovo',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo:
      'Ação do analista no seminovo: vistoria, laudo, aprovar/recusar veículo, documentos do vendedor, divergência, assinatura, pagamento',
    params: casoParamsSchema,
    body: acaoAnalistaSeminovoBodySchema,
    resposta: painelAnalistaSeminovoSchema,
  }),
};
