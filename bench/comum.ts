/** What every part of the bench shares: the servers it starts, one autocannon measurement, the API login. */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const DURACAO_S = Number(process.env.BENCH_SECONDS ?? 10);
export const CONEXOES = 50;
const aqui = path.dirname(fileURLToPath(import.meta.url));

/** Every server started, so a failed run leaves none behind. */
export const filhos = new Set<ChildProcess>();

/**
 * Starts one of bench/servers (or a server file by absolute path: another checkout's portal) on a free port;
 * resolves with its base URL. `env` adds to the server's environment
 * (the portal serves the built web when BENCH_WEB is set).
 */
export function iniciar(
  arquivo: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ url: string; parar: () => void; pedir: (pedido: string) => Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.resolve(aqui, 'servers', arquivo), {
      execArgv: ['--import', 'tsx'],
      // The portal's request log goes nowhere, but it is written: its cost belongs in the figures.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      // The per-IP ceiling would answer 429 to a load generator on one address: lifted for the measurement.
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
        RATE_LIMIT_PER_MINUTE: '100000000',
        ...env,
      },
    });
    filhos.add(child);
    const parar = () => (child.kill(), filhos.delete(child));
    /** A question over IPC and the server's next message (the portal's event-loop delay). */
    const pedir = (pedido: string) =>
      new Promise<unknown>((resposta) => (child.once('message', resposta), child.send(pedido)));
    child.once('message', (url) => resolve({ url: String(url), parar, pedir }));
    child.once('exit', (code) => reject(new Error(`${arquivo} saiu com ${code}`)));
  });
}

export interface Medida {
  nome: string;
  rps: number;
  p50: number;
  p99: number;
  erros: number;
}

/** A request as autocannon sends it: GET unless a method (and JSON body) is given. */
export interface Alvo {
  nome: string;
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: unknown;
}

function opcoes(alvo: Alvo, connections: number, duration: number): autocannon.Options {
  const comCorpo = alvo.body !== undefined;
  return {
    url: alvo.url,
    connections,
    duration,
    method: alvo.method ?? 'GET',
    headers: comCorpo ? { ...alvo.headers, 'content-type': 'application/json' } : (alvo.headers ?? {}),
    ...(comCorpo ? { body: JSON.stringify(alvo.body) } : {}),
  };
}

function paraMedida(nome: string, r: autocannon.Result): Medida {
  return {
    nome,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    erros: r.errors + r.non2xx,
  };
}

/** One load at a time: a 2 s warm-up, then DURACAO_S seconds measured. */
export async function medir(alvo: Alvo, connections = CONEXOES): Promise<Medida> {
  await autocannon(opcoes(alvo, connections, 2));
  return paraMedida(alvo.nome, await autocannon(opcoes(alvo, connections, DURACAO_S)));
}

/** Two loads at once, same warm-up and duration: how each fares while the other runs. */
export async function medirJuntos(a: Alvo, ca: number, b: Alvo, cb: number): Promise<[Medida, Medida]> {
  await Promise.all([autocannon(opcoes(a, ca, 2)), autocannon(opcoes(b, cb, 2))]);
  const [ra, rb] = await Promise.all([
    autocannon(opcoes(a, ca, DURACAO_S)),
    autocannon(opcoes(b, cb, DURACAO_S)),
  ]);
  return [paraMedida(a.nome, ra), paraMedida(b.nome, rb)];
}

export const CABECALHOS = { 'x-client-id': 'portal-web', 'x-app-version': 'bench', 'x-platform': 'web' };

/**
 * Password login as the web does it; answers the headers of an authenticated call. A session belongs to its
 * host's partner (ADR 0016): on 127.0.0.1 that is the seed's second partner.
 */
export async function entrar(
  api: string,
  documento: string,
  idParceiro = 2,
): Promise<Record<string, string>> {
  const login = await fetch(`${api}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`,
    },
    body: JSON.stringify({ grant_type: 'password', username: documento, password: '123456', idParceiro }),
  });
  if (!login.ok) throw new Error(`login do bench falhou: ${login.status} ${await login.text()}`);
  const { access_token } = (await login.json()) as { access_token: string };
  return { ...CABECALHOS, access_token };
}

/** GET that must answer 2xx, parsed as JSON. */
export async function obter<T>(url: string, headers: Record<string, string>): Promise<T> {
  const r = await fetch(url, { headers });
  if (!r.ok) throw new Error(`${url} respondeu ${r.status}: ${await r.text()}`);
  return (await r.json()) as T;
}
