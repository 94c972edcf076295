/**
 * Wire shapes of the boletos journey. Names in spec §3 are kept exactly; money is integer centavos,
 * dates 'YYYY-MM-DD' in America/Sao_Paulo.
 */
import { z } from '../comum/z.ts';
import {
  centavosSchema,
  dataIsoSchema,
  idSchema,
  inteiroDecimalSchema,
  paginacaoQuerySchema,
  paginaSchema,
} from '../comum/comum.schemas.ts';
import { cotaIdParamsSchema } from '../cotas/cotas.schemas.ts';

/** An instalment as the list shows it: overdue ones are paid with charges and never grouped with on-time ones. */
export const situacoesParcela = ['em-dia', 'vencida', 'paga'] as const;
export const situacaoParcelaSchema = z.enum(situacoesParcela);
export type SituacaoParcela = z.infer<typeof situacaoParcelaSchema>;

/** Spec §3 parcela (idCota, idMovimentoFinanceiro, nomeMovimentoFinanceiro) plus what the list shows and marks. */
export const parcelaSchema = z.object({
  idCota: z.number().int(),
  idMovimentoFinanceiro: z.number().int(),
  nomeMovimentoFinanceiro: z.string(),
  identificadorCobranca: z.string(),
  numeroParcela: z.number().int().nullable(),
  dataVencimento: dataIsoSchema,
  valorCobrado: centavosSchema,
  situacao: situacaoParcelaSchema,
  marcada: z.boolean(),
});
export type Parcela = z.infer<typeof parcelaSchema>;

/** Spec §4 pending-ticket filter values. */
export const filtroParcelasSchema = z.enum(['all', 'due', 'late']);
export type FiltroParcelas = z.infer<typeof filtroParcelasSchema>;

const unificaSchema = z.enum(['S', 'N'], { error: "Informe 'S' ou 'N'." });

/**
 * GET {id}/cobrancas/segunda-via: S joins the caller's other quotas' instalments into the same list, one page
 * at a time (`page` from 1, `page_size` 20 by default, at most TAMANHO_PAGINA_MAXIMO). `id_cota` narrows a
 * unified list to one of its quotas; like `filtro`, it only hides rows: the selection spans them all.
 */
export const segundaViaQuerySchema = paginacaoQuerySchema.extend({
  SN_UnificaParcelasOutrasCota: unificaSchema.default('N'),
  filtro: filtroParcelasSchema.default('all'),
  id_cota: inteiroDecimalSchema('Cota inválida.').optional(),
});
export type SegundaViaQuery = z.infer<typeof segundaViaQuerySchema>;

/** How many instalments and how much they cost today (overdue ones with their charges), in centavos. */
export const totalParcelasSchema = z.object({ quantidade: z.number().int(), valorTotal: centavosSchema });
export type TotalParcelas = z.infer<typeof totalParcelasSchema>;
const totalDaCotaSchema = totalParcelasSchema.extend({ idCota: z.number().int() });

/** Everything open in the list's quotas, whatever the page, filter or quota shown: the screen's totals. */
export const totaisParcelasSchema = totalParcelasSchema.extend({
  emDia: totalParcelasSchema,
  vencidas: totalParcelasSchema,
  /** Per quota, the selected (path) quota first: the options of a unified list's quota filter. */
  porCota: z.array(totalDaCotaSchema),
});
export type TotaisParcelas = z.infer<typeof totaisParcelasSchema>;

/**
 * The customer's selection (marked with …/marcar, on any page, under any filter) among the list's quotas, and
 * the boleto …/gerar-boleto makes of it: its due date, or the grouping rule it breaks (`motivo`, spec §4).
 */
export const selecaoParcelasSchema = totalParcelasSchema.extend({
  porCota: z.array(totalDaCotaSchema),
  situacao: z.enum(['em-dia', 'vencidas']).nullable(),
  dataVencimento: dataIsoSchema.nullable(),
  motivo: z.string().nullable(),
});
export type SelecaoParcelas = z.infer<typeof selecaoParcelasSchema>;

/**
 * Pending response (spec §3): one page of instalments and the process `identificador` the marking calls refer
 * to, with the list's paging (`total` counts the instalments the filters show), its totals and the selection.
 */
export const parcelasPendentesSchema = z.object({
  parcelas: z.array(parcelaSchema),
  identificador: z.string(),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  totais: totaisParcelasSchema,
  selecao: selecaoParcelasSchema,
});
export type ParcelasPendentes = z.infer<typeof parcelasPendentesSchema>;

/**
 * POST …/segunda-via/marcar-todas and …/desmarcar-todas: every open instalment the list with these parameters
 * shows, on every page (select all, clear the selection).
 */
export const selecaoDaListaBodySchema = z.object({
  SN_UnificaParcelasOutrasCota: unificaSchema.default('N'),
  filtro: filtroParcelasSchema.default('all'),
  id_cota: inteiroDecimalSchema('Cota inválida.').optional(),
});
export type SelecaoDaListaBody = z.infer<typeof selecaoDaListaBodySchema>;

/**
 * POST …/segunda-via/gerar-boleto: N generates the marks of the path's quota only, as the list without the
 * other quotas shows them; S (the default, the spec's flow) every mark, unified when they span quotas.
 */
export const gerarDasMarcadasQuerySchema = z.object({
  SN_UnificaParcelasOutrasCota: unificaSchema.default('S'),
});

/** The home's pending-boleto card (spec §2): a summary of one quota's open instalments, never the list. */
export const pendenciaBoletoSchema = z.object({
  /** The overdue ones: how many, their total with today's charges, and the oldest due date. */
  vencidas: totalParcelasSchema.extend({ desde: dataIsoSchema }).nullable(),
  /** The next on-time due date and what falls due on it (its number when only one does). */
  proxima: totalParcelasSchema
    .extend({ dataVencimento: dataIsoSchema, numeroParcela: z.number().int().nullable() })
    .nullable(),
});
export type PendenciaBoleto = z.infer<typeof pendenciaBoletoSchema>;

/** POST …/segunda-via/marcar and …/desmarcar. */
export const marcarCobrancaBodySchema = z.object({
  identificadorCobranca: z.string().min(1, { error: 'Informe a cobrança.' }),
});
export type MarcarCobrancaBody = z.infer<typeof marcarCobrancaBodySchema>;

/** Bill charges (spec §3), POST {id}/cobrancas/boleto. */
export const cobrancasBoletoBodySchema = z.object({
  identificadorProcesso: z.string().min(1, { error: 'Informe o processo.' }),
  cobrancas: z
    .array(z.object({ identificadorCobranca: z.string().min(1) }))
    .min(1, { error: 'Selecione ao menos uma parcela.' }),
});
export type CobrancasBoletoBody = z.infer<typeof cobrancasBoletoBodySchema>;

/** 'substituido': a later boleto covers one of its instalments, so it no longer settles them (issue 13). */
export const situacoesBoleto = ['aberto', 'vencido', 'pago', 'cancelado', 'substituido'] as const;
export const situacaoBoletoSchema = z.enum(situacoesBoleto);
export type SituacaoBoleto = z.infer<typeof situacaoBoletoSchema>;

/** Boleto data (spec §3: linhaDigitavel, valorCobrado, dataVencimento, hash) plus what printing and paying need. */
export const dadosBoletoSchema = z.object({
  linhaDigitavel: z.string().regex(/^\d{47}$/),
  valorCobrado: centavosSchema,
  dataVencimento: dataIsoSchema,
  /** Print hash of GET …/segunda-via/imprimir/{hash}. */
  hash: z.string(),
  codigoBarras: z.string().regex(/^\d{44}$/),
  nossoNumero: z.string(),
  pixCopiaECola: z.string(),
  /** The PIX QR as a standalone SVG (drawn by the API, with its quiet zone), shown on the boleto screen. */
  pixQrCodeSvg: z.string().optional(),
  situacao: situacaoBoletoSchema,
});
export type DadosBoleto = z.infer<typeof dadosBoletoSchema>;

/** E-mail send (spec §3): a list of {nome, email}. */
export const MAXIMO_DESTINATARIOS_EMAIL = 10;
export const destinatarioEmailSchema = z.object({
  nome: z.string().trim().min(1, { error: 'Informe o nome.' }).max(120, { error: 'Nome muito longo.' }),
  email: z.email({ error: 'E-mail inválido' }),
});
export const envioEmailBoletoBodySchema = z
  .array(destinatarioEmailSchema)
  .min(1, { error: 'Informe ao menos um destinatário.' })
  .max(MAXIMO_DESTINATARIOS_EMAIL, {
    error: `Informe no máximo ${MAXIMO_DESTINATARIOS_EMAIL} destinatários.`,
  });
export type EnvioEmailBoletoBody = z.infer<typeof envioEmailBoletoBodySchema>;

/** Boleto composition (spec §3), in the spec's order. valorParcela = fundo comum + taxa + fundo de reserva. */
export const composicaoParcelaSchema = z.object({
  dataEmissao: dataIsoSchema,
  /** Amount of the boleto: valorParcela + valorSeguroVida + valorDiferencaParcela. */
  valor: centavosSchema,
  dataProximaAssembleia: dataIsoSchema.nullable(),
  valorParcela: centavosSchema,
  dataProximoReajuste: dataIsoSchema.nullable(),
  numeroParcela: z.number().int(),
  parcelasPagas: z.number().int(),
  parcelasEmAtraso: z.number().int(),
  prazoGrupoMeses: z.number().int(),
  valorCreditoOriginal: centavosSchema,
  valorTaxaAdministracao: centavosSchema,
  valorFundoReserva: centavosSchema,
  valorFundoComum: centavosSchema,
  valorDiferencaParcela: centavosSchema,
  /** Monthly, over the saldo devedor; up to 4 decimals (spec §5). */
  percentualSeguroVida: z.number(),
  valorSeguroVida: centavosSchema,
});
export type ComposicaoParcela = z.infer<typeof composicaoParcelaSchema>;

/** GET {id}/cobrancas/quitacao: the settlement boleto is due today (spec §5). */
export const quitacaoSchema = z.object({
  dataVencimento: dataIsoSchema,
  valorSaldoAVencer: centavosSchema,
  valorParcelasVencidas: centavosSchema,
  valorEncargos: centavosSchema,
  valorTotal: centavosSchema,
});
export type Quitacao = z.infer<typeof quitacaoSchema>;

/** Monthly boleto delivery preference (spec §2, §4). */
export const formasEnvio = ['email', 'correio', 'ambos'] as const;
export const formaEnvioSchema = z.enum(formasEnvio, { error: 'Escolha e-mail, correio ou ambos.' });
export type FormaEnvio = z.infer<typeof formaEnvioSchema>;

export const preferenciaEnvioSchema = z.object({
  formaEnvio: formaEnvioSchema,
  /** Instant (ISO 8601) of the last change; null when never changed. */
  alteradaEm: z.string().nullable(),
  /** Instant until which another change is refused (24 h lock), null when free. */
  bloqueadaAte: z.string().nullable(),
  /** First sending under the current choice: one day after the next assembly. */
  vigenteAPartirDe: dataIsoSchema.nullable(),
});
export type PreferenciaEnvio = z.infer<typeof preferenciaEnvioSchema>;

export const alterarPreferenciaEnvioBodySchema = z.object({ formaEnvio: formaEnvioSchema });
export type AlterarPreferenciaEnvioBody = z.infer<typeof alterarPreferenciaEnvioBodySchema>;

/** POST /boletos/verificar (public): a linha digitável, a barcode or a PIX copia-e-cola to check. */
export const verificarBoletoBodySchema = z.object({
  codigo: z
    .string({ error: 'Cole a linha digitável, o código de barras ou o código PIX.' })
    .trim()
    .min(10, { error: 'Cole a linha digitável, o código de barras ou o código PIX.' })
    .max(600, { error: 'Código longo demais.' }),
});

/** Whether this administrator issued it; personal data masked (the caller may be anyone). */
export const verificacaoBoletoSchema = z.object({
  emitidoPorNos: z.boolean(),
  mensagem: z.string(),
  boleto: z
    .object({
      beneficiario: z.string(),
      pagador: z.string(),
      grupo: z.number().int(),
      cota: z.number().int(),
      valorCobrado: centavosSchema,
      dataVencimento: dataIsoSchema,
      situacao: situacaoBoletoSchema,
    })
    .nullable(),
});
export type VerificacaoBoleto = z.infer<typeof verificacaoBoletoSchema>;

/** Why a boleto was issued: instalments (one or many quotas) or the settlement of the whole quota. */
export const tiposBoleto = ['parcelas', 'quitacao'] as const;
export const tipoBoletoSchema = z.enum(tiposBoleto);
export type TipoBoleto = z.infer<typeof tipoBoletoSchema>;

/** GET {id}/boletos: the boletos issued for the caller (history and paid view), newest first. */
export const boletosQuerySchema = paginacaoQuerySchema.extend({
  situacao: z.enum(['todos', 'aberto', 'pago'], { error: 'Situação inválida.' }).default('todos'),
  tipo: tipoBoletoSchema.optional(),
});
export type BoletosQuery = z.infer<typeof boletosQuerySchema>;

export const boletoEmitidoSchema = dadosBoletoSchema.extend({
  tipo: tipoBoletoSchema,
  dataEmissao: dataIsoSchema,
  /** Paid on (the bank's date), and how much, once paid. */
  dataPagamento: dataIsoSchema.nullable(),
  valorPago: centavosSchema.nullable(),
  /** What it pays: each instalment with its quota. */
  parcelas: z.array(
    z.object({
      idCota: z.number().int(),
      grupo: z.number().int(),
      cota: z.number().int(),
      numeroParcela: z.number().int(),
      dataVencimento: dataIsoSchema,
      valorCobrado: centavosSchema,
    }),
  ),
});
export type BoletoEmitido = z.infer<typeof boletoEmitidoSchema>;
export const paginaBoletosSchema = paginaSchema(boletoEmitidoSchema);
export type PaginaBoletos = z.infer<typeof paginaBoletosSchema>;

/** POST {id}/cobrancas/quitacao/boleto: the settlement boleto (due today) with the figures it settles. */
export const boletoQuitacaoSchema = z.object({ quitacao: quitacaoSchema, boleto: dadosBoletoSchema });
export type BoletoQuitacao = z.infer<typeof boletoQuitacaoSchema>;
export const MENSAGEM_SEM_SALDO_QUITACAO = 'Esta cota não tem saldo a quitar.';
/** 409 when a boleto request keeps colliding with simultaneous ones for the same instalments. */
export const MENSAGEM_BOLETO_EM_EMISSAO =
  'Outro boleto destas parcelas está sendo gerado agora. Aguarde um instante e tente novamente.';

/** GET {id}/forma-pagamento/recebimento/{optType}: optType is the new delivery preference. */
export const formaEnvioParamsSchema = z.object({
  id: idSchema('Cota não encontrada.'),
  optType: formaEnvioSchema,
});

/** A boleto of the caller's quota by its nosso número (`{ticket}` in the spec's paths). */
export const boletoParamsSchema = cotaIdParamsSchema.extend({
  ticket: z.string().regex(/^\d{17}$/, { error: 'Boleto não encontrado.' }),
});

/** GET {id}/cobrancas/segunda-via/imprimir/{hash}: the print hash of the boleto data. */
export const boletoHashParamsSchema = cotaIdParamsSchema.extend({ hash: z.string().min(10).max(64) });

/** GET /relatorios/boletos/{ticket}: a download ticket, the only credential of the PDF link. */
export const ticketBoletoParamsSchema = z.object({ ticket: z.string().min(20).max(1000) });

/** GET {id}/boletos/{ticket}/imprimir: a two-minute link to the boleto's PDF. */
export const linkBoletoSchema = z.object({ url: z.string() });

// ——— Duplicate payments (issue 13: nothing received is lost) ———

/** Why a payment settled nothing: the boleto was paid, superseded or cancelled, or its instalments were paid. */
export const motivosPagamentoDuplicado = [
  'boleto_pago',
  'boleto_substituido',
  'boleto_cancelado',
  'parcelas_pagas',
] as const;
export const motivoPagamentoDuplicadoSchema = z.enum(motivosPagamentoDuplicado);
export type MotivoPagamentoDuplicado = z.infer<typeof motivoPagamentoDuplicadoSchema>;
export const ROTULOS_MOTIVO_PAGAMENTO_DUPLICADO: Record<MotivoPagamentoDuplicado, string> = {
  boleto_pago: 'o boleto já estava pago',
  boleto_substituido: 'o boleto tinha sido substituído por outro',
  boleto_cancelado: 'o boleto estava cancelado',
  parcelas_pagas: 'as parcelas do boleto já estavam pagas',
};

/** A payment received that settled nothing: kept, shown on the statement and refunded through a case. */
export const pagamentoDuplicadoSchema = z.object({
  nossoNumero: z.string(),
  dataPagamento: dataIsoSchema,
  valorPago: centavosSchema,
  /** 'operador': registered by an analyst; 'retorno': the bank's CNAB return file. */
  origem: z.enum(['operador', 'retorno']),
  motivo: motivoPagamentoDuplicadoSchema,
  /** CaseNumber of the refund case (Devolução de valores) it opened or was noted on. */
  numeroCasoDevolucao: z.string().nullable(),
});
export type PagamentoDuplicado = z.infer<typeof pagamentoDuplicadoSchema>;

/** POST /boletos/verificar: what a boleto that must not be paid any more answers. */
export const MENSAGEM_BOLETO_SUBSTITUIDO =
  'Este boleto foi emitido por nós, mas foi substituído por outro mais recente. Não pague este: gere ou consulte o boleto atual no app.';
export const MENSAGEM_BOLETO_VERIFICADO_PAGO =
  'Este boleto foi emitido por nós e já está pago. Não pague de novo.';
export const MENSAGEM_BOLETO_VERIFICADO_CANCELADO =
  'Este boleto foi emitido por nós, mas foi cancelado. Não pague este: gere um novo boleto no app.';
