import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/client.ts';
import { ensureDatabase, migrate } from '../src/index.ts';
import { connect } from '../src/client.ts';
import { inject } from 'vitest';
import pg from 'pg';
import { startEmbedded } from '../src/embedded.ts';

const holder = fileURLToPath(new URL('./hold-database.ts', import.meta.url));
const dirs: string[] = [];

async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-embedded-'));
  await chmod(dir, 0o755);
  dirs.push(dir);
  return dir;
}

function startAndKill(dataDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', holder, dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (match) {
        child.kill('SIGKILL');
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code, signal) => signal !== 'SIGKILL' && reject(new Error(`saiu com ${code}`)));
  });
}

/** Connects as the cluster's owner with `password` (none when undefined): true when the server lets us in. */
async function entra(port: number, password?: string): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'portal', password, database: 'postgres' });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const pidDoPostmaster = async (pgdata: string) =>
  Number((await readFile(path.join(pgdata, 'postmaster.pid'), 'utf8')).split('\n')[0]);

/** Polls `fazer` until it resolves (answers the ms it took), failing after `limiteMs`. */
async function ate(fazer: () => Promise<unknown>, limiteMs: number): Promise<number> {
  const inicio = Date.now();
  for (;;) {
    try {
      await fazer();
      return Date.now() - inicio;
    } catch (error) {
      if (Date.now() - inicio > limiteMs) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('reuses the server a SIGKILLed process left running, and a graceful close stops it', async () => {
    const dataDir = await tempDir();
    const port = await startAndKill(dataDir);
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const orphanPid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);

    const database = await createDb({ dataDir });
    expect(database.embedded?.reused).toBe(true);
    expect(database.embedded?.port).toBe(port);
    expect(Number((await readFile(pidFile, 'utf8')).split('\n')[0])).toBe(orphanPid);
    const { rows } = await database.pool.query('select count(*)::int as n from parceiros');
    expect(rows[0].n).toBe(0);
    await database.close();

    await expect(readFile(pidFile, 'utf8')).rejects.toThrow();
    const again = await createDb({ dataDir });
    expect(again.embedded?.reused).toBe(false);
    await again.close();
  }, 60_000);

  it('asks for the password kept in DATA_DIR (0600), and upgrades a folder an older version left on trust', async () => {
    const dataDir = await tempDir();
    const server = await startEmbedded({ dataDir, durable: false });
    try {
      const { mode } = await stat(path.join(dataDir, 'segredos-do-banco.json'));
      expect(mode & 0o777).toBe(0o600);
      expect(await entra(server.port)).toBe(false);
      expect(await entra(server.port, 'errada')).toBe(false);
      expect(await entra(server.port, server.segredos.dono)).toBe(true);

      // An older version's folder: every rule `trust`, no password set.
      const hba = path.join(server.pgdata, 'pg_hba.conf');
      const regras = await readFile(hba, 'utf8');
      await writeFile(hba, regras.replace(/scram-sha-256\s*$/gm, 'trust'));
      await server.stop();
      const antigo = await startEmbedded({ dataDir, durable: false });
      expect(await entra(antigo.port)).toBe(false);
      expect(await entra(antigo.port, antigo.segredos.dono)).toBe(true);
      expect(await readFile(hba, 'utf8')).not.toMatch(/trust\s*$/m);
      await antigo.stop();
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('starts the embedded server again when its postmaster is SIGKILLed, on the same port', async () => {
    const dataDir = await tempDir();
    const database = await createDb({ dataDir });
    try {
      const pgdata = database.embedded!.pgdata;
      const antes = await pidDoPostmaster(pgdata);
      const porta = database.embedded!.port;
      process.kill(antes, 'SIGKILL');
      await ate(() => database.pool.query('select 1'), 40_000);
      expect(await pidDoPostmaster(pgdata)).not.toBe(antes);
      expect(database.embedded!.port).toBe(porta);
      const { rows } = await database.pool.query('select current_user as u');
      expect(rows[0].u).toBe('portal_app');
    } finally {
      await database.close();
    }
  }, 90_000);

  it('with an external server: queries fail while it is down and work again when it is back, without a crash', async () => {
    const dataDir = await tempDir();
    const servidor = await startEmbedded({ dataDir, durable: false });
    const externo = await createDb({
      databaseUrl: await ensureDatabase(servidor.url('postgres'), 'externo'),
      databaseAppPassword: 'senha-externa',
      dataDir,
    });
    try {
      expect(externo.embedded).toBeUndefined();
      await externo.pool.query('select 1');
      await servidor.stop();
      await expect(externo.pool.query('select 1')).rejects.toThrow();
      await servidor.reiniciar();
      await ate(() => externo.pool.query('select 1'), 20_000);
    } finally {
      await externo.close();
      await servidor.stop();
    }
  }, 90_000);

  it('migrates once when two processes start together', async () => {
    const url = await ensureDatabase(inject('adminUrl'), `portal_migra_${process.pid}`);
    const a = connect(url, 2);
    const b = connect(url, 2);
    await Promise.all([migrate(a.pool), migrate(b.pool)]);
    const { rows } = await a.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows[0].n).toBeGreaterThan(0);
    const { rows: tabelas } = await a.pool.query(
      "select count(*)::int as n from pg_tables where tablename = 'cotas'",
    );
    expect(tabelas[0].n).toBe(1);
    await a.close();
    await b.close();
    const admin = connect(inject('adminUrl'), 1);
    await admin.pool.query(`drop database ${url.split('/').pop()} with (force)`);
    await admin.close();
  });
});
