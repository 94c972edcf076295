import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FALHAS_PARA_BLOQUEIO, MENSAGEM_LOGIN_OPERADOR_FALHOU } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const EMAIL = 'analista@portal.example';
const SENHA = 'Operador#2026';
const BLOQUEADO =
  'Por segurança, o acesso foi bloqueado após várias tentativas sem sucesso. Tente novamente em 15 minutos.';
const entrar = (email: string, senha: string) =>
  t.app.inject({ method: 'POST', url: '/operador/v1/login', payload: { email, senha } });
const falhasAuditadas = async () =>
  (
    await t.database.db.execute<{
      operador_id: number | null;
      alvo: string;
      detalhes: Record<string, unknown>;
    }>(sql`select operador_id, alvo, detalhes from auditoria where acao = 'login.falhou' order by id`)
  ).rows;

describe('operator login attempts', () => {
  it('compares exactly the limit of 20 parallel wrong passwords, audits each refusal, then stays locked', async () => {
    const respostas = await Promise.all(Array.from({ length: 20 }, () => entrar(EMAIL, 'errada')));
    for (const r of respostas) expect(typeof r.json().mensagem).toBe('string');
    const status = respostas.map((r) => r.statusCode);
    expect(status.filter((s) => s === 401)).toHaveLength(FALHAS_PARA_BLOQUEIO - 1);
    expect(status.filter((s) => s === 429)).toHaveLength(20 - FALHAS_PARA_BLOQUEIO + 1);
    expect(respostas.find((r) => r.statusCode === 401)!.json()).toEqual({
      mensagem: MENSAGEM_LOGIN_OPERADOR_FALHOU,
    });
    const checadas = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from tentativas_login where chave_conta = ${`operador:${EMAIL}`}`,
    );
    expect(checadas.rows[0]!.n).toBe(FALHAS_PARA_BLOQUEIO);

    const { id } = (
      await t.database.db.execute<{ id: number }>(sql`select id from operadores where email = ${EMAIL}`)
    ).rows[0]!;
    const auditadas = await falhasAuditadas();
    expect(auditadas).toHaveLength(20);
    expect(auditadas.filter((a) => a.detalhes.motivo === 'senha')).toHaveLength(FALHAS_PARA_BLOQUEIO);
    expect(auditadas.filter((a) => a.detalhes.motivo === 'bloqueio')).toHaveLength(20 - FALHAS_PARA_BLOQUEIO);
    for (const a of auditadas) {
      expect(a).toMatchObject({ operador_id: id, alvo: `operador:${id}` });
      expect(JSON.stringify(a)).not.toContain('errada');
    }

    const certa = await entrar(EMAIL, SENHA);
    expect(certa.statusCode).toBe(429);
    expect(certa.json()).toEqual({ mensagem: BLOQUEADO });
  });

  it("audits an unknown e-mail's failure without an operator, against the e-mail's hash, never the password", async () => {
    const email = 'ninguem@portal.example';
    const res = await entrar(email, 'Segredo#1');
    expect(res.statusCode).toBe(401);
    const hash = createHash('sha256').update(email).digest('hex');
    expect(await falhasAuditadas()).toEqual([
      { operador_id: null, alvo: `email:${hash}`, detalhes: { ip: '127.0.0.1', motivo: 'senha' } },
    ]);
  });

  it('a success ends the streak and audits the login, not a failure', async () => {
    expect((await entrar(EMAIL, 'errada')).statusCode).toBe(401);
    expect((await entrar(EMAIL, SENHA)).statusCode).toBe(200);
    expect(await falhasAuditadas()).toHaveLength(1);
    for (let i = 0; i < FALHAS_PARA_BLOQUEIO - 2; i++) {
      expect((await entrar(EMAIL, 'errada')).statusCode).toBe(401);
      t.avancar(60_000);
    }
  });
});
