/**
 * One PostgreSQL per test run and a migrated, seeded template database that every test file (Vitest) or
 * every e2e worker (Playwright) clones with `CREATE DATABASE … TEMPLATE` in milliseconds.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hojeEmSaoPaulo } from '@portal/domain';
import {
  connect,
  definirSenhaDoApp,
  ensureDatabase,
  migrate,
  startEmbedded,
  urlDoApp,
} from '../src/index.ts';
import { seed } from '../seed/index.ts';

export interface BancoDeTeste {
  /** The `postgres` database of the server: where databases are created and dropped. */
  adminUrl: string;
  template: string;
  /**
   * The runtime role's password: the app's pools connect as `portal_app` like the real server does. One
   * constant (or DATABASE_APP_PASSWORD), so test runs sharing a CI server agree on it.
   */
  senhaDoApp: string;
  /** The São Paulo date the seed counted its "days ago" from: a run that crosses midnight still agrees with it. */
  hojeDoSeed: string;
  /** Drops the template and, for the embedded server, stops it and removes its folder. */
  parar: () => Promise<void>;
}

async function comAdmin<T>(adminUrl: string, fazer: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fazer(client);
  } finally {
    await client.end();
  }
}

export async function apagarBanco(adminUrl: string, nome: string): Promise<void> {
  await comAdmin(adminUrl, (c) =>
    c.query(`drop database if exists ${c.escapeIdentifier(nome)} with (force)`),
  );
}

/**
 * Starts the embedded server in a temporary folder (or uses the server of `adminUrl`, e.g. DATABASE_URL in
 * CI) and builds the template `template` there, seeded for today.
 */
export async function iniciarBancoDeTeste(template: string, adminUrl?: string): Promise<BancoDeTeste> {
  let pararServidor = async () => undefined as void;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
    await chmod(dir, 0o755); // postgres runs as its own user when we are root
    const server = await startEmbedded({ dataDir: dir, durable: false });
    adminUrl = server.url('postgres');
    pararServidor = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const senhaDoApp = process.env.DATABASE_APP_PASSWORD || 'portal-app-de-teste';
  const hojeDoSeed = hojeEmSaoPaulo();
  try {
    await apagarBanco(adminUrl, template);
    const url = await ensureDatabase(adminUrl, template);
    const banco = connect(url, 2);
    try {
      await migrate(banco.pool);
      await seed(banco.db, hojeDoSeed);
      await definirSenhaDoApp(banco.pool, urlDoApp(url, senhaDoApp), senhaDoApp);
    } finally {
      await banco.close();
    }
  } catch (error) {
    await pararServidor();
    throw error;
  }
  const admin = adminUrl;
  return {
    adminUrl: admin,
    template,
    senhaDoApp,
    hojeDoSeed,
    parar: async () => {
      await apagarBanco(admin, template).catch(() => undefined);
      await pararServidor();
    },
  };
}

export interface BancoClonado {
  nome: string;
  url: string;
  apagar: () => Promise<void>;
}

/** A fresh database cloned from the template; `apagar` drops it even while connections are open. */
export async function clonarTemplate(
  adminUrl: string,
  template: string,
  prefixo = 'portal_t',
): Promise<BancoClonado> {
  const nome = `${prefixo}_${randomBytes(6).toString('hex')}`;
  await comAdmin(adminUrl, (c) =>
    c.query(`create database ${c.escapeIdentifier(nome)} template ${c.escapeIdentifier(template)}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${nome}`;
  return { nome, url: url.toString(), apagar: () => apagarBanco(adminUrl, nome) };
}
