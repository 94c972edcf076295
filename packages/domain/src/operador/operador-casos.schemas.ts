import { z } from '../comum/z.ts';
import { casoSchema, tipoCasoSchema } from '../casos/casos.schemas.ts';
import { paginacaoQuerySchema } from '../comum/comum.schemas.ts';

/** GET /operador/v1/casos: the analysts' queue. */
export const filaQuerySchema = paginacaoQuerySchema.extend({
  tipo: tipoCasoSchema.optional(),
  fase: z.string().trim().max(120).optional(),
  status: z.string().trim().max(60).optional(),
  busca: z.string().trim().max(120).optional(),
});

export const itemFilaSchema = z.object({
  CaseNumber: z.string(),
  RecordTypeDeveloperName: tipoCasoSchema,
  tipo: z.string(),
  Status: z.string(),
  Fase__c: z.string().nullable(),
  CreatedDate: z.string(),
  atualizadoEm: z.string(),
  cliente: z.object({ nome: z.string(), inscricaoNacional: z.string() }),
  /** The partner (administrator brand) the quota belongs to; null when no partner serves its group. */
  parceiro: z.string().nullable().optional(),
  grupo: z.number().int(),
  cota: z.number().int(),
});
export const filaSchema = z.object({
  data: z.array(itemFilaSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});

export const historicoCasoSchema = z.object({
  /** 'operador:N', 'cliente' or 'sistema'. */
  autor: z.string(),
  /** An operator's entry: the operator's name and role (null for the customer and the system). */
  autorNome: z.string().nullable().optional(),
  autorPapel: z.enum(['analista', 'supervisor']).nullable().optional(),
  faseDe: z.string().nullable(),
  fasePara: z.string().nullable(),
  statusDe: z.string().nullable(),
  statusPara: z.string().nullable(),
  nota: z.string().nullable(),
  criadoEm: z.string(),
});

const opcaoSchema = z.object({ codigo: z.string(), rotulo: z.string() });

/** GET /operador/v1/casos/{caseNumber}: the case with its customer, quota, history and the allowed moves. */
export const casoDetalheOperadorSchema = z.object({
  caso: casoSchema,
  cliente: z.object({
    nome: z.string(),
    inscricaoNacional: z.string(),
    email: z.string().nullable(),
    telefoneCelular: z.string().nullable(),
  }),
  cota: z.object({
    idCota: z.number().int(),
    grupo: z.number().int(),
    cota: z.number().int(),
    situacaoCota: z.string(),
    dataContemplacao: z.string().nullable(),
  }),
  historico: z.array(historicoCasoSchema),
  opcoes: z.object({ fases: z.array(opcaoSchema), status: z.array(opcaoSchema) }),
});

/** PATCH /operador/v1/casos/{caseNumber}: the analyst's decision; only the fields sent change. */
export const alterarCasoOperadorBodySchema = z.object({
  fase: z.string().trim().min(1).max(120).optional(),
  status: z.string().trim().min(1).max(60).optional(),
  documentosIlegiveis: z.array(z.string().trim().min(1).max(120)).max(30).optional(),
  documentosIncompletos: z.array(z.string().trim().min(1).max(120)).max(30).optional(),
  documentosIncorretos: z.array(z.string().trim().min(1).max(120)).max(30).optional(),
  expliqueMotivo: z.string().trim().max(2000).nullable().optional(),
  respostaAnalista: z.string().trim().max(4000).nullable().optional(),
  nota: z.string().trim().max(2000).optional(),
});
export type AlterarCasoOperadorBody = z.infer<typeof alterarCasoOperadorBodySchema>;

/** PUT /operador/v1/cotas/{id}/retorno-crivo: the credit screening result of a quota. */
export const definirCrivoBodySchema = z.object({
  codigo: z
    .string()
    .trim()
    .regex(/^\d{2}$/, { error: 'O código tem 2 dígitos.' }),
  descricao: z.string().trim().max(500).nullable(),
});

export const inscricaoParamsSchema = z.object({
  inscricao: z
    .string()
    .trim()
    .min(11, { error: 'CPF ou CNPJ inválido.' })
    .max(20, { error: 'CPF ou CNPJ inválido.' }),
});

/** GET /operador/v1/clientes/{inscricao}: the customer as support sees them. */
export const clienteOperadorSchema = z.object({
  cliente: z.object({
    nome: z.string(),
    inscricaoNacional: z.string(),
    tipoPessoa: z.enum(['F', 'J']),
    email: z.string().nullable(),
    telefoneCelular: z.string().nullable(),
    senhaExpirada: z.boolean(),
  }),
  cotas: z.array(
    z.object({
      idCota: z.number().int(),
      grupo: z.number().int(),
      cota: z.number().int(),
      versao: z.number().int(),
      situacaoCota: z.string(),
      descricaoBem: z.string(),
      idUnidadeNegocio: z.string(),
    }),
  ),
  sessoes: z.array(z.object({ desde: z.string(), ultimoUso: z.string(), transparente: z.boolean() })),
  mensagens: z.array(
    z.object({
      canal: z.string(),
      para: z.string(),
      assunto: z.string(),
      texto: z.string(),
      criadoEm: z.string(),
    }),
  ),
});
