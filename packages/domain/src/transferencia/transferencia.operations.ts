import { operacao } from '../comum/operacao.ts';
import {
  decisaoTransferenciaBodySchema,
  decisaoTransferenciaRespostaSchema,
  filaTransferenciasSchema,
  solicitacaoTransferenciaSchema,
  solicitarTransferenciaBodySchema,
  transferenciaParamsSchema,
  verificarProcessoTransferenciaSchema,
} from './transferencia.schemas.ts';

const tag = 'transferencia';

/** Quota transfer (03 §7): both calls work on the session's selected quota, with the spec's paths. */
export const transferenciaOperacoes = {
  verificarProcesso: operacao({
    metodo: 'POST',
    efeito: 'consulta',
    caminho: '/core/transferencia-cota/verificar-processo',
    escopo: 'cliente',
    tag,
    resumo: 'Se já há uma transferência iniciada (iniciado), se a cota pode ser transferida e a taxa',
    resposta: verificarProcessoTransferenciaSchema,
  }),
  solicitar: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/core/transferencia-cota/solicitar',
    escopo: 'cliente',
    tag,
    resumo: 'Solicitar a transferência da cota ao cessionário (CPF ou CNPJ): confirmação por e-mail',
    body: solicitarTransferenciaBodySchema,
    resposta: solicitacaoTransferenciaSchema,
    status: 201,
  }),
};

/** Back-office (issue 22): the transfers to complete, and the analyst's decision. */
export const transferenciaOperadorOperacoes = {
  fila: operacao({
    metodo: 'GET',
    caminho: '/transferencias',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo: 'Transferências de cota aguardando o analista, as mais antigas primeiro',
    resposta: filaTransferenciasSchema,
  }),
  decidir: operacao({
    metodo: 'PATCH',
    caminho: '/transferencias/{id}',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo: 'Concluir a transferência (a cota passa ao cessionário) ou recusá-la com o motivo',
    params: transferenciaParamsSchema,
    body: decisaoTransferenciaBodySchema,
    resposta: decisaoTransferenciaRespostaSchema,
  }),
};
