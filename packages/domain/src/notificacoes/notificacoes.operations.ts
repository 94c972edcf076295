import { operacao } from '../comum/operacao.ts';
import {
  informativoOperadorSchema,
  informativoParamsSchema,
  informativoQuerySchema,
  informativoSchema,
  informativosOperadorQuerySchema,
  informativosQuerySchema,
  marcarLidoBodySchema,
  paginaInformativosOperadorSchema,
  paginaInformativosSchema,
  publicarInformativoBodySchema,
} from './notificacoes.schemas.ts';

const tag = 'notificacoes';

/** Spec 01 §7 "news": the customer's news and notifications; the back-office publishes news. */
export const notificacoesOperacoes = {
  listar: operacao({
    metodo: 'GET',
    caminho: '/informativos',
    escopo: 'cliente',
    transparente: true,
    duranteAtualizacao: true,
    tag,
    resumo: 'Novidades do parceiro e notificações do cliente, com o que já foi lido',
    query: informativosQuerySchema,
    resposta: paginaInformativosSchema,
  }),
  um: operacao({
    metodo: 'GET',
    caminho: '/informativos/{id}',
    escopo: 'cliente',
    tag,
    resumo: 'Um informativo (novidade ou notificação) do cliente',
    params: informativoParamsSchema,
    query: informativoQuerySchema,
    resposta: informativoSchema,
  }),
  marcarLido: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/informativos',
    escopo: 'cliente',
    tag,
    resumo: 'Marcar um informativo como lido',
    body: marcarLidoBodySchema,
    resposta: informativoSchema,
  }),
  listarOperador: operacao({
    metodo: 'GET',
    caminho: '/informativos',
    escopo: 'operador',
    permissao: 'novidades',
    tag: 'operador',
    resumo: 'Novidades publicadas (de um parceiro ou de todos), com quantas leituras',
    query: informativosOperadorQuerySchema,
    resposta: paginaInformativosOperadorSchema,
  }),
  /** Audited: the analyst, the partner and the title. */
  publicar: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/informativos',
    escopo: 'operador',
    permissao: 'novidades',
    tag: 'operador',
    resumo: 'Publicar uma novidade para os clientes de um parceiro',
    body: publicarInformativoBodySchema,
    resposta: informativoOperadorSchema,
    status: 201,
  }),
};
