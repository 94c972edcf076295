import { operacao } from '../comum/operacao.ts';
import { cotaIdParamsSchema } from '../cotas/cotas.schemas.ts';
import {
  antecipacaoSchema,
  antecipacoesDaCotaSchema,
  pedidoAntecipacaoBodySchema,
  simulacaoAntecipacaoSchema,
} from './antecipacao.schemas.ts';

const tag = 'antecipacao';

/**
 * Instalment anticipation (03 §2 "list, request, settle"; paths not in the spec; ADR 0055): the quota's list,
 * the simulation shown before confirming, the request (which issues the boleto) and giving up an open one.
 */
export const antecipacaoOperacoes = {
  listar: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/antecipacao',
    escopo: 'cota',
    tag,
    resumo: 'Se a cota pode antecipar parcelas, os limites, a antecipação aberta e as anteriores',
    params: cotaIdParamsSchema,
    resposta: antecipacoesDaCotaSchema,
  }),
  simular: operacao({
    metodo: 'POST',
    efeito: 'consulta',
    caminho: '/cotas/{id}/antecipacao/simular',
    escopo: 'cota',
    tag,
    resumo: 'Efeito da antecipação (por prazo ou por valor) no saldo devedor e no prazo, antes de confirmar',
    params: cotaIdParamsSchema,
    body: pedidoAntecipacaoBodySchema,
    resposta: simulacaoAntecipacaoSchema,
  }),
  solicitar: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/cotas/{id}/antecipacao/solicitar',
    escopo: 'cota',
    tag,
    resumo: 'Antecipar as últimas parcelas: emite o boleto que as paga (uma antecipação aberta por cota)',
    params: cotaIdParamsSchema,
    body: pedidoAntecipacaoBodySchema,
    resposta: antecipacaoSchema,
    status: 201,
  }),
  cancelar: operacao({
    metodo: 'DELETE',
    caminho: '/cotas/{id}/antecipacao/aberta',
    escopo: 'cota',
    tag,
    resumo: 'Desistir da antecipação aguardando pagamento: o boleto dela é cancelado',
    params: cotaIdParamsSchema,
    resposta: antecipacaoSchema,
  }),
};
