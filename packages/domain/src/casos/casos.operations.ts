import { operacao } from '../comum/operacao.ts';
import { cotaIdParamsSchema } from '../cotas/cotas.schemas.ts';
import {
  alterarCasoOperadorBodySchema,
  casoDetalheOperadorSchema,
  definirCrivoBodySchema,
  filaQuerySchema,
  filaSchema,
} from '../operador/operador-casos.schemas.ts';
import {
  atualizarCasoBodySchema,
  casoParamsSchema,
  confirmacaoCadastralSchema,
  consultaCasosBodySchema,
  consultaCasosRespostaSchema,
  consultaContaBodySchema,
  consultaContaRespostaSchema,
  criarCasoBodySchema,
  criarCasoRespostaSchema,
  retornoCrivoSchema,
  statusCadastralSchema,
} from './casos.schemas.ts';

const tag = 'casos';
/** The back-office operations keep the back-office's tag in the API reference. */
const tagOperador = 'operador';

/**
 * Spec 01 §7: the CRM's Salesforce-shaped composite endpoints, answered by the built-in case store, the
 * registration-update status; and the analysts' side of the same cases (queue, decision, credit screening).
 */
export const casosOperacoes = {
  /** A POST that reads: the quota's cases of the types named in the body. */
  consultar: operacao({
    metodo: 'POST',
    efeito: 'consulta',
    caminho: '/salesforce/consulta/casos',
    escopo: 'cliente',
    transparente: true,
    duranteAtualizacao: true,
    tag,
    resumo: 'Consultar casos da cota por tipo',
    body: consultaCasosBodySchema,
    resposta: consultaCasosRespostaSchema,
  }),
  criar: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/salesforce/casos',
    escopo: 'cliente',
    tag,
    resumo: 'Abrir um caso',
    body: criarCasoBodySchema,
    resposta: criarCasoRespostaSchema,
    status: 201,
  }),
  atualizarPeloApp: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/salesforce/contemplacao/casos/{caseNumber}',
    escopo: 'cliente',
    transparente: true,
    duranteAtualizacao: true,
    tag,
    resumo: 'Atualizar a fase de um caso pelo app',
    params: casoParamsSchema,
    body: atualizarCasoBodySchema,
    status: 204,
  }),
  conta: operacao({
    metodo: 'POST',
    efeito: 'consulta',
    caminho: '/salesforce/consulta/accountid',
    escopo: 'cliente',
    tag,
    resumo: 'Conta do cliente no CRM',
    body: consultaContaBodySchema,
    resposta: consultaContaRespostaSchema,
  }),
  crivo: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/retorno-crivo',
    escopo: 'cota',
    tag,
    resumo: "Retorno do crivo de crédito ('27' é erro)",
    params: cotaIdParamsSchema,
    resposta: retornoCrivoSchema,
  }),
  statusCadastral: operacao({
    metodo: 'GET',
    caminho: '/core/dados-cadastrais/status',
    escopo: 'cliente',
    duranteAtualizacao: true,
    tag,
    resumo: 'Situação da atualização cadastral da cota selecionada',
    resposta: statusCadastralSchema,
  }),
  confirmarDados: operacao({
    metodo: 'PATCH',
    caminho: '/core/dados-cadastrais/atualizar',
    escopo: 'cliente',
    duranteAtualizacao: true,
    tag,
    resumo: 'Confirmar os dados cadastrais (encerra a atualização obrigatória)',
    resposta: confirmacaoCadastralSchema,
  }),

  // ——— Back-office ———

  fila: operacao({
    metodo: 'GET',
    caminho: '/casos',
    escopo: 'operador',
    permissao: 'casos',
    tag: tagOperador,
    resumo: 'Fila de casos',
    query: filaQuerySchema,
    resposta: filaSchema,
  }),
  detalheOperador: operacao({
    metodo: 'GET',
    caminho: '/casos/{caseNumber}',
    escopo: 'operador',
    permissao: 'casos',
    tag: tagOperador,
    resumo: 'Caso com cliente, cota, histórico e ações possíveis',
    params: casoParamsSchema,
    resposta: casoDetalheOperadorSchema,
  }),
  alterarPeloOperador: operacao({
    metodo: 'PATCH',
    caminho: '/casos/{caseNumber}',
    escopo: 'operador',
    permissao: 'casos',
    tag: tagOperador,
    resumo: 'Decidir um caso: fase, status, problemas de documento, resposta',
    params: casoParamsSchema,
    body: alterarCasoOperadorBodySchema,
    resposta: casoDetalheOperadorSchema,
  }),
  definirCrivo: operacao({
    metodo: 'PUT',
    caminho: '/cotas/{id}/retorno-crivo',
    escopo: 'operador',
    permissao: 'crivo',
    tag: tagOperador,
    resumo: 'Definir o retorno do crivo de crédito',
    params: cotaIdParamsSchema,
    body: definirCrivoBodySchema,
    status: 204,
  }),
};
