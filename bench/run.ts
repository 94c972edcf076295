/**
 * `npm run bench`: autocannon (50 connections) against two bare baselines and our endpoints, one after the
 * other on this machine, printing requests/s, p50, p99 and each ratio to the baselines. Never a test: the
 * figures are for people to read and compare across changes.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { connect, ensureDatabase, migrate, startEmbedded } from '@portal/db';
import { seed } from '@portal/db/seed';
import { hojeEmSaoPaulo } from '@portal/domain';
import { pacoteDoLogin } from './pacote-do-login.ts';

const DURACAO_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONEXOES = 50;
const aqui = path.dirname(fileURLToPath(import.meta.url));

async function prepararBanco(): Promise<{ url: string; parar: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  await chmod(dir, 0o755);
  const server = await startEmbedded({ dataDir: dir });
  const url = await ensureDatabase(server.url('postgres'), 'bench');
  const database = connect(url, 2);
  await migrate(database.pool);
  await seed(database.db, hojeEmSaoPaulo());
  await database.close();
  return { url, parar: async () => (await server.stop(), await rm(dir, { recursive: true, force: true })) };
}

/** Every server started, so a failed run leaves none behind. */
const filhos = new Set<ChildProcess>();

/** Starts one of bench/servers on a free port; resolves with its base URL. */
function iniciar(arquivo: string, databaseUrl: string): Promise<{ url: string; parar: () => void }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(aqui, 'servers', arquivo), {
      execArgv: ['--import', 'tsx'],
      // The portal's request log goes nowhere, but it is written: its cost belongs in the figures.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      // The per-IP ceiling would answer 429 to a load generator on one address: lifted for the measurement.
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
        RATE_LIMIT_PER_MINUTE: '100000000',
      },
    });
    filhos.add(child);
    const parar = () => (child.kill(), filhos.delete(child));
    child.once('message', (url) => resolve({ url: String(url), parar }));
    child.once('exit', (code) => reject(new Error(`${arquivo} saiu com ${code}`)));
  });
}

interface Medida {
  nome: string;
  rps: number;
  p50: number;
  p99: number;
  erros: number;
}

async function medir(nome: string, url: string, headers: Record<string, string> = {}): Promise<Medida> {
  await autocannon({ url, connections: CONEXOES, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections: CONEXOES, duration: DURACAO_S, headers });
  return {
    nome,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    erros: r.errors + r.non2xx,
  };
}

const banco = await prepararBanco();
const medidas: Medida[] = [];
try {
  const constante = await iniciar('constante.ts', banco.url);
  medidas.push(await medir('base: rota constante', `${constante.url}/`));
  constante.parar();

  const umaConsulta = await iniciar('uma-consulta.ts', banco.url);
  medidas.push(await medir('base: 1 SELECT por chave', `${umaConsulta.url}/`));
  umaConsulta.parar();

  const portal = await iniciar('portal.ts', banco.url);
  const api = `${portal.url}/app-cliente/v1`;
  const login = await fetch(`${api}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`,
    },
    // A session belongs to its host's partner (ADR 0016): 127.0.0.1 is the seed's second partner, Ana's.
    body: JSON.stringify({
      grant_type: 'password',
      username: '98765432100',
      password: '123456',
      idParceiro: 2,
    }),
  });
  if (!login.ok) throw new Error(`login do bench falhou: ${login.status} ${await login.text()}`);
  const { access_token } = (await login.json()) as { access_token: string };
  const cabecalhos = { 'x-client-id': 'portal-web', 'x-app-version': 'bench', 'x-platform': 'web' };
  const autenticado = { ...cabecalhos, access_token };
  medidas.push(await medir('GET /cotas (autenticado)', `${api}/cotas`, autenticado));
  const { idCota } = (await (
    await fetch(`${api}/login/cota-selecionada`, { headers: autenticado })
  ).json()) as {
    idCota: number;
  };
  const pendentes = `${api}/cotas/${idCota}/cobrancas/segunda-via?SN_UnificaParcelasOutrasCota=S`;
  medidas.push(await medir('GET {id}/cobrancas/segunda-via (parcelas pendentes)', pendentes, autenticado));
  const { parcelas, identificador } = (await (await fetch(pendentes, { headers: autenticado })).json()) as {
    parcelas: { identificadorCobranca: string; idCota: number }[];
    identificador: string;
  };
  const boleto = (await (
    await fetch(`${api}/cotas/${idCota}/cobrancas/boleto`, {
      method: 'POST',
      headers: { ...autenticado, 'content-type': 'application/json' },
      body: JSON.stringify({
        identificadorProcesso: identificador,
        cobrancas: [
          { identificadorCobranca: parcelas.find((p) => p.idCota === idCota)!.identificadorCobranca },
        ],
      }),
    })
  ).json()) as { hash: string };
  medidas.push(
    await medir(
      'GET {id}/cobrancas/segunda-via/imprimir/{hash} (PDF do boleto)',
      `${api}/cotas/${idCota}/cobrancas/segunda-via/imprimir/${boleto.hash}`,
      autenticado,
    ),
  );
  medidas.push(
    await medir('GET /parceiros/configuracao', `${api}/parceiros/configuracao?domain=localhost`, cabecalhos),
  );
  portal.parar();

  const pdfMinimo = await iniciar('pdf-minimo.ts', banco.url);
  medidas.push(await medir('base: PDF mínimo (pdfkit, 1 linha)', `${pdfMinimo.url}/`));
  pdfMinimo.parar();
} finally {
  for (const filho of filhos) filho.kill();
  await banco.parar();
}

const [teto, piso] = medidas as [Medida, Medida];
const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
console.log(`\nautocannon, ${CONEXOES} conexões, ${DURACAO_S} s por alvo, ${os.cpus().length} núcleos\n`);
console.table(
  medidas.map((m) => ({
    alvo: m.nome,
    'req/s': Math.round(m.rps),
    'p50 ms': m.p50,
    'p99 ms': m.p99,
    erros: m.erros,
    'vs 1 SELECT': pct(m.rps, piso.rps),
    'vs constante': pct(m.rps, teto.rps),
  })),
);
const pdfBase = medidas.find((m) => m.nome.startsWith('base: PDF'))!;
const pdfBoleto = medidas.find((m) => m.nome.includes('PDF do boleto'))!;
console.log(
  `PDF do boleto: ${Math.round(pdfBoleto.rps)} PDFs/s, ${pct(pdfBoleto.rps, pdfBase.rps)} do PDF mínimo (${Math.round(pdfBase.rps)}/s).`,
);
console.log('Meta: nossos endpoints JSON ≥ 70 % da base de 1 SELECT, p99 < 20 ms.');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const pacote = pacoteDoLogin(path.join(aqui, '../apps/web/dist'));
console.log(
  pacote
    ? `/entrar, primeira visita: ${pacote.arquivos} arquivos; JS ${kb(pacote.js.bruto)} (gzip ${kb(pacote.js.gzip)}, ` +
        `brotli ${kb(pacote.js.brotli)}); CSS ${kb(pacote.css.bruto)} (gzip ${kb(pacote.css.gzip)}, ` +
        `brotli ${kb(pacote.css.brotli)}). Meta: JS ≤ 120 KB gzip.`
    : '/entrar: a web não está construída (npm run build) — tamanho do pacote do login não medido.',
);
