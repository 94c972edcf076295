/**
 * Where the embedded cluster lives, and who runs it. PostgreSQL refuses to run as root, so as root it runs as
 * the `postgres` user, which must reach the cluster's folder. Many containers keep the checkout under
 * /root (mode 0700): there `$DATA_DIR/postgres` is out of its reach, so the cluster goes to
 * `/var/lib/portal-do-consorciado/<hash of DATA_DIR>/postgres` instead, and `$DATA_DIR/postgres.local`
 * remembers where (the data survives a renamed DATA_DIR that keeps that file).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where clusters go when DATA_DIR is out of the postgres user's reach. */
export const PASTA_DOS_CLUSTERS = '/var/lib/portal-do-consorciado';

/** A failure to start the database, said in one Portuguese sentence: the server prints it and exits 1. */
export class ErroDoBanco extends Error {
  override name = 'ErroDoBanco';
}

/** The first meaningful line a failed command printed (initdb, pg_ctl), for the sentence. */
export function detalheDoErro(error: unknown): string {
  const e = error as { stderr?: string; message?: string };
  const linhas = `${e.stderr ?? ''}\n${e.message ?? ''}`.split('\n').map((l) => l.trim());
  return linhas.find((l) => l && !l.startsWith('Command failed')) ?? String(error);
}

export interface Ids {
  uid: number;
  gid: number;
}

/** Postgres refuses to run as root: when we are root, run it as the `postgres` user (created if missing). */
export async function usuarioDoPostgres(): Promise<Ids | undefined> {
  if (userInfo().uid !== 0) return undefined;
  const ids = async () => {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await ids();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']).catch(() => undefined);
    return ids();
  }
}

/** Can the postgres user traverse every folder down to `pasta`? Asked of the system, as that user. */
async function alcanca(pasta: string, ids: Ids): Promise<boolean> {
  return run('test', ['-x', pasta], { uid: ids.uid, gid: ids.gid }).then(
    () => true,
    () => false,
  );
}

async function criarPastaDoCluster(pgdata: string, ids: Ids | undefined): Promise<void> {
  await mkdir(path.dirname(pgdata), { recursive: true, mode: 0o755 });
  await mkdir(pgdata, { recursive: true, mode: 0o700 });
  if (ids) await chown(pgdata, ids.uid, ids.gid);
}

/**
 * The cluster's folder for `dataDir`, created (empty, owned by the user that runs postgres) when missing.
 * Fails with an `ErroDoBanco` when no folder will do.
 */
export async function pastaDoCluster(
  dataDir: string,
  ids: Ids | undefined,
  log: (linha: string) => void,
): Promise<string> {
  const local = path.join(dataDir, 'postgres');
  const ponteiro = path.join(dataDir, 'postgres.local');
  try {
    if (existsSync(ponteiro)) {
      const lembrada = (await readFile(ponteiro, 'utf8')).trim();
      if (lembrada) {
        if (!existsSync(path.join(lembrada, 'PG_VERSION'))) await criarPastaDoCluster(lembrada, ids);
        return lembrada;
      }
    }
    await mkdir(dataDir, { recursive: true });
    if (!ids || (await alcanca(dataDir, ids))) {
      if (!existsSync(path.join(local, 'PG_VERSION'))) await criarPastaDoCluster(local, ids);
      return local;
    }
  } catch (error) {
    throw new ErroDoBanco(
      `Não foi possível preparar a pasta do banco em ${dataDir} (${(error as Error).message}); escolha um DATA_DIR em que este usuário possa escrever.`,
    );
  }
  if (existsSync(path.join(local, 'PG_VERSION')))
    throw new ErroDoBanco(
      `O usuário postgres não alcança o banco em ${local}: libere o acesso às pastas acima dele (chmod o+x) ou aponte DATA_DIR para uma pasta fora de /root.`,
    );
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  const alvo = path.join(PASTA_DOS_CLUSTERS, hash, 'postgres');
  try {
    await criarPastaDoCluster(alvo, ids);
    if (!(await alcanca(alvo, ids))) throw new Error(`${alvo} inacessível`);
    await writeFile(ponteiro, `${alvo}\n`);
  } catch (error) {
    throw new ErroDoBanco(
      `O usuário postgres não alcança ${dataDir} nem ${PASTA_DOS_CLUSTERS} (${(error as Error).message}); aponte DATA_DIR para uma pasta que ele possa atravessar (ex.: /var/lib/portal) ou use DATABASE_URL.`,
    );
  }
  log(`DATA_DIR fica numa pasta que o usuário postgres não alcança: o banco embutido fica em ${alvo}`);
  return alvo;
}

/** A free TCP port on 127.0.0.1: `preferida` when it is free (rejects otherwise), else any. */
export async function portaLivre(preferida = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(preferida, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sem porta')),
      );
    });
  });
}
