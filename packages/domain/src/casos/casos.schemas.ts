import { z } from '../comum/z.ts';
import {
  FASES_ANALISE_CREDITO,
  FASES_ATUALIZACAO_CADASTRAL,
  FASES_AVISO_CANCELADA_CONTEMPLADA,
  FASES_AVISO_CONTEMPLACAO,
  FASES_DEVOLUCAO,
  FASES_FATURAMENTO_BEM,
  FASES_FATURAMENTO_ESPECIE,
  FASES_POS_VENDA,
  FASES_POS_VENDA_COM_ROTA,
  FASES_REATIVACAO,
  type CodigoFase,
} from './fases.schemas.ts';

/**
 * Case types: the Salesforce record type developer names (`RecordTypeDeveloperName`), keyed by the home
 * bucket each one feeds (02 §3, 03 §3 "buckets by case type"), plus reactivation, refund and goods billing.
 */
export const TIPOS_CASO = {
  posVenda: 'Atendimento_Pos_Venda',
  avisoContemplacao: 'Aviso_Contemplacao',
  consultoriaAnalise: 'Consultoria_Analise',
  atualizacaoCadastral: 'Atualizacao_Cadastral',
  faturamentoEspecie: 'Faturamento_Especie',
  avisoCanceladaContemplada: 'Aviso_Cancelada_Contemplada',
  reativacao: 'Reativacao_Cota',
  devolucao: 'Devolucao_Valores',
  /** 02 §3: "the goods status only applies if the type is the auto-entry-app type". */
  faturamentoBem: 'Faturamento_Auto_App',
  /**
   * Ours (issue 15): "Ligamos para você". The spec's types are all quota processes; a call-back request is
   * the customer asking service to call, so it gets its own type and the analysts' queue filter for free.
   * It feeds no home card.
   */
  retornoLigacao: 'Retorno_Ligacao',
} as const;
export type Balde = keyof typeof TIPOS_CASO;
export type TipoCaso = (typeof TIPOS_CASO)[Balde];
export const baldes = Object.keys(TIPOS_CASO) as [Balde, ...Balde[]];
export const tipoCasoSchema = z.enum(TIPOS_CASO, { error: 'Tipo de caso inválido.' });

/** Portuguese labels for screens and the back-office; 03 §4 compares the after-sales one lower-cased. */
export const ROTULOS_TIPO_CASO: Record<TipoCaso, string> = {
  Atendimento_Pos_Venda: 'Atendimento pós-venda',
  Aviso_Contemplacao: 'Aviso de contemplação',
  Consultoria_Analise: 'Consultoria de análise',
  Atualizacao_Cadastral: 'Atualização cadastral',
  Faturamento_Especie: 'Faturamento em espécie',
  Aviso_Cancelada_Contemplada: 'Aviso de cota cancelada contemplada',
  Reativacao_Cota: 'Reativação de cota',
  Devolucao_Valores: 'Devolução de valores',
  Faturamento_Auto_App: 'Faturamento do bem pelo app',
  Retorno_Ligacao: 'Ligamos para você',
};

/** Case `Status` (Salesforce picklist labels). The spec sees 'Em Andamento' (EM_ANDAMENTO) and 'Escalado' (ESCALADO). */
export const STATUS_CASO = {
  NOVO: 'Novo',
  EM_ANDAMENTO: 'Em Andamento',
  ESCALADO: 'Escalado',
  FECHADO: 'Fechado',
} as const;
export type CodigoStatusCaso = keyof typeof STATUS_CASO;
export type StatusCaso = (typeof STATUS_CASO)[CodigoStatusCaso];
export const statusCasoSchema = z.enum(STATUS_CASO, { error: 'Status de caso inválido.' });

/** `Origin`: the app always sends 'APP' (02 §7); the others are what analysts record. */
export const ORIGENS_CASO = {
  APP: 'APP',
  TELEFONE: 'Telefone',
  EMAIL: 'E-mail',
  WHATSAPP: 'WhatsApp',
  BACK_OFFICE: 'Back-office',
} as const;
export const ORIGEM_APP = ORIGENS_CASO.APP;

/**
 * What an analyst may set per case type: the back-office offers only these (issue 4). Notices have no
 * 'Escalado': there is nothing to escalate in an acknowledgement.
 */
const TODOS_STATUS = [
  'NOVO',
  'EM_ANDAMENTO',
  'ESCALADO',
  'FECHADO',
] as const satisfies readonly CodigoStatusCaso[];
const STATUS_AVISO = ['NOVO', 'EM_ANDAMENTO', 'FECHADO'] as const satisfies readonly CodigoStatusCaso[];
export const OPCOES_ANALISTA: Record<
  TipoCaso,
  { fases: readonly CodigoFase[]; status: readonly CodigoStatusCaso[] }
> = {
  Atendimento_Pos_Venda: { fases: FASES_POS_VENDA, status: TODOS_STATUS },
  Aviso_Contemplacao: { fases: FASES_AVISO_CONTEMPLACAO, status: STATUS_AVISO },
  Consultoria_Analise: { fases: FASES_ANALISE_CREDITO, status: TODOS_STATUS },
  Atualizacao_Cadastral: { fases: FASES_ATUALIZACAO_CADASTRAL, status: TODOS_STATUS },
  Faturamento_Especie: { fases: FASES_FATURAMENTO_ESPECIE, status: TODOS_STATUS },
  Aviso_Cancelada_Contemplada: { fases: FASES_AVISO_CANCELADA_CONTEMPLADA, status: STATUS_AVISO },
  Reativacao_Cota: { fases: FASES_REATIVACAO, status: TODOS_STATUS },
  Devolucao_Valores: { fases: FASES_DEVOLUCAO, status: TODOS_STATUS },
  Faturamento_Auto_App: { fases: FASES_FATURAMENTO_BEM, status: TODOS_STATUS },
  // Called back: the analyst closes it; no call yet: it stays where it was opened.
  Retorno_Ligacao: { fases: ['TRATATIVA_NAO_INICIADA', 'RETORNO_SOLICITADO'], status: TODOS_STATUS },
};

/**
 * Phases the customer's app may write through POST /salesforce/contemplacao/casos/{caseNumber}: the
 * acknowledgements and "I sent it" steps. Anything else is an analyst's decision (ARCHITECTURE: the API
 * owns the truth), so a customer can never move their own case to an approval.
 */
export const FASES_DO_APP: Record<TipoCaso, readonly CodigoFase[]> = {
  Atendimento_Pos_Venda: [...FASES_POS_VENDA_COM_ROTA.slice(1), 'RETORNO_SOLICITADO', 'POS_VENDA_CONCLUIDO'],
  Aviso_Contemplacao: ['CIENTE_VIA_APP'],
  Consultoria_Analise: ['TRIAGEM_EM_ANDAMENTO', 'RETORNO_CLIENTE_REANALISE'],
  Atualizacao_Cadastral: ['CADASTRO_ATUALIZADO_APP'],
  Faturamento_Especie: ['AGUARDANDO_ANALISE_PAGAMENTO_ESPECIE'],
  Aviso_Cancelada_Contemplada: ['CIENTE_VIA_APP'],
  Reativacao_Cota: [],
  Devolucao_Valores: [],
  Faturamento_Auto_App: [],
  Retorno_Ligacao: [],
};

/**
 * Of `FASES_DO_APP`, the "I sent it" phases that only the document-analysis calls (POST
 * /antifraude/analise-documento/*, ADR 0028) reach, with the files tied to the case in the same transaction. The
 * app's case update may confirm them (observation, app data) once the case is there, never move a case into one:
 * a case would otherwise go to analysis with no document.
 */
export const FASES_SO_COM_DOCUMENTOS: Partial<Record<TipoCaso, readonly CodigoFase[]>> = {
  Consultoria_Analise: ['TRIAGEM_EM_ANDAMENTO', 'RETORNO_CLIENTE_REANALISE'],
  Faturamento_Especie: ['AGUARDANDO_ANALISE_PAGAMENTO_ESPECIE'],
};
export const MENSAGEM_FASE_SO_COM_DOCUMENTOS = 'Envie os documentos antes de seguir para a análise.';

/**
 * Analyst decisions in which the app records the customer's next choice (observation, `DadosApp__c`), e.g. the
 * asset to bill once the credit analysis approved (02 §2.7 InvoiceSelection): the update confirms the phase
 * the case is already in, never moves a case into it.
 */
export const FASES_SO_CONFIRMADAS_PELO_APP: Partial<Record<TipoCaso, readonly CodigoFase[]>> = {
  Consultoria_Analise: ['CADASTRO_APROVADO', 'CADASTRO_APROVADO_COMITE'],
};

/**
 * Types a customer may open from the app (POST /salesforce/casos). Notices and after-sales are opened by
 * the administrator.
 */
export const TIPOS_ABERTOS_PELO_APP: readonly TipoCaso[] = [
  TIPOS_CASO.reativacao,
  TIPOS_CASO.devolucao,
  TIPOS_CASO.atualizacaoCadastral,
  TIPOS_CASO.faturamentoEspecie,
  TIPOS_CASO.faturamentoBem,
  TIPOS_CASO.consultoriaAnalise,
];

// ——— Field shapes ———

/** Salesforce auto-number, 8 digits ('00001234'); more once the sequence passes 99 999 999. */
export const numeroCasoSchema = z
  .string({ error: 'Caso não encontrado.' })
  .regex(/^\d{8,12}$/, { error: 'Caso não encontrado.' });

/** The quota's `idCota` as text: Salesforce external ids are text fields. */
export const idExternoCotaSchema = z
  .string({ error: 'Cota inválida.' })
  .regex(/^\d{1,18}$/, { error: 'Cota inválida.' });

/** CPF/CNPJ as the caller typed it (masked or not); the API normalises it and checks it is the caller's. */
export const cpfCnpjEntradaSchema = z
  .string({ error: 'Informe o CPF ou CNPJ.' })
  .trim()
  .min(11, { error: 'CPF ou CNPJ inválido.' })
  .max(20, { error: 'CPF ou CNPJ inválido.' });

function jsonValido(s: string): boolean {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
}

/** `DadosApp__c` is a serialized JSON string (02 §3), never an object; Salesforce long text caps it. */
export const dadosAppSchema = z
  .string()
  .max(32_768, { error: 'Dados do app muito grandes.' })
  .refine(jsonValido, { error: 'Dados do app devem ser um JSON serializado.' });

/** Semicolon-separated document list (`DocumentosIlegiveis__c` …), e.g. 'RG (frente);Comprovante de residência'. */
const listaDocumentosSchema = z.string().nullable();

// ——— The case ———

/**
 * A case (01 §3, 02 §3, 03 §3) in Salesforce's field names. Status and phase are open strings on the wire
 * (CRM picklists change without notice; the app compares them case- and accent-insensitively); the
 * constants above are the values the built-in store writes. Empty fields are null, as Salesforce returns.
 */
export const casoSchema = z.object({
  CaseNumber: numeroCasoSchema,
  /** ISO 8601 with offset, e.g. '2026-07-15T13:45:00.000Z'. */
  CreatedDate: z.iso.datetime({ offset: true }),
  /** A `STATUS_CASO` label ('Em Andamento'). */
  Status: z.string().min(1),
  /** A `FASES` label ('Tratativa Não Iniciada'); null before the first triage. */
  Fase__c: z.string().nullable(),
  /** The case type (`TIPOS_CASO`). */
  RecordTypeDeveloperName: tipoCasoSchema,
  IdExternoCota: idExternoCotaSchema,
  /** Digits (or the alphanumeric CNPJ), no mask. */
  CPF_CNPJ: z.string(),
  Origin: z.string().nullable(),
  /** What the customer wrote when opening the case (POST /salesforce/casos). */
  Description: z.string().nullable(),
  Observacao__c: z.string().nullable(),
  ModalidadeContemplacao__c: z.string().nullable(),
  DocumentosIlegiveis__c: listaDocumentosSchema,
  DocumentosIncompletos__c: listaDocumentosSchema,
  DocumentosIncorretos__c: listaDocumentosSchema,
  /** The analyst's reason for the document problem, shown to the customer. */
  ExpliqueMotivo__c: z.string().nullable(),
  DadosApp__c: z.string().nullable(),
  /** The analyst's reply to the customer (02 §3 "analyst reply"). */
  RespostaAnalista__c: z.string().nullable(),
});
export type Caso = z.infer<typeof casoSchema>;

// ——— Composite answers (Salesforce composite API shape) ———

/** One sub-answer of a composite call: the body plus its own HTTP status and the caller's reference. */
export const itemCompostoSchema = <T extends z.ZodType>(body: T) =>
  z.object({
    body,
    httpHeaders: z.record(z.string(), z.string()).optional(),
    httpStatusCode: z.number().int(),
    referenceId: z.string(),
  });
export const respostaCompostaSchema = <T extends z.ZodType>(body: T) =>
  z.object({ compositeResponse: z.array(itemCompostoSchema(body)) });

/** Reference ids the built-in store uses: 'CASEResponse_<CaseNumber>' per case (they must be unique). */
export const REFERENCIA_CASO = 'CASEResponse';
export const REFERENCIA_NOVO_CASO = 'NewCASE';
export const REFERENCIA_CONTA = 'ACCOUNTResponse';

// ——— POST /salesforce/consulta/casos ———

/** Consult by tax id, case type(s) and quota (02 §7, 03 §7). One type or a batch of types (03 §4 "two batches"). */
export const consultaCasosBodySchema = z.object({
  CPF_CNPJ: cpfCnpjEntradaSchema,
  RecordTypeDeveloperName: z.union([tipoCasoSchema, z.array(tipoCasoSchema).min(1).max(20)]),
  IdExternoCota: idExternoCotaSchema,
});
export type ConsultaCasosBody = z.infer<typeof consultaCasosBodySchema>;

/** A `CASEResponse` item: `body` holds the case; an empty `compositeResponse` means no case. */
export const caseResponseSchema = itemCompostoSchema(casoSchema);
export type CaseResponse = z.infer<typeof caseResponseSchema>;
export const consultaCasosRespostaSchema = z.object({ compositeResponse: z.array(caseResponseSchema) });
export type ConsultaCasosResposta = z.infer<typeof consultaCasosRespostaSchema>;

// ——— POST /salesforce/casos ———

/** Opens a case: account tax id, related quota, type, description (02 §7, 03 §7). */
export const criarCasoBodySchema = z.object({
  CPF_CNPJ: cpfCnpjEntradaSchema,
  IdExternoCota: idExternoCotaSchema,
  RecordTypeDeveloperName: tipoCasoSchema,
  Description: z
    .string({ error: 'Descreva a solicitação.' })
    .trim()
    .min(1, { error: 'Descreva a solicitação.' })
    .max(4000, { error: 'A descrição pode ter no máximo 4000 caracteres.' }),
  /** Structured form data (e.g. reactivation phone and best time), serialized JSON. */
  DadosApp__c: dadosAppSchema.optional(),
});
export type CriarCasoBody = z.infer<typeof criarCasoBodySchema>;

/** sObject create answer plus the auto-number; `httpStatusCode` 201. Only 200/201 count as sent (01 §5). */
export const casoCriadoSchema = z.object({
  id: z.string(),
  success: z.boolean(),
  errors: z.array(z.object({ message: z.string(), errorCode: z.string() })),
  CaseNumber: numeroCasoSchema,
});
export const criarCasoRespostaSchema = respostaCompostaSchema(casoCriadoSchema);
export type CriarCasoResposta = z.infer<typeof criarCasoRespostaSchema>;

// ——— POST /salesforce/contemplacao/casos/{caseNumber} ———

export const casoParamsSchema = z.object({ caseNumber: numeroCasoSchema });

/** Updates the case from the app: phase, origin 'APP', number, observation, app data (02 §7). Answers 204 (01 §5). */
export const atualizarCasoBodySchema = z.object({
  Fase__c: z.string({ error: 'Informe a fase.' }).trim().min(1, { error: 'Informe a fase.' }).max(255),
  Origin: z.literal(ORIGEM_APP, { error: "A origem deve ser 'APP'." }),
  CaseNumber: numeroCasoSchema,
  Observacao__c: z.string().max(4000).nullable().optional(),
  DadosApp__c: dadosAppSchema.nullable().optional(),
});
export type AtualizarCasoBody = z.infer<typeof atualizarCasoBodySchema>;
export const HTTP_CASO_ATUALIZADO = 204;

// ——— POST /salesforce/consulta/accountid ———

export const consultaContaBodySchema = z.object({ CPF_CNPJ: cpfCnpjEntradaSchema });
/** The account's 18-character Salesforce id ('001…'). */
export const contaSchema = z.object({ Id: z.string() });
export const consultaContaRespostaSchema = respostaCompostaSchema(contaSchema);
export type ConsultaContaResposta = z.infer<typeof consultaContaRespostaSchema>;

// ——— GET /cotas/{id}/retorno-crivo ———

/** Credit screening (crivo) return code for the quota; '27' is an error (01 §7, 02 §8). */
export const CODIGO_CRIVO_ERRO = '27';
export const retornoCrivoSchema = z.object({
  codigo: z.string(),
  descricao: z.string().nullable(),
});
export type RetornoCrivo = z.infer<typeof retornoCrivoSchema>;

// ——— /core/dados-cadastrais ———

/** GET /core/dados-cadastrais/status: the selected quota's registration-update case and the server's verdict. */
export const statusCadastralSchema = z.object({
  atualizacaoObrigatoria: z.boolean(),
  caso: z
    .object({
      CaseNumber: z.string(),
      Status: z.string(),
      Fase__c: z.string().nullable(),
      RespostaAnalista__c: z.string().nullable(),
    })
    .nullable(),
});
export type StatusCadastral = z.infer<typeof statusCadastralSchema>;

/** PATCH /core/dados-cadastrais/atualizar: the mandatory update ends; how many cases it closed. */
export const confirmacaoCadastralSchema = z.object({
  atualizacaoObrigatoria: z.boolean(),
  confirmados: z.number().int(),
});
