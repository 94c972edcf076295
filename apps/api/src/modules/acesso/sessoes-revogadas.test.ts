import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { doisProcessos, ESPERA, type DoisProcessos } from '../../../test/dois-processos.ts';
import { CABECALHOS, MARIA, PREFIX, SENHA, type TestApp } from '../../../test/test-app.ts';

/**
 * A session's end on two API processes sharing one database (ADR 0033): each keeps "this session is live" in
 * its shared read cache, and the statement that ends a session notifies both in its transaction.
 */
let p: DoisProcessos;
beforeEach(async () => {
  p = await doisProcessos();
});
afterEach(() => p.fechar());

const cotas = async (t: TestApp, token: string) => (await t.get('/cotas', token)).statusCode;
const logout = (t: TestApp, access_token: string) =>
  t.app.inject({ method: 'POST', url: `${PREFIX}/login/logout`, headers: { ...CABECALHOS, access_token } });

/**
 * The backends LISTENing for the caches of both processes: their last statement is the LISTEN, or a marker the
 * test app synchronised on (core/cache-compartilhado.ts `sincronizar`).
 */
const ouvintes = async () =>
  (
    await p.a.database.db.execute<{ pid: number }>(
      sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
        and (query like 'LISTEN %' or query like '%''sincronia:%')`,
    )
  ).rows.map((r) => r.pid);

describe('a session ended on one process', () => {
  it('is refused by that process at once and by the other as soon as the notification arrives', async () => {
    const { access_token } = await p.a.login(MARIA);
    // Both processes answered it, so both hold it as live.
    expect(await cotas(p.a, access_token)).toBe(200);
    expect(await cotas(p.b, access_token)).toBe(200);

    expect((await logout(p.a, access_token)).statusCode).toBe(204);
    expect(await cotas(p.a, access_token)).toBe(401);
    await vi.waitFor(async () => expect(await cotas(p.b, access_token)).toBe(401), ESPERA);
  });

  it('a password change on one process ends the other sessions on both', async () => {
    const outra = await p.a.login(MARIA);
    const atual = await p.b.login(MARIA);
    expect(await cotas(p.a, outra.access_token)).toBe(200);
    expect(await cotas(p.b, outra.access_token)).toBe(200);

    const troca = await p.b.post(
      `/cotas/${atual.idCota}/alterar-senha`,
      { senhaAtual: SENHA, novaSenha: '246810', inscricaoNacional: MARIA },
      { access_token: atual.access_token },
    );
    expect(troca.statusCode).toBe(200);
    expect(await cotas(p.b, outra.access_token)).toBe(401);
    await vi.waitFor(async () => expect(await cotas(p.a, outra.access_token)).toBe(401), ESPERA);
    // The session that changed it goes on, on both.
    expect(await cotas(p.b, atual.access_token)).toBe(200);
    expect(await cotas(p.a, atual.access_token)).toBe(200);
  });

  it('a revocation rolled back ends nothing', async () => {
    const { access_token } = await p.a.login(MARIA);
    expect(await cotas(p.b, access_token)).toBe(200);
    await expect(
      p.comoDono(sql`do $$ begin
        update refresh_tokens set revogado_em = now() where revogado_em is null;
        raise exception 'desfeito';
      end $$`),
    ).rejects.toThrow();
    // A later session end reached b: the rolled-back one would have reached it first.
    const outra = await p.a.login(MARIA);
    expect(await cotas(p.b, outra.access_token)).toBe(200);
    expect((await logout(p.a, outra.access_token)).statusCode).toBe(204);
    await vi.waitFor(async () => expect(await cotas(p.b, outra.access_token)).toBe(401), ESPERA);
    expect(await cotas(p.b, access_token)).toBe(200);
    expect(await cotas(p.a, access_token)).toBe(200);
  });
});

describe('losing the listening connection', () => {
  it('drops every live session it held: an end it could not hear is seen once it listens again', async () => {
    const { access_token } = await p.a.login(MARIA);
    expect(await cotas(p.a, access_token)).toBe(200);
    expect(await cotas(p.b, access_token)).toBe(200);
    // An end nobody is told of (the trigger off for one statement): what a notification lost with the
    // connection looks like. Both processes still hold the session as live.
    await p.comoDono(sql`do $$ begin
      alter table refresh_tokens disable trigger refresh_tokens_avisar_encerramento;
      update refresh_tokens set revogado_em = now() where revogado_em is null;
      alter table refresh_tokens enable trigger refresh_tokens_avisar_encerramento;
    end $$`);
    expect(await cotas(p.b, access_token)).toBe(200);

    // Two per process: the shared cache's and the customers' (ADR 0061).
    const antes = await ouvintes();
    expect(antes).toHaveLength(4);
    // By the runtime role itself: a role may end its own backends.
    for (const pid of antes) await p.a.database.db.execute(sql`select pg_terminate_backend(${pid})`);
    // Listening again means the loss was handled, and the loss drops everything kept.
    await vi.waitFor(async () => {
      const agora = await ouvintes();
      expect(agora.filter((pid) => !antes.includes(pid))).toHaveLength(4);
    }, ESPERA);
    expect(await cotas(p.b, access_token)).toBe(401);
    expect(await cotas(p.a, access_token)).toBe(401);
  });
});
