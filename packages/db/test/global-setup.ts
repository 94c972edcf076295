/**
 * One PostgreSQL per test run: the embedded server in a temporary directory, or the server of DATABASE_URL
 * when set (CI runs the API suite on both). A template database is migrated and seeded once; every test
 * file clones it (see test-database.ts).
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { hojeEmSaoPaulo } from '@portal/domain';
import { connect, ensureDatabase, migrate, startEmbedded } from '../src/index.ts';
import { seed } from '../seed/index.ts';

export const TEMPLATE = `portal_template_${process.pid}`;

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

async function dropDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  let adminUrl: string;
  let stopServer = async () => undefined as void;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
    await chmod(dir, 0o755); // postgres runs as its own user when we are root
    const server = await startEmbedded({ pgdata: path.join(dir, 'postgres'), durable: false });
    adminUrl = server.url('postgres');
    stopServer = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  await dropDatabase(adminUrl, TEMPLATE);
  const templateUrl = await ensureDatabase(adminUrl, TEMPLATE);
  const template = connect(templateUrl, 2);
  await migrate(template.pool);
  await seed(template.db, hojeEmSaoPaulo());
  await template.close();

  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE);
  return async () => {
    await dropDatabase(adminUrl, TEMPLATE).catch(() => undefined);
    await stopServer();
  };
}
