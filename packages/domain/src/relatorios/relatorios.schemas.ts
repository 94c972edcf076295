/**
 * Wire shapes of the relatorios journey (spec 01 §2 "Other screens", §7 "Documents and reports"): the screens
 * show these objects and the PDFs render the very same objects, so a figure on screen and on paper never differ.
 * Money is integer centavos; dates 'YYYY-MM-DD' (America/Sao_Paulo).
 */
import { z } from '../comum/z.ts';
import { centavosSchema, dataIsoSchema } from '../comum/comum.schemas.ts';
import { cotaIdParamsSchema, tipoCotaSchema } from '../cotas/cotas.schemas.ts';
import { composicaoParcelaSchema, pagamentoDuplicadoSchema } from '../boletos/boletos.schemas.ts';

/** A link to a PDF: `/app-cliente/v1/relatorios/{ticket}`, valid two minutes, for this one document. */
export const linkRelatorioSchema = z.object({ url: z.string() });
export type LinkRelatorio = z.infer<typeof linkRelatorioSchema>;

/** Who issues every document: the administrator (partner) and its CNPJ. */
export const administradoraSchema = z.object({
  nome: z.string(),
  cnpj: z.string().nullable(),
});
export type Administradora = z.infer<typeof administradoraSchema>;

/** The quota as every document heads it. */
export const cabecalhoCotaSchema = z.object({
  idCota: z.number().int(),
  grupo: z.number().int(),
  cota: z.number().int(),
  versao: z.number().int(),
  nomePessoa: z.string(),
  cdInscricaoNacional: z.string(),
  tipo: tipoCotaSchema,
  descricaoBem: z.string(),
  situacaoCota: z.string(),
});
export type CabecalhoCota = z.infer<typeof cabecalhoCotaSchema>;

// ——— Demonstrativo (monthly composition of the instalment) ———

/** Periods are 'YYYY-MM' (the instalment's due month). */
export const periodoSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Período inválido.' });

/** GET {id}/demonstrativo-atual and GET {id}/demonstrativo-anterior/{period}. */
export const demonstrativoSchema = z.object({
  administradora: administradoraSchema,
  cota: cabecalhoCotaSchema,
  periodo: periodoSchema,
  dataVencimento: dataIsoSchema,
  /** Paid on, or null while open. */
  dataPagamento: dataIsoSchema.nullable(),
  composicao: composicaoParcelaSchema,
  /** Print hash of GET {id}/demonstrativo/imprimir/{hash}. */
  hash: z.string(),
  /** Earlier periods with a statement, newest first (for demonstrativo-anterior). */
  periodosAnteriores: z.array(periodoSchema),
});
export type Demonstrativo = z.infer<typeof demonstrativoSchema>;

// ——— Extrato do consorciado and do grupo ———

export const lancamentoExtratoSchema = z.object({
  dataPagamento: dataIsoSchema,
  dataVencimento: dataIsoSchema,
  numeroParcela: z.number().int(),
  historico: z.string(),
  valorPago: centavosSchema,
  valorFundoComum: centavosSchema,
  valorTaxaAdministracao: centavosSchema,
  valorFundoReserva: centavosSchema,
  valorSeguro: centavosSchema,
  /** Fine and mora interest paid with it. */
  valorEncargos: centavosSchema,
});
export type LancamentoExtrato = z.infer<typeof lancamentoExtratoSchema>;

export const extratoGrupoSchema = z.object({
  grupo: z.number().int(),
  descricaoBem: z.string(),
  prazoMeses: z.number().int(),
  assembleiaAtual: z.number().int(),
  totalAssembleias: z.number().int(),
  dataProximaAssembleia: dataIsoSchema.nullable(),
  percentualTaxaAdministracao: z.number(),
  percentualFundoReserva: z.number(),
  cotasAtivas: z.number().int(),
  cotasContempladas: z.number().int(),
  cotasCanceladas: z.number().int(),
  /** Paid into the group's funds so far, by every member. */
  valorArrecadadoFundoComum: centavosSchema,
  valorArrecadadoFundoReserva: centavosSchema,
});
export type ExtratoGrupo = z.infer<typeof extratoGrupoSchema>;

/** GET {id}/extrato: the member statement, with the group statement alongside. */
export const extratoSchema = z.object({
  administradora: administradoraSchema,
  cota: cabecalhoCotaSchema,
  dataEmissao: dataIsoSchema,
  dataAdesao: dataIsoSchema,
  dataContemplacao: dataIsoSchema.nullable(),
  valorCreditoAtual: centavosSchema,
  valorSaldoDevedor: centavosSchema,
  prazoGrupoMeses: z.number().int(),
  parcelasPagas: z.number().int(),
  parcelasEmAtraso: z.number().int(),
  parcelasRestantes: z.number().int(),
  totais: z.object({
    valorPago: centavosSchema,
    valorFundoComum: centavosSchema,
    valorTaxaAdministracao: centavosSchema,
    valorFundoReserva: centavosSchema,
    valorSeguro: centavosSchema,
    valorEncargos: centavosSchema,
    /** Share of the credit already paid into the common fund, 4 decimals (e.g. 37.5 = 37,5 %). */
    percentualFundoComumPago: z.number(),
  }),
  /** Newest first. */
  lancamentos: z.array(lancamentoExtratoSchema),
  /**
   * Money received that paid no instalment (a boleto paid twice, or after it was superseded), newest first:
   * it is owed back through a refund case, and never counted in the totals above.
   */
  pagamentosEmDuplicidade: z.array(pagamentoDuplicadoSchema),
  grupo: extratoGrupoSchema,
});
export type Extrato = z.infer<typeof extratoSchema>;

export const tiposExtrato = ['consorciado', 'grupo'] as const;
export const extratoImprimirQuerySchema = z.object({
  tipo: z.enum(tiposExtrato, { error: "Escolha 'consorciado' ou 'grupo'." }).default('consorciado'),
});

// ——— Comprovante anual de pagamentos (declaração anual de quitação de débitos, Lei 12.007/2009) ———

export const anoSchema = z.coerce
  .number({ error: 'Ano inválido.' })
  .int({ error: 'Ano inválido.' })
  .min(2000, { error: 'Ano inválido.' })
  .max(2100, { error: 'Ano inválido.' });

export const comprovantePagamentosQuerySchema = z.object({ ano: anoSchema.optional() });

/** GET {id}/comprovante-pagamentos?ano=: the year's payments and the link to the PDF. */
export const comprovantePagamentosSchema = z.object({
  administradora: administradoraSchema,
  cota: cabecalhoCotaSchema,
  ano: z.number().int(),
  /** Years with at least one payment, newest first. */
  anosDisponiveis: z.array(z.number().int()),
  pagamentos: z.array(
    z.object({
      numeroParcela: z.number().int(),
      dataVencimento: dataIsoSchema,
      dataPagamento: dataIsoSchema,
      valorPago: centavosSchema,
    }),
  ),
  valorTotal: centavosSchema,
  /** Duplicate payments received in the year (not in the total: they are being refunded). */
  pagamentosEmDuplicidade: z.array(pagamentoDuplicadoSchema),
  /** Every instalment due in the year is paid: the document declares the year settled (Lei 12.007/2009). */
  quitacaoAnual: z.boolean(),
  url: z.string(),
});
export type ComprovantePagamentos = z.infer<typeof comprovantePagamentosSchema>;
export const MENSAGEM_SEM_COMPROVANTE = 'Não há pagamentos para gerar o comprovante.';

// ——— Informe de rendimentos (for the income-tax return) ———

/** GET {id}/informe-anual-rendimentos: the years on offer and each year's figures. */
export const informeRendimentosSchema = z.object({
  administradora: administradoraSchema,
  cota: cabecalhoCotaSchema,
  ano: z.number().int(),
  /** Calendar years with payments, newest first; the current year only once it has ended. */
  anosDisponiveis: z.array(z.number().int()),
  /** Paid up to 31/12 of the year before. */
  valorAcumuladoAnterior: centavosSchema,
  /** Paid during the year. */
  valorPagoNoAno: centavosSchema,
  /** Paid up to 31/12 of the year: what goes in "Bens e Direitos". */
  valorAcumulado: centavosSchema,
  contemplada: z.boolean(),
  /** Suggested text for "Discriminação" in the return. */
  discriminacao: z.string(),
  /** Receita Federal's "Bens e Direitos" group and code for a consortium quota. */
  grupoBensDireitos: z.string(),
  codigoBensDireitos: z.string(),
});
export type InformeRendimentos = z.infer<typeof informeRendimentosSchema>;
export const informeRendimentosQuerySchema = z.object({ ano: anoSchema.optional() });
export const MENSAGEM_SEM_INFORME = 'Ainda não há informe de rendimentos para esta cota.';

// ——— Proposta and contrato ———

/** GET {id}/informacoes-proposta. */
export const informacoesPropostaSchema = z.object({
  administradora: administradoraSchema,
  cota: cabecalhoCotaSchema,
  numeroProposta: z.string(),
  dataAdesao: dataIsoSchema,
  valorCreditoAdesao: centavosSchema,
  valorCreditoAtual: centavosSchema,
  prazoGrupoMeses: z.number().int(),
  percentualTaxaAdministracao: z.number(),
  percentualFundoReserva: z.number(),
  percentualSeguroVida: z.number(),
  valorPrimeiraParcela: centavosSchema,
  diaVencimento: z.number().int(),
  formaPagamento: z.string(),
  /** Regulation model the contract follows; null when none is registered for the group. */
  modeloContrato: z.string().nullable(),
  url: z.string(),
});
export type InformacoesProposta = z.infer<typeof informacoesPropostaSchema>;
export const MENSAGEM_CONTRATO_INDISPONIVEL = "Modelo de contrato 'Regulamento' não disponível";
export const MENSAGEM_ERRO_CONTRATO = 'Erro ao imprimir 2ª via de contrato';

// ——— Impressos: the documents a quota can print ———

export const tiposImpresso = [
  'demonstrativo',
  'extrato-consorciado',
  'extrato-grupo',
  'comprovante-pagamentos',
  'informe-rendimentos',
  'contrato',
  'proposta',
] as const;
export const tipoImpressoSchema = z.enum(tiposImpresso);
export type TipoImpresso = z.infer<typeof tipoImpressoSchema>;

/** GET {id}/impressos: each document, whether it can be printed now and, when not, why. */
export const impressosSchema = z.object({
  impressos: z.array(
    z.object({
      tipo: tipoImpressoSchema,
      titulo: z.string(),
      descricao: z.string(),
      disponivel: z.boolean(),
      motivo: z.string().nullable(),
    }),
  ),
});
export type Impressos = z.infer<typeof impressosSchema>;

// ——— Paths ———

/** GET /relatorios/{ticket}: a download ticket, the only credential of a document's PDF link. */
export const ticketRelatorioParamsSchema = z.object({ ticket: z.string().min(20).max(2000) });

/** GET {id}/demonstrativo-anterior/{period}. */
export const demonstrativoAnteriorParamsSchema = cotaIdParamsSchema.extend({ period: periodoSchema });

/** GET {id}/demonstrativo/imprimir/{hash}: the print hash of the statement. */
export const demonstrativoHashParamsSchema = cotaIdParamsSchema.extend({ hash: z.string().min(4).max(64) });

/** GET {id}/informe-anual-rendimentos/imprimir/{year}. */
export const informeImprimirParamsSchema = cotaIdParamsSchema.extend({ year: anoSchema });
