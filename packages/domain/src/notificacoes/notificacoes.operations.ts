import { operacao } from '../comum/operacao.ts';
import {
  assinaturaPushBodySchema,
  assinaturaPushSchema,
  cancelarPushBodySchema,
  chavePushSchema,
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
  /**
   * Web Push on this device (issue 15). None of the three is open to a transparent session (ADR 0016): a
   * 2-minute link must not leave a device receiving the customer's notifications.
   */
  chavePush: operacao({
    metodo: 'GET',
    caminho: '/notificacoes-push/chave',
    escopo: 'cliente',
    tag,
    resumo: 'Chave pública VAPID com que o navegador assina as notificações deste portal',
    resposta: chavePushSchema,
  }),
  /** One row per device: the same endpoint again (or after another login on the device) replaces it. */
  assinarPush: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/notificacoes-push/assinaturas',
    escopo: 'cliente',
    tag,
    resumo: 'Receber notificações neste aparelho (a assinatura Web Push do navegador)',
    body: assinaturaPushBodySchema,
    resposta: assinaturaPushSchema,
    status: 201,
  }),
  cancelarPush: operacao({
    metodo: 'DELETE',
    caminho: '/notificacoes-push/assinaturas',
    escopo: 'cliente',
    tag,
    resumo: 'Deixar de receber notificações neste aparelho',
    body: cancelarPushBodySchema,
    status: 204,
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
