/**
 * `npm run crash`: what survives a crash (issue 13 "faults"). Not part of `npm test`.
 *
 * 1. Starts the server (`npm run serve`, embedded PostgreSQL, DEMO_DATA=true) on a temporary DATA_DIR.
 * 2. Fires a write load: logins, each of which opens a session (a row of `refresh_tokens`) and answers 200 only
 *    once it is committed. Mid-load, SIGKILLs the server AND the embedded postmaster together.
 * 3. Starts the server again and checks every acknowledged write: each refresh token answered 200 must still
 *    refresh (POST /login/refresh answers 200 only for a session the database holds).
 * 4. SIGKILLs the embedded postmaster under the running server and measures how long until /health/ready says
 *    200 again (the server's watchdog restarts PostgreSQL).
 *
 * Prints the figures; exits 1 when an acknowledged write is missing or the server does not recover.
 * Options: CRASH_LOAD_MS (default 4000), CRASH_CONCURRENCY (default 8), CRASH_RECOVERY_S (default 60).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RAIZ = fileURLToPath(new URL('..', import.meta.url));
const CARGA_MS = Number(process.env.CRASH_LOAD_MS ?? 4_000);
const CONCORRENCIA = Number(process.env.CRASH_CONCURRENCY ?? 8);
const RECUPERACAO_S = Number(process.env.CRASH_RECOVERY_S ?? 60);
const CPF = '52998224725';
const CABECALHOS = {
  'content-type': 'application/json',
  'x-client-id': 'portal-web',
  'x-app-version': '1.0.0',
  'x-platform': 'web',
  authorization: `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`,
};

const esperar = (ms) => new Promise((r) => setTimeout(r, ms));

function portaLivre() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function iniciarServidor(dataDir, porta) {
  const filho = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: RAIZ,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(porta),
      HOST: '127.0.0.1',
      // The load logs in as a demo customer: the new database must get the demo data.
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // One load generator on one address: the per-IP ceilings would answer 429 to it.
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let saida = '';
  const guardar = (parte) => (saida = (saida + parte.toString()).slice(-4_000));
  filho.stdout.on('data', guardar);
  filho.stderr.on('data', guardar);
  filho.saida = () => saida;
  return filho;
}

async function pronto(base) {
  try {
    return (await fetch(`${base}/health/ready`, { signal: AbortSignal.timeout(3_000) })).status === 200;
  } catch {
    return false;
  }
}

/** Waits for /health/ready 200; answers the milliseconds it took. */
async function esperarPronto(base, filho, limiteS) {
  const inicio = Date.now();
  while (Date.now() - inicio < limiteS * 1_000) {
    if (filho.exitCode !== null) throw new Error(`o servidor saiu (${filho.exitCode}):\n${filho.saida()}`);
    if (await pronto(base)) return Date.now() - inicio;
    await esperar(100);
  }
  throw new Error(`o servidor não ficou pronto em ${limiteS} s:\n${filho.saida()}`);
}

async function pidDoPostmaster(dataDir) {
  const ponteiro = path.join(dataDir, 'postgres.local');
  const pgdata = existsSync(ponteiro)
    ? (await readFile(ponteiro, 'utf8')).trim()
    : path.join(dataDir, 'postgres');
  return Number((await readFile(path.join(pgdata, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

/** The answer's status and body, and the refresh token of its HttpOnly cookie (ADR 0015). */
async function post(base, caminho, corpo, headers = {}) {
  const { 'content-type': tipo, ...semCorpo } = CABECALHOS;
  const r = await fetch(`${base}/app-cliente/v1${caminho}`, {
    method: 'POST',
    // A POST without a body carries no content-type (an empty JSON body is refused).
    headers: { ...semCorpo, ...(corpo === undefined ? {} : { 'content-type': tipo }), ...headers },
    body: corpo === undefined ? undefined : JSON.stringify(corpo),
  });
  const refresh = r.headers
    .getSetCookie()
    .map((c) => c.match(/^portal_refresh=([^;]+)/)?.[1])
    .find(Boolean);
  return { status: r.status, corpo: await r.json().catch(() => undefined), refresh };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-crash-'));
await chmod(dataDir, 0o755);
const porta = await portaLivre();
const base = `http://127.0.0.1:${porta}`;
let servidor = iniciarServidor(dataDir, porta);
try {
  const partida = await esperarPronto(base, servidor, 180);
  console.log(`Servidor pronto em ${(partida / 1000).toFixed(1)} s (banco embutido em ${dataDir}).`);

  // — Phase 1: write load, then SIGKILL of the server and of PostgreSQL mid-load.
  const confirmadas = [];
  let enviadas = 0;
  let falhas = 0;
  let carregando = true;
  let primeiraRecusa;
  const trabalhador = async () => {
    while (carregando) {
      enviadas++;
      try {
        const r = await post(base, '/login', {
          grant_type: 'password',
          username: CPF,
          password: '123456',
          idParceiro: 1,
        });
        if (r.status === 200 && r.refresh) confirmadas.push(r.refresh);
        else {
          falhas++;
          primeiraRecusa ??= `${r.status} ${JSON.stringify(r.corpo)}`;
        }
      } catch {
        falhas++; // the connection died with the server: not acknowledged
      }
    }
  };
  const carga = Array.from({ length: CONCORRENCIA }, trabalhador);
  await esperar(CARGA_MS);
  const postmaster = await pidDoPostmaster(dataDir);
  servidor.kill('SIGKILL');
  process.kill(postmaster, 'SIGKILL');
  carregando = false;
  await Promise.all(carga);
  await new Promise((r) =>
    servidor.exitCode !== null || servidor.signalCode ? r() : servidor.once('exit', r),
  );
  console.log(
    `Carga: ${enviadas} logins enviados, ${confirmadas.length} confirmados (200), ${falhas} sem confirmação; ` +
      'servidor e PostgreSQL mortos com SIGKILL no meio da carga.',
  );
  if (primeiraRecusa) console.log(`Primeira recusa: ${primeiraRecusa}`);

  // — Phase 2: restart; every acknowledged session must be there.
  servidor = iniciarServidor(dataDir, porta);
  const reinicio = await esperarPronto(base, servidor, 120);
  let encontradas = 0;
  for (let i = 0; i < confirmadas.length; i += CONCORRENCIA) {
    const lote = confirmadas.slice(i, i + CONCORRENCIA);
    const respostas = await Promise.all(
      lote.map((refresh) => post(base, '/login/refresh', undefined, { cookie: `portal_refresh=${refresh}` })),
    );
    encontradas += respostas.filter((r) => r.status === 200).length;
  }
  console.log(
    `Depois do reinício (${(reinicio / 1000).toFixed(1)} s): ${encontradas} de ${confirmadas.length} escritas confirmadas encontradas.`,
  );

  // — Phase 3: SIGKILL of the embedded postmaster under the running server.
  const pid = await pidDoPostmaster(dataDir);
  const morte = Date.now();
  process.kill(pid, 'SIGKILL');
  let viuFalha = false;
  while (Date.now() - morte < RECUPERACAO_S * 1_000) {
    if (servidor.exitCode !== null)
      throw new Error(`o servidor saiu (${servidor.exitCode}):\n${servidor.saida()}`);
    if (!(await pronto(base))) viuFalha = true;
    else if (viuFalha || Date.now() - morte > 1_500) break;
    await esperar(50);
  }
  const recuperacao = Date.now() - morte;
  const voltou = await pronto(base);
  const novoPid = await pidDoPostmaster(dataDir).catch(() => 0);
  console.log(
    voltou && novoPid !== pid
      ? `PostgreSQL embutido morto com SIGKILL: /health/ready voltou a 200 em ${(recuperacao / 1000).toFixed(1)} s (postmaster ${pid} → ${novoPid}).`
      : `PostgreSQL embutido morto com SIGKILL: o servidor não se recuperou em ${RECUPERACAO_S} s.`,
  );

  if (encontradas !== confirmadas.length || !voltou || novoPid === pid) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (servidor.exitCode === null && !servidor.signalCode) {
    const saiu = new Promise((r) => servidor.once('exit', r));
    servidor.kill('SIGTERM'); // a graceful stop also stops the embedded PostgreSQL
    await Promise.race([saiu, esperar(20_000)]);
  }
  await rm(dataDir, { recursive: true, force: true });
}
