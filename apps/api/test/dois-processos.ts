import { sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { connect, PAPEL_DO_APP } from '@portal/db';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Two API processes on one database, as `DATABASE_URL` deployments run them: two apps built on the same test
 * database, each with its own pool, its own caches and its own LISTEN connection (ADR 0021).
 */
/**
 * How long a test waits for the other process to hear a notification: milliseconds on an idle machine, but the
 * shared test machine can be slow.
 */
export const ESPERA = { timeout: 10_000, interval: 20 };

export interface DoisProcessos {
  a: TestApp;
  b: TestApp;
  /** Runs SQL as the database's owner (what an administrator, or the seed, does behind the API's back). */
  comoDono: (consulta: SQL) => Promise<void>;
  /**
   * Runs `fn` while the runtime role may not append to the audit log: every audited write then fails after its
   * change, and its transaction (notification included) is rolled back.
   */
  semAuditoria: <T>(fn: () => Promise<T>) => Promise<T>;
  fechar: () => Promise<void>;
}

export async function doisProcessos(): Promise<DoisProcessos> {
  const a = await createTestApp();
  const b = await createTestApp({ banco: a.database });
  const dono = connect(a.database.url, 1);
  const comoDono = async (consulta: SQL) => {
    await dono.db.execute(consulta);
  };
  const papel = sql.identifier(PAPEL_DO_APP);
  return {
    a,
    b,
    comoDono,
    async semAuditoria(fn) {
      await comoDono(sql`revoke insert on auditoria from ${papel}`);
      try {
        return await fn();
      } finally {
        await comoDono(sql`grant insert on auditoria to ${papel}`);
      }
    },
    async fechar() {
      await dono.close();
      await b.close();
      await a.close();
    },
  };
}

/** A back-office session on `t` (the demo operators share one password). */
export async function entrarComoOperador(t: TestApp, email = 'supervisor@portal.example') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/operador/v1/login',
    payload: { email, senha: 'Operador#2026' },
  });
  const token = res.json<{ access_token: string }>().access_token;
  return (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `/operador/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
}
