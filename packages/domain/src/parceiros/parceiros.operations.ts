import { operacao } from '../comum/operacao.ts';
import {
  avisosManutencaoSchema,
  configuracaoQuerySchema,
  parceiroConfiguracaoSchema,
  parceiroConteudoSchema,
  parceiroIdParamsSchema,
  parceirosListaSchema,
} from './parceiros.schemas.ts';

const tag = 'parceiros';

/** Spec 01 §3 "Partners": public, the portal needs the partner's look before anyone logs in. */
export const parceirosOperacoes = {
  listar: operacao({
    metodo: 'GET',
    caminho: '/parceiros',
    escopo: 'publico',
    tag,
    resumo: 'Parceiros',
    resposta: parceirosListaSchema,
  }),
  configuracao: operacao({
    metodo: 'GET',
    caminho: '/parceiros/configuracao',
    escopo: 'publico',
    tag,
    resumo: 'Personalização do parceiro pelo domínio',
    query: configuracaoQuerySchema,
    resposta: parceiroConfiguracaoSchema,
  }),
  configuracaoTransparente: operacao({
    metodo: 'GET',
    caminho: '/parceiros/configuracao/transparente',
    escopo: 'publico',
    tag,
    resumo: 'Personalização do parceiro para o login transparente',
    query: configuracaoQuerySchema,
    resposta: parceiroConfiguracaoSchema,
  }),
  conteudo: operacao({
    metodo: 'GET',
    caminho: '/parceiros/{id}/conteudo',
    escopo: 'publico',
    tag,
    resumo: 'Conteúdo do parceiro',
    params: parceiroIdParamsSchema,
    resposta: parceiroConteudoSchema,
  }),
  avisos: operacao({
    metodo: 'GET',
    caminho: '/parceiros/{id}/warnings',
    escopo: 'publico',
    tag,
    resumo: 'Avisos de manutenção',
    params: parceiroIdParamsSchema,
    resposta: avisosManutencaoSchema,
  }),
};
