import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A quota belongs to a partner when its group's business unit is one of the partner's (`business_unit_id` is a
 * comma-separated list). `unidade` is the group's `id_unidade_negocio` column or expression.
 */
export const unidadeDoParceiro = (unidade: AnyColumn | SQL, parceiro: SQL = sql.raw('p')) =>
  sql`${unidade} = any(string_to_array(replace(${parceiro}.business_unit_id, ' ', ''), ','))`;

/**
 * What a back-office operator may see: a partner's analyst only its partner's quotas; the administrator's staff
 * (no partner) every one. Kept in SQL so a list is filtered before paging and a detail answers 404, not 403:
 * another partner's case does not exist for the analyst.
 */
export const visivelAoParceiro = (parceiroId: number | null, unidade: AnyColumn | SQL): SQL =>
  sql`(${parceiroId}::int is null or exists (
    select 1 from parceiros p where p.id = ${parceiroId}::int and ${unidadeDoParceiro(unidade)}))`;
