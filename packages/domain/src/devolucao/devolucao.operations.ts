import { casoParamsSchema } from '../casos/casos.schemas.ts';
import { operacao } from '../comum/operacao.ts';
import { cotaIdParamsSchema } from '../cotas/cotas.schemas.ts';
import {
  bancosEncerramentoSchema,
  dataDevolucaoSchema,
  decisaoDevolucaoBodySchema,
  decisaoDevolucaoRespostaSchema,
  filaDevolucaoSchema,
  iniciarDevolucaoSchema,
  solicitacaoDevolucaoSchema,
  solicitarPagamentoDevolucaoBodySchema,
  statusDevolucaoSchema,
  valoresDevolverCanceladoSchema,
  valoresDevolverEncerramentoSchema,
  valoresDisponiveisSchema,
} from './devolucao.schemas.ts';

const tag = 'devolucao';

/**
 * Refund of values (02 §7 "Refund"), every call with the spec's path. `core/devolucao/*` works on the session's
 * selected quota; `cotas/{id}/*` on a quota of the caller (the ownership hook answers 404 otherwise).
 */
export const devolucaoOperacoes = {
  valoresDisponiveis: operacao({
    metodo: 'GET',
    caminho: '/core/devolucao/valores-disponiveis',
    escopo: 'cliente',
    tag,
    resumo: 'Valores disponíveis para devolução da cota selecionada, com a composição',
    resposta: valoresDisponiveisSchema,
  }),
  status: operacao({
    metodo: 'GET',
    caminho: '/core/devolucao/status',
    escopo: 'cliente',
    tag,
    resumo: 'Situação da devolução da cota selecionada (fase, status, tela, estorno, linha do tempo)',
    resposta: statusDevolucaoSchema,
  }),
  iniciar: operacao({
    metodo: 'GET',
    caminho: '/core/devolucao/iniciar',
    escopo: 'cliente',
    tag,
    resumo: 'Se a devolução pode ser solicitada agora, e os documentos que ela pede',
    resposta: iniciarDevolucaoSchema,
  }),
  dataDevolucao: operacao({
    metodo: 'GET',
    caminho: '/core/devolucao/data-devolucao',
    escopo: 'cliente',
    tag,
    resumo: 'A data a partir da qual os valores estão confirmados (dataDevolucao)',
    resposta: dataDevolucaoSchema,
  }),
  valoresCancelado: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/devolucoes-cancelado/valores-devolver',
    escopo: 'cota',
    tag,
    resumo: 'Valores a devolver de uma cota cancelada e contemplada',
    params: cotaIdParamsSchema,
    resposta: valoresDevolverCanceladoSchema,
  }),
  valoresEncerramento: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/encerramentos/valores-devolver',
    escopo: 'cota',
    tag,
    resumo: 'Valores a devolver pelo encerramento do grupo (data.dadosContemplacao)',
    params: cotaIdParamsSchema,
    resposta: valoresDevolverEncerramentoSchema,
  }),
  bancosEncerramento: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/encerramentos/bancos',
    escopo: 'cota',
    tag,
    resumo: 'Bancos para os dados bancários da devolução',
    params: cotaIdParamsSchema,
    resposta: bancosEncerramentoSchema,
  }),
  solicitarPagamento: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/core/devolucao/solicitar-pagamento',
    escopo: 'cliente',
    tag,
    resumo:
      'Solicitar a devolução (código SMS, documentos, dados bancários do titular, confirmação): abre o caso com o código do pedido',
    body: solicitarPagamentoDevolucaoBodySchema,
    resposta: solicitacaoDevolucaoSchema,
    status: 201,
  }),
};

/** Back-office (issue 20): the refund queue by business-day deadline, and the analyst's decision. */
export const devolucaoOperadorOperacoes = {
  fila: operacao({
    metodo: 'GET',
    caminho: '/devolucoes',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo: 'Devoluções aguardando o analista, pelo prazo de resposta em dias úteis',
    resposta: filaDevolucaoSchema,
  }),
  decidir: operacao({
    metodo: 'PATCH',
    caminho: '/devolucoes/{caseNumber}',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo: 'Aprovar a devolução (programa o pagamento) ou recusar com motivos',
    params: casoParamsSchema,
    body: decisaoDevolucaoBodySchema,
    resposta: decisaoDevolucaoRespostaSchema,
  }),
};
