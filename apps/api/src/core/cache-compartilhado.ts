import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db';
import type { Transacao } from './transacao.ts';

/**
 * Read caches shared by the requests of one API process, correct with several processes on one database
 * (ADR 0021). An entry belongs to a topic ('assembleias:grupo:1010'); a write names the topics it changes:
 *
 * - inside its transaction, `avisar(tx, topico)` runs `pg_notify`, which PostgreSQL delivers to every listener
 *   only when that transaction commits (a rollback delivers nothing);
 * - once committed, `esquecer(topico)` drops them in this process at once (its own notification comes back a
 *   moment later and drops them again).
 *
 * Each process LISTENs on one channel through one dedicated connection. While that connection is down nothing
 * is cached (every read goes to the database); losing it drops everything, since a notification may have been
 * missed. Hand-written: no cache library invalidates by topic across processes, and the few lines of eviction
 * (oldest-used first, bounded count) are not worth a dependency.
 */

/**
 * The one channel of every cache; a payload is a topic, or '*' for everything (ADR 0021: out-of-band edits), or a
 * prefix ending in '*' for every topic that starts with it ('cliente:*': every customer's, ADR 0061).
 */
export const CANAL_DO_CACHE = 'portal_cache';
const TODOS_OS_TOPICOS = '*';

/** What the cache needs of the dedicated connection (a pg pool client: `pool.connect()`). */
export interface ConexaoDeEscuta {
  query(texto: string): Promise<unknown>;
  on(evento: 'notification', ouvinte: (n: { channel: string; payload?: string }) => void): unknown;
  on(evento: 'error' | 'end', ouvinte: (erro?: unknown) => void): unknown;
  /** Back to the pool, destroyed: its LISTEN must not follow it to another user. */
  release(destruir: boolean): void;
}

export interface OpcoesDoCache {
  conectar: () => Promise<ConexaoDeEscuta>;
  /** Entries kept at most, over every topic; past it, the least recently read go first. */
  maxEntradas?: number;
  now?: () => number;
  /** The listening connection failed or was lost (logged; the cache recovers by itself). */
  aoFalhar?: (erro: unknown) => void;
}

export interface CacheCompartilhado {
  /**
   * The topic's entry `chave`, read by `buscar` when absent. Concurrent readers of an absent entry share one
   * `buscar`. The value is shared by every request: callers never mutate it. `validadeMs` only for data that
   * may change without a notification (written outside the API).
   */
  ler<T>(
    topico: string,
    chave: string,
    buscar: () => Promise<T>,
    opcoes?: { validadeMs?: number },
  ): Promise<T>;
  /** Inside the write's transaction: every process forgets these topics when (and only if) it commits. */
  avisar(tx: Transacao, ...topicos: string[]): Promise<void>;
  /** After the commit: this process forgets the topics now. */
  esquecer(...topicos: string[]): void;
  /**
   * Resolves once every notification committed before the call has been applied here (a marker sent on the
   * listening connection comes back after them: PostgreSQL delivers in commit order, to the sender too). For
   * tests that write behind the API's back and read at once; nothing waits on it in a request.
   */
  sincronizar(): Promise<void>;
  /** Whether entries are kept (the listening connection is up). */
  ativo(): boolean;
  /** Entries held now (tests). */
  tamanho(): number;
  /** Resolves once the first LISTEN succeeded or failed (the app starts either way). */
  pronto: Promise<void>;
  fechar(): void;
}

interface Entrada {
  topico: string;
  valor: Promise<unknown>;
  ate: number;
}

/** Sessions included (ADR 0033: one small entry per live session), so a few tens of thousands. */
const MAX_ENTRADAS = 50_000;
/** Every so often the listening connection must answer a `select 1`, or it counts as lost. */
const BATIMENTO_MS = 30_000;
/** A LISTEN or heartbeat not answered by then means a connection that died without telling us. */
const ESPERA_MAXIMA_MS = 10_000;
const RECONEXAO_MINIMA_MS = 100;
const RECONEXAO_MAXIMA_MS = 5_000;

/**
 * Connections of the app's own pool (drizzle keeps it as `$client`): one is held for LISTEN until lost or closed,
 * with the pool's settings (URL, role, keepalive).
 */
export function conexoesDoPool(db: Db): () => Promise<ConexaoDeEscuta> {
  const pool = (db as unknown as { $client: { connect(): Promise<ConexaoDeEscuta> } }).$client;
  return () => pool.connect();
}

/** The statement's answer, or a failure once `ESPERA_MAXIMA_MS` passed without one. */
async function comPrazo(c: ConexaoDeEscuta, texto: string): Promise<void> {
  let espera: NodeJS.Timeout | undefined;
  const limite = new Promise<never>((_, rejeitar) => {
    espera = setTimeout(() => rejeitar(new Error('a conexão do cache não respondeu')), ESPERA_MAXIMA_MS);
  });
  try {
    await Promise.race([c.query(texto), limite]);
  } finally {
    clearTimeout(espera);
  }
}

export function criarCacheCompartilhado(opcoes: OpcoesDoCache): CacheCompartilhado {
  const maxEntradas = opcoes.maxEntradas ?? MAX_ENTRADAS;
  const now = opcoes.now ?? Date.now;
  const entradas = new Map<string, Entrada>();
  const porTopico = new Map<string, Set<string>>();
  let conexao: ConexaoDeEscuta | undefined;
  let fechado = false;
  let falhas = 0;
  let reconexao: NodeJS.Timeout | undefined;
  let batimento: NodeJS.Timeout | undefined;
  /** The markers `sincronizar` sent and waits for. */
  const marcas = new Map<string, () => void>();
  let ultimaMarca = 0;

  function remover(chave: string) {
    const entrada = entradas.get(chave);
    if (!entrada) return;
    entradas.delete(chave);
    const chaves = porTopico.get(entrada.topico);
    chaves?.delete(chave);
    if (chaves?.size === 0) porTopico.delete(entrada.topico);
  }

  function esquecerTopico(topico: string) {
    const marca = marcas.get(topico);
    if (marca) return marca();
    if (topico === TODOS_OS_TOPICOS) return limpar();
    if (topico.endsWith(TODOS_OS_TOPICOS)) {
      const prefixo = topico.slice(0, -1);
      for (const t of [...porTopico.keys()]) if (t.startsWith(prefixo)) esquecerTopico(t);
      return;
    }
    for (const chave of porTopico.get(topico) ?? []) entradas.delete(chave);
    porTopico.delete(topico);
  }

  function limpar() {
    entradas.clear();
    porTopico.clear();
  }

  function guardar(chave: string, entrada: Entrada) {
    entradas.set(chave, entrada);
    let chaves = porTopico.get(entrada.topico);
    if (!chaves) porTopico.set(entrada.topico, (chaves = new Set()));
    chaves.add(chave);
    // A Map iterates in insertion order, and a read re-inserts: the first key is the least recently read.
    while (entradas.size > maxEntradas) remover(entradas.keys().next().value!);
  }

  /** Nothing is kept until LISTEN runs again, and what was kept may have missed a notification. */
  function perder(c: ConexaoDeEscuta, erro?: unknown) {
    if (conexao !== c) return;
    conexao = undefined;
    clearInterval(batimento);
    limpar();
    soltarMarcas();
    c.release(true);
    if (erro !== undefined) opcoes.aoFalhar?.(erro);
    agendar();
  }

  let loteDeMarcas: Promise<void> | undefined;
  let filaDeMarcas: Promise<void> = Promise.resolve();

  async function enviarMarca() {
    const c = conexao;
    if (!c) return;
    const marca = `sincronia:${process.pid}:${++ultimaMarca}`;
    const chegou = new Promise<void>((resolve) =>
      marcas.set(marca, () => {
        marcas.delete(marca);
        resolve();
      }),
    );
    try {
      await comPrazo(c, `select pg_notify('${CANAL_DO_CACHE}', '${marca}')`);
    } catch {
      // The connection is being lost: `perder` drops everything (and any marker still waited for).
      return marcas.get(marca)?.();
    }
    await chegou;
  }

  /** Nothing is kept while the connection is down: whoever waited for a marker may go on. */
  function soltarMarcas() {
    for (const soltar of marcas.values()) soltar();
    marcas.clear();
  }

  function agendar() {
    if (fechado) return;
    const espera = Math.min(RECONEXAO_MAXIMA_MS, RECONEXAO_MINIMA_MS * 2 ** falhas);
    falhas += 1;
    reconexao = setTimeout(() => void escutar(), espera);
    reconexao.unref();
  }

  async function escutar() {
    let c: ConexaoDeEscuta | undefined;
    try {
      c = await opcoes.conectar();
      const esta = c;
      esta.on('notification', (n) => {
        if (conexao === esta && n.channel === CANAL_DO_CACHE) esquecerTopico(n.payload ?? TODOS_OS_TOPICOS);
      });
      esta.on('error', (erro) => perder(esta, erro));
      esta.on('end', () => perder(esta, new Error('a conexão do cache foi encerrada')));
      await comPrazo(esta, `LISTEN ${CANAL_DO_CACHE}`);
      if (fechado) return esta.release(true);
      limpar();
      conexao = esta;
      falhas = 0;
      batimento = setInterval(() => void bater(esta), BATIMENTO_MS);
      batimento.unref();
    } catch (erro) {
      if (c && conexao !== c) c.release(true);
      opcoes.aoFalhar?.(erro);
      agendar();
    }
  }

  async function bater(c: ConexaoDeEscuta) {
    try {
      await comPrazo(c, 'select 1');
    } catch (erro) {
      perder(c, erro);
    }
  }

  return {
    ler<T>(topico: string, chave: string, buscar: () => Promise<T>, o: { validadeMs?: number } = {}) {
      if (!conexao) return buscar();
      const k = `${topico}\u0000${chave}`;
      const achada = entradas.get(k);
      if (achada && achada.ate > now()) {
        entradas.delete(k);
        entradas.set(k, achada);
        return achada.valor as Promise<T>;
      }
      if (achada) remover(k);
      // Kept from the start: a notification that arrives while `buscar` runs drops it, so a read that began
      // before a commit is never kept after it. A failure is not kept. `buscar` may answer a lazy thenable (a
      // drizzle query runs again on every `then`): it is settled once, here, into a plain promise.
      const valor = new Promise<T>((resolve) => resolve(buscar()));
      const entrada: Entrada = { topico, valor, ate: now() + (o.validadeMs ?? Infinity) };
      guardar(k, entrada);
      valor.catch(() => {
        if (entradas.get(k) === entrada) remover(k);
      });
      return valor;
    },

    async avisar(tx, ...topicos) {
      if (!topicos.length) return;
      const avisos = topicos.map((t) => sql`pg_notify(${CANAL_DO_CACHE}, ${t})`);
      await tx.execute(sql`select ${sql.join(avisos, sql`, `)}`);
    },

    esquecer(...topicos) {
      for (const t of topicos) esquecerTopico(t);
    },

    sincronizar() {
      // The callers of one turn of the event loop share one marker (20 requests fired together start together),
      // sent after their calls, so it still comes back after everything committed before them; one marker at a
      // time on the connection.
      loteDeMarcas ??= new Promise<void>((vez) => setImmediate(vez)).then(() => {
        loteDeMarcas = undefined;
        const marca = filaDeMarcas.then(enviarMarca);
        filaDeMarcas = marca.catch(() => undefined);
        return marca;
      });
      return loteDeMarcas;
    },

    ativo: () => conexao !== undefined,
    tamanho: () => entradas.size,
    pronto: escutar(),

    fechar() {
      fechado = true;
      clearTimeout(reconexao);
      clearInterval(batimento);
      const c = conexao;
      conexao = undefined;
      limpar();
      soltarMarcas();
      c?.release(true);
    },
  };
}
