import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { connect, PAPEL_DO_APP, type Database } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/test';
import {
  CANAL_DO_CACHE,
  conexoesDoPool,
  criarCacheCompartilhado,
  type CacheCompartilhado,
} from './cache-compartilhado.ts';

/** Notifications take milliseconds; the shared test machine may be slow. */
const ESPERA = { timeout: 10_000, interval: 20 };

/**
 * The primitive on a real PostgreSQL: two caches on one database stand for two API processes (each with its own
 * LISTEN connection); a value lives in a table, so a stale entry and a fresh read can be told apart.
 */
let database: TestDatabase;
let dono: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  dono = connect(database.url, 2);
  await dono.db.execute(sql`create table valores (chave text primary key, valor int not null)`);
  await dono.db.execute(sql`grant select, insert, update on valores to ${sql.identifier(PAPEL_DO_APP)}`);
});
afterAll(async () => {
  await dono.close();
  await database.drop();
});

const abertos: CacheCompartilhado[] = [];
afterEach(() => {
  for (const c of abertos.splice(0)) c.fechar();
});

/** A cache, and the backend pid of each connection it LISTENed on (to cut it from the server side). */
async function novoCache(opcoes: { maxEntradas?: number; now?: () => number } = {}) {
  const pids: number[] = [];
  const doPool = conexoesDoPool(database.db);
  const cache = criarCacheCompartilhado({
    ...opcoes,
    conectar: async () => {
      const c = await doPool();
      const { rows } = (await c.query('select pg_backend_pid() as pid')) as { rows: { pid: number }[] };
      pids.push(rows[0]!.pid);
      return c;
    },
  });
  abertos.push(cache);
  await cache.pronto;
  return { cache, pids };
}

async function gravar(chave: string, valor: number) {
  await dono.db.execute(
    sql`insert into valores values (${chave}, ${valor}) on conflict (chave) do update set valor = ${valor}`,
  );
}
let leituras = 0;
async function valorNoBanco(chave: string) {
  leituras += 1;
  const { rows } = await database.db.execute<{ valor: number }>(
    sql`select valor from valores where chave = ${chave}`,
  );
  return rows[0]?.valor;
}
const ler = (cache: CacheCompartilhado, topico: string, chave = topico) =>
  cache.ler(topico, chave, () => valorNoBanco(chave));

/** A write of the app: the value and its notification in one transaction, then this process forgets. */
async function escrever(cache: CacheCompartilhado, chave: string, valor: number, topico = chave) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`update valores set valor = ${valor} where chave = ${chave}`);
    await cache.avisar(tx, topico);
  });
  cache.esquecer(topico);
}

/**
 * Notifications arrive in commit order: once a later one reached `cache`, an earlier one would have too. Lets a
 * test say "nothing was delivered" without sleeping.
 */
async function depoisDasNotificacoes(cache: CacheCompartilhado) {
  const marca = `marca-${Math.random()}`;
  await gravar(marca, 1);
  expect(await ler(cache, marca)).toBe(1);
  await database.db.transaction((tx) => cache.avisar(tx, marca));
  await vi.waitFor(async () => {
    const antes = leituras;
    await ler(cache, marca);
    expect(leituras).toBe(antes + 1);
  }, ESPERA);
}

describe('shared read cache (real PostgreSQL, two processes)', () => {
  it('keeps an entry until a committed write names its topic, in this process and in the other', async () => {
    const { cache: a } = await novoCache();
    const { cache: b } = await novoCache();
    await gravar('grupo:1', 10);
    await gravar('grupo:2', 20);
    expect(await ler(a, 'grupo:1')).toBe(10);
    expect(await ler(b, 'grupo:1')).toBe(10);
    expect(await ler(b, 'grupo:2')).toBe(20);
    // Changed behind the caches' back: both keep answering what they hold.
    await gravar('grupo:2', 21);
    expect(await ler(b, 'grupo:2')).toBe(20);

    await escrever(a, 'grupo:1', 11);
    expect(await ler(a, 'grupo:1')).toBe(11);
    await vi.waitFor(async () => expect(await ler(b, 'grupo:1')).toBe(11), ESPERA);
    // Only the topic written was dropped.
    expect(await ler(b, 'grupo:2')).toBe(20);
  });

  it('a rolled-back write notifies no one and leaves every entry', async () => {
    const { cache: a } = await novoCache();
    const { cache: b } = await novoCache();
    await gravar('desfeito', 1);
    expect(await ler(a, 'desfeito')).toBe(1);
    expect(await ler(b, 'desfeito')).toBe(1);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update valores set valor = 2 where chave = 'desfeito'`);
        await b.avisar(tx, 'desfeito');
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    await gravar('desfeito', 3);
    await depoisDasNotificacoes(a);
    await depoisDasNotificacoes(b);
    expect(await ler(a, 'desfeito')).toBe(1);
    expect(await ler(b, 'desfeito')).toBe(1);
  });

  it('a read that began before a commit is not kept once the notification arrives', async () => {
    const { cache: a } = await novoCache();
    const { cache: b } = await novoCache();
    await gravar('corrida', 1);
    let leu = () => undefined as void;
    const lido = new Promise<void>((resolve) => (leu = resolve));
    let soltar = () => undefined as void;
    const solta = new Promise<void>((resolve) => (soltar = resolve));
    const lendo = b.ler('corrida', 'corrida', async () => {
      const valor = await valorNoBanco('corrida');
      leu();
      await solta;
      return valor;
    });
    await lido;
    await escrever(a, 'corrida', 2);
    // The notification reached b while its read was still running: that read answers the old value to its own
    // caller (it began before the commit) but is not what the next reader gets.
    await depoisDasNotificacoes(b);
    soltar();
    expect(await lendo).toBe(1);
    expect(await ler(b, 'corrida')).toBe(2);
  });

  it('readers of an absent entry share one read; a failed read is not kept', async () => {
    const { cache } = await novoCache();
    await gravar('junto', 5);
    const antes = leituras;
    const valores = await Promise.all(Array.from({ length: 20 }, () => ler(cache, 'junto')));
    expect(valores).toEqual(Array(20).fill(5));
    expect(leituras).toBe(antes + 1);

    // A drizzle query is a lazy thenable that runs on every `then`: kept, it must still run once.
    const consulta = database.db.execute<{ valor: number }>(
      sql`select valor from valores where chave = 'junto'`,
    );
    let execucoes = 0;
    const preguicosa = {
      then: (...args: Parameters<typeof consulta.then>) => {
        execucoes += 1;
        return consulta.then(...args);
      },
    } as unknown as Promise<{ rows: { valor: number }[] }>;
    for (let i = 0; i < 3; i++)
      expect((await cache.ler('preguicosa', 'k', () => preguicosa)).rows[0]!.valor).toBe(5);
    expect(execucoes).toBe(1);

    await expect(cache.ler('falha', 'falha', () => Promise.reject(new Error('caiu')))).rejects.toThrow(
      'caiu',
    );
    expect(await cache.ler('falha', 'falha', () => Promise.resolve(7))).toBe(7);
  });

  it("'*' (an administrator's NOTIFY after editing in SQL) drops everything", async () => {
    const { cache } = await novoCache();
    await gravar('x', 1);
    await gravar('y', 2);
    await ler(cache, 'x');
    await ler(cache, 'y');
    await gravar('x', 10);
    await gravar('y', 20);
    await dono.db.execute(sql`select pg_notify(${CANAL_DO_CACHE}, '*')`);
    await vi.waitFor(
      async () => expect([await ler(cache, 'x'), await ler(cache, 'y')]).toEqual([10, 20]),
      ESPERA,
    );
  });

  it("a prefix ending in '*' drops the topics that start with it, and only those", async () => {
    const { cache } = await novoCache();
    for (const [chave, valor] of [
      ['cliente:1', 1],
      ['cliente:2', 2],
      ['clientes', 3],
    ] as const)
      await gravar(chave, valor);
    for (const chave of ['cliente:1', 'cliente:2', 'clientes']) await ler(cache, chave);
    for (const [chave, valor] of [
      ['cliente:1', 10],
      ['cliente:2', 20],
      ['clientes', 30],
    ] as const)
      await gravar(chave, valor);
    await dono.db.execute(sql`select pg_notify(${CANAL_DO_CACHE}, 'cliente:*')`);
    await vi.waitFor(
      async () => expect([await ler(cache, 'cliente:1'), await ler(cache, 'cliente:2')]).toEqual([10, 20]),
      ESPERA,
    );
    // 'clientes' does not start with 'cliente:': still the value held.
    expect(await ler(cache, 'clientes')).toBe(3);
  });

  it('sincronizar: once it resolves, every notification committed before the call was applied here', async () => {
    const { cache } = await novoCache();
    for (let i = 1; i <= 5; i++) {
      await gravar(`sinc${i}`, 1);
      expect(await ler(cache, `sinc${i}`)).toBe(1);
      // Written and told by another connection (an administrator, another process).
      await dono.db.transaction(async (tx) => {
        await tx.execute(sql`update valores set valor = 2 where chave = ${`sinc${i}`}`);
        await tx.execute(sql`select pg_notify(${CANAL_DO_CACHE}, ${`sinc${i}`})`);
      });
      // Callers of one turn share a marker; all of them go on.
      await Promise.all(Array.from({ length: 20 }, () => cache.sincronizar()));
      expect(await ler(cache, `sinc${i}`)).toBe(2);
    }
  });

  it('losing the LISTEN connection drops everything and reads the database until LISTEN runs again', async () => {
    const { cache, pids } = await novoCache();
    await gravar('perda', 1);
    expect(await ler(cache, 'perda')).toBe(1);
    await gravar('perda', 2);
    expect(await ler(cache, 'perda')).toBe(1);

    // By the runtime role itself: a role may end its own backends, the owner may not be a superuser.
    await database.db.execute(sql`select pg_terminate_backend(${pids[0]!})`);
    // Whatever it held may have missed a notification: nothing of it is answered again.
    await vi.waitFor(async () => expect(await ler(cache, 'perda')).toBe(2), ESPERA);
    await vi.waitFor(() => expect(cache.ativo()).toBe(true), ESPERA);
    expect(pids).toHaveLength(2);
    // Listening again: entries are kept, and notifications reach the new connection.
    expect(await ler(cache, 'perda')).toBe(2);
    await gravar('perda', 3);
    expect(await ler(cache, 'perda')).toBe(2);
    await escrever(cache, 'perda', 4);
    expect(await ler(cache, 'perda')).toBe(4);
  });

  it('keeps nothing while it cannot LISTEN', async () => {
    const cache = criarCacheCompartilhado({
      conectar: () => Promise.reject(new Error('sem banco')),
      aoFalhar: () => undefined,
    });
    abertos.push(cache);
    await cache.pronto;
    expect(cache.ativo()).toBe(false);
    await gravar('sem-escuta', 1);
    expect(await ler(cache, 'sem-escuta')).toBe(1);
    await gravar('sem-escuta', 2);
    expect(await ler(cache, 'sem-escuta')).toBe(2);
    expect(cache.tamanho()).toBe(0);
  });

  it('holds at most maxEntradas, dropping the least recently read', async () => {
    const { cache } = await novoCache({ maxEntradas: 3 });
    for (const [i, k] of ['k1', 'k2', 'k3'].entries()) await gravar(k, i);
    await ler(cache, 'k1');
    await ler(cache, 'k2');
    await ler(cache, 'k3');
    await ler(cache, 'k1');
    await gravar('k4', 4);
    await ler(cache, 'k4');
    expect(cache.tamanho()).toBe(3);
    const antes = leituras;
    await ler(cache, 'k1');
    await ler(cache, 'k3');
    await ler(cache, 'k4');
    expect(leituras).toBe(antes);
    await ler(cache, 'k2');
    expect(leituras).toBe(antes + 1);
  });

  it('an entry with a validity is read again once it passed', async () => {
    let agora = 1_000;
    const { cache } = await novoCache({ now: () => agora });
    await gravar('validade', 1);
    const lerComValidade = () =>
      cache.ler('validade', 'validade', () => valorNoBanco('validade'), { validadeMs: 60_000 });
    expect(await lerComValidade()).toBe(1);
    await gravar('validade', 2);
    agora += 59_000;
    expect(await lerComValidade()).toBe(1);
    agora += 2_000;
    expect(await lerComValidade()).toBe(2);
  });

  it('closing releases its connection to the pool', async () => {
    const { cache, pids } = await novoCache();
    cache.fechar();
    await vi.waitFor(async () => {
      const { rows } = await dono.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where pid = ${pids[0]!}`,
      );
      expect(rows[0]!.n).toBe(0);
    }, ESPERA);
  });
});
