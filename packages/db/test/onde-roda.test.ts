/**
 * Where it runs (issue 13): as root with DATA_DIR under a folder the `postgres` user cannot traverse (a clone
 * in /root, mode 0700, as in many containers) the server starts, its cluster kept where that user can reach;
 * and a DATA_DIR that cannot be used stops the server with one Portuguese sentence, no stack trace.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PASTA_DOS_CLUSTERS } from '../src/pasta-do-cluster.ts';

const holder = fileURLToPath(new URL('./hold-database.ts', import.meta.url));
const servidor = fileURLToPath(new URL('../../../apps/api/src/server.ts', import.meta.url));
const apagar: string[] = [];
afterAll(async () => {
  for (const pasta of apagar) await rm(pasta, { recursive: true, force: true });
});

interface Saida {
  codigo: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `arquivo` with tsx; with `pronto`, sends SIGTERM once stdout matches it. */
function rodar(arquivo: string, args: string[], env: NodeJS.ProcessEnv, pronto?: RegExp): Promise<Saida> {
  return new Promise((resolve) => {
    const filho = spawn(process.execPath, ['--import', 'tsx', arquivo, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const saida = { stdout: '', stderr: '' };
    filho.stdout.on('data', (parte: Buffer) => {
      saida.stdout += parte.toString();
      if (pronto?.test(saida.stdout)) filho.kill('SIGTERM');
    });
    filho.stderr.on('data', (parte: Buffer) => (saida.stderr += parte.toString()));
    filho.on('exit', (codigo) => resolve({ codigo, ...saida }));
  });
}

const souRoot = process.getuid?.() === 0;

describe('where the server runs', () => {
  it.skipIf(!souRoot)(
    'as root, with DATA_DIR inside a 0700 folder, keeps the cluster where postgres can reach it and starts',
    async () => {
      const privada = await mkdtemp(path.join(os.tmpdir(), 'portal-privada-'));
      await chmod(privada, 0o700);
      apagar.push(privada);
      const dataDir = path.join(privada, 'dados');

      const primeira = await rodar(holder, [dataDir], {}, /ready \d+/);
      expect(primeira.stderr).toBe('');
      expect(primeira.codigo).toBe(0);
      const cluster = (await readFile(path.join(dataDir, 'postgres.local'), 'utf8')).trim();
      apagar.push(path.dirname(cluster));
      expect(cluster.startsWith(`${PASTA_DOS_CLUSTERS}/`)).toBe(true);
      expect(existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);

      // The next start finds the same cluster (the demo data survives restarts).
      const segunda = await rodar(holder, [dataDir], {}, /ready \d+/);
      expect(segunda.stderr).toBe('');
      expect(segunda.codigo).toBe(0);
      expect((await readFile(path.join(dataDir, 'postgres.local'), 'utf8')).trim()).toBe(cluster);
    },
    120_000,
  );

  it('stops with one Portuguese sentence, exit code 1 and no stack trace when DATA_DIR cannot be used', async () => {
    const { codigo, stderr } = await rodar(servidor, [], {
      DATA_DIR: '/dev/null/dados',
      DATABASE_URL: '',
      PORT: '0',
      WEB_DIST: '/nao-existe',
    });
    expect(codigo).toBe(1);
    const linhas = stderr.trim().split('\n');
    expect(linhas, stderr).toHaveLength(1);
    expect(linhas[0]).toMatch(/^Não foi possível .*DATA_DIR.*\.$/);
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});
