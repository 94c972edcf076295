import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/client.ts';
import { ensureDatabase, migrate } from '../src/index.ts';
import { connect } from '../src/client.ts';
import { inject } from 'vitest';

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
