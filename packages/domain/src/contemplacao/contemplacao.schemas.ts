import { z } from 'zod';
import { numeroCasoSchema } from '../casos/casos.schemas.ts';
import type { CodigoFase } from '../casos/fases.schemas.ts';
import { centavosSchema, dataIsoSchema } from '../comum/comum.schemas.ts';
import { categoriaCotaSchema } from '../cotas/cotas.schemas.ts';
import { documentoSchema } from '../documentos/documentos.schemas.ts';
import { TIPOS_CASO, type TipoCaso } from '../casos/casos.schemas.ts';
import { ETAPAS_CONTEMPLACAO } from './etapas.rules.ts';
import {
  CATEGORIAS_DOCUMENTO,
  codigosDocumento,
  tiposIdentificacaoTerceiro,
  tiposIdentificacaoTitular,
  tiposRenda,
} from './documentos.rules.ts';

/**
 * Wire shapes of the contemplation journey (ADR 0028 records those the spec leaves open). Field names follow the
 * spec where it gives them (CaseNumber, Fase__c, url/fileName/fileType, sentToSF).
 */

// ——— The antifraude/analise-documento/* calls (02 §7) ———

/** Seller and vehicle documents of goods billing (02 §3 "Seller documents"). */
export const DOCUMENTOS_VENDEDOR = {
  dut: 'DUT',
  atpv: 'ATPV ou ATPV-e',
  nota_fiscal_saida: 'Nota fiscal de saída',
  nota_fiscal_entrada: 'Nota fiscal de entrada',
  procuracao: 'Procuração',
  documento_proprietario: 'Documento do proprietário ou responsável',
  contrato_social: 'Contrato social',
  carta_correcao: 'Carta de correção',
  documento_extra: 'Documento adicional',
} as const;
export type CodigoDocumentoVendedor = keyof typeof DOCUMENTOS_VENDEDOR;
export const codigosDocumentoVendedor = Object.keys(DOCUMENTOS_VENDEDOR) as [
  CodigoDocumentoVendedor,
  ...CodigoDocumentoVendedor[],
];

/**
 * Each call of 02 §7: the case types it serves, the phases in which the case waits for it, and the phase it moves
 * the case to ('I sent it'); whether the holder must be a person or a company; which document codes it takes.
 */
export interface ChamadaAnaliseDocumento {
  tipos: readonly TipoCaso[];
  fasesDe: readonly CodigoFase[];
  faseAlvo: Partial<Record<TipoCaso, CodigoFase>>;
  pessoa?: 'PF' | 'PJ';
  documentos: 'contemplacao' | 'vendedor';
}

const CONTEMPLACAO_E_ESPECIE = [TIPOS_CASO.consultoriaAnalise, TIPOS_CASO.faturamentoEspecie] as const;
const ENVIO_INICIAL: Pick<ChamadaAnaliseDocumento, 'tipos' | 'fasesDe' | 'faseAlvo' | 'documentos'> = {
  tipos: CONTEMPLACAO_E_ESPECIE,
  fasesDe: ['TRATATIVA_NAO_INICIADA', 'PRAZO_FINALIZADO'],
  faseAlvo: {
    Consultoria_Analise: 'TRIAGEM_EM_ANDAMENTO',
    Faturamento_Especie: 'AGUARDANDO_ANALISE_PAGAMENTO_ESPECIE',
  },
  documentos: 'contemplacao',
};

/**
 * The goods billing's identification (issue 19, 02 §4.4): the person's document and selfie go to analysis
 * (BRSCAN em andamento); a company's documents to the PJ analysis (Análise Faturamento, 02 §4.2).
 */
const COM_FATURAMENTO_BEM = [...CONTEMPLACAO_E_ESPECIE, TIPOS_CASO.faturamentoBem] as const;

export const CHAMADAS_ANALISE_DOCUMENTO = {
  solicitar: {
    ...ENVIO_INICIAL,
    tipos: COM_FATURAMENTO_BEM,
    faseAlvo: { ...ENVIO_INICIAL.faseAlvo, Faturamento_Auto_App: 'BRSCAN_EM_ANDAMENTO' },
    pessoa: 'PF',
  },
  'solicitar-empresa': {
    ...ENVIO_INICIAL,
    tipos: COM_FATURAMENTO_BEM,
    faseAlvo: { ...ENVIO_INICIAL.faseAlvo, Faturamento_Auto_App: 'ANALISE_FATURAMENTO' },
    pessoa: 'PJ',
  },
  'solicitar-reanalise': {
    tipos: COM_FATURAMENTO_BEM,
    fasesDe: [
      'PENDENCIA_CLIENTE',
      'PENDENCIA_CLIENTE_REANALISE',
      'REANALISE_BRSCAN',
      'DOCUMENTOS_ADICIONAIS_GRC',
    ],
    faseAlvo: {
      Consultoria_Analise: 'RETORNO_CLIENTE_REANALISE',
      Faturamento_Especie: 'AGUARDANDO_ANALISE_PAGAMENTO_ESPECIE',
      Faturamento_Auto_App: 'BRSCAN_EM_ANDAMENTO',
    },
    documentos: 'contemplacao',
  },
  'solicitar-vendedor': {
    tipos: [TIPOS_CASO.faturamentoBem],
    fasesDe: ['DADOS_VENDEDOR', 'AGUARDANDO_DOCUMENTOS'],
    faseAlvo: { Faturamento_Auto_App: 'DOCUMENTACAO_RECEBIDA' },
    documentos: 'vendedor',
  },
  'solicitar-vendedor-reenvio': {
    tipos: [TIPOS_CASO.faturamentoBem],
    fasesDe: ['DOCUMENTOS_ILEGIVEIS', 'DOCUMENTOS_INCORRETOS'],
    faseAlvo: { Faturamento_Auto_App: 'RETORNO_DOCS' },
    documentos: 'vendedor',
  },
  'solicitar-carta-correcao': {
    tipos: [TIPOS_CASO.faturamentoBem],
    fasesDe: ['PENDENCIA_NOTA_FISCAL'],
    faseAlvo: { Faturamento_Auto_App: 'NOTA_FISCAL_CORRIGIDA' },
    documentos: 'vendedor',
  },
  'solicitar-documentos-adicionais-vendedor': {
    tipos: [TIPOS_CASO.faturamentoBem],
    fasesDe: ['PENDENCIA_SWORKS'],
    faseAlvo: { Faturamento_Auto_App: 'RETORNO_PENDENCIA' },
    documentos: 'vendedor',
  },
  'solicitar-reanalise-faturamento': {
    tipos: [TIPOS_CASO.faturamentoBem],
    fasesDe: ['CORRECAO_FATURAMENTO', 'PENDENCIA_FATURAMENTO', 'REVALIDAR_VENDEDOR'],
    faseAlvo: { Faturamento_Auto_App: 'RETORNO_CORRECAO' },
    documentos: 'vendedor',
  },
  'solicitar-reanalise-vistoria': {
    tipos: [TIPOS_CASO.faturamentoBem],
    fasesDe: ['VEICULO_RECUSADO', 'PENDENCIA_VEICULO'],
    faseAlvo: { Faturamento_Auto_App: 'RETORNO_DOCS' },
    documentos: 'vendedor',
  },
} as const satisfies Record<string, ChamadaAnaliseDocumento>;
export type ChamadaAnalise = keyof typeof CHAMADAS_ANALISE_DOCUMENTO;

/** One uploaded file (POST /fluxos/cadastro/documentos) and which document it is. */
export const arquivoEnviadoSchema = z.object({
  id: z.uuid({ error: 'Documento não encontrado.' }),
  codigo: z.enum([...codigosDocumento, ...codigosDocumentoVendedor] as [string, ...string[]], {
    error: 'Tipo de documento inválido.',
  }),
  /** Issue date of the dated ones (residence proof, bank statement). */
  dataDocumento: dataIsoSchema.nullable().optional(),
  /** Residence proof only: the customer confirms it is in their name. */
  emNomeDoTitular: z.boolean().optional(),
});

export const solicitarAnaliseBodySchema = z.object({
  CaseNumber: numeroCasoSchema,
  documentos: z
    .array(arquivoEnviadoSchema, { error: 'Envie os documentos.' })
    .min(1, { error: 'Todos os arquivos são obrigatórios.' })
    .max(10, { error: 'Muitos arquivos (apenas 10 permitidos).' }),
  Observacao__c: z.string().trim().max(4000).nullable().optional(),
});
export type SolicitarAnaliseBody = z.infer<typeof solicitarAnaliseBodySchema>;

/** A deadline as the screens show it (see `Prazo`). */
export const prazoSchema = z.object({
  data: dataIsoSchema,
  dataFormatada: z.string(),
  diasUteisRestantes: z.number().int(),
  vencido: z.boolean(),
});

export const solicitarAnaliseRespostaSchema = z.object({
  CaseNumber: z.string(),
  Fase__c: z.string(),
  /** The case's documents after this sending (the ones tied now and before). */
  documentos: z.array(documentoSchema),
  /** When the administrator answers: 48 business hours (ADR 0028), as a date. */
  prazoAnalise: prazoSchema,
});
export type SolicitarAnaliseResposta = z.infer<typeof solicitarAnaliseRespostaSchema>;

// ——— GET /cotas/{id}/valor-disponivel ———

export const valorDisponivelSchema = z.object({
  /** The quota's credit (the asset's updated value). */
  valorCredito: centavosSchema,
  /** The credit the customer may use: the credit less the embedded part of the winning bid. */
  valorDisponivel: centavosSchema,
  valorEmbutido: centavosSchema,
  dataContemplacao: dataIsoSchema,
});
export type ValorDisponivel = z.infer<typeof valorDisponivelSchema>;

// ——— Document selection and agreements (02 §3) ———

export const documentoParaEnviarSchema = z.object({
  codigo: z.enum(codigosDocumento),
  description: z.string(),
  categoria: z.enum(Object.keys(CATEGORIAS_DOCUMENTO) as [keyof typeof CATEGORIAS_DOCUMENTO]),
  quantidade: z.number().int(),
  obrigatorio: z.boolean(),
  orientacao: z.string().nullable(),
  /** Already sent to the CRM with the case (02 §3 "sentToSF flag"). */
  sentToSF: z.boolean(),
  /** Only in 'Pendência Cliente': what the analyst found wrong in it (ilegível, incompleto, incorreto). */
  problemas: z.array(z.enum(['ilegivel', 'incompleto', 'incorreto'])),
  /** Asked for by the analyst with "Pedir documentos adicionais" (issue 18, ADR 0035). */
  pedidoPeloAnalista: z.boolean(),
});

export const documentoEnviadoSchema = z.object({
  id: z.uuid(),
  codigo: z.string(),
  /** GET /documentos/{id}: only its owner can fetch it. */
  url: z.string(),
  fileName: z.string(),
  fileType: z.string(),
});

export const aceitesSchema = z.object({
  termosECondicoes: z.boolean(),
  autorizacaoConsultaCredito: z.boolean(),
});
export type Aceites = z.infer<typeof aceitesSchema>;

export const selecaoDocumentosSchema = z.object({
  CaseNumber: z.string().nullable(),
  Fase__c: z.string().nullable(),
  tipoRenda: z.enum(tiposRenda).nullable(),
  tipoIdentificacao: z.enum(tiposIdentificacaoTitular).nullable(),
  listaCompleta: z.boolean(),
  tipoIdentificacaoTerceiro: z.enum(tiposIdentificacaoTerceiro).nullable(),
  documentosParaEnviar: z.array(documentoParaEnviarSchema),
  documentosEnviados: z.array(documentoEnviadoSchema),
  aceites: aceitesSchema,
  /** Once locked the agreements cannot change (02 §3, §5). */
  travado: z.boolean(),
  travadoEm: z.iso.datetime({ offset: true }).nullable(),
  /** The analyst's explanation in 'Pendência Cliente'. */
  ExpliqueMotivo__c: z.string().nullable(),
});
export type SelecaoDocumentos = z.infer<typeof selecaoDocumentosSchema>;

export const selecionarDocumentosBodySchema = z.object({
  tipoRenda: z.enum(tiposRenda, { error: 'Escolha o tipo de renda.' }),
  tipoIdentificacao: z.enum(tiposIdentificacaoTitular, { error: 'Escolha o documento de identificação.' }),
  listaCompleta: z.boolean().optional(),
  /** A third party's income after a failed analysis: their identity document type. */
  tipoIdentificacaoTerceiro: z
    .enum(tiposIdentificacaoTerceiro, { error: 'Documento de terceiro inválido.' })
    .nullable()
    .optional(),
});
export type SelecionarDocumentosBody = z.infer<typeof selecionarDocumentosBodySchema>;

export const aceitesBodySchema = z.object(
  {
    termosECondicoes: z.boolean({ error: 'Informe o aceite dos termos e condições.' }),
    autorizacaoConsultaCredito: z.boolean({ error: 'Informe a autorização de consulta de crédito.' }),
  },
  { error: 'Informe os aceites.' },
);

// ——— GET /cotas/{id}/contemplacao ———

export const situacaoContemplacaoSchema = z.object({
  contemplada: z.boolean(),
  dataContemplacao: dataIsoSchema.nullable(),
  modalidade: z.string().nullable(),
  porSorteio: z.boolean(),
  /** The group's asset segment (heavy quotas choose the heavy vehicle type, HeavyType). */
  categoria: categoriaCotaSchema,
  /** The winning bid's guarantee item (ADR 0028): FGTS to sign, key exchange or the bid's boleto; null for a draw. */
  itemGarantia: z.enum(['fgts', 'chaves', 'boleto']).nullable(),
  /** The analysis case; CaseNumber null while hidden (02 §4.9: 'triagem em andamento' …). */
  caso: z
    .object({
      CaseNumber: z.string().nullable(),
      Fase__c: z.string().nullable(),
      Status: z.string(),
      CreatedDate: z.iso.datetime({ offset: true }),
      jaPossuiCaso: z.boolean(),
      ExpliqueMotivo__c: z.string().nullable(),
      errosDocumentos: z
        .record(z.string(), z.array(z.enum(['ilegivel', 'incompleto', 'incorreto'])))
        .nullable(),
    })
    .nullable(),
  /** 02 §4.9: the screen the analysis phase leads to (null: none). */
  tela: z
    .enum([
      'fluxo-contemplado',
      'confirmacao-documentos',
      'resultado-crivo',
      'analise-reprovada',
      'selecao-documentos',
      'selecao-documentos-adicionais',
    ])
    .nullable(),
  etapas: z.array(z.enum(ETAPAS_CONTEMPLACAO)),
  prazoGarantia: prazoSchema.nullable(),
  /** 'Don't lose it' warning: 0–5 days after contemplation while a case awaits analysis. */
  avisoNaoPerca: z.boolean(),
  /** While the administrator holds the analysis: when it answers. */
  prazoAnalise: prazoSchema.nullable(),
  restricaoCpf: z.enum(['sem-restricao', 'restrito', 'erro']),
  /** The contemplation centre's timeline: each step, who holds it, its date (empty when not contemplated). */
  linhaDoTempo: z.array(
    z.object({
      etapa: z.enum(['contemplacao', 'documentos', 'analise', 'resultado', 'faturamento']),
      titulo: z.string(),
      responsavel: z.enum(['voce', 'administradora']),
      estado: z.enum(['concluida', 'atual', 'pendente', 'recusada']),
      data: z.string().nullable(),
    }),
  ),
});
export type SituacaoContemplacao = z.infer<typeof situacaoContemplacaoSchema>;
