import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { startEmbedded, type EmbeddedServer } from './embedded.ts';
import { migrate } from './migrate.ts';
import type { ErroDoBanco } from './pasta-do-cluster.ts';
import { definirSenhaDoApp, urlDoApp } from './papeis.ts';
import { segredosDoBanco } from './segredos.ts';
import { vigiarEmbutido } from './vigia.ts';

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

/** `user@host:port/database`, never the password. */
export function descreverUrl(url: string): string {
  const u = new URL(url);
  return `${decodeURIComponent(u.username) || '?'}@${u.hostname}:${u.port || 5432}${u.pathname}`;
}

/**
 * `tempoParaConectar`: how long a request waits for a new connection before failing. Tests pass a longer one: a
 * CI machine running two suites on 2 cores takes seconds to fork a backend for each cloned database.
 */
export function connect(url: string, poolSize = 20, tempoParaConectar = 5_000): Database {
  // Generic plans for prepared statements: our reads are by key, and planning cost more than executing
  // (bench/). Set per connection so a shared server's other users are untouched.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: '-c plan_cache_mode=force_generic_plan',
    // A server that is gone fails a request in seconds instead of queueing it forever; keepalive finds a
    // dead peer on idle sockets, and an idle client's error (its socket died) only drops that client.
    connectionTimeoutMillis: tempoParaConectar,
    keepAlive: true,
  });
  pool.on('error', () => undefined);
  // A checked-out client whose socket dies between two statements (a transaction) emits 'error' with no pool
  // listener attached: without this one, that would crash the process. The query it was used for fails.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return { db, pool, descricao: descreverUrl(url), close: () => pool.end() };
}

export interface CreateDbOptions {
  /** Any PostgreSQL, as its owner (migrations run as it); when absent, the embedded server of `dataDir`. */
  databaseUrl?: string;
  /** The runtime role's URL, used as given (no password is set); overrides everything else. */
  databaseAppUrl?: string;
  /** The runtime role's password on an external server; else a secret generated and kept in `dataDir`. */
  databaseAppPassword?: string;
  dataDir?: string;
  log?: (line: string) => void;
  /** Runs as the owner after the migrations (seeding, `db:seed` dropping everything). */
  preparar?: (dono: Database) => Promise<void>;
  /** The embedded server died and could not be started again: the caller decides (the API exits 1). */
  aoPerderOBanco?: (erro: ErroDoBanco) => void;
}

export interface StartedDatabase extends Database {
  embedded?: EmbeddedServer;
}

/**
 * Connects (starting the embedded server when needed), runs pending migrations as the owner under an advisory
 * lock, then answers a pool of the runtime role `portal_app` (not a superuser, owns nothing, may only append to
 * the audit tables). An embedded server that dies is started again by a watchdog.
 */
export async function createDb(options: CreateDbOptions = {}): Promise<StartedDatabase> {
  const log = options.log ?? (() => undefined);
  const dataDir = options.dataDir ?? './data';
  let embedded: EmbeddedServer | undefined;
  let donoUrl = options.databaseUrl;
  let senhaDoApp = options.databaseAppPassword;
  if (!donoUrl) {
    embedded = await startEmbedded({ dataDir, log });
    donoUrl = await ensureDatabase(embedded.url('postgres'), 'portal');
    senhaDoApp = embedded.segredos.app;
  }
  const dono = connect(donoUrl, 2);
  let appUrl: string;
  try {
    await migrate(dono.pool);
    await options.preparar?.(dono);
    if (options.databaseAppUrl) appUrl = options.databaseAppUrl;
    else {
      senhaDoApp ??= (await segredosDoBanco(dataDir)).app;
      appUrl = urlDoApp(donoUrl, senhaDoApp);
      await definirSenhaDoApp(dono.pool, appUrl, senhaDoApp);
    }
  } catch (error) {
    await embedded?.stop();
    throw error;
  } finally {
    await dono.close();
  }
  const database = connect(appUrl);
  const vigia = embedded && vigiarEmbutido(embedded, database.pool, log, options.aoPerderOBanco);
  return {
    ...database,
    embedded,
    close: async () => {
      vigia?.parar();
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
