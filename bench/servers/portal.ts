/**
 * Our API, as `npm start` builds it, on the bench database: the request log at its default level, written to a
 * stdout the bench discards, so its cost is in the figures. The built web only when BENCH_WEB is set (Lighthouse).
 */
import { Session } from 'node:inspector';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { connect } from '@portal/db';
import { buildApp } from '@portal/api/app';
import { configFromEnv } from '@portal/api/config';

const database = connect(process.env.DATABASE_URL!);
const app = await buildApp({
  db: database.db,
  config: { ...configFromEnv(), ...(process.env.BENCH_WEB ? {} : { webDist: undefined }) },
});
// Any free port: another bench may be running on this shared machine. The address goes back to run.ts.
process.send?.(await app.listen({ port: 0, host: '127.0.0.1' }));

// How long the event loop was held (run.ts's `pdf` part: while PDFs print): 'atraso:zerar', then 'atraso:ler'.
const atraso = monitorEventLoopDelay({ resolution: 5 });
atraso.enable();
// bench/perfil.ts: a CPU profile of the load only ('perfil:iniciar', then 'perfil:parar' answers it as JSON).
const inspetor = new Session();
inspetor.connect();
const perguntar = (metodo: string) =>
  new Promise<unknown>((ok, falha) =>
    inspetor.post(metodo, (erro, r) => (erro ? falha(erro) : ok((r as { profile?: unknown }).profile))),
  );
process.on('message', async (pedido) => {
  if (pedido === 'perfil:iniciar') {
    await perguntar('Profiler.enable');
    await perguntar('Profiler.start');
    return process.send?.('ok');
  }
  if (pedido === 'perfil:parar') return process.send?.(JSON.stringify(await perguntar('Profiler.stop')));
  if (pedido === 'atraso:zerar') atraso.reset();
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  process.send?.({ p50: ms(atraso.percentile(50)), p99: ms(atraso.percentile(99)), max: ms(atraso.max) });
});
