/**
 * Wire shapes of the help centre (spec §7: GET /faq/topics/{partner}, POST /faq/search/{partner}, POST
 * /faq/feedback). Request names are the spec's; a question carries id, url and is_helpful (spec §3).
 */
import { z } from '../comum/z.ts';
import { idSchema } from '../comum/comum.schemas.ts';
import { MENSAGENS_AJUDA } from './ajuda.mensagens.ts';
import { BUSCA_TAMANHO_MAXIMO } from './ajuda.rules.ts';

const idCotaSchema = z
  .number({ error: 'Informe a cota.' })
  .int({ error: 'Informe a cota.' })
  .positive({ error: 'Informe a cota.' });

/** An address segment ('boletos-e-pagamentos'). */
const urlSchema = z
  .string({ error: 'Endereço inválido.' })
  .trim()
  .min(1, { error: 'Endereço inválido.' })
  .max(120, { error: 'Endereço inválido.' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Endereço inválido.' });

export const faqParceiroParamsSchema = z.object({
  partner: idSchema('Parceiro inválido.'),
});
export type FaqParceiroParams = z.infer<typeof faqParceiroParamsSchema>;

export const faqCategoriaSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  /** A lucide icon name; the web maps it to a picture. */
  icone: z.string(),
  totalPerguntas: z.number().int(),
});
export type FaqCategoria = z.infer<typeof faqCategoriaSchema>;

/** GET /faq/topics/{partner}: the partner's categories, in display order. */
export const faqTopicosSchema = z.object({ categorias: z.array(faqCategoriaSchema) });
export type FaqTopicos = z.infer<typeof faqTopicosSchema>;

export const faqPerguntaSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  pergunta: z.string(),
  /** Plain text; blank lines separate paragraphs. */
  resposta: z.string(),
  categoria: z.object({ url: z.string(), titulo: z.string() }),
  /** The caller's own vote; null when not voted. */
  is_helpful: z.boolean().nullable(),
  /** Search results only: the best-matching excerpt, matched words between [[ and ]]. */
  trecho: z.string().nullable(),
});
export type FaqPergunta = z.infer<typeof faqPerguntaSchema>;

/**
 * POST /faq/search/{partner}: one call serves three uses. `question_url` (with `category`) fetches one
 * question; `question` searches the text (within `category` when given); `category` alone lists it.
 */
export const faqBuscaBodySchema = z
  .object({
    category: urlSchema.optional(),
    question: z
      .string({ error: 'A busca deve ser um texto.' })
      .max(BUSCA_TAMANHO_MAXIMO, { error: MENSAGENS_AJUDA.buscaLonga })
      .optional(),
    question_url: urlSchema.optional(),
    offset: z
      .number({ error: 'O deslocamento deve ser um número.' })
      .int({ error: 'O deslocamento deve ser um número inteiro.' })
      .min(0, { error: 'O deslocamento deve ser 0 ou maior.' })
      .max(10_000, { error: 'O deslocamento deve ser no máximo 10000.' })
      .default(0),
    id_cota: idCotaSchema,
  })
  .refine((b) => b.category || b.question_url || b.question?.trim(), {
    error: MENSAGENS_AJUDA.informeBusca,
  })
  .refine((b) => !b.question_url || b.category, { error: MENSAGENS_AJUDA.perguntaSemCategoria });
export type FaqBuscaBody = z.input<typeof faqBuscaBodySchema>;

export const faqBuscaRespostaSchema = z.object({
  data: z.array(faqPerguntaSchema),
  /** The category asked for, or null in a search across all of them. */
  categoria: faqCategoriaSchema.nullable(),
  offset: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  /**
   * Only when the search as typed found nothing and a corrected one did ('bolteo' → 'boleto'): the corrected
   * search, whose results these are. The web offers it as "Você quis dizer “boleto”?".
   */
  sugestao: z.string().optional(),
});
export type FaqBuscaResposta = z.infer<typeof faqBuscaRespostaSchema>;

/** POST /faq/feedback: the caller's vote on a question; voting again replaces it. */
export const faqFeedbackBodySchema = z.object({
  is_helpful: z.boolean({ error: 'Informe se a resposta foi útil.' }),
  id_cota: idCotaSchema,
  question_id: z
    .number({ error: 'Informe a pergunta.' })
    .int({ error: 'Informe a pergunta.' })
    .positive({ error: 'Informe a pergunta.' }),
});
export type FaqFeedbackBody = z.infer<typeof faqFeedbackBodySchema>;
