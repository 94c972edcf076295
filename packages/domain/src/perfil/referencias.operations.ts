import { operacao } from '../comum/operacao.ts';
import { cotaIdParamsSchema } from '../cotas/cotas.schemas.ts';
import {
  alterarOptInBodySchema,
  bancosSchema,
  cepParamsSchema,
  cidadesQuerySchema,
  cidadesSchema,
  dataHoraAtualSchema,
  enderecoDoCepSchema,
  listaReferenciaSchema,
  optInSchema,
} from './referencias.schemas.ts';

const tag = 'perfil';

/**
 * One reference list (spec 03 §7 GET /tipos-registro/{…}). The registration screens, the mandatory update's
 * included, fill their pickers with these, so the update keeps them open.
 */
const lista = <C extends string>(caminho: C, resumo: string) =>
  operacao({
    metodo: 'GET',
    caminho,
    escopo: 'cliente',
    duranteAtualizacao: true,
    tag,
    resumo,
    resposta: listaReferenciaSchema,
  });

/** Reference lists, address look-ups and Brasília's date and time (spec 03 §3, §7). */
export const referenciasOperacoes = {
  tiposEndereco: lista('/tipos-registro/tipos-endereco', 'Tipos de endereço'),
  tiposTelefone: lista(
    '/tipos-registro/tipos-telefone',
    'Tipos de telefone (1 residencial, 2 comercial, 3 celular)',
  ),
  profissoes: lista('/tipos-registro/profissoes', 'Profissões (CBO 2002)'),
  regimesCasamento: lista('/tipos-registro/regimes-casamento', 'Regimes de bens do casamento (Código Civil)'),
  tiposAcessibilidade: lista(
    '/tipos-registro/tipos-acessibilidade',
    'Tipos de deficiência ou mobilidade reduzida',
  ),
  estadosCivis: lista('/tipos-registro/estados-civil', 'Estados civis'),
  tiposDocumento: lista('/tipos-registro/tipos-documento', 'Tipos de documento de identificação'),
  cidades: operacao({
    metodo: 'GET',
    caminho: '/buscas/cidades',
    escopo: 'cliente',
    duranteAtualizacao: true,
    tag,
    resumo:
      'Municípios do IBGE (idCidade = código IBGE), por UF e parte do nome, sem diferenciar acentos nem maiúsculas',
    query: cidadesQuerySchema,
    resposta: cidadesSchema,
  }),
  cep: operacao({
    metodo: 'GET',
    caminho: '/buscas/cep/{cep}',
    escopo: 'cliente',
    duranteAtualizacao: true,
    tag,
    resumo: 'Endereço de um CEP (sempre a UF; logradouro, bairro e cidade quando conhecidos)',
    params: cepParamsSchema,
    resposta: enderecoDoCepSchema,
  }),
  /** Harmless and used by the billing screens' deadlines too: served to every kind of session. */
  dataHoraAtual: operacao({
    metodo: 'GET',
    caminho: '/util/datahoraatual',
    escopo: 'cliente',
    transparente: true,
    duranteAtualizacao: true,
    tag: 'util',
    resumo: 'Data e hora de Brasília (America/Sao_Paulo)',
    resposta: dataHoraAtualSchema,
  }),
};

/** Banks for the bank-data forms of the journeys that pay the customer (spec 02 §7, 03 §7). */
export const bancosOperacoes = {
  consultar: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/bancos/consultar',
    escopo: 'cota',
    tag,
    resumo: 'Bancos com código COMPE (lista de participantes do STR do Banco Central)',
    params: cotaIdParamsSchema,
    resposta: bancosSchema,
  }),
};

/**
 * The quota's opt-in for sending channels (spec 03 §3, §4, §7 "path not shown"): the boleto delivery choice of
 * the boletos journey, read and changed from the profile, locked 24 h after each change.
 */
export const optInOperacoes = {
  consultar: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/opt-in',
    escopo: 'cota',
    tag,
    resumo: 'Opt-in: formas de envio da cota e a última alteração',
    params: cotaIdParamsSchema,
    resposta: optInSchema,
  }),
  alterar: operacao({
    metodo: 'PUT',
    caminho: '/cotas/{id}/opt-in',
    escopo: 'cota',
    tag,
    resumo: 'Altera o opt-in (bloqueado por 24 horas após cada alteração)',
    params: cotaIdParamsSchema,
    body: alterarOptInBodySchema,
    resposta: optInSchema,
  }),
};
