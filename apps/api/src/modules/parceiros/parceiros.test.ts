import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /parceiros/configuracao', () => {
  it.each([
    ['localhost', 'Consórcio Horizonte', '#CE181E'],
    ['127.0.0.1', 'Vértice Consórcios', '#0B57D0'],
    ['LOCALHOST', 'Consórcio Horizonte', '#CE181E'],
  ])('picks the partner of %s', async (domain, name, primaria) => {
    const res = await t.get(`/parceiros/configuracao?domain=${domain}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name, transparente: false });
    expect(res.json().colors[0]).toBe(primaria);
  });

  it('answers 404 with a Portuguese message for an unknown domain', async () => {
    const res = await t.get('/parceiros/configuracao?domain=desconhecido.example');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensagem: 'Não há parceiro configurado para este endereço.' });
  });

  it('answers 400 when the domain is missing', async () => {
    const res = await t.get('/parceiros/configuracao');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem: 'Informe o domínio.' });
  });

  it('offers only the transparent-login features in the transparent configuration', async () => {
    const res = await t.get('/parceiros/configuracao/transparente?domain=localhost');
    expect(res.json()).toMatchObject({ transparente: true, features: ['boletos'] });
  });
});

describe('partner content and warnings', () => {
  it('lists every partner', async () => {
    const res = await t.get('/parceiros');
    expect(res.json().map((p: { domain: string }) => p.domain)).toEqual(['localhost', '127.0.0.1']);
  });

  it('gives the customer-service hours of the spec', async () => {
    const res = await t.get('/parceiros/1/conteudo');
    expect(res.json().atendimento.horario).toBe('Segunda a sexta, das 08h às 19h');
  });

  it('lists maintenance warnings with the spec fields', async () => {
    const res = await t.get('/parceiros/1/warnings');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      startDate: '2020-01-01',
      startHour: '00:00',
      endDate: '2020-01-02',
      endHour: '06:00',
      active: true,
    });
  });

  it.each(['/parceiros/99/warnings', '/parceiros/99/conteudo'])(
    'answers 404 for an unknown partner on %s',
    async (url) => {
      const res = await t.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ mensagem: 'Parceiro não encontrado.' });
    },
  );

  it('answers 400 for a malformed partner id', async () => {
    const res = await t.get('/parceiros/abc/warnings');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem: 'Parceiro inválido.' });
  });
});

describe('conventions', () => {
  it('serves the OpenAPI document and the reference page', async () => {
    const doc = await t.get('/openapi.json');
    expect(doc.json().paths).toHaveProperty('/app-cliente/v1/cotas/{id}');
    const page = await t.app.inject({ method: 'GET', url: '/app-cliente/v1/docs/' });
    expect(page.statusCode).toBe(200);
  });

  it('sends security headers (the page-only ones, CSP and the like, go with HTML: plugins/cabecalhos.test.ts)', async () => {
    const res = await t.get('/parceiros');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with a Portuguese 404', async () => {
    const res = await t.get('/nao-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensagem: 'Não encontramos o que você procurou.' });
  });
});

describe('rate limit', () => {
  it('answers 429 in Portuguese past the per-IP ceiling, on the API only', async () => {
    const limitado = await createTestApp({ rateLimitPorMinuto: 2 });
    try {
      await limitado.get('/parceiros');
      await limitado.get('/parceiros');
      const res = await limitado.get('/parceiros');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ mensagem: 'Muitas requisições. Aguarde um instante e tente novamente.' });
      const foraDaApi = await limitado.app.inject({ method: 'GET', url: '/qualquer-pagina' });
      expect(foraDaApi.statusCode).toBe(404);
    } finally {
      await limitado.close();
    }
  });
});
