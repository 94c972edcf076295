import { z } from '../comum/z.ts';
import { periodoRetornoSchema } from '../filiais/filiais.schemas.ts';
import { telefoneValido } from '../filiais/retorno.rules.ts';
import { tiposRenda } from '../contemplacao/documentos.rules.ts';
import { ENTREGAS_BOLETO, MENSAGENS_POS_VENDA as M, SEQUENCIA_POS_VENDA } from './posvenda.rules.ts';

/** Wire shapes of the after-sales onboarding (03 §2, §3 "After-sales", §4; ADR 0054). */

export const etapaPosVendaSchema = z.enum(SEQUENCIA_POS_VENDA, { error: 'Etapa inválida.' });
export const entregaBoletoSchema = z.enum(ENTREGAS_BOLETO, {
  error: 'Escolha como quer receber os boletos.',
});

/** GET /pos-venda: the onboarding of the session's quota, where it stands. */
export const estadoOnboardingSchema = z.object({
  CaseNumber: z.string(),
  /** Fase__c in words. */
  fase: z.string(),
  grupo: z.number().int(),
  cota: z.number().int(),
  tipoPessoa: z.enum(['F', 'J']),
  /** The step to resume at. */
  passo: etapaPosVendaSchema,
  anoConfirmado: z.boolean(),
  identidadeEnviada: z.boolean(),
  errosAno: z.number().int(),
  bloqueado: z.boolean(),
  retornoPendente: z.boolean(),
  concluido: z.boolean(),
  entregaBoleto: entregaBoletoSchema.nullable(),
  /** Documents the analysts refused (03 §2 "re-upload of rejected documents"): their names. */
  documentosRecusados: z.array(z.string()),
  /** The partner's welcome video, with its captions track; null: the text alternative is shown. */
  video: z.object({ url: z.string(), legendasUrl: z.string().nullable() }).nullable(),
});
export type EstadoOnboarding = z.infer<typeof estadoOnboardingSchema>;

/** POST /pos-venda/validacao-seguranca/ano: the birth (or founding) year. */
export const anoBodySchema = z.object({
  ano: z.coerce
    .number({ error: M.anoInvalido })
    .int({ error: M.anoInvalido })
    .min(1000, { error: M.anoInvalido })
    .max(9999, { error: M.anoInvalido }),
});
export type AnoBody = z.infer<typeof anoBodySchema>;

export const resultadoAnoSchema = z.object({
  resultado: z.enum(['correto', 'incorreto', 'bloqueado']),
  erros: z.number().int(),
  mensagem: z.string().nullable(),
});
export type ResultadoAnoResposta = z.infer<typeof resultadoAnoSchema>;

const idsDeDocumento = (mensagem: string) =>
  z
    .array(z.uuid({ error: mensagem }), { error: mensagem })
    .min(1, { error: mensagem })
    .max(4, {
      error: mensagem,
    });

/** POST /pos-venda/validacao-seguranca/identidade: the uploaded document and selfie (documents module ids). */
export const identidadeBodySchema = z.object({
  documentos: idsDeDocumento(M.documentoObrigatorio),
  selfie: idsDeDocumento(M.selfieObrigatoria).max(1, { error: M.selfieObrigatoria }),
});
export type IdentidadeBody = z.infer<typeof identidadeBodySchema>;

const ciente = <P extends string>(passo: P) =>
  z.object({ passo: z.literal(passo), ciente: z.literal(true, { error: 'Confirme para seguir.' }) });

/** POST /pos-venda/respostas: one step's answer (steps 2 to 13). */
export const respostaBodySchema = z.discriminatedUnion(
  'passo',
  [
    ciente('dados-cadastrais'),
    z.object({
      passo: z.literal('validar-renda'),
      tipoRenda: z.enum(tiposRenda, { error: 'Escolha o tipo da sua renda.' }),
    }),
    ciente('consorcio'),
    z.object({
      passo: z.literal('contemplacao'),
      entendeu: z.boolean({ error: 'Responda se ficou claro.' }),
    }),
    ciente('entendimento'),
    z.object({
      passo: z.literal('venda'),
      prometeram: z.boolean({ error: 'Responda se alguém prometeu a contemplação.' }),
    }),
    z.object({ passo: z.literal('boletos'), entregaBoleto: entregaBoletoSchema }),
    ciente('tipos-lance'),
    ciente('beneficios-grupo'),
    ciente('informacoes-finais'),
    ciente('duvidas-gerais'),
    ciente('final'),
  ],
  { error: 'Etapa inválida.' },
);
export type RespostaBody = z.infer<typeof respostaBodySchema>;

export const respostaOnboardingSchema = z.object({
  estado: estadoOnboardingSchema,
  /** The answer leads to a call-back (contemplation not clear, a promised sale). */
  desvio: z.boolean(),
});

/** POST /pos-venda/retorno: the call-back (period and phone with area code, 03 §2). */
export const retornoBodySchema = z.object({
  telefone: z
    .string({ error: 'Telefone inválido' })
    .transform((t) => t.replace(/\D/g, ''))
    .refine(telefoneValido, { error: 'Telefone inválido' }),
  periodo: periodoRetornoSchema,
});
export type RetornoBody = z.input<typeof retornoBodySchema>;

export const retornoPosVendaSchema = z.object({
  protocolo: z.string(),
  mensagem: z.string(),
});

// ——— Back-office ———

export const retornoNaFilaSchema = z.object({
  id: z.number().int(),
  CaseNumber: z.string(),
  motivo: z.enum(['bloqueio', 'cliente']),
  cliente: z.object({ nome: z.string(), inscricaoNacional: z.string() }),
  grupo: z.number().int(),
  cota: z.number().int(),
  telefone: z.string().nullable(),
  periodo: periodoRetornoSchema.nullable(),
  passo: etapaPosVendaSchema,
  pedidoEm: z.string(),
});
export const filaRetornosPosVendaSchema = z.object({ data: z.array(retornoNaFilaSchema) });
export type RetornoPosVendaNaFila = z.infer<typeof retornoNaFilaSchema>;

export const retornoPosVendaParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const concluirRetornoBodySchema = z.object({
  nota: z
    .string({ error: 'Descreva o contato em até 500 caracteres.' })
    .trim()
    .min(3, { error: 'Descreva o contato em até 500 caracteres.' })
    .max(500, { error: 'Descreva o contato em até 500 caracteres.' }),
});
export type ConcluirRetornoBody = z.infer<typeof concluirRetornoBodySchema>;
export const retornoConcluidoSchema = z.object({ id: z.number().int(), situacao: z.literal('concluido') });
