import { z } from '../comum/z.ts';
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

// ——— Back-office: publishing maintenance warnings (issue 15) ———

/** The banner is one short line on the login and home screens. */
export const TAMANHO_MAXIMO_AVISO = 280;

/** A moment in São Paulo time as a `datetime-local` input gives it: 'YYYY-MM-DDTHH:MM'. */
const momentoSchema = (rotulo: string) =>
  z
    .string({ error: `Informe ${rotulo}.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: `Informe ${rotulo} com data e hora.` });

export const MENSAGENS_AVISO = {
  fimAntesDoInicio: 'O fim do aviso deve ser depois do início.',
  fimNoPassado: 'O fim do aviso já passou: escolha um horário futuro.',
  semTexto: 'Escreva o texto do aviso.',
  textoLongo: `O aviso pode ter no máximo ${TAMANHO_MAXIMO_AVISO} caracteres.`,
  naoEncontrado: 'Aviso não encontrado.',
  jaEncerrado: 'Este aviso já foi encerrado.',
} as const;

/** The fields of a new warning; the period check (`fimDepoisDoInicio`) comes on top, here and in the web form. */
export const avisoCamposSchema = z.object({
  parceiroId: z.number({ error: 'Escolha o parceiro.' }).int().positive({ error: 'Escolha o parceiro.' }),
  inicio: momentoSchema('o início'),
  fim: momentoSchema('o fim'),
  texto: z
    .string({ error: MENSAGENS_AVISO.semTexto })
    .trim()
    .min(1, { error: MENSAGENS_AVISO.semTexto })
    .max(TAMANHO_MAXIMO_AVISO, { error: MENSAGENS_AVISO.textoLongo }),
});

// 'YYYY-MM-DDTHH:MM' strings order chronologically.
export const fimDepoisDoInicio: [
  (a: { inicio: string; fim: string }) => boolean,
  { error: string; path: string[] },
] = [(a) => a.fim > a.inicio, { error: MENSAGENS_AVISO.fimAntesDoInicio, path: ['fim'] }];

export const publicarAvisoBodySchema = avisoCamposSchema.refine(...fimDepoisDoInicio);
export type PublicarAvisoBody = z.input<typeof publicarAvisoBodySchema>;

/** A warning as the back-office lists it: the customer's fields plus the partner's name. */
export const avisoOperadorSchema = avisoManutencaoSchema.extend({
  parceiroId: z.number().int(),
  parceiro: z.string(),
  /** Shown to customers right now (active and within its period). */
  vigente: z.boolean(),
});
export type AvisoOperador = z.infer<typeof avisoOperadorSchema>;
export const avisosOperadorSchema = z.array(avisoOperadorSchema);

export const avisoIdParamsSchema = z.object({ id: idSchema(MENSAGENS_AVISO.naoEncontrado) });
