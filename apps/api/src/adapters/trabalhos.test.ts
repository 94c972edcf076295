/**
 * Background jobs (ADR 0022) on the real PostgreSQL, as several API processes share it: each instance below has
 * its own pool of the runtime role, like a process of its own.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, urlDoApp, type Database } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/test';
import { createTrabalhos, type Trabalhos } from './trabalhos.ts';

let banco: TestDatabase;
const abertos: { trabalhos: Trabalhos; database: Database }[] = [];
const silencio = { error: () => undefined, warn: () => undefined };

/** What only the owner may do: a queue for the test, and a table of effects the runtime role may write. */
async function comoDono(sql: string) {
  const dono = new pg.Client({ connectionString: banco.url });
  await dono.connect();
  try {
    await dono.query(sql);
  } finally {
    await dono.end();
  }
}

/** Another "process": its own pool of portal_app and its own pg-boss. */
function processo(automaticos: boolean) {
  const database = connect(urlDoApp(banco.url, inject('senhaDoApp')), 5);
  const trabalhos = createTrabalhos({ db: database.db, automaticos, log: silencio, intervaloSegundos: 0.5 });
  abertos.push({ trabalhos, database });
  return trabalhos;
}

/** A job's effect, recorded by key: done once whatever runs it, so a run repeated after a crash changes nothing. */
async function efeito(chave: string, quem: string): Promise<void> {
  await banco.pool.query(`insert into efeitos (chave, quem) values ($1, $2) on conflict (chave) do nothing`, [
    chave,
    quem,
  ]);
}

const efeitos = async () =>
  (await banco.pool.query<{ chave: string; quem: string }>(`select chave, quem from efeitos order by chave`))
    .rows;

const estadoDoJob = async (fila: string) =>
  (
    await banco.pool.query<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job where name = $1`,
      [fila],
    )
  ).rows;

beforeAll(async () => {
  banco = await createTestDatabase();
  await comoDono(`
    select pgboss.create_queue('teste-dois-processos', '{"policy":"standard"}');
    select pgboss.create_queue('teste-abandonado', '{"policy":"standard"}');
    select pgboss.create_queue('teste-processo-morto', '{"policy":"standard"}');
    select pgboss.create_queue('teste-transacao', '{"policy":"standard"}');
    create table efeitos (chave text primary key, quem text not null);
    grant select, insert, delete on efeitos to portal_app;`);
});
afterAll(async () => {
  for (const { trabalhos, database } of abertos) {
    await trabalhos.parar();
    await database.close();
  }
  await banco.drop();
});

describe('jobs with several API processes on one database', () => {
  it('runs each of 40 jobs exactly once between two processes whose workers poll at the same time', async () => {
    const feitos: string[] = [];
    const instancias = ['a', 'b'].map((quem) => {
      const trabalhos = processo(true);
      trabalhos.definir<{ chave: string }>({
        nome: 'teste-dois-processos',
        tentativas: 2,
        esperaSegundos: 1,
        expiraSegundos: 30,
        async executar({ chave }) {
          feitos.push(chave);
          // A little work, so both processes hold jobs at once.
          await new Promise((r) => setTimeout(r, 15));
          await efeito(chave, quem);
        },
      });
      return trabalhos;
    });
    for (const trabalhos of instancias) await trabalhos.iniciar();
    const chaves = Array.from({ length: 40 }, (_, i) => `job-${String(i).padStart(2, '0')}`);
    await Promise.all(
      chaves.map((chave, i) => instancias[i % 2]!.enfileirar('teste-dois-processos', { chave })),
    );

    const limite = Date.now() + 20_000;
    while ((await efeitos()).length < chaves.length && Date.now() < limite)
      await new Promise((r) => setTimeout(r, 100));

    expect([...feitos].sort()).toEqual(chaves);
    // Both took part: the jobs were shared, not all run by whichever polled first.
    expect(new Set((await efeitos()).map((e) => e.quem))).toEqual(new Set(['a', 'b']));
    expect((await estadoDoJob('teste-dois-processos')).every((j) => j.state === 'completed')).toBe(true);
  });

  it('retries a job whose process died mid-run once its run expires, and the late first run changes nothing', async () => {
    let soltar!: () => void;
    const preso = new Promise<void>((r) => (soltar = r));
    const execucoes: string[] = [];
    const [morto, vivo] = ['morto', 'vivo'].map((quem) => {
      const trabalhos = processo(false);
      trabalhos.definir<{ chave: string }>({
        nome: 'teste-abandonado',
        tentativas: 3,
        esperaSegundos: 1,
        expiraSegundos: 1,
        async executar({ chave }) {
          execucoes.push(quem);
          // The first process hangs (as if killed: it never completes, nor fails, the job).
          if (quem === 'morto') await preso;
          await efeito(chave, quem);
        },
      });
      return trabalhos;
    });
    await morto!.iniciar();
    await vivo!.iniciar();
    await morto!.enfileirar('teste-abandonado', { chave: 'unico' });

    const primeiraExecucao = morto!.executarPendentes();
    while (!execucoes.length) await new Promise((r) => setTimeout(r, 20));
    expect(await estadoDoJob('teste-abandonado')).toEqual([{ state: 'active', retry_count: 0 }]);
    // Not yet expired: nobody else takes it.
    expect(await vivo!.executarPendentes({ antecipar: true })).toBe(0);

    await new Promise((r) => setTimeout(r, 1_300));
    expect(await vivo!.executarPendentes({ antecipar: true })).toBe(1);
    expect(execucoes).toEqual(['morto', 'vivo']);
    expect(await estadoDoJob('teste-abandonado')).toEqual([{ state: 'completed', retry_count: 1 }]);

    // The "dead" run wakes up: its effect is keyed, its completion finds the job no longer active.
    soltar();
    await primeiraExecucao;
    expect(await efeitos()).toContainEqual({ chave: 'unico', quem: 'vivo' });
    expect((await efeitos()).filter((e) => e.chave === 'unico')).toHaveLength(1);
    expect(await estadoDoJob('teste-abandonado')).toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(await vivo!.executarPendentes({ antecipar: true })).toBe(0);
  });

  it('retries the job of an OS process killed (SIGKILL) mid-run: done once, by the survivor', async () => {
    const fila = 'teste-processo-morto';
    const vivo = processo(false);
    vivo.definir<{ chave: string }>({
      nome: fila,
      tentativas: 3,
      esperaSegundos: 1,
      expiraSegundos: 1,
      executar: ({ chave }) => efeito(chave, 'vivo'),
    });
    await vivo.iniciar();
    await vivo.enfileirar(fila, { chave: 'morto-de-verdade' });

    const filho = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../../test/processo-de-trabalhos.ts', import.meta.url))],
      {
        env: { ...process.env, DATABASE_URL: urlDoApp(banco.url, inject('senhaDoApp')), FILA: fila },
        stdio: 'ignore',
      },
    );
    const saiu = new Promise<NodeJS.Signals | null>((r) => filho.once('exit', (_codigo, sinal) => r(sinal)));
    try {
      const limite = Date.now() + 20_000;
      while (!(await efeitos()).some((e) => e.chave === 'morto-de-verdade:inicio') && Date.now() < limite)
        await new Promise((r) => setTimeout(r, 50));
      expect(await estadoDoJob(fila)).toEqual([{ state: 'active', retry_count: 0 }]);
    } finally {
      filho.kill('SIGKILL');
    }
    expect(await saiu).toBe('SIGKILL');

    // The dead process never completes nor fails the job: once its run expires, the survivor retries it.
    await new Promise((r) => setTimeout(r, 1_300));
    expect(await vivo.executarPendentes({ antecipar: true })).toBe(1);
    expect((await efeitos()).filter((e) => e.chave === 'morto-de-verdade')).toEqual([
      { chave: 'morto-de-verdade', quem: 'vivo' },
    ]);
    expect(await estadoDoJob(fila)).toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(await vivo.executarPendentes({ antecipar: true })).toBe(0);
  });

  it('sends a job with the transaction that asked for it, once per key', async () => {
    const trabalhos = processo(false);
    const recebidos: string[] = [];
    trabalhos.definir<{ chave: string }>({
      nome: 'teste-transacao',
      tentativas: 1,
      esperaSegundos: 1,
      expiraSegundos: 30,
      async executar({ chave }) {
        recebidos.push(chave);
      },
    });
    await trabalhos.iniciar();
    const db = abertos.at(-1)!.database.db;

    await db
      .transaction(async (tx) => {
        await trabalhos.enfileirar('teste-transacao', { chave: 'desfeito' }, { tx, chave: 'desfeito' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await trabalhos.enfileirar('teste-transacao', { chave: 'feito' }, { tx, chave: 'feito' });
      // Later than now: a deadline, with the parameters pg-boss repeats in its insert.
      await trabalhos.enfileirar(
        'teste-transacao',
        { chave: 'depois' },
        { tx, aPartirDe: new Date(Date.now() + 60_000) },
      );
    });
    await trabalhos.enfileirar('teste-transacao', { chave: 'feito' }, { chave: 'feito' });

    expect(await trabalhos.executarPendentes()).toBe(1);
    expect(recebidos).toEqual(['feito']);
    expect(await trabalhos.executarPendentes({ antecipar: true })).toBe(1);
    expect(recebidos).toEqual(['feito', 'depois']);
  });

  it('dispatches deadlines by type, not before their time, once per key', async () => {
    const trabalhos = processo(false);
    const vencidos: unknown[] = [];
    trabalhos.prazos.registrar<{ idCota: number }>('teste-prazo', async (dados) => {
      vencidos.push(dados);
    });
    await trabalhos.iniciar();
    const amanha = new Date(Date.now() + 86_400_000);
    await trabalhos.prazos.agendar('teste-prazo', { idCota: 7 }, amanha, { chave: 'cota-7' });
    await trabalhos.prazos.agendar('teste-prazo', { idCota: 7 }, amanha, { chave: 'cota-7' });

    expect(await trabalhos.executarPendentes()).toBe(0);
    expect(vencidos).toEqual([]);
    expect(await trabalhos.executarPendentes({ antecipar: true })).toBe(1);
    expect(vencidos).toEqual([{ idCota: 7 }]);
    expect(() => trabalhos.prazos.registrar('teste-prazo', async () => undefined)).toThrow();
  });

  it('refuses to start a queue no migration created, naming it', async () => {
    const trabalhos = processo(false);
    trabalhos.definir({
      nome: 'fila-sem-migracao',
      tentativas: 1,
      esperaSegundos: 1,
      expiraSegundos: 1,
      executar: async () => undefined,
    });
    await expect(trabalhos.iniciar()).rejects.toThrow('A fila fila-sem-migracao não existe no banco');
  });
});
