import { z } from '../comum/z.ts';
import { dataIsoSchema, idSchema } from '../comum/comum.schemas.ts';
import { CATEGORIAS_ARQUIVO, idDoArquivoNaUrl, MENSAGENS_FOTO } from './arquivos.rules.ts';
import { fluxosAvaliados, lerGrupoCota } from './avaliacao.rules.ts';
import { MENSAGEM_TAMANHO_FONTE, TAMANHO_FONTE_MAXIMO, TAMANHO_FONTE_MINIMO } from './fonte.rules.ts';

export const APELIDO_MAXIMO = 40;
const MENSAGEM_FOTO_URL = 'A foto informada não é válida. Envie a imagem novamente.';

/** A photo is always one of our uploaded files (served by GET /arquivos/{id}); null removes it. */
const photoUrlSchema = z
  .string({ error: MENSAGEM_FOTO_URL })
  .refine((url) => idDoArquivoNaUrl(url) !== null, { error: MENSAGEM_FOTO_URL })
  .nullable();

/** PUT /cotas/{id}/preferencias (spec §7: nickname or photo_url). An empty nickname removes it. */
export const preferenciasCotaBodySchema = z
  .object({
    nickname: z
      .string({ error: 'O apelido deve ser um texto.' })
      .trim()
      .max(APELIDO_MAXIMO, { error: `O apelido deve ter no máximo ${APELIDO_MAXIMO} caracteres.` })
      .refine((s) => !/[\p{Cc}<>]/u.test(s), { error: 'O apelido tem caracteres não permitidos.' })
      .transform((s) => s || null)
      .nullable()
      .optional(),
    photo_url: photoUrlSchema.optional(),
  })
  .refine((b) => b.nickname !== undefined || b.photo_url !== undefined, {
    error: 'Informe o apelido ou a foto da cota.',
  });
export type PreferenciasCotaBody = z.input<typeof preferenciasCotaBodySchema>;

export const assessmentUserSchema = z.object({
  assessmented: z.boolean({ error: 'assessmented deve ser verdadeiro ou falso.' }),
  liked: z.boolean({ error: 'liked deve ser verdadeiro, falso ou nulo.' }).nullable(),
  nextAppearance: dataIsoSchema.nullable(),
});

const fontSizeSchema = z
  .number({ error: MENSAGEM_TAMANHO_FONTE })
  .int({ error: MENSAGEM_TAMANHO_FONTE })
  .min(TAMANHO_FONTE_MINIMO, { error: MENSAGEM_TAMANHO_FONTE })
  .max(TAMANHO_FONTE_MAXIMO, { error: MENSAGEM_TAMANHO_FONTE })
  .nullable();

/** GET /usuarios/{id}/preferencias (spec §3), plus the font size (null: the app's default). */
export const preferenciasUsuarioSchema = z.object({
  photo_url: z.string().nullable(),
  block_push_notification: z.boolean(),
  assessmentUser: assessmentUserSchema,
  font_size: z.number().int().nullable(),
});
export type PreferenciasUsuario = z.infer<typeof preferenciasUsuarioSchema>;

/** PUT /usuarios/{id}/preferencias: only what is sent changes. */
export const preferenciasUsuarioBodySchema = z
  .object({
    photo_url: photoUrlSchema.optional(),
    block_push_notification: z
      .boolean({ error: 'block_push_notification deve ser verdadeiro ou falso.' })
      .optional(),
    assessmentUser: assessmentUserSchema.optional(),
    font_size: fontSizeSchema.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: 'Informe ao menos uma preferência.',
  });
export type PreferenciasUsuarioBody = z.infer<typeof preferenciasUsuarioBodySchema>;

export const usuarioIdParamsSchema = z.object({
  id: idSchema('Usuário não encontrado.'),
});

/** POST /usuarios/avaliacoes (spec §3 rating: name, answer, partner, group_quota). */
export const avaliacaoBodySchema = z.object({
  name: z.enum(fluxosAvaliados, { error: 'Fluxo avaliado desconhecido.' }),
  answer: z
    .string({ error: 'Informe sua resposta.' })
    .trim()
    .min(1, { error: 'Informe sua resposta.' })
    .max(500, { error: 'A resposta deve ter no máximo 500 caracteres.' }),
  partner: z.number({ error: 'Parceiro inválido.' }).int({ error: 'Parceiro inválido.' }),
  group_quota: z
    .string({ error: 'Grupo e cota inválidos.' })
    .refine((v) => lerGrupoCota(v) !== null, { error: 'Grupo e cota inválidos.' })
    .nullable()
    .optional(),
});
export type AvaliacaoBody = z.infer<typeof avaliacaoBodySchema>;

export const avaliacaoRespostaSchema = z.object({ id: z.number().int(), criadoEm: z.string() });

/** POST /arquivos/v2 (multipart: file, category) and POST /arquivos/blob ({base64}) answer this. */
export const arquivoSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  category: z.enum(CATEGORIAS_ARQUIVO),
  mime: z.string(),
  tamanho: z.number().int(),
  largura: z.number().int(),
  altura: z.number().int(),
});
export type Arquivo = z.infer<typeof arquivoSchema>;

export const categoriaArquivoSchema = z.enum(CATEGORIAS_ARQUIVO, {
  error: 'Categoria de arquivo inválida: use foto-cota ou foto-perfil.',
});

/**
 * POST /arquivos/v2's multipart fields as the API reads them, whatever their order: the file's bytes (at most
 * TAMANHO_MAXIMO_FOTO_BYTES, read by the API's multipart parser) and the category. The web sends a FormData.
 */
export const fotoMultipartSchema = z.object({
  file: z.custom<Uint8Array>((v) => v instanceof Uint8Array, { error: MENSAGENS_FOTO.vazia }),
  category: categoriaArquivoSchema.default('foto-cota'),
});

export const arquivoBlobBodySchema = z.object({
  base64: z.string({ error: MENSAGENS_FOTO.vazia }).min(1, { error: MENSAGENS_FOTO.vazia }),
  category: categoriaArquivoSchema.default('foto-cota'),
});

export const arquivoIdParamsSchema = z.object({
  id: z.uuid({ error: 'Arquivo não encontrado.' }),
});
