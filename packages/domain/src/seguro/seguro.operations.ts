import { operacao } from '../comum/operacao.ts';
import { cotaIdParamsSchema } from '../cotas/cotas.schemas.ts';
import {
  dadosSeguroSchema,
  encerramentoSeguroSchema,
  encerrarSolicitacaoSeguroBodySchema,
  filaSolicitacoesSeguroSchema,
  solicitacaoSeguroParamsSchema,
  solicitacaoSeguroSchema,
  solicitarSeguroBodySchema,
} from './seguro.schemas.ts';

const tag = 'seguro';

/** The insurance offer (03 §2 /ofertaseguro, §7; ADR 0055). The request's path is not in the spec. */
export const seguroOperacoes = {
  dados: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/seguro/dados',
    escopo: 'cota',
    tag,
    resumo: 'Se a cota tem o seguro (possui_seguro S ou N), o seguro, a simulação e a solicitação aberta',
    params: cotaIdParamsSchema,
    resposta: dadosSeguroSchema,
  }),
  solicitar: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/cotas/{id}/seguro/solicitar',
    escopo: 'cota',
    tag,
    resumo: 'Pedir o contato para contratar o seguro (telefone, email, melhor-horario): uma aberta por cota',
    params: cotaIdParamsSchema,
    body: solicitarSeguroBodySchema,
    resposta: solicitacaoSeguroSchema,
    status: 201,
  }),
};

/** Back-office (issue 22): the insurance requests to contact, and closing one with its outcome. */
export const seguroOperadorOperacoes = {
  fila: operacao({
    metodo: 'GET',
    caminho: '/seguros/solicitacoes',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo: 'Pedidos de seguro aguardando o contato do analista, os mais antigos primeiro',
    resposta: filaSolicitacoesSeguroSchema,
  }),
  encerrar: operacao({
    metodo: 'PATCH',
    caminho: '/seguros/solicitacoes/{id}',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo: 'Registrar o contato e encerrar o pedido de seguro (contratado, recusado ou sem contato)',
    params: solicitacaoSeguroParamsSchema,
    body: encerrarSolicitacaoSeguroBodySchema,
    resposta: encerramentoSeguroSchema,
  }),
};
