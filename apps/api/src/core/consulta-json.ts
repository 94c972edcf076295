import { fillPlaceholders, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '@portal/db';

/**
 * Hot reads answered by PostgreSQL as ONE json value (ADR 0048). pg parses a result row field by field (a string
 * per field, a type parser per field) and drizzle then maps every field again; for a list of quotas that was
 * about half the Node CPU of the request, more than the rest of the route. Built by PostgreSQL, the answer
 * arrives as one field that V8's JSON.parse reads at once, already keyed by the names the services use.
 */

const dialeto = new PgDialect();

/** What the helper uses of pg's pool: one named (prepared) query. */
interface PoolDoPg {
  query(consulta: { name: string; text: string; values: unknown[] }): Promise<{ rows: { j: unknown }[] }>;
}

/**
 * `json_build_object` of the fields, keyed by their names here. The keys are code constants, never input. A
 * field's JSON is what PostgreSQL writes for its type: integers, bigints and numerics as numbers, dates as
 * 'YYYY-MM-DD', booleans, json as is — so only fields of those types belong here (a timestamp would come as
 * text, where drizzle answers a Date).
 */
export function objetoJson(campos: Record<string, SQLWrapper>): SQL {
  const pares = Object.entries(campos).map(([chave, valor]) => {
    if (!/^\w+$/.test(chave)) throw new Error(`chave de objetoJson inválida: ${chave}`);
    return sql`'${sql.raw(chave)}', ${valor}`;
  });
  return sql`json_build_object(${sql.join(pares, sql`, `)})`;
}

/**
 * A named prepared statement whose one row has one column `j` (json), run through the pool with the
 * statement's `sql.placeholder`s filled by name: planned once per connection, parsed once per call.
 */
export function consultaJson<T>(
  db: Db,
  nome: string,
  consulta: SQL,
): (valores: Record<string, unknown>) => Promise<T> {
  const { sql: text, params } = dialeto.sqlToQuery(consulta);
  // drizzle keeps the pg pool as `$client`: a named statement goes to it directly.
  const pool = (db as unknown as { $client: PoolDoPg }).$client;
  return async (valores) => {
    const { rows } = await pool.query({ name: nome, text, values: fillPlaceholders(params, valores) });
    return rows[0]!.j as T;
  };
}
