import { z } from '../comum/z.ts';
import { paginacaoQuerySchema } from '../comum/comum.schemas.ts';
import { operacao } from '../comum/operacao.ts';
import { clienteOperadorSchema, inscricaoParamsSchema } from './operador-casos.schemas.ts';
import {
  loginOperadorBodySchema,
  operadorSchema,
  registroAuditoriaSchema,
  tokenOperadorSchema,
} from './operador.schemas.ts';

const tag = 'operador';

/** `/operador/v1`: the back-office's own login and session, the audit trail and the customer page. */
export const operadorOperacoes = {
  login: operacao({
    metodo: 'POST',
    efeito: 'sessao',
    caminho: '/login',
    escopo: 'publico',
    api: 'operador',
    tag,
    resumo: 'Entrar no back-office',
    body: loginOperadorBodySchema,
    resposta: tokenOperadorSchema,
  }),
  /**
   * Renews the access token with the refresh cookie (HttpOnly, path `/operador/v1/sessao`), which it rotates.
   * A refresh token used twice ends its session.
   */
  refresh: operacao({
    metodo: 'POST',
    efeito: 'sessao',
    caminho: '/sessao/refresh',
    escopo: 'publico',
    api: 'operador',
    tag,
    resumo: 'Renovar a sessão do back-office (cookie de refresh)',
    resposta: tokenOperadorSchema,
  }),
  eu: operacao({
    metodo: 'GET',
    caminho: '/eu',
    escopo: 'operador',
    permissao: 'sessao',
    tag,
    resumo: 'Quem está conectado',
    resposta: operadorSchema,
  }),
  logout: operacao({
    metodo: 'POST',
    efeito: 'sessao',
    caminho: '/logout',
    escopo: 'operador',
    permissao: 'sessao',
    tag,
    resumo: 'Sair do back-office (encerra a sessão e apaga o cookie de refresh)',
    status: 204,
  }),
  auditoria: operacao({
    metodo: 'GET',
    caminho: '/auditoria',
    escopo: 'operador',
    permissao: 'auditoria',
    tag,
    resumo: 'Registro de auditoria (somente leitura)',
    query: paginacaoQuerySchema,
    resposta: z.array(registroAuditoriaSchema),
  }),
  cliente: operacao({
    metodo: 'GET',
    caminho: '/clientes/{inscricao}',
    escopo: 'operador',
    permissao: 'clientes',
    tag,
    resumo: 'Cliente: cotas, sessões abertas e mensagens enviadas',
    params: inscricaoParamsSchema,
    resposta: clienteOperadorSchema,
  }),
};
