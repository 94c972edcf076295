import { operacao } from '../comum/operacao.ts';
import { filiaisSchema, pedidoRetornoBodySchema, pedidoRetornoSchema } from './filiais.schemas.ts';

const tag = 'filiais';

/** Spec 01 §7 GET /filiais; and the customer-service call-back request (our design). */
export const filiaisOperacoes = {
  listar: operacao({
    metodo: 'GET',
    caminho: '/filiais',
    escopo: 'cliente',
    duranteAtualizacao: true,
    tag,
    resumo: 'Filiais do parceiro, com o nome do estado',
    resposta: filiaisSchema,
  }),
  pedirRetorno: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/atendimento/retorno',
    escopo: 'cliente',
    tag,
    resumo: 'Ligamos para você: pedir uma ligação da central em um período do dia',
    body: pedidoRetornoBodySchema,
    resposta: pedidoRetornoSchema,
    status: 201,
  }),
};
