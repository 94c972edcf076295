/**
 * `npm run bench:pareado`: the portal of this checkout against the portal of another (BENCH_ANTES: the other
 * checkout's root, with its dependencies installed or linked) on one database, in one run, alternating: each
 * round measures the 1-SELECT baseline, then `antes` and `depois` (the order alternating), route by route (BENCH_RODADAS, default 3),
 * and prints the median of each as req/s, its ratio to the baseline of the same round and p99. On a shared
 * machine only figures of one run compare; alternating spreads the load of the others over both sides.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect, ensureDatabase, migrate, startEmbedded } from '@portal/db';
import { seed } from '@portal/db/seed';
import { hojeEmSaoPaulo } from '@portal/domain';
import { DURACAO_S, entrar, filhos, iniciar, medir, obter, type Medida } from './comum.ts';

const antes = process.env.BENCH_ANTES;
if (!antes) throw new Error('BENCH_ANTES: a raiz do checkout a comparar (com node_modules).');
const RODADAS = Number(process.env.BENCH_RODADAS ?? 3);
const ROTAS: Record<string, (api: string, idCota: number) => string> = {
  'GET /cotas': (api) => `${api}/cotas?page=1&page_size=100`,
  'GET /cotas/{id}': (api, id) => `${api}/cotas/${id}`,
  '2ª via unificada': (api, id) => `${api}/cotas/${id}/cobrancas/segunda-via?SN_UnificaParcelasOutrasCota=S`,
  'GET /cotas/{id}/home': (api, id) => `${api}/cotas/${id}/home`,
  '/informativos': (api, id) => `${api}/informativos?partner_id=2&id_cota=${id}&page=1&page_size=20`,
};
const escolhidas = (process.env.BENCH_ROTAS ?? Object.keys(ROTAS).join(','))
  .split(',')
  .map((r) => r.trim())
  .filter((r) => ROTAS[r]);

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-pareado-'));
await chmod(dir, 0o755);
const servidor = await startEmbedded({ dataDir: path.join(dir, 'pg') });
try {
  const url = await ensureDatabase(servidor.url('postgres'), 'pareado');
  const database = connect(url, 2);
  await migrate(database.pool);
  await seed(database.db, hojeEmSaoPaulo());
  await database.close();

  const base = await iniciar('uma-consulta.ts', url);
  const lados = {
    antes: await iniciar(path.join(path.resolve(antes), 'bench/servers/portal.ts'), url),
    depois: await iniciar('portal.ts', url),
  };
  const alvos = await Promise.all(
    Object.entries(lados).map(async ([lado, portal]) => {
      const api = `${portal.url}/app-cliente/v1`;
      const headers = await entrar(api, '98765432100');
      const { idCota } = await obter<{ idCota: number }>(`${api}/login/cota-selecionada`, headers);
      return { lado, api, headers, idCota };
    }),
  );
  const medidas = new Map<string, { base: Medida; antes: Medida; depois: Medida }[]>();
  for (let rodada = 1; rodada <= RODADAS; rodada++) {
    for (const rota of escolhidas) {
      const linha = { base: await medir({ nome: 'base', url: base.url }) } as {
        base: Medida;
        antes: Medida;
        depois: Medida;
      };
      // Which side goes first alternates by round: the one right after the baseline finds a warmer machine.
      for (const { lado, api, headers, idCota } of rodada % 2 ? alvos : [...alvos].reverse()) {
        const m = await medir({ nome: lado, url: ROTAS[rota]!(api, idCota), headers });
        if (m.erros) throw new Error(`${rota} (${lado}): ${m.erros} respostas com erro`);
        linha[lado as 'antes' | 'depois'] = m;
      }
      medidas.set(rota, [...(medidas.get(rota) ?? []), linha]);
      console.error(
        `rodada ${rodada} ${rota}: base ${Math.round(linha.base.rps)}, antes ${Math.round(linha.antes.rps)}, depois ${Math.round(linha.depois.rps)} req/s`,
      );
    }
  }
  const texto = (ls: { base: Medida; antes: Medida; depois: Medida }[], lado: 'antes' | 'depois') => {
    const rps = mediana(ls.map((l) => l[lado].rps));
    const razao = mediana(ls.map((l) => l[lado].rps / l.base.rps));
    return `${Math.round(rps)} req/s, ${Math.round(razao * 100)} %, p99 ${mediana(ls.map((l) => l[lado].p99))} ms`;
  };
  console.log(`\n${RODADAS} rodadas de ${DURACAO_S} s, medianas (% da base de 1 SELECT da mesma rodada)`);
  console.table(
    [...medidas].map(([rota, ls]) => ({
      rota,
      base: `${Math.round(mediana(ls.map((l) => l.base.rps)))} req/s, p99 ${mediana(ls.map((l) => l.base.p99))} ms`,
      antes: texto(ls, 'antes'),
      depois: texto(ls, 'depois'),
    })),
  );
} finally {
  for (const filho of filhos) filho.kill();
  await servidor.stop();
  await rm(dir, { recursive: true, force: true });
}
