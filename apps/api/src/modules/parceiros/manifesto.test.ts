import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /manifest.webmanifest', () => {
  it.each([
    ['localhost', 'Consórcio Horizonte', 'Horizonte', '#CE181E'],
    ['127.0.0.1', 'Vértice Consórcios', 'Vértice', '#0B57D0'],
  ])('on %s is the partner’s installable app', async (host, name, shortName, tema) => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifesto = res.json();
    expect(manifesto).toMatchObject({
      name,
      short_name: shortName,
      theme_color: tema,
      display: 'standalone',
      start_url: '/',
      lang: 'pt-BR',
    });
    expect(manifesto.background_color).toMatch(/^#[0-9A-F]{6}$/);
    expect(manifesto.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
    expect(manifesto.icons[2].purpose).toBe('maskable');
  });

  it('is the default red portal on a host no partner has', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { host: 'desconhecido.example' },
    });
    expect(res.json()).toMatchObject({ name: 'Portal do Consorciado', theme_color: '#CE181E' });
  });
});

describe('GET /pwa/icone-{tamanho}.png', () => {
  it.each([192, 512])('draws a %i px square PNG in each partner’s colour', async (tamanho) => {
    const cores = [];
    for (const host of ['localhost', '127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: `/pwa/icone-${tamanho}.png`, headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const imagem = sharp(res.rawPayload);
      expect(await imagem.metadata()).toMatchObject({ format: 'png', width: tamanho, height: tamanho });
      // The corner pixel is the margin, painted in the partner's primary colour.
      const { data } = await imagem.extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({
        resolveWithObject: true,
      });
      cores.push([...data.subarray(0, 3)]);
    }
    expect(cores).toEqual([
      [0xce, 0x18, 0x1e],
      [0x0b, 0x57, 0xd0],
    ]);
  });

  it('answers 404 for a size it does not draw', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pwa/icone-64.png' });
    expect(res.statusCode).toBe(404);
  });
});
