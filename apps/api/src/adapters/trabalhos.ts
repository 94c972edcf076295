import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '@portal/db';
import type { Transacao } from '../core/transacao.ts';

/**
 * Background jobs on the app's own PostgreSQL, through pg-boss (ADR 0022). A job is fetched with `FOR UPDATE SKIP
 * LOCKED` and marked active in the same statement, so with several API processes each job runs in one of them.
 * A run that fails is retried with exponential backoff; a run whose process died is failed by expiry (pg-boss's
 * maintenance, done by one process at a time) and retried. Handlers are idempotent: a job may run again after a
 * crash between its effect and its completion.
 *
 * pg-boss's schema and the queues are installed by migration 0025, as the owner: the runtime role starts pg-boss
 * with `migrate: false` (it only checks the schema version) and sets each queue's options.
 */

/** A queue of the app. Its name must have been created by a migration. */
interface Fila<D extends object = object> {
  nome: string;
  /** Retries after a failed run, before the job stays `failed`. */
  tentativas: number;
  /** The wait before the first retry, in seconds; it doubles at each one, with jitter (pg-boss backoff). */
  esperaSegundos: number;
  /** How long a run may take before the job counts as abandoned (a dead process) and is run again. */
  expiraSegundos: number;
  /** pg-boss cron (`m h dom mon dow`, São Paulo time): when the job is sent by itself. */
  agenda?: string;
  executar: (dados: D) => Promise<void>;
}

interface OpcoesDoEnvio {
  /**
   * Sends the job once per key: a second send with the same key is ignored while the first is kept (pg-boss keeps
   * finished jobs for hours before archiving them). The handler still checks its own state.
   */
  chave?: string;
  /** Not before this instant (a deadline). */
  aPartirDe?: Date;
  /** In the caller's transaction: the job exists only if the change that asked for it commits. */
  tx?: Transacao;
}

export interface Trabalhos {
  /** Declares a queue's handler (before `iniciar`). */
  definir: <D extends object>(fila: Fila<D>) => void;
  enfileirar: (nome: string, dados: object, opcoes?: OpcoesDoEnvio) => Promise<void>;
  /** The queue for deadlines of the journeys: a `tipo` names the transition, its handler is registered once. */
  prazos: {
    registrar: <D extends object>(tipo: string, executar: (dados: D) => Promise<void>) => void;
    agendar: (
      tipo: string,
      dados: object,
      quando: Date,
      opcoes: { chave: string; tx?: Transacao },
    ) => Promise<void>;
  };
  /** Checks the schema, tunes the queues and, when automatic, starts the workers and the scheduler. */
  iniciar: () => Promise<void>;
  /**
   * Runs every due job now, in this process, one by one, until none is left; answers how many ran. Jobs whose run
   * outlived their expiry are retried first. `antecipar` also runs those still waiting (a retry's backoff, a future
   * deadline), as if their time had come: the tests' way to move time.
   */
  executarPendentes: (opcoes?: { antecipar?: boolean }) => Promise<number>;
  /** Stops fetching, waits for the runs in progress (up to a limit) and fails the rest, to be retried. */
  parar: () => Promise<void>;
}

const FILA_DE_PRAZOS = 'prazos';
/** Jobs a worker takes at each poll, run side by side; each is completed or failed on its own. */
const LOTE = 5;
const FUSO = 'America/Sao_Paulo';

/**
 * pg-boss's SQL (`$1`, `$2`…) through a drizzle handle: the app's pool, or a transaction so a job is sent with the
 * change that asked for it. Only the positional markers become parameters (pg-boss's statements have no `$n`
 * inside a literal); a statement without them goes as it is, several at once (its maintenance commands). A marker
 * pg-boss repeats (the insert's `startAfter`) becomes one parameter per occurrence, each typed by its context:
 * fine for what `enfileirar` sends (no start, or an ISO instant), covered by the transaction test.
 */
function pelaDrizzle(alvo: Db | Transacao): PgBoss.Db {
  return {
    async executeSql(texto, valores = []) {
      const partes = texto.split(/\$(\d+)/);
      const consulta: SQL = sql.empty();
      partes.forEach((parte, i) => {
        if (i % 2 === 0) consulta.append(sql.raw(parte));
        // One parameter each, as pg would bind it: an array stays one array (drizzle would spread it into a
        // list), and an absent value is NULL (drizzle would write nothing in its place).
        else consulta.append(sql`${sql.param((valores[Number(parte) - 1] as unknown) ?? null)}`);
      });
      return alvo.execute(consulta);
    },
  };
}

/** The job id of a key: the same key, the same id, and pg-boss's insert skips an id it already has. */
function idDaChave(fila: string, chave: string): string {
  const h = createHash('sha256').update(`${fila}\u0000${chave}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const mensagemDoErro = (erro: unknown) => (erro instanceof Error ? erro.message : String(erro));

export function createTrabalhos(deps: {
  db: Db;
  /** Workers and scheduler polling in the background (the server); off, jobs run by `executarPendentes` (tests). */
  automaticos: boolean;
  log: {
    error: (obj: object, msg: string) => void;
    warn: (obj: object, msg: string) => void;
  };
  /** How often an idle worker looks for jobs. */
  intervaloSegundos?: number;
}): Trabalhos {
  const { db, automaticos, log } = deps;
  const boss = new PgBoss({
    db: pelaDrizzle(db),
    schema: 'pgboss',
    migrate: false,
    supervise: automaticos,
    schedule: automaticos,
    maintenanceIntervalSeconds: 60,
  });
  // pg-boss reports its own failures (a lost connection while polling) as events: logged, never thrown.
  boss.on('error', (erro) => log.error({ err: erro }, 'trabalhos em segundo plano: erro do pg-boss'));
  const filas = new Map<string, Fila>();
  const tiposDePrazo = new Map<string, (dados: object) => Promise<void>>();
  let iniciado = false;

  /**
   * One run of a job, completed or failed on its own (a failure is logged with the queue and job only, and pg-boss
   * schedules its retry). A batch's other jobs are unaffected; pg-boss's own completion of the batch afterwards
   * finds none of them active any more.
   */
  async function executar(fila: Fila, job: { id: string; data: object }) {
    try {
      await fila.executar(job.data);
    } catch (erro) {
      log.warn(
        { fila: fila.nome, job: job.id, erro: mensagemDoErro(erro) },
        'trabalho falhou; será repetido',
      );
      await boss.fail(fila.nome, job.id, { mensagem: mensagemDoErro(erro) });
      return;
    }
    await boss.complete(fila.nome, job.id);
  }

  function definir<D extends object>(fila: Fila<D>) {
    if (iniciado) throw new Error(`Fila definida depois do início: ${fila.nome}`);
    filas.set(fila.nome, fila as unknown as Fila);
  }

  async function enfileirar(nome: string, dados: object, opcoes: OpcoesDoEnvio = {}) {
    if (!filas.has(nome)) throw new Error(`Fila sem definição: ${nome}`);
    await boss.send(nome, dados, {
      ...(opcoes.chave && { id: idDaChave(nome, opcoes.chave) }),
      ...(opcoes.aPartirDe && { startAfter: opcoes.aPartirDe }),
      ...(opcoes.tx && { db: pelaDrizzle(opcoes.tx) }),
    });
  }

  definir<{ tipo: string; dados: object }>({
    nome: FILA_DE_PRAZOS,
    tentativas: 10,
    esperaSegundos: 30,
    expiraSegundos: 120,
    async executar({ tipo, dados }) {
      const transicao = tiposDePrazo.get(tipo);
      if (!transicao) throw new Error(`Prazo de tipo desconhecido: ${tipo}`);
      await transicao(dados);
    },
  });

  return {
    definir,
    enfileirar,

    prazos: {
      registrar(tipo, executar) {
        if (tiposDePrazo.has(tipo)) throw new Error(`Prazo registrado duas vezes: ${tipo}`);
        tiposDePrazo.set(tipo, executar as (dados: object) => Promise<void>);
      },
      agendar: (tipo, dados, quando, opcoes) =>
        enfileirar(
          FILA_DE_PRAZOS,
          { tipo, dados },
          { chave: `${tipo}:${opcoes.chave}`, aPartirDe: quando, tx: opcoes.tx },
        ),
    },

    async iniciar() {
      iniciado = true;
      await boss.start();
      for (const fila of filas.values()) {
        if (!(await boss.getQueue(fila.nome)))
          throw new Error(`A fila ${fila.nome} não existe no banco: falta a migração que a cria.`);
        await boss.updateQueue(fila.nome, {
          name: fila.nome,
          retryLimit: fila.tentativas,
          retryDelay: fila.esperaSegundos,
          retryBackoff: true,
          expireInSeconds: fila.expiraSegundos,
        });
        if (!automaticos) continue;
        if (fila.agenda) await boss.schedule(fila.nome, fila.agenda, {}, { tz: FUSO });
        // A worker fetches up to a batch at each poll and runs its jobs side by side.
        await boss.work<object>(
          fila.nome,
          { batchSize: LOTE, pollingIntervalSeconds: deps.intervaloSegundos ?? 2 },
          async (jobs) => {
            await Promise.all(jobs.map((job) => executar(fila, job)));
          },
        );
      }
    },

    async executarPendentes(opcoes = {}) {
      await boss.expire();
      let executados = 0;
      for (let algum = true; algum;) {
        algum = false;
        for (const fila of filas.values()) {
          const [job] = await boss.fetch<object>(fila.nome, {
            batchSize: 1,
            ignoreStartAfter: opcoes.antecipar ?? false,
          });
          if (!job) continue;
          algum = true;
          executados++;
          await executar(fila, job);
        }
      }
      return executados;
    },

    async parar() {
      if (iniciado) await boss.stop({ graceful: true, timeout: 10_000, close: false });
    },
  };
}
