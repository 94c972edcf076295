import { z } from '../comum/z.ts';
import { paginacaoQuerySchema, paginaSchema } from '../comum/comum.schemas.ts';
import { operacao } from '../comum/operacao.ts';
import { cotaDetalheSchema, cotaIdParamsSchema, cotaSchema, cotaSimplesSchema } from './cotas.schemas.ts';

const tag = 'cotas';

/** Spec 01 §7 "Quotas". */
export const cotasOperacoes = {
  listar: operacao({
    metodo: 'GET',
    caminho: '/cotas',
    escopo: 'cliente',
    transparente: true,
    duranteAtualizacao: true,
    tag,
    resumo: 'Cotas do cliente',
    query: paginacaoQuerySchema,
    resposta: paginaSchema(cotaSchema),
  }),
  simples: operacao({
    metodo: 'GET',
    caminho: '/cotas/simples',
    escopo: 'cliente',
    tag,
    resumo: 'Lista simples de cotas',
    resposta: z.array(cotaSimplesSchema),
  }),
  detalhe: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}',
    escopo: 'cota',
    transparente: true,
    duranteAtualizacao: true,
    tag,
    resumo: 'Detalhe da cota',
    params: cotaIdParamsSchema,
    resposta: cotaDetalheSchema,
  }),
};
