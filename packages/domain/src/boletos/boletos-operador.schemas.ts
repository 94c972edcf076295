/**
 * Back-office side of the boletos journey: find a boleto, register its payment by hand, import a bank return
 * file (CNAB 240 retorno). Money in centavos, dates 'YYYY-MM-DD'.
 */
import { z } from '../comum/z.ts';
import { centavosSchema, dataIsoSchema } from '../comum/comum.schemas.ts';
import {
  boletoEmitidoSchema,
  motivoPagamentoDuplicadoSchema,
  pagamentoDuplicadoSchema,
} from './boletos.schemas.ts';

/** GET /operador/v1/boletos?busca=: by nosso número, linha digitável, CPF/CNPJ or group/quota. */
export const buscaBoletosOperadorQuerySchema = z.object({
  busca: z
    .string({ error: 'Informe o nosso número, a linha digitável ou o CPF/CNPJ.' })
    .trim()
    .min(3, { error: 'Informe o nosso número, a linha digitável ou o CPF/CNPJ.' })
    .max(60, { error: 'Busca longa demais.' }),
});

export const boletoOperadorSchema = boletoEmitidoSchema.extend({
  cliente: z.object({ nome: z.string(), inscricaoNacional: z.string() }),
  /** Who settled it: 'operador:<nome>' or 'retorno:<arquivo>'; null while open. */
  baixadoPor: z.string().nullable(),
  /** Payments received for it that settled nothing (each opened or noted a refund case). */
  pagamentosDuplicados: z.array(pagamentoDuplicadoSchema),
});
export type BoletoOperador = z.infer<typeof boletoOperadorSchema>;

export const boletosOperadorSchema = z.object({ boletos: z.array(boletoOperadorSchema) });

/** POST /operador/v1/boletos/{nossoNumero}/pagamento. */
export const nossoNumeroParamsSchema = z.object({
  nossoNumero: z.string().regex(/^\d{17}$/, { error: 'Boleto não encontrado.' }),
});
export const registrarPagamentoBodySchema = z.object({
  dataPagamento: dataIsoSchema.refine(Boolean, { error: 'Informe a data do pagamento.' }),
  valorPago: centavosSchema.positive({ error: 'Informe o valor pago.' }),
});
export type RegistrarPagamentoBody = z.infer<typeof registrarPagamentoBodySchema>;

export const MENSAGEM_VALOR_PAGO_MENOR = 'O valor pago é menor que o valor do boleto.';
export const MENSAGEM_DATA_PAGAMENTO_FUTURA = 'A data do pagamento não pode ser futura.';

/** POST /operador/v1/retornos: a CNAB 240 return file as text (Latin-1 decoded by the browser is fine). */
export const importarRetornoBodySchema = z.object({
  nomeArquivo: z.string().trim().min(1, { error: 'Informe o nome do arquivo.' }).max(200),
  conteudo: z
    .string()
    .min(240, { error: 'O arquivo está vazio ou não é um retorno CNAB 240.' })
    .max(5_000_000, { error: 'Arquivo grande demais (máximo 5 MB).' }),
});
export type ImportarRetornoBody = z.infer<typeof importarRetornoBodySchema>;

/** What an import did, line by line for what it could not settle. */
export const resultadoRetornoSchema = z.object({
  nomeArquivo: z.string(),
  /** The same file imported again changes nothing and says so. */
  jaImportado: z.boolean(),
  liquidados: z.array(
    z.object({ nossoNumero: z.string(), valorPago: centavosSchema, dataPagamento: dataIsoSchema }),
  ),
  rejeitados: z.array(
    z.object({ linha: z.number().int(), nossoNumero: z.string().nullable(), motivo: z.string() }),
  ),
  /** Liquidations of boletos that could settle nothing: kept as duplicate payments, each with a refund case. */
  duplicados: z.array(
    z.object({
      linha: z.number().int(),
      nossoNumero: z.string(),
      valorPago: centavosSchema,
      dataPagamento: dataIsoSchema,
      motivo: motivoPagamentoDuplicadoSchema,
      numeroCasoDevolucao: z.string(),
    }),
  ),
  /** Lines that were not settlements (entries, rejections by the bank…), counted, not errors. */
  ignorados: z.number().int(),
});
export type ResultadoRetorno = z.infer<typeof resultadoRetornoSchema>;
