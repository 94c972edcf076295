import { operacao } from '../comum/operacao.ts';
import {
  avisoIdParamsSchema,
  avisoOperadorSchema,
  avisosManutencaoSchema,
  avisosOperadorSchema,
  publicarAvisoBodySchema,
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

  // ——— Back-office (supervisor: a warning reaches every customer of a partner, ADR 0014) ———

  avisosOperador: operacao({
    metodo: 'GET',
    caminho: '/avisos-manutencao',
    escopo: 'operador',
    permissao: 'novidades',
    tag: 'operador',
    resumo: 'Avisos de manutenção de todos os parceiros, os mais recentes primeiro',
    resposta: avisosOperadorSchema,
  }),
  /** Audited: the supervisor, the partner, the period and the text. */
  publicarAviso: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/avisos-manutencao',
    escopo: 'operador',
    permissao: 'novidades',
    tag: 'operador',
    resumo: 'Publicar um aviso de manutenção para os clientes de um parceiro',
    body: publicarAvisoBodySchema,
    resposta: avisoOperadorSchema,
    status: 201,
  }),
  /** Audited. Ending twice answers 409: the second supervisor learns someone already did it. */
  encerrarAviso: operacao({
    metodo: 'PATCH',
    caminho: '/avisos-manutencao/{id}/encerrar',
    escopo: 'operador',
    permissao: 'novidades',
    tag: 'operador',
    resumo: 'Encerrar um aviso de manutenção antes do fim',
    params: avisoIdParamsSchema,
    resposta: avisoOperadorSchema,
  }),
};
