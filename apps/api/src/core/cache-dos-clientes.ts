import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db';
import {
  conexoesDoPool,
  criarCacheCompartilhado,
  type CacheCompartilhado,
  type OpcoesDoCache,
} from './cache-compartilhado.ts';

/**
 * The per-customer read cache (ADR 0061): the hottest reads of one customer (their quotas, a quota's details and
 * ownership, the second copy's page, the home, the bell) answered from memory until something they show changes,
 * with the invalidation of the shared caches (ADR 0021: LISTEN/NOTIFY, entries dropped by a notification that
 * arrives while they are read).
 *
 * - Triggers on what those reads show (migration 0058: quotas, instalments, customers, marked charges, cases,
 *   notifications and reads; groups drop every customer's) notify `cliente:<id>` in the writing transaction:
 *   every process forgets on commit.
 * - The writing process forgets at once, not when its own notification comes back: the triggers also keep the
 *   ids in a transaction-local setting, which `esquecerClientesAoConfirmar` reads before each commit; and a
 *   customer's own write outside a transaction is forgotten before its answer leaves (core/rotas.ts).
 * - Every key carries the day it was read for: charges and "overdue" move at midnight in São Paulo.
 */

const topicoDoCliente = (clienteId: number) => `cliente:${clienteId}`;

/** The transaction-local list the triggers fill: ids separated by commas, or '*' for every customer. */
const ALTERADOS = 'portal.clientes_alterados';

/** What this process forgets once a transaction that changed these customers committed. */
function topicosAlterados(valor: string | null | undefined): string[] {
  if (!valor) return [];
  if (valor === '*') return ['cliente:*'];
  return [...new Set(valor.split(','))].map((id) => `cliente:${id}`);
}

/** The caches of the apps sharing one `Db` (tests build several apps on one database object). */
const cachesDoBanco = new WeakMap<Db, Set<Pick<CacheCompartilhado, 'esquecer'>>>();

/**
 * Wraps `db.transaction` (the one way the API opens a transaction) so that, after every commit, this process
 * drops the customers the transaction changed. One `current_setting` at the end of each transaction: a round
 * trip, against the milliseconds of a stale balance shown to the customer who just paid. Answers the undo (the
 * app's close).
 */
export function esquecerClientesAoConfirmar(db: Db, cache: Pick<CacheCompartilhado, 'esquecer'>): () => void {
  let caches = cachesDoBanco.get(db);
  if (!caches) {
    const destes = (caches = new Set());
    cachesDoBanco.set(db, destes);
    const original = db.transaction.bind(db);
    const transacao: Db['transaction'] = async (corpo, config) => {
      let alterados: string[] = [];
      const resultado = await original(async (tx) => {
        const valor = await corpo(tx);
        const { rows } = await tx.execute<{ v: string | null }>(
          sql`select current_setting(${ALTERADOS}, true) as v`,
        );
        alterados = topicosAlterados(rows[0]?.v);
        return valor;
      }, config);
      if (alterados.length) for (const c of destes) c.esquecer(...alterados);
      return resultado;
    };
    db.transaction = transacao;
  }
  caches.add(cache);
  return () => void caches.delete(cache);
}

/**
 * Customers' reads are larger than the shared entries (a home is a few KB) and there is one set per customer:
 * their own cache, with its own bound (about 50 MB at ~10 KB each), so they never push sessions or partner
 * settings out of the shared one.
 */
const MAX_LEITURAS_GUARDADAS = 5_000;

export interface CacheDosClientes {
  /**
   * One of the customer's hot reads, kept until a write changes what it shows (keys: the read's name and every
   * parameter, the day included). The value is shared by every request of the customer: callers never mutate it.
   */
  ler<T>(clienteId: number, chave: string, buscar: () => Promise<T>): Promise<T>;
  /** This process forgets the customer now (their own write outside a transaction, core/rotas.ts). */
  esquecer(clienteId: number): void;
  sincronizar(): Promise<void>;
  pronto: Promise<void>;
  fechar(): void;
}

export function criarCacheDosClientes(
  db: Db,
  opcoes: Pick<OpcoesDoCache, 'now' | 'aoFalhar'> & { maxEntradas?: number },
): CacheDosClientes {
  const cache = criarCacheCompartilhado({
    conectar: conexoesDoPool(db),
    maxEntradas: opcoes.maxEntradas ?? MAX_LEITURAS_GUARDADAS,
    ...opcoes,
  });
  const pararDeEsquecer = esquecerClientesAoConfirmar(db, cache);
  return {
    ler: (clienteId, chave, buscar) => cache.ler(topicoDoCliente(clienteId), chave, buscar),
    esquecer: (clienteId) => cache.esquecer(topicoDoCliente(clienteId)),
    sincronizar: () => cache.sincronizar(),
    pronto: cache.pronto,
    fechar() {
      pararDeEsquecer();
      cache.fechar();
    },
  };
}
