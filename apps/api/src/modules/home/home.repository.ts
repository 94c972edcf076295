import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { consultaJson } from '../../core/consulta-json.ts';
import { casosDaCotaJson, type CasoJson } from '../casos/casos.service.ts';
import { fragmentosJson, type CotaRow, type LinhaHome } from '../cotas/cotas.service.ts';
import { leitorJson, type LeitorJson } from '../notificacoes/notificacoes.service.ts';

/** What the home's statement answers; `cota` null when the quota is not the caller's on this partner. */
export interface HomeJson {
  cota: LinhaHome | null;
  cotas: CotaRow[];
  casos: CasoJson[];
  leitor: LeitorJson;
}

/**
 * Every part of the home that is the caller's own, in ONE prepared statement answering one json value (ADR
 * 0059): the quota with its details and open instalments (the ownership check), the first quota cards, the
 * quota's cases and the caller's notifications. Each part is its module's fragment, as its own route reads it;
 * the home owns no table. Cases and notifications are filtered by the customer too, and are only read by the
 * service once the quota is known to be the caller's.
 */
export function createHomeRepository(db: Db) {
  const cotas = fragmentosJson(db);
  const consulta = consultaJson<HomeJson>(
    db,
    'home_json',
    sql`select json_build_object('cota', ${cotas.home}, 'cotas', ${cotas.pagina},
      'casos', ${casosDaCotaJson}, 'leitor', ${leitorJson}) as j`,
  );
  return {
    resumo: (p: {
      clienteId: number;
      parceiroId: number;
      unidades: string[];
      hoje: string;
      idCota: number;
      pagamentos: number;
      limite: number;
      deslocamento: number;
      tiposDeCaso: string[];
      limiteDoLeitor: number;
    }) => consulta(p),
  };
}
export type HomeRepository = ReturnType<typeof createHomeRepository>;
