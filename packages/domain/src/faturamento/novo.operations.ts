import { operacao } from '../comum/operacao.ts';
import { cotaIdParamsSchema } from '../cotas/cotas.schemas.ts';
import { casoParamsSchema } from '../casos/casos.schemas.ts';
import {
  acaoAnalistaNovoBodySchema,
  cadastrarVeiculoBodySchema,
  dadosOrdemFaturamentoBodySchema,
  dadosOrdemFaturamentoRespostaSchema,
  programacaoPagamentoSchema,
  painelAnalistaNovoSchema,
  pedidoCompraRespostaSchema,
  situacaoFaturamentoNovoSchema,
  solicitarFaturamentoBodySchema,
} from './novo.schemas.ts';

const tag = 'faturamento';

/**
 * New-vehicle (0 km) billing, 02 §2.4 and §7. The `core/faturamento/auto/*` calls act on the session's selected
 * quota (the spec gives them no quota id); the others carry `{id}` and go through the ownership hook. All the
 * customer's ones refuse a non-phone device with 403, as the billing start's do (02 §6).
 */
export const faturamentoNovoOperacoes = {
  situacao: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/faturamento/novo',
    escopo: 'cota',
    transparente: true,
    tag,
    resumo: 'Faturamento do veículo novo: caso, fase, tela e dados gravados',
    params: cotaIdParamsSchema,
    resposta: situacaoFaturamentoNovoSchema,
  }),
  cadastrarVeiculo: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/core/faturamento/auto/cadastrar-veiculo',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Gravar o veículo 0 km, o valor da compra e a concessionária no caso de faturamento',
    body: cadastrarVeiculoBodySchema,
    resposta: situacaoFaturamentoNovoSchema,
  }),
  solicitar: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/cotas/{id}/faturamento/solicitar',
    escopo: 'cota',
    transparente: true,
    tag,
    resumo: 'Confirmar o faturamento: forma de pagamento e conta da concessionária (uma vez só)',
    params: cotaIdParamsSchema,
    body: solicitarFaturamentoBodySchema,
    resposta: situacaoFaturamentoNovoSchema,
  }),
  pedidoCompra: operacao({
    metodo: 'POST',
    efeito: 'consulta',
    caminho: '/core/faturamento/auto/pedido-compra',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Pedido de compra (ordem de faturamento) em PDF, em base64',
    resposta: pedidoCompraRespostaSchema,
  }),
  dadosOrdemFaturamento: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/core/faturamento/auto/dados-ordem-faturamento',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Dados da ordem de faturamento: cor e logotipo do parceiro e unidade de negócio (administradora)',
    body: dadosOrdemFaturamentoBodySchema,
    resposta: dadosOrdemFaturamentoRespostaSchema,
  }),
  programarPagamento: operacao({
    metodo: 'GET',
    caminho: '/core/faturamento/auto/programar-pagamento',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'Situação da programação do pagamento à concessionária',
    resposta: programacaoPagamentoSchema,
  }),
  resolverPendenciaDetran: operacao({
    metodo: 'GET',
    caminho: '/core/faturamento/auto/resolver-pendencia-detran',
    escopo: 'cliente',
    transparente: true,
    tag,
    resumo: 'O cliente informa que a pendência no Detran foi resolvida: o caso volta à análise',
    resposta: situacaoFaturamentoNovoSchema,
  }),

  painelAnalista: operacao({
    metodo: 'GET',
    caminho: '/casos/{caseNumber}/faturamento-novo',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo: 'Faturamento do veículo 0 km de um caso: dados gravados e ações do analista nesta fase',
    params: casoParamsSchema,
    resposta: painelAnalistaNovoSchema,
  }),
  acaoDoAnalista: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/casos/{caseNumber}/faturamento-novo',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo:
      'Ação do analista no faturamento 0 km: aprovar documentos, nota fiscal, ordem de pagamento, Detran…',
    params: casoParamsSchema,
    body: acaoAnalistaNovoBodySchema,
    resposta: painelAnalistaNovoSchema,
  }),
};
