/**
 * GET /cotas/{id}/home: what /home shows (spec 01 §2 "/home"), in one answer, for the session's selected quota.
 * Each part keeps the wire shape of the call it replaces on that screen, so the web can seed those calls' caches.
 */
import { z } from '../comum/z.ts';
import { dashboardAssembleiaSchema } from '../assembleias/assembleias.schemas.ts';
import { pendenciaBoletoSchema } from '../boletos/boletos.schemas.ts';
import { casoSchema, TIPOS_CASO, type TipoCaso } from '../casos/casos.schemas.ts';
import { cotaDetalheSchema, cotaSchema } from '../cotas/cotas.schemas.ts';
import { informativoSchema } from '../notificacoes/notificacoes.schemas.ts';

/** Quota cards on /home (the selected quota first); the whole list is one tap away. */
export const COTAS_NA_HOME = 4;
/** The latest notifications and news the home's cards show. */
export const NOTIFICACOES_NA_HOME = 3;
export const NOVIDADES_NA_HOME = 2;

/**
 * 03 §4 case-check sequence: every case type behind a home card or the mandatory update (the two batches the
 * sequence fetches). The call-back request ('Ligamos para você') feeds no card.
 */
export const TIPOS_CASO_DA_HOME: readonly TipoCaso[] = Object.values(TIPOS_CASO).filter(
  (t) => t !== TIPOS_CASO.retornoLigacao,
);

export const resumoHomeSchema = z.object({
  /**
   * The first COTAS_NA_HOME quotas of GET /cotas, in its order, and how many the customer holds; the screen
   * puts the selected quota (`cota`) first.
   */
  cotas: z.object({ data: z.array(cotaSchema), total: z.number().int() }),
  /** The selected quota with its details (GET /cotas/{id}): the greeting and the case-check sequence read it. */
  cota: cotaDetalheSchema,
  /** The quota's cases of TIPOS_CASO_DA_HOME, newest first: contemplation, after-sales and billing cards. */
  casos: z.array(casoSchema),
  /** The pending-boleto card; null when nothing is open. */
  boletoPendente: pendenciaBoletoSchema.nullable(),
  /** The live or next assembly card (GET {id}/dashboard/resultado-assembleia). */
  assembleia: dashboardAssembleiaSchema,
  /** The latest notifications and news, and the unread count of the whole list (the bell's). */
  informativos: z.object({
    naoLidas: z.number().int(),
    notificacoes: z.array(informativoSchema),
    novidades: z.array(informativoSchema),
  }),
});
export type ResumoHome = z.infer<typeof resumoHomeSchema>;
