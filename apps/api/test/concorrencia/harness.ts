import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import * as dominio from '@portal/domain';
import { criaComChave, type Operacao } from '@portal/domain';
import { AMOSTRAS, type Contexto, type Pedido } from './amostras.ts';
import { CABECALHOS, createTestApp, type TestApp } from '../test-app.ts';

/**
 * The concurrency harness (issue 13): for every creating POST of the catalogue, on fresh clones of the seeded
 * demo data,
 * - 20 identical requests in parallel with one Idempotency-Key give 20 identical answers and the effect of ONE
 *   such request, measured on another fresh clone;
 * - 20 different requests in parallel (each its own key, most with a slightly different body) answer no 5xx,
 *   and every refusal is a Portuguese `{ mensagem }`.
 *
 * The effect is read from the rows, not from statistics (pg_stat_* lags): per table of the schema, how many
 * rows were added or removed and how many rows were written (inserted or updated: their `xmin` is newer than
 * the transaction of the "before" picture). Both are independent of generated values (ids, tokens, our
 * numbers, timestamps) that differ between two clones, and together they catch a second insert, a delete and
 * an update of a row the single request leaves alone. The same row updated 20 times counts once: an update
 * that repeats the same change is the one effect this harness allows.
 */

export const operacoes: [string, Operacao][] = Object.entries(dominio)
  .filter(([nome]) => nome.endsWith('Operacoes'))
  .flatMap(([modulo, ops]) =>
    Object.entries(ops as Record<string, Operacao>).map(([nome, op]): [string, Operacao] => [
      `${modulo}.${nome}`,
      op,
    ]),
  );
export const criadoras = operacoes.filter(([, op]) => criaComChave(op));

type Fotografia = { xid: string; linhas: Map<string, number> };

async function fotografar(pool: pg.Pool): Promise<Fotografia> {
  const { rows } = await pool.query<{ xid: string }>(
    'select (pg_current_xact_id()::text::bigint % 4294967296)::text as xid',
  );
  return { xid: rows[0]!.xid, linhas: (await contar(pool, rows[0]!.xid)).linhas };
}

async function contar(pool: pg.Pool, desde: string) {
  const { rows: tabelas } = await pool.query<{ nome: string }>(
    "select tablename as nome from pg_tables where schemaname = 'public' order by 1",
  );
  const consulta = tabelas
    .map(
      ({ nome }) =>
        `select '${nome}' as nome, count(*)::int as linhas, ` +
        `(count(*) filter (where xmin::text::bigint > $1))::int as escritas from public."${nome}"`,
    )
    .join(' union all ');
  const { rows } = await pool.query<{ nome: string; linhas: number; escritas: number }>(consulta, [desde]);
  return {
    linhas: new Map(rows.map((r) => [r.nome, r.linhas])),
    escritas: new Map(rows.map((r) => [r.nome, r.escritas])),
  };
}

/** Per table with any change: rows added (or removed, negative) and rows written since the picture. */
async function efeito(pool: pg.Pool, antes: Fotografia): Promise<Record<string, string>> {
  const depois = await contar(pool, antes.xid);
  const mudancas: Record<string, string> = {};
  for (const [nome, linhas] of depois.linhas) {
    const saldo = linhas - (antes.linhas.get(nome) ?? 0);
    const escritas = depois.escritas.get(nome) ?? 0;
    if (saldo || escritas) mudancas[nome] = `${saldo >= 0 ? '+' : ''}${saldo} linhas, ${escritas} escritas`;
  }
  return mudancas;
}

function contexto(t: TestApp): Contexto {
  const sessoes = new Map<string, ReturnType<Contexto['cliente']>>();
  let operador: Promise<string> | undefined;
  return {
    t,
    cliente: (documento, grupo, cota, idParceiro = 1) => {
      const chave = `${documento}/${grupo}/${cota}/${idParceiro}`;
      if (!sessoes.has(chave)) {
        sessoes.set(
          chave,
          (async () => {
            const s = await t.login(documento, { idParceiro });
            let { access_token: token, idCota } = s;
            if (grupo !== undefined) {
              const { data } = (await t.get('/cotas', token)).json() as {
                data: { idCota: number; grupo: number; cota: number }[];
              };
              idCota = data.find((c) => c.grupo === grupo && c.cota === cota)!.idCota;
              token = (await t.post('/login/selecionar-cota', { idCota }, { access_token: token })).json()
                .access_token;
            }
            return { token, idCota, headers: { ...CABECALHOS, access_token: token } };
          })(),
        );
      }
      return sessoes.get(chave)!;
    },
    operador: () =>
      (operador ??= t.app
        .inject({
          method: 'POST',
          url: '/operador/v1/login',
          payload: { email: 'supervisor@portal.example', senha: 'Operador#2026' },
        })
        .then((r) => r.json().access_token as string)),
  };
}

/**
 * One request, from its own address: the per-IP rate limits guard the edge, not the invariants measured here.
 * (Injected requests of one burst also start in the same tick, and @fastify/rate-limit's memory store hands
 * every one the same counter object, read after the whole burst counted: 20 at once on a route limited to 10
 * would all be refused.)
 */
const enviar = (t: TestApp, pedido: Pedido, chave: string, payload: Pedido['payload'], i: number) =>
  t.app.inject({
    method: 'POST',
    url: pedido.url,
    remoteAddress: `10.13.0.${i + 1}`,
    headers: { ...pedido.headers, 'idempotency-key': chave },
    ...(payload === undefined ? {} : { payload }),
  });

/** A fresh clone of the demo data, the sample prepared on it, and its "before" picture. */
async function preparar(op: Operacao) {
  // The 20 identical requests wait for the first one's answer however long it takes here (a cold PDF pool on a
  // loaded machine takes over the default 10 s): this harness asserts one effect and one answer, not latency
  // (core/idempotencia.test.ts tests the bound).
  const t = await createTestApp({ esperaDaIdempotenciaMs: 60_000 });
  try {
    const pedido = await AMOSTRAS.get(op)!(contexto(t));
    return { t, pedido, antes: await fotografar(t.database.pool) };
  } catch (erro) {
    await t.close();
    throw erro;
  }
}

/**
 * At most two samples of a file at once. Each holds two clones, one of them with 20 connections busy, and the
 * suite's two workers may both be in a harness file: 2 files × 2 samples × ~23 connections stays under the 97
 * a stock PostgreSQL (max_connections 100, CI's second run) lets an application open.
 */
const AMOSTRAS_AO_MESMO_TEMPO = 2;
let ocupadas = 0;
const naFila: (() => void)[] = [];
async function umaVagaPara<T>(trabalho: () => Promise<T>): Promise<T> {
  if (ocupadas >= AMOSTRAS_AO_MESMO_TEMPO) await new Promise<void>((vez) => naFila.push(vez));
  else ocupadas++;
  try {
    return await trabalho();
  } finally {
    const proxima = naFila.shift();
    if (proxima) proxima();
    else ocupadas--;
  }
}

const resumo = (r: LightMyRequestResponse) => `${r.statusCode} ${r.body.slice(0, 200)}`;

/**
 * The samples of one part (`parte` of `partes`): the harness runs in a few test files so that the API suite's
 * workers share it (it is the suite's longest file, and alone it set the suite's length).
 */
export function registrarAmostras(parte: number, partes: number) {
  describe.concurrent.each(criadoras.filter((_, i) => i % partes === parte))('%s', (nome, op) => {
    it(
      '20 identical requests in parallel (one key): the same answer and the effect of one request',
      () =>
        umaVagaPara(async () => {
          // Two fresh clones: one for the single request, one for the 20.
          const [um, vinte] = await Promise.all([preparar(op), preparar(op)]);
          let esperado: Record<string, string>;
          let statusDeUm: number;
          try {
            const resposta = await enviar(um.t, um.pedido, `${nome}-unica`, um.pedido.payload, 0);
            expect(resposta.statusCode, `a amostra deve ser válida: ${resumo(resposta)}`).toBeLessThan(300);
            statusDeUm = resposta.statusCode;
            esperado = await efeito(um.t.database.pool, um.antes);
          } catch (erro) {
            await vinte.t.close();
            throw erro;
          } finally {
            await um.t.close();
          }

          try {
            const respostas = await Promise.all(
              Array.from({ length: 20 }, (_, i) =>
                enviar(vinte.t, vinte.pedido, `${nome}-unica`, vinte.pedido.payload, i),
              ),
            );
            expect(respostas.map(resumo).filter((r) => !r.startsWith(`${statusDeUm} `))).toEqual([]);
            expect(new Set(respostas.map((r) => r.body)).size, 'corpos diferentes').toBe(1);
            expect(await efeito(vinte.t.database.pool, vinte.antes)).toEqual(esperado);
          } finally {
            await vinte.t.close();
          }
        }),
      120_000,
    );

    it(
      '20 different requests in parallel: no 5xx, every refusal a Portuguese message',
      () =>
        umaVagaPara(async () => {
          const { t, pedido } = await preparar(op);
          try {
            const respostas = await Promise.all(
              Array.from({ length: 20 }, (_, i) =>
                enviar(t, pedido, `${nome}-${i}`, pedido.variar ? pedido.variar(i) : pedido.payload, i),
              ),
            );
            const erradas = respostas.filter((r) => {
              if (r.statusCode >= 500) return true;
              if (r.statusCode < 400) return false;
              const corpo = r.json() as { mensagem?: unknown };
              return typeof corpo.mensagem !== 'string' || !corpo.mensagem;
            });
            expect(erradas.map(resumo)).toEqual([]);
          } finally {
            await t.close();
          }
        }),
      120_000,
    );
  });
}
