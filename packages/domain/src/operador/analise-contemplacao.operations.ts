import { casoParamsSchema } from '../casos/casos.schemas.ts';
import { operacao } from '../comum/operacao.ts';
import {
  analiseContemplacaoSchema,
  decisaoAnaliseBodySchema,
  filaAnaliseSchema,
} from './analise-contemplacao.schemas.ts';

const tag = 'operador';

/**
 * The analyst's contemplation analysis (issue 18, ADR 0031): the SLA queue, one analysis with its documents and
 * screening, and the decision. An analyst of a partner sees only that partner's quotas (404 otherwise).
 */
export const analiseContemplacaoOperacoes = {
  fila: operacao({
    metodo: 'GET',
    caminho: '/analises-contemplacao',
    escopo: 'operador',
    permissao: 'casos',
    tag,
    resumo: 'Análises de contemplação aguardando o analista, pelo prazo de 48 horas úteis',
    resposta: filaAnaliseSchema,
  }),
  detalhe: operacao({
    metodo: 'GET',
    caminho: '/analises-contemplacao/{caseNumber}',
    escopo: 'operador',
    permissao: 'casos',
    tag,
    resumo: 'Análise de contemplação: documentos, crivo e o que o cliente lê',
    params: casoParamsSchema,
    resposta: analiseContemplacaoSchema,
  }),
  decidir: operacao({
    metodo: 'PATCH',
    caminho: '/analises-contemplacao/{caseNumber}/decisao',
    escopo: 'operador',
    permissao: 'casos',
    tag,
    resumo: 'Decidir a análise: aprovar, reprovar, devolver ao cliente ou pedir documentos',
    params: casoParamsSchema,
    body: decisaoAnaliseBodySchema,
    resposta: analiseContemplacaoSchema,
  }),
};
