import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { startEmbedded, type EmbeddedServer } from './embedded.ts';
import { migrate } from './migrate.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** Where we are connected, without credentials (for logs). */
  descricao: string;
  close: () => Promise<void>;
}

/** Postgres `date` columns stay 'YYYY-MM-DD' strings: no time zone shift on the way out. */
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function connect(url: string, poolSize = 20): Database {
  // Generic plans for prepared statements: our reads are by key, and planning cost more than executing
  // (bench/). Set per connection so a shared server's other users are untouched.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  const host = new URL(url);
  return {
    db,
    pool,
    descricao: `${host.hostname}:${host.port || 5432}${host.pathname}`,
    close: () => pool.end(),
  };
}

export interface CreateDbOptions {
  /** Any PostgreSQL; when absent, the embedded server under `dataDir/postgres` is used. */
  databaseUrl?: string;
  dataDir?: string;
  log?: (line: string) => void;
}

export interface StartedDatabase extends Database {
  embedded?: EmbeddedServer;
}

/** Connects (starting the embedded server when needed) and runs pending migrations under an advisory lock. */
export async function createDb(options: CreateDbOptions = {}): Promise<StartedDatabase> {
  const log = options.log ?? (() => undefined);
  let embedded: EmbeddedServer | undefined;
  let url = options.databaseUrl;
  if (!url) {
    const dataDir = path.resolve(options.dataDir ?? './data');
    embedded = await startEmbedded({ pgdata: path.join(dataDir, 'postgres'), log });
    url = await ensureDatabase(embedded.url('postgres'), 'portal');
  }
  const database = connect(url);
  await migrate(database.pool);
  return {
    ...database,
    embedded,
    close: async () => {
      await database.close();
      await embedded?.stop();
    },
  };
}

/** Creates `name` on the server behind `adminUrl` when missing; answers its URL. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount)
      await client
        .query(`create database ${client.escapeIdentifier(name)}`)
        .catch((error: { code?: string }) => {
          if (error.code !== '42P04') throw error; // created meanwhile by another process
        });
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
