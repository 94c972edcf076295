/**
 * `npm run bench:perfil`: where a hot route's CPU goes. Seeds the demo database, starts the portal, loads one
 * route as Ana (BENCH_ROTA: cotas, detalhe, pendentes, home, informativos; default detalhe) with autocannon for BENCH_SECONDS
 * while the portal's V8 profiler runs (the load only: no start-up, no warm-up), then reads the profile: self
 * time by package (node_modules, node's own, our code) and the top functions. BENCH_PERFIL_ARQUIVO=path also
 * writes the profile there (Chrome DevTools opens it).
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect, ensureDatabase, migrate, startEmbedded } from '@portal/db';
import { seed } from '@portal/db/seed';
import { hojeEmSaoPaulo } from '@portal/domain';
import autocannon from 'autocannon';
import { DURACAO_S, entrar, filhos, iniciar, medir, obter } from './comum.ts';

const ROTAS: Record<string, (api: string, idCota: number) => string> = {
  cotas: (api) => `${api}/cotas?page=1&page_size=100`,
  detalhe: (api, id) => `${api}/cotas/${id}`,
  pendentes: (api, id) => `${api}/cotas/${id}/cobrancas/segunda-via?SN_UnificaParcelasOutrasCota=S`,
  home: (api, id) => `${api}/cotas/${id}/home`,
  informativos: (api, id) => `${api}/informativos?partner_id=2&id_cota=${id}&page=1&page_size=20`,
};
const rota = process.env.BENCH_ROTA ?? 'detalhe';
if (!ROTAS[rota]) throw new Error(`BENCH_ROTA: ${rota}? Rotas: ${Object.keys(ROTAS).join(', ')}.`);

interface No {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Perfil {
  nodes: No[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: a package under node_modules, node itself, V8's own buckets, or ours. */
function pacote(url: string, nome: string): string {
  if (!url) return nome.startsWith('(') ? nome : '(nativo)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (url.startsWith('node:')) return 'node';
  const nosso = /\/(apps\/api|packages\/\w+|bench)\//.exec(url);
  return nosso ? nosso[1]! : url;
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-perfil-'));
await chmod(dir, 0o755);
const servidor = await startEmbedded({ dataDir: path.join(dir, 'pg') });
try {
  const url = await ensureDatabase(servidor.url('postgres'), 'perfil');
  const database = connect(url, 2);
  await migrate(database.pool);
  await seed(database.db, hojeEmSaoPaulo());
  await database.close();

  const portal = await iniciar('portal.ts', url);
  const api = `${portal.url}/app-cliente/v1`;
  const headers = await entrar(api, '98765432100');
  const { idCota } = await obter<{ idCota: number }>(`${api}/login/cota-selecionada`, headers);
  const alvo = ROTAS[rota]!(api, idCota);
  // Warm-up (JIT, prepared statements, caches) outside the profile.
  await autocannon({ url: alvo, headers, connections: 50, duration: 3 });
  await portal.pedir('perfil:iniciar');
  const medida = await medir({ nome: rota, url: alvo, headers });
  const texto = String(await portal.pedir('perfil:parar'));
  portal.parar();
  if (process.env.BENCH_PERFIL_ARQUIVO) await writeFile(process.env.BENCH_PERFIL_ARQUIVO, texto);
  const perfil = JSON.parse(texto) as Perfil;
  const porId = new Map(perfil.nodes.map((n) => [n.id, n]));
  const proprio = new Map<number, number>();
  perfil.samples.forEach((id, i) => proprio.set(id, (proprio.get(id) ?? 0) + (perfil.timeDeltas[i] ?? 0)));
  const total = [...proprio.values()].reduce((a, b) => a + b, 0);
  const somar = (mapa: Map<string, number>, chave: string, us: number) =>
    mapa.set(chave, (mapa.get(chave) ?? 0) + us);
  const porPacote = new Map<string, number>();
  const porFuncao = new Map<string, number>();
  for (const [id, us] of proprio) {
    const { functionName, url: origem, lineNumber } = porId.get(id)!.callFrame;
    const nome = functionName || '(anônima)';
    somar(porPacote, pacote(origem, nome), us);
    somar(porFuncao, `${nome} ${pacote(origem, nome)}:${lineNumber + 1}`, us);
  }
  const maiores = (mapa: Map<string, number>, n: number) =>
    [...mapa]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([nome, us]) => ({ nome, '%': ((us / total) * 100).toFixed(1) }));
  console.log(
    `\n${rota}: ${Math.round(medida.rps)} req/s, p99 ${medida.p99} ms, ${DURACAO_S} s perfilados\n`,
  );
  console.table(maiores(porPacote, 20));
  console.table(maiores(porFuncao, 30));
} finally {
  for (const filho of filhos) filho.kill();
  await servidor.stop();
  await rm(dir, { recursive: true, force: true });
}
