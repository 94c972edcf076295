import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, MARIA, type TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('developer outbox page', () => {
  it('lists what was sent, escaped, only when DEV_PAGES is on', async () => {
    t = await createTestApp({ paginasDev: true });
    await t.post('/login/recuperar-senha/cliente', {
      inscricaoNacional: MARIA,
      email: 'maria.santos@example.com',
      dataNascimentoFundacao: '1986-04-12',
    });
    await t.database.pool.query(
      `insert into caixa_de_saida (canal, para, assunto, texto) values ('sms', '11900000000', '<script>x</script>', 'oi')`,
    );
    const pagina = await t.app.inject({ method: 'GET', url: '/dev/caixa-de-saida' });
    expect(pagina.statusCode).toBe(200);
    expect(pagina.body).toContain('maria.santos@example.com');
    expect(pagina.body).toContain('&#60;script&#62;');
    expect(pagina.body).not.toContain('<script>x');
  });

  it('does not exist otherwise', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/dev/caixa-de-saida' })).statusCode).toBe(404);
  });
});
