/**
 * Back-office side of the payouts (issue 20, ADR 0041/0042): the queue, the CNAB 240 payment remittances and
 * the import of the bank's return. Money in centavos, dates 'YYYY-MM-DD'.
 */
import { z } from '../comum/z.ts';
import { centavosSchema, dataIsoSchema } from '../comum/comum.schemas.ts';

export const SITUACOES_REPASSE = ['agendado', 'remetido', 'pago', 'rejeitado', 'cancelado'] as const;
export const situacaoRepasseSchema = z.enum(SITUACOES_REPASSE);
export type SituacaoRepasse = z.infer<typeof situacaoRepasseSchema>;

export const ROTULOS_SITUACAO_REPASSE: Record<SituacaoRepasse, string> = {
  agendado: 'Agendado',
  remetido: 'Remetido ao banco',
  pago: 'Pago',
  rejeitado: 'Rejeitado pelo banco',
  cancelado: 'Cancelado',
};

export const ROTULOS_ORIGEM_REPASSE: Record<string, string> = {
  devolucao: 'Devolução',
  faturamento_especie: 'Faturamento em espécie',
  faturamento_credito: 'Crédito em espécie',
};

/** GET /operador/v1/repasses?situacao= */
export const repassesQuerySchema = z.object({
  situacao: situacaoRepasseSchema.optional().catch(undefined),
});

export const repasseOperadorSchema = z.object({
  id: z.number().int(),
  numeroCaso: z.string(),
  origem: z.string(),
  parceiroId: z.number().int(),
  parceiro: z.string(),
  valorCentavos: centavosSchema,
  favorecido: z.string(),
  /** Masked: only what the analyst needs to recognise the account. */
  cpfCnpj: z.string(),
  banco: z.number().int(),
  agencia: z.string(),
  conta: z.string(),
  tipoConta: z.enum(['corrente', 'poupanca']),
  situacao: situacaoRepasseSchema,
  dataPrevista: dataIsoSchema,
  /** Business days from today to the promised date; negative when late. */
  diasUteisRestantes: z.number().int(),
  motivoRejeicao: z.string().nullable(),
  remessa: z.object({ id: z.number().int(), nomeArquivo: z.string() }).nullable(),
});
export type RepasseOperador = z.infer<typeof repasseOperadorSchema>;

export const remessaPagamentoSchema = z.object({
  id: z.number().int(),
  parceiroId: z.number().int(),
  parceiro: z.string(),
  nsa: z.number().int(),
  nomeArquivo: z.string(),
  quantidade: z.number().int(),
  valorTotalCentavos: centavosSchema,
  criadoEm: z.string(),
  criadoPor: z.string(),
});
export type RemessaPagamento = z.infer<typeof remessaPagamentoSchema>;

export const filaRepassesSchema = z.object({
  repasses: z.array(repasseOperadorSchema),
  remessas: z.array(remessaPagamentoSchema),
});
export type FilaRepasses = z.infer<typeof filaRepassesSchema>;

/** POST /operador/v1/repasses/remessas */
export const gerarRemessaBodySchema = z.object({
  parceiroId: z.number({ error: 'Escolha o parceiro.' }).int().positive({ error: 'Escolha o parceiro.' }),
});
export type GerarRemessaBody = z.infer<typeof gerarRemessaBodySchema>;

export const remessaIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Remessa não encontrada.' })
    .int()
    .positive({ error: 'Remessa não encontrada.' }),
});
export const repasseIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Repasse não encontrado.' })
    .int()
    .positive({ error: 'Repasse não encontrado.' }),
});

export const MENSAGEM_NADA_A_REMETER = 'Não há repasses agendados deste parceiro para remeter.';

/** POST /operador/v1/repasses/{id}/cancelar */
export const cancelarRepasseBodySchema = z.object({
  motivo: z
    .string({ error: 'Informe o motivo do cancelamento.' })
    .trim()
    .min(5, { error: 'Informe o motivo do cancelamento (ao menos 5 caracteres).' })
    .max(500, { error: 'O motivo pode ter até 500 caracteres.' }),
});
export type CancelarRepasseBody = z.infer<typeof cancelarRepasseBodySchema>;

/** POST /operador/v1/repasses/retornos: the bank's CNAB 240 return as text (Latin-1 decoded). */
export const importarRetornoPagamentosBodySchema = z.object({
  nomeArquivo: z.string().trim().min(1, { error: 'Informe o nome do arquivo.' }).max(200),
  conteudo: z
    .string()
    .min(240, { error: 'O arquivo está vazio ou não é um retorno CNAB 240.' })
    .max(5_000_000, { error: 'Arquivo grande demais (máximo 5 MB).' }),
});
export type ImportarRetornoPagamentosBody = z.infer<typeof importarRetornoPagamentosBodySchema>;

/**
 * What one segment A of the return did: `pago`, `rejeitado` (the payout settled), `agendado` (the bank
 * scheduled it: nothing changes yet) or `recusado` (unknown payout, not in a remittance: nothing changes).
 */
export const linhaRetornoPagamentoSchema = z.object({
  linha: z.number().int(),
  seuNumero: z.string(),
  repasseId: z.number().int().nullable(),
  efeito: z.enum(['pago', 'rejeitado', 'agendado', 'recusado']),
  motivo: z.string().nullable(),
  valorCentavos: centavosSchema,
  numeroCaso: z.string().nullable(),
});

export const resultadoRetornoPagamentosSchema = z.object({
  nomeArquivo: z.string(),
  /** The same file again changes nothing and says so. */
  jaImportado: z.boolean(),
  /** False when the file had errors: then nothing at all was applied. */
  aplicado: z.boolean(),
  linhas: z.array(linhaRetornoPagamentoSchema),
  erros: z.array(z.object({ linha: z.number().int(), motivo: z.string() })),
});
export type ResultadoRetornoPagamentos = z.infer<typeof resultadoRetornoPagamentosSchema>;
