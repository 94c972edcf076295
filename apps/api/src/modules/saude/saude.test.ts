import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apagarBanco } from '@portal/db/test/template';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSaudeService } from './saude.service.ts';

const sondar = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

describe('health checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A tight per-IP ceiling: probes must never be counted against it.
    t = await createTestApp({ rateLimitPorMinuto: 2 });
  });
  afterAll(() => t.close());

  it('answers live and ready at the root, with no authentication and no rate limit', async () => {
    for (let i = 0; i < 5; i++) {
      const vivo = await sondar(t, '/health/live');
      expect(vivo.statusCode).toBe(200);
      expect(vivo.json()).toEqual({ status: 'ok' });
      const pronto = await sondar(t, '/health/ready');
      expect(pronto.statusCode).toBe(200);
      expect(pronto.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers ready 503 with a Portuguese message when the database is gone, live still 200', async () => {
    // Dropped under the app's pool (its connections are terminated; new ones find no database).
    const admin = new URL(t.database.url);
    const nome = admin.pathname.slice(1);
    admin.pathname = '/postgres';
    await apagarBanco(admin.toString(), nome);
    const pronto = await sondar(t, '/health/ready');
    expect(pronto.statusCode).toBe(503);
    expect(pronto.json()).toEqual({
      mensagem: 'O banco de dados não está respondendo. Tente novamente em instantes.',
    });
    expect((await sondar(t, '/health/live')).statusCode).toBe(200);
  });
});

describe('the readiness ping', () => {
  it('gives up after its time limit when the database hangs instead of failing', async () => {
    const saude = createSaudeService({ ping: () => new Promise<void>(() => undefined) }, 50);
    const inicio = Date.now();
    expect(await saude.bancoResponde()).toBe(false);
    expect(Date.now() - inicio).toBeLessThan(1_000);
  });
});
