import { z } from '../comum/z.ts';
import { inteiroDecimalSchema, paginacaoQuerySchema, paginaSchema } from '../comum/comum.schemas.ts';
import { linkInternoValido, ORIGENS_INFORMATIVO } from './notificacoes.rules.ts';
import {
  chavePublicaPushValida,
  MENSAGENS_PUSH,
  segredoPushValido,
  tipoDeEndpointPush,
} from './push.rules.ts';

/**
 * News and notifications (spec 01 §3 "Notification: id, read"; §7 GET/POST /informativos). News belong to the
 * partner (every customer sees them); notifications to one customer, produced by the journeys.
 */

export const informativosQuerySchema = paginacaoQuerySchema.extend({
  /** The caller's partner; any other answers 404. */
  partner_id: inteiroDecimalSchema('Parceiro inválido.').optional(),
  /** The selected quota (spec §1): its notifications and the customer-wide ones. */
  id_cota: inteiroDecimalSchema('Cota inválida.').optional(),
});
export type InformativosQuery = z.infer<typeof informativosQuerySchema>;

export const tipoInformativoSchema = z.enum(['noticia', 'notificacao']);
export type TipoInformativo = z.infer<typeof tipoInformativoSchema>;
export const origemInformativoSchema = z.enum(ORIGENS_INFORMATIVO);

export const informativoSchema = z.object({
  id: z.number().int(),
  tipo: tipoInformativoSchema,
  origem: origemInformativoSchema,
  titulo: z.string(),
  resumo: z.string(),
  conteudo: z.string(),
  /** An in-app path the item opens ('/boletos/historico'), or null. */
  link: z.string().nullable(),
  idCota: z.number().int().nullable(),
  /** ISO timestamp. */
  criadoEm: z.string(),
  read: z.boolean(),
});
export type Informativo = z.infer<typeof informativoSchema>;

export const paginaInformativosSchema = paginaSchema(informativoSchema).extend({
  /** Unread items of the whole list (not only this page): the navbar badge. */
  naoLidas: z.number().int(),
});
export type PaginaInformativos = z.infer<typeof paginaInformativosSchema>;

export const informativoParamsSchema = z.object({ id: inteiroDecimalSchema('Informativo não encontrado.') });
/** GET /informativos/{id}: the same reader filters as the list, without the page. */
export const informativoQuerySchema = informativosQuerySchema.pick({ partner_id: true, id_cota: true });

export const marcarLidoBodySchema = z.object({
  news_id: z
    .number({ error: 'Informe o informativo (news_id).' })
    .int({ error: 'Informe o informativo (news_id).' })
    .positive({ error: 'Informe o informativo (news_id).' }),
});
export type MarcarLidoBody = z.infer<typeof marcarLidoBodySchema>;

/** Back-office: an analyst publishes news to every customer of one partner. */
export const publicarInformativoBodySchema = z.object({
  parceiroId: z.number({ error: 'Escolha o parceiro.' }).int().positive({ error: 'Escolha o parceiro.' }),
  titulo: z
    .string({ error: 'Informe o título.' })
    .trim()
    .min(5, { error: 'O título precisa de pelo menos 5 caracteres.' })
    .max(120, { error: 'O título pode ter no máximo 120 caracteres.' }),
  resumo: z
    .string({ error: 'Informe o resumo.' })
    .trim()
    .min(10, { error: 'O resumo precisa de pelo menos 10 caracteres.' })
    .max(240, { error: 'O resumo pode ter no máximo 240 caracteres.' }),
  conteudo: z
    .string({ error: 'Informe o texto completo.' })
    .trim()
    .min(20, { error: 'O texto precisa de pelo menos 20 caracteres.' })
    .max(5000, { error: 'O texto pode ter no máximo 5.000 caracteres.' }),
  link: z
    .string()
    .trim()
    .refine(linkInternoValido, { error: 'O link deve ser um caminho do portal, como /boletos.' })
    .nullable()
    .optional(),
});
export type PublicarInformativoBody = z.infer<typeof publicarInformativoBodySchema>;

export const informativosOperadorQuerySchema = paginacaoQuerySchema.extend({
  parceiroId: inteiroDecimalSchema('Parceiro inválido.').optional(),
});

export const informativoOperadorSchema = z.object({
  id: z.number().int(),
  parceiroId: z.number().int(),
  parceiro: z.string(),
  titulo: z.string(),
  resumo: z.string(),
  conteudo: z.string(),
  link: z.string().nullable(),
  criadoEm: z.string(),
  /** The analyst who published it; null for the seeded ones. */
  publicadoPor: z.string().nullable(),
  /** How many customers opened it. */
  leituras: z.number().int(),
});
export type InformativoOperador = z.infer<typeof informativoOperadorSchema>;
export const paginaInformativosOperadorSchema = paginaSchema(informativoOperadorSchema);

/** GET /notificacoes-push/chave: the VAPID public key (base64url, RFC 8292) the browser subscribes with. */
export const chavePushSchema = z.object({ chavePublica: z.string() });
export type ChavePush = z.infer<typeof chavePushSchema>;

/** The body of a subscription: PushSubscription.toJSON() as a browser sends it. */
export const assinaturaPushBodySchema = z.object({
  endpoint: z
    .string({ error: MENSAGENS_PUSH.endpoint })
    .refine((e) => tipoDeEndpointPush(e) !== 'recusado', { error: MENSAGENS_PUSH.endpointHttps }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string({ error: MENSAGENS_PUSH.p256dh }).refine(chavePublicaPushValida, {
        error: MENSAGENS_PUSH.p256dh,
      }),
      auth: z
        .string({ error: MENSAGENS_PUSH.auth })
        .refine(segredoPushValido, { error: MENSAGENS_PUSH.auth }),
    },
    { error: MENSAGENS_PUSH.chaves },
  ),
});
export type AssinaturaPushBody = z.infer<typeof assinaturaPushBodySchema>;

export const assinaturaPushSchema = z.object({ endpoint: z.string() });

/** DELETE /notificacoes-push/assinaturas: the device's endpoint. */
export const cancelarPushBodySchema = z.object({
  endpoint: z.string({ error: MENSAGENS_PUSH.endpoint }).min(1, { error: MENSAGENS_PUSH.endpoint }),
});
