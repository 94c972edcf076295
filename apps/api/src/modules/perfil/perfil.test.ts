import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ANA, CABECALHOS, createTestApp, MARIA, PREFIX, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let maria: { access_token: string; idCota: number };
let ana: { access_token: string; idCota: number };
let idMaria: number;
let idAna: number;

/** The customer id a token speaks for (its subject), as the web reads it. */
const sujeito = (token: string) =>
  Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);

const put = (url: string, body: unknown, token?: string) =>
  t.app.inject({
    method: 'PUT',
    url: PREFIX + url,
    payload: body as object,
    headers: { ...CABECALHOS, ...(token ? { access_token: token } : {}) },
  });

async function enviarFoto(token: string) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const res = await t.post('/arquivos/blob', { base64: png.toString('base64') }, { access_token: token });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; url: string };
}

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(MARIA);
  ana = await t.login(ANA, { idParceiro: 2 });
  idMaria = sujeito(maria.access_token);
  idAna = sujeito(ana.access_token);
});
afterAll(() => t.close());

describe('PUT /cotas/{id}/preferencias', () => {
  it('sets the nickname and the photo, which the quota list then shows', async () => {
    const foto = await enviarFoto(maria.access_token);
    const res = await put(
      `/cotas/${maria.idCota}/preferencias`,
      { nickname: '  Carro da família ', photo_url: foto.url },
      maria.access_token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      idCota: maria.idCota,
      apelido: 'Carro da família',
      fotoUrl: foto.url,
    });
    const lista = (await t.get('/cotas', maria.access_token)).json().data;
    expect(lista.find((c: { idCota: number }) => c.idCota === maria.idCota)).toMatchObject({
      apelido: 'Carro da família',
      fotoUrl: foto.url,
    });
  });

  it('changes only what is sent, and an empty nickname removes it', async () => {
    await put(`/cotas/${maria.idCota}/preferencias`, { nickname: 'Moto' }, maria.access_token);
    const semApelido = await put(`/cotas/${maria.idCota}/preferencias`, { nickname: '' }, maria.access_token);
    expect(semApelido.json().apelido).toBeNull();
    expect(semApelido.json().fotoUrl).not.toBeNull();
    const semFoto = await put(`/cotas/${maria.idCota}/preferencias`, { photo_url: null }, maria.access_token);
    expect(semFoto.json().fotoUrl).toBeNull();
  });

  it("answers 404 for another customer's quota and changes nothing", async () => {
    const res = await put(`/cotas/${ana.idCota}/preferencias`, { nickname: 'Invasão' }, maria.access_token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensagem: 'Cota não encontrada.' });
    const daAna = (await t.get(`/cotas/${ana.idCota}`, ana.access_token)).json();
    expect(daAna.apelido).not.toBe('Invasão');
  });

  it("refuses a photo that is another customer's upload or not one of ours", async () => {
    const daAna = await enviarFoto(ana.access_token);
    for (const photo_url of [daAna.url, 'https://exemplo.com/foto.png']) {
      const res = await put(`/cotas/${maria.idCota}/preferencias`, { photo_url }, maria.access_token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ mensagem: 'A foto informada não é válida. Envie a imagem novamente.' });
    }
    const cota = (await t.get(`/cotas/${maria.idCota}`, maria.access_token)).json();
    expect(cota.fotoUrl).toBeNull();
  });

  it.each([
    [{}, 'Informe o apelido ou a foto da cota.'],
    [{ nickname: 'x'.repeat(41) }, 'O apelido deve ter no máximo 40 caracteres.'],
  ])('refuses %j with a Portuguese message', async (corpo, mensagem) => {
    const res = await put(`/cotas/${maria.idCota}/preferencias`, corpo, maria.access_token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem });
  });

  it('needs a token', async () => {
    expect((await put(`/cotas/${maria.idCota}/preferencias`, { nickname: 'x' })).statusCode).toBe(401);
  });
});

describe('GET and PUT /usuarios/{id}/preferencias', () => {
  it('answers the defaults before any change', async () => {
    const res = await t.get(`/usuarios/${idAna}/preferencias`, ana.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      photo_url: null,
      block_push_notification: false,
      assessmentUser: { assessmented: false, liked: null, nextAppearance: null },
      font_size: null,
    });
  });

  it('keeps the font size, the photo and the assessment, each changed on its own', async () => {
    const foto = await enviarFoto(maria.access_token);
    await put(`/usuarios/${idMaria}/preferencias`, { font_size: 22 }, maria.access_token);
    await put(`/usuarios/${idMaria}/preferencias`, { photo_url: foto.url }, maria.access_token);
    const res = await put(
      `/usuarios/${idMaria}/preferencias`,
      { assessmentUser: { assessmented: true, liked: false, nextAppearance: '2030-01-31' } },
      maria.access_token,
    );
    expect(res.statusCode).toBe(200);
    const esperado = {
      photo_url: foto.url,
      block_push_notification: false,
      assessmentUser: { assessmented: true, liked: false, nextAppearance: '2030-01-31' },
      font_size: 22,
    };
    expect(res.json()).toEqual(esperado);
    expect((await t.get(`/usuarios/${idMaria}/preferencias`, maria.access_token)).json()).toEqual(esperado);
    const volta = await put(`/usuarios/${idMaria}/preferencias`, { font_size: null }, maria.access_token);
    expect(volta.json().font_size).toBeNull();
  });

  it.each([
    [{ font_size: 9 }, 'O tamanho da letra deve ser um número inteiro de 10 a 48.'],
    [{ font_size: 49 }, 'O tamanho da letra deve ser um número inteiro de 10 a 48.'],
    [{}, 'Informe ao menos uma preferência.'],
  ])('refuses %j and changes nothing', async (corpo, mensagem) => {
    const antes = (await t.get(`/usuarios/${idAna}/preferencias`, ana.access_token)).json();
    const res = await put(`/usuarios/${idAna}/preferencias`, corpo, ana.access_token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem });
    expect((await t.get(`/usuarios/${idAna}/preferencias`, ana.access_token)).json()).toEqual(antes);
  });

  it("answers 404 for anyone else's preferences, read or write", async () => {
    const leitura = await t.get(`/usuarios/${idAna}/preferencias`, maria.access_token);
    const escrita = await put(`/usuarios/${idAna}/preferencias`, { font_size: 40 }, maria.access_token);
    const inexistente = await t.get('/usuarios/999999/preferencias', maria.access_token);
    for (const res of [leitura, escrita, inexistente]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ mensagem: 'Usuário não encontrado.' });
    }
    expect((await t.get(`/usuarios/${idAna}/preferencias`, ana.access_token)).json().font_size).toBeNull();
  });
});

describe('POST /usuarios/avaliacoes', () => {
  const avaliacao = { name: 'boletos', answer: 'Gostei', partner: 1, group_quota: '001010/0023' };

  it('records the rating of a flow for the caller and partner', async () => {
    const res = await t.post('/usuarios/avaliacoes', avaliacao, { access_token: maria.access_token });
    expect(res.statusCode).toBe(201);
    const { rows } = await t.database.pool.query(
      'select cliente_id, parceiro_id, nome, resposta, grupo_cota from avaliacoes where id = $1',
      [res.json().id],
    );
    expect(rows[0]).toEqual({
      cliente_id: idMaria,
      parceiro_id: 1,
      nome: 'boletos',
      resposta: 'Gostei',
      grupo_cota: '001010/0023',
    });
  });

  it.each([
    [{ ...avaliacao, partner: 2 }, 400, 'Parceiro inválido.'],
    [{ ...avaliacao, group_quota: '006060/0001' }, 404, 'Cota não encontrada.'],
    [{ ...avaliacao, name: 'qualquer' }, 400, 'Fluxo avaliado desconhecido.'],
    [{ ...avaliacao, answer: '' }, 400, 'Informe sua resposta.'],
  ])('refuses %j', async (corpo, status, mensagem) => {
    const antes = await t.database.pool.query('select count(*)::int as n from avaliacoes');
    const res = await t.post('/usuarios/avaliacoes', corpo, { access_token: maria.access_token });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ mensagem });
    const depois = await t.database.pool.query('select count(*)::int as n from avaliacoes');
    expect(depois.rows[0].n).toBe(antes.rows[0].n);
  });
});
