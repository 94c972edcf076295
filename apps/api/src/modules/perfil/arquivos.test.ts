import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { TAMANHO_MAXIMO_FOTO_BYTES } from '@portal/domain';
import { ANA, CABECALHOS, createTestApp, MARIA, PREFIX, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let maria: string;
let ana: string;

const FRONTEIRA = '----portal-teste';

/** A multipart/form-data body as a browser sends it (file, then category, unless told otherwise). */
function multipart(partes: { nome: string; conteudo: Buffer | string; arquivo?: string; tipo?: string }[]) {
  const pedacos: Buffer[] = [];
  for (const p of partes) {
    const cabecalho = p.arquivo
      ? `Content-Disposition: form-data; name="${p.nome}"; filename="${p.arquivo}"\r\nContent-Type: ${p.tipo ?? 'application/octet-stream'}\r\n`
      : `Content-Disposition: form-data; name="${p.nome}"\r\n`;
    pedacos.push(
      Buffer.from(`--${FRONTEIRA}\r\n${cabecalho}\r\n`),
      Buffer.from(p.conteudo),
      Buffer.from('\r\n'),
    );
  }
  pedacos.push(Buffer.from(`--${FRONTEIRA}--\r\n`));
  return Buffer.concat(pedacos);
}

const enviar = (corpo: Buffer, token: string | null = maria) =>
  t.app.inject({
    method: 'POST',
    url: `${PREFIX}/arquivos/v2`,
    payload: corpo,
    headers: {
      ...CABECALHOS,
      ...(token ? { access_token: token } : {}),
      'content-type': `multipart/form-data; boundary=${FRONTEIRA}`,
    },
  });

const foto = (conteudo: Buffer, arquivo = 'foto.jpg', tipo = 'image/jpeg') =>
  multipart([
    { nome: 'file', conteudo, arquivo, tipo },
    { nome: 'category', conteudo: 'foto-cota' },
  ]);

const imagem = (largura: number, altura: number) =>
  sharp({ create: { width: largura, height: altura, channels: 3, background: '#cc3322' } });

beforeAll(async () => {
  t = await createTestApp();
  maria = (await t.login(MARIA)).access_token;
  ana = (await t.login(ANA, { idParceiro: 2 })).access_token;
});
afterAll(() => t.close());

describe('POST /arquivos/v2', () => {
  it('re-encodes a large photo as WebP within 1024 px and serves it back with safe headers', async () => {
    const png = await imagem(3000, 2000).png().toBuffer();
    const res = await enviar(foto(png, 'viagem.png', 'image/png'));
    expect(res.statusCode).toBe(201);
    const arquivo = res.json();
    expect(arquivo).toMatchObject({ category: 'foto-cota', mime: 'image/webp', largura: 1024, altura: 683 });
    expect(arquivo.url).toBe(`${PREFIX}/arquivos/${arquivo.id}`);

    const servida = await t.app.inject({ method: 'GET', url: arquivo.url });
    expect(servida.statusCode).toBe(200);
    expect(servida.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="foto-${arquivo.id}.webp"`,
      'cache-control': 'private, max-age=31536000, immutable',
    });
    const meta = await sharp(servida.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 683 });
    expect(servida.rawPayload.length).toBe(arquivo.tamanho);
  });

  it('keeps a small photo at its size, takes the category from either order, and drops its metadata', async () => {
    const jpeg = await imagem(300, 200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Rua das Flores, 12' } })
      .toBuffer();
    const corpo = multipart([
      { nome: 'category', conteudo: 'foto-perfil' },
      { nome: 'file', conteudo: jpeg, arquivo: 'eu.jpg', tipo: 'image/jpeg' },
    ]);
    const res = await enviar(corpo);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ category: 'foto-perfil', largura: 300, altura: 200 });
    const servida = await t.app.inject({ method: 'GET', url: res.json().url });
    expect((await sharp(servida.rawPayload).metadata()).exif).toBeUndefined();
  });

  it.each([
    [
      'a Windows executable renamed .jpg',
      Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(600, 1)]),
    ],
    ['a text file named .jpg', Buffer.from('isto não é uma foto, é só texto\n'.repeat(20))],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')],
  ])('refuses %s by its content', async (_caso, conteudo) => {
    const res = await enviar(foto(conteudo, 'foto.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem: 'Envie uma foto em JPEG, PNG ou WebP.' });
  });

  it('refuses a file over 5 MB and stores nothing', async () => {
    const antes = await t.database.pool.query('select count(*)::int as n from arquivos');
    const png = await imagem(10, 10).png().toBuffer();
    const grande = Buffer.concat([png, Buffer.alloc(TAMANHO_MAXIMO_FOTO_BYTES + 1 - png.length)]);
    const res = await enviar(foto(grande, 'grande.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem: 'A foto deve ter no máximo 5 MB.' });
    const depois = await t.database.pool.query('select count(*)::int as n from arquivos');
    expect(depois.rows[0].n).toBe(antes.rows[0].n);
  });

  it('refuses a corrupt image whose header looks right', async () => {
    const png = await imagem(200, 200).png().toBuffer();
    const res = await enviar(foto(png.subarray(0, 60), 'quebrada.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      mensagem: 'Não conseguimos ler esta imagem. Envie outra foto em JPEG, PNG ou WebP.',
    });
  });

  it.each([
    [multipart([{ nome: 'category', conteudo: 'foto-cota' }]), 'Escolha uma foto para enviar.'],
    [
      multipart([
        { nome: 'file', conteudo: Buffer.from('x'), arquivo: 'a.png' },
        { nome: 'category', conteudo: 'documento' },
      ]),
      'Categoria de arquivo inválida: use foto-cota ou foto-perfil.',
    ],
  ])('refuses a malformed form with a Portuguese message (%#)', async (corpo, mensagem) => {
    const res = await enviar(corpo);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem });
  });

  it('needs a token', async () => {
    const png = await imagem(10, 10).png().toBuffer();
    const res = await enviar(foto(png), null);
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /arquivos/blob', () => {
  it('accepts a base64 photo, with or without the data: prefix', async () => {
    const webp = await imagem(50, 80).webp().toBuffer();
    for (const base64 of [webp.toString('base64'), `data:image/webp;base64,${webp.toString('base64')}`]) {
      const res = await t.post('/arquivos/blob', { base64, category: 'foto-perfil' }, { access_token: ana });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        mime: 'image/webp',
        largura: 50,
        altura: 80,
        category: 'foto-perfil',
      });
    }
  });

  it.each([
    [
      'a renamed executable',
      Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(300, 7)]).toString('base64'),
      'Envie uma foto em JPEG, PNG ou WebP.',
    ],
    ['text that is not base64', 'isto não é base64!', 'O conteúdo da foto não está em base64.'],
    [
      'an oversized photo',
      Buffer.alloc(TAMANHO_MAXIMO_FOTO_BYTES + 3).toString('base64'),
      'A foto deve ter no máximo 5 MB.',
    ],
  ])('refuses %s', async (_caso, base64, mensagem) => {
    const res = await t.post('/arquivos/blob', { base64 }, { access_token: ana });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem });
  });
});

describe('GET /arquivos/{id}', () => {
  it('documents the upload routes in the OpenAPI reference', async () => {
    const { paths } = (await t.get('/openapi.json')).json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/app-cliente/v1/arquivos/v2',
        '/app-cliente/v1/arquivos/blob',
        '/app-cliente/v1/arquivos/{id}',
      ]),
    );
  });

  it('answers 404 for an unknown or malformed id, in Portuguese', async () => {
    for (const id of ['0b7c1a2e-3f4d-4a5b-8c6d-7e8f9a0b1c2d', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await t.app.inject({ method: 'GET', url: `${PREFIX}/arquivos/${id}` });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().mensagem).toBe('Arquivo não encontrado.');
    }
  });
});
