import { z } from '../comum/z.ts';
import { dataIsoSchema } from '../comum/comum.schemas.ts';
import { PERIODOS_RETORNO, telefoneValido } from './retorno.rules.ts';

/** A partner's branch (spec 01 §3 "Affiliate: estado"; §7 GET /filiais). */
export const filialSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  uf: z.string(),
  /** State name derived from `uf`. */
  estado: z.string(),
  cidade: z.string(),
  endereco: z.string(),
  bairro: z.string(),
  cep: z.string(),
  telefone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  horario: z.string(),
});
export type Filial = z.infer<typeof filialSchema>;
export const filiaisSchema = z.array(filialSchema);

export const periodoRetornoSchema = z.enum(PERIODOS_RETORNO, { error: 'Escolha o período do dia.' });
export type PeriodoRetorno = z.infer<typeof periodoRetornoSchema>;

/** POST /atendimento/retorno ("Ligamos para você"). */
export const pedidoRetornoBodySchema = z.object({
  telefone: z
    .string({ error: 'Telefone inválido' })
    .transform((t) => t.replace(/\D/g, ''))
    .refine(telefoneValido, { error: 'Telefone inválido' }),
  periodo: periodoRetornoSchema,
  /** The selected quota, when the call is about it; checked against the caller. */
  idCota: z.number().int().positive({ error: 'Cota inválida.' }).optional(),
});
export type PedidoRetornoBody = z.input<typeof pedidoRetornoBodySchema>;

export const pedidoRetornoSchema = z.object({
  id: z.number().int(),
  telefone: z.string(),
  periodo: periodoRetornoSchema,
  /** The business day we call (YYYY-MM-DD). */
  data: dataIsoSchema,
  /** The case the analysts' call-back queue shows it as (its number is the customer's protocol). */
  protocolo: z.string(),
  mensagem: z.string(),
});
export type PedidoRetorno = z.infer<typeof pedidoRetornoSchema>;
