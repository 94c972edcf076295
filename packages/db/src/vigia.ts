/**
 * The embedded server's watchdog: every second, and on any pool error, checks that the postmaster is alive;
 * if it died (SIGKILL, OOM killer), starts it again on the same folder and points the pool at its port. Idle
 * clients of the dead server fail and leave the pool by themselves; the next requests get new connections.
 */
import type pg from 'pg';
import type { EmbeddedServer } from './embedded.ts';
import { ErroDoBanco } from './pasta-do-cluster.ts';

export function vigiarEmbutido(
  embedded: EmbeddedServer,
  pool: pg.Pool,
  log: (linha: string) => void,
  aoPerder?: (erro: ErroDoBanco) => void,
): { parar: () => void } {
  let ocupado = false;
  let parado = false;
  const verificar = async () => {
    if (ocupado || parado || embedded.vivo()) return;
    ocupado = true;
    log('O PostgreSQL embutido parou: reiniciando.');
    try {
      await embedded.reiniciar();
      const url = new URL(pool.options.connectionString!);
      url.port = String(embedded.port);
      pool.options.connectionString = url.toString();
    } catch (error) {
      const erro =
        error instanceof ErroDoBanco
          ? error
          : new ErroDoBanco(`O PostgreSQL embutido parou e não voltou (${(error as Error).message}).`);
      log(erro.message);
      aoPerder?.(erro);
    } finally {
      ocupado = false;
    }
  };
  const timer = setInterval(() => void verificar(), 1_000);
  timer.unref();
  pool.on('error', () => void verificar());
  return {
    parar: () => {
      parado = true;
      clearInterval(timer);
    },
  };
}
