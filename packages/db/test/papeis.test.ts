/**
 * The server's database role (migration 0015): what `portal_app` may and may not do. The pool of
 * createTestDatabase connects as it, as the API server does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const recusa = async (sql: string) => {
  const erro = await database.pool.query(sql).then(
    () => undefined,
    (e: { code?: string; message: string }) => e,
  );
  expect(erro, sql).toBeDefined();
  // 42501 insufficient_privilege; 42501 too for "must be owner of table".
  expect(erro!.code, `${sql}: ${erro!.message}`).toBe('42501');
};

describe('the runtime role portal_app', () => {
  it('is who the pool connects as: not a superuser, may not create roles or databases, owns nothing', async () => {
    const { rows } = await database.pool.query<{
      usuario: string;
      rolsuper: boolean;
      rolcreaterole: boolean;
      rolcreatedb: boolean;
      objetos: number;
    }>(
      `select current_user as usuario, r.rolsuper, r.rolcreaterole, r.rolcreatedb,
              (select count(*)::int from pg_class where relowner = r.oid) +
              (select count(*)::int from pg_proc where proowner = r.oid) +
              (select count(*)::int from pg_namespace where nspowner = r.oid) as objetos
         from pg_roles r where r.rolname = current_user`,
    );
    expect(rows[0]).toEqual({
      usuario: 'portal_app',
      rolsuper: false,
      rolcreaterole: false,
      rolcreatedb: false,
      objetos: 0,
    });
  });

  const SOMENTE_INCLUSAO = {
    auditoria: 'criado_em',
    casos_historico: 'criado_em',
    // The customer's signed billing authorizations (ADR 0057): evidence, as the audit log.
    autorizacoes_faturamento: 'assinada_em',
  };
  for (const [tabela, coluna] of Object.entries(SOMENTE_INCLUSAO)) {
    it(`may only read and append to ${tabela}: no UPDATE, DELETE, TRUNCATE, ALTER, DISABLE/DROP TRIGGER, DROP`, async () => {
      await recusa(`update ${tabela} set ${coluna} = ${coluna}`);
      await recusa(`delete from ${tabela}`);
      await recusa(`truncate ${tabela}`);
      await recusa(`alter table ${tabela} disable trigger all`);
      await recusa(`alter table ${tabela} disable trigger user`);
      await recusa(`alter table ${tabela} add column x int`);
      const { rows: gatilhos } = await database.pool.query<{ tgname: string }>(
        `select tgname from pg_trigger where tgrelid = $1::regclass and not tgisinternal`,
        [tabela],
      );
      expect(gatilhos.length).toBeGreaterThan(0);
      for (const { tgname } of gatilhos) await recusa(`drop trigger ${tgname} on ${tabela}`);
      await recusa(`drop table ${tabela}`);
      await recusa(`alter table ${tabela} owner to portal_app`);
      await recusa(`set session_replication_role = replica`);
    });
  }

  it('inserts into and reads the audit tables', async () => {
    const auditoria = await database.pool.query(
      `insert into auditoria (acao, alvo) values ('teste', 'papeis') returning id`,
    );
    expect(auditoria.rowCount).toBe(1);
    const historico = await database.pool.query(
      `insert into casos_historico (caso_id, autor, nota)
       select id, 'teste', 'papeis' from casos order by id limit 1 returning id`,
    );
    expect(historico.rowCount).toBe(1);
    const { rows } = await database.pool.query(
      `select (select count(*)::int from auditoria where alvo = 'papeis') as a,
              (select count(*)::int from casos_historico where nota = 'papeis') as h`,
    );
    expect(rows[0]).toEqual({ a: 1, h: 1 });
  });

  it('reads and writes the other tables, and their sequences', async () => {
    const { rows } = await database.pool.query<{ id: string }>(
      `insert into caixa_de_saida (canal, para, assunto, texto) values ('email', 'a@b.c', 'x', 'y') returning id`,
    );
    expect(rows).toHaveLength(1);
    const atualizada = await database.pool.query(
      'update caixa_de_saida set enviado_em = now() where id = $1',
      [rows[0]!.id],
    );
    expect(atualizada.rowCount).toBe(1);
    const apagada = await database.pool.query('delete from caixa_de_saida where id = $1', [rows[0]!.id]);
    expect(apagada.rowCount).toBe(1);
  });

  it('uses the background jobs (pg-boss, migrations 0025 and 0030, in the template) but may not change their structure', async () => {
    const { rows } = await database.pool.query<{ version: number; filas: string[] }>(
      `select (select version from pgboss.version) as version,
              (select array_agg(name order by name) from pgboss.queue) as filas`,
    );
    expect(rows[0]).toEqual({
      version: 24,
      filas: [
        '__pgboss__send-it',
        'descontemplar-vencidos',
        'entregar-mensagem',
        'limpar-documentos',
        'prazos',
      ],
    });
    await database.pool.query(`insert into pgboss.job (name, data) values ('prazos', '{}')`);
    expect((await database.pool.query(`delete from pgboss.job where name = 'prazos'`)).rowCount).toBe(1);
    await recusa(`alter table pgboss.job add column x int`);
    await recusa(`truncate pgboss.job`);
    await recusa(`create table pgboss.outra (x int)`);
    // A queue attaches a partition: only a migration (the owner) creates one.
    await recusa(`select pgboss.create_queue('nova', '{}')`);
    await recusa(`drop schema pgboss cascade`);
  });
});
