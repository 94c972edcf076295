import { z } from 'zod';
import { dataIsoSchema, idSchema } from '../comum/comum.schemas.ts';

/** Partner customisation (spec §3). Field names are the wire's, in the spec's casing. */
export const parceiroConfiguracaoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** First is primary, second secondary (falls back to the first). */
  colors: z.array(z.string()),
  features: z.array(z.string()),
  whatsapp_url: z.string().nullable(),
  link_atendimento_whatsapp: z.string().nullable(),
  prazo_geral_faturamento_bem: z.number().int().nullable(),
  /** Comma-separated list of business unit ids. */
  business_unit_id: z.string(),
  company_id: z.string(),
  domain: z.string(),
  transparente: z.boolean(),
});
export type ParceiroConfiguracao = z.infer<typeof parceiroConfiguracaoSchema>;

export const configuracaoQuerySchema = z.object({
  domain: z
    .string({ error: 'Informe o domínio.' })
    .trim()
    .min(1, { error: 'Informe o domínio.' })
    .max(253, { error: 'Domínio inválido.' }),
});

export const parceiroResumoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_url: z.string().nullable(),
  domain: z.string(),
});
export const parceirosListaSchema = z.array(parceiroResumoSchema);

export const parceiroConteudoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  atendimento: z.object({
    telefone: z.string().nullable(),
    email: z.string().nullable(),
    horario: z.string(),
  }),
  sobre: z.string().nullable(),
});
export type ParceiroConteudo = z.infer<typeof parceiroConteudoSchema>;

/** Maintenance warning (spec §3): dates YYYY-MM-DD and hours HH:MM, in America/Sao_Paulo. */
export const avisoManutencaoSchema = z.object({
  id: z.number().int(),
  startDate: dataIsoSchema,
  startHour: z.string(),
  endDate: dataIsoSchema,
  endHour: z.string(),
  active: z.boolean(),
  text: z.string(),
});
export type AvisoManutencao = z.infer<typeof avisoManutencaoSchema>;
export const avisosManutencaoSchema = z.array(avisoManutencaoSchema);

export const parceiroIdParamsSchema = z.object({
  id: idSchema('Parceiro inválido.'),
});
