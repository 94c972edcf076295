import { operacao } from '../comum/operacao.ts';
import { cotaIdParamsSchema } from '../cotas/cotas.schemas.ts';
import {
  apuracaoOperadorSchema,
  assembleiaIdParamsSchema,
  assembleiasOperadorSchema,
  iniciarApuracaoBodySchema,
} from './assembleias-operador.schemas.ts';
import {
  conjuntoCongeladoSchema,
  aoVivoTicketParamsSchema,
  calendarioAssembleiasSchema,
  dashboardAssembleiaSchema,
  linkAoVivoSchema,
  resultadoAssembleiaParamsSchema,
  resultadoAssembleiaSchema,
} from './assembleias.schemas.ts';

const tag = 'assembleias';

/**
 * Spec 01 §7 "Assemblies": calendar, published results, the home card and the live stream for customers; the
 * run of an assembly for the back-office (the operator enters the Loteria Federal result, then publishes each step).
 */
export const assembleiasOperacoes = {
  calendario: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/assembleias/calendario',
    escopo: 'cota',
    tag,
    resumo: 'Calendário de assembleias do grupo',
    params: cotaIdParamsSchema,
    resposta: calendarioAssembleiasSchema,
  }),
  resultado: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/assembleias/resultado/{assembly}',
    escopo: 'cota',
    tag,
    resumo: 'Resultado publicado (com as entradas, para conferir)',
    params: resultadoAssembleiaParamsSchema,
    resposta: resultadoAssembleiaSchema,
  }),
  dashboard: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/dashboard/resultado-assembleia',
    escopo: 'cota',
    transparente: true,
    duranteAtualizacao: true,
    tag,
    resumo: 'Cartão da assembleia na home',
    params: cotaIdParamsSchema,
    resposta: dashboardAssembleiaSchema,
  }),
  linkAoVivo: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/assembleias/ao-vivo',
    escopo: 'cota',
    tag,
    resumo: 'Link de 2 minutos para assistir à assembleia',
    params: cotaIdParamsSchema,
    resposta: linkAoVivoSchema,
  }),
  /**
   * The stream itself answers server-sent events (`text/event-stream`, no JSON body). It is public because
   * EventSource sends no headers: the ticket of `linkAoVivo` in the path is the credential.
   */
  aoVivo: operacao({
    metodo: 'GET',
    caminho: '/assembleias/ao-vivo/{ticket}',
    escopo: 'publico',
    tag,
    resumo: 'Assembleia ao vivo (server-sent events)',
    params: aoVivoTicketParamsSchema,
  }),

  listarOperador: operacao({
    metodo: 'GET',
    caminho: '/assembleias',
    escopo: 'operador',
    permissao: 'assembleias',
    tag,
    resumo: 'Assembleias',
    resposta: assembleiasOperadorSchema,
  }),
  apuracaoOperador: operacao({
    metodo: 'GET',
    caminho: '/assembleias/{id}',
    escopo: 'operador',
    permissao: 'assembleias',
    tag,
    resumo: 'Apuração de uma assembleia',
    params: assembleiaIdParamsSchema,
    resposta: apuracaoOperadorSchema,
  }),
  /** At (or after) the bid deadline: freezes the eligible set once; later calls answer the same set. */
  congelarElegiveis: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/assembleias/{id}/conjunto-elegivel',
    escopo: 'operador',
    permissao: 'apuracao',
    tag,
    resumo: 'Congelar as cotas aptas',
    params: assembleiaIdParamsSchema,
    resposta: conjuntoCongeladoSchema,
  }),
  iniciarApuracao: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/assembleias/{id}/apuracao',
    escopo: 'operador',
    permissao: 'apuracao',
    tag,
    resumo: 'Iniciar com o resultado da Loteria Federal',
    params: assembleiaIdParamsSchema,
    body: iniciarApuracaoBodySchema,
    resposta: apuracaoOperadorSchema,
  }),
  proximoEvento: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/assembleias/{id}/proximo-evento',
    escopo: 'operador',
    permissao: 'apuracao',
    tag,
    resumo: 'Publicar o próximo passo',
    params: assembleiaIdParamsSchema,
    resposta: apuracaoOperadorSchema,
  }),
};
