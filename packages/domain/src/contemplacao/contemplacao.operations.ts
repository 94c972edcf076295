import { operacao } from '../comum/operacao.ts';
import { cotaIdParamsSchema } from '../cotas/cotas.schemas.ts';
import {
  aceitesBodySchema,
  declararSociosBodySchema,
  selecaoDocumentosSchema,
  selecionarDocumentosBodySchema,
  situacaoContemplacaoSchema,
  solicitarAnaliseBodySchema,
  solicitarAnaliseRespostaSchema,
  valorDisponivelSchema,
} from './contemplacao.schemas.ts';

const tag = 'contemplacao';

/** One of the 02 §7 anti-fraud document-analysis calls: the uploaded documents go with the case. */
const analise = (caminho: string, resumo: string, metodo: 'POST' | 'PUT' = 'POST') =>
  operacao({
    metodo,
    ...(metodo === 'POST' ? { efeito: 'cria' as const } : {}),
    caminho: `/antifraude/analise-documento/${caminho}`,
    escopo: 'cliente',
    tag,
    resumo,
    body: solicitarAnaliseBodySchema,
    resposta: solicitarAnaliseRespostaSchema,
  });

/**
 * The contemplation and credit-analysis journey (02 §2.7, §3, §4.9, §4.10, §7). The credit-screening return
 * (GET /cotas/{id}/retorno-crivo) and the app's case update (POST /salesforce/contemplacao/casos/{caseNumber})
 * are the cases module's (casosOperacoes.crivo, casosOperacoes.atualizarPeloApp): the journey uses them as
 * they are. Wire shapes the spec leaves open: ADR 0028.
 */
export const contemplacaoOperacoes = {
  solicitarAnalise: analise('solicitar', 'Enviar documentos para a análise de crédito (pessoa física)'),
  solicitarAnaliseEmpresa: analise(
    'solicitar-empresa',
    'Enviar documentos da empresa e dos sócios para a análise',
  ),
  solicitarReanalise: analise('solicitar-reanalise', 'Reenviar documentos pedidos pelo analista'),
  solicitarVendedor: analise('solicitar-vendedor', 'Enviar documentos do vendedor do bem'),
  solicitarVendedorReenvio: analise(
    'solicitar-vendedor-reenvio',
    'Reenviar documentos ilegíveis ou incorretos do vendedor',
  ),
  solicitarCartaCorrecao: analise('solicitar-carta-correcao', 'Enviar a carta de correção da nota fiscal'),
  solicitarDocumentosAdicionaisVendedor: analise(
    'solicitar-documentos-adicionais-vendedor',
    'Enviar documentos adicionais do vendedor',
  ),
  solicitarReanaliseFaturamento: analise(
    'solicitar-reanalise-faturamento',
    'Pedir nova análise do faturamento com documentos corrigidos',
  ),
  solicitarReanaliseVistoria: analise(
    'solicitar-reanalise-vistoria',
    'Pedir nova análise da vistoria recusada com documento reenviado',
    'PUT',
  ),
  valorDisponivel: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/valor-disponivel',
    escopo: 'cota',
    tag,
    resumo: 'Crédito disponível da cota contemplada',
    params: cotaIdParamsSchema,
    resposta: valorDisponivelSchema,
  }),
  guia: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/contemplacao/guia',
    escopo: 'cota',
    tag,
    resumo: 'Guia da contemplação em PDF: próximas etapas com as datas da cota, documentos e atendimento',
    params: cotaIdParamsSchema,
    arquivo: 'application/pdf',
  }),
  situacao: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/contemplacao',
    escopo: 'cota',
    tag,
    resumo: 'Situação da contemplação: etapas, caso de análise, tela e prazos em datas',
    params: cotaIdParamsSchema,
    resposta: situacaoContemplacaoSchema,
  }),
  selecaoDocumentos: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/contemplacao/selecao-documentos',
    escopo: 'cota',
    tag,
    resumo: 'Documentos pedidos, enviados e aceites da análise de crédito',
    params: cotaIdParamsSchema,
    resposta: selecaoDocumentosSchema,
  }),
  selecionarDocumentos: operacao({
    metodo: 'PUT',
    caminho: '/cotas/{id}/contemplacao/selecao-documentos',
    escopo: 'cota',
    tag,
    resumo: 'Escolher tipo de renda e documento de identificação',
    params: cotaIdParamsSchema,
    body: selecionarDocumentosBodySchema,
    resposta: selecaoDocumentosSchema,
  }),
  declararSocios: operacao({
    metodo: 'PUT',
    caminho: '/cotas/{id}/contemplacao/socios',
    escopo: 'cota',
    tag,
    resumo:
      'Empresa: declarar os sócios (majoritário, administradores, novos) cujos documentos vão à análise',
    params: cotaIdParamsSchema,
    body: declararSociosBodySchema,
    resposta: selecaoDocumentosSchema,
  }),
  aceites: operacao({
    metodo: 'PUT',
    caminho: '/cotas/{id}/contemplacao/aceites',
    escopo: 'cota',
    tag,
    resumo: 'Marcar os aceites (termos e consulta de crédito) antes de travá-los',
    params: cotaIdParamsSchema,
    body: aceitesBodySchema,
    resposta: selecaoDocumentosSchema,
  }),
  travarAceites: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/cotas/{id}/contemplacao/aceites/travar',
    escopo: 'cota',
    tag,
    resumo: 'Confirmar e travar os aceites (depois não mudam mais)',
    params: cotaIdParamsSchema,
    resposta: selecaoDocumentosSchema,
  }),
};
