import { operacao } from '../comum/operacao.ts';
import {
  cancelarRepasseBodySchema,
  filaRepassesSchema,
  gerarRemessaBodySchema,
  importarRetornoPagamentosBodySchema,
  remessaIdParamsSchema,
  remessaPagamentoSchema,
  repasseIdParamsSchema,
  repassesQuerySchema,
  resultadoRetornoPagamentosSchema,
} from './repasses.schemas.ts';

const tag = 'operador';

/**
 * Paying the payouts for real (issue 20, ADR 0042): the back-office's queue, the CNAB 240 payment remittance
 * per partner, its download, the bank's return and the cancellation of a payout not yet remitted. Moving
 * many customers' money at once, like the boleto return: the supervisor's `retorno-bancario` permission.
 */
export const repassesOperacoes = {
  fila: operacao({
    metodo: 'GET',
    caminho: '/repasses',
    escopo: 'operador',
    permissao: 'retorno-bancario',
    tag,
    resumo: 'Repasses a pagar, pela data prevista, e as remessas geradas',
    query: repassesQuerySchema,
    resposta: filaRepassesSchema,
  }),
  gerarRemessa: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/repasses/remessas',
    escopo: 'operador',
    permissao: 'retorno-bancario',
    tag,
    resumo: 'Gerar a remessa CNAB 240 de pagamentos de um parceiro (todos os repasses agendados)',
    body: gerarRemessaBodySchema,
    resposta: remessaPagamentoSchema,
  }),
  arquivoRemessa: operacao({
    metodo: 'GET',
    caminho: '/repasses/remessas/{id}/arquivo',
    escopo: 'operador',
    permissao: 'retorno-bancario',
    tag,
    resumo: 'Baixar o arquivo de uma remessa (.REM)',
    params: remessaIdParamsSchema,
    arquivo: 'text/plain',
  }),
  importarRetorno: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/repasses/retornos',
    escopo: 'operador',
    permissao: 'retorno-bancario',
    tag,
    resumo: 'Importar o retorno CNAB 240 de pagamentos',
    body: importarRetornoPagamentosBodySchema,
    resposta: resultadoRetornoPagamentosSchema,
  }),
  cancelar: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/repasses/{id}/cancelar',
    escopo: 'operador',
    permissao: 'retorno-bancario',
    tag,
    resumo: 'Cancelar um repasse agendado (volta o caso para análise)',
    params: repasseIdParamsSchema,
    body: cancelarRepasseBodySchema,
    status: 204,
  }),
};
