import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAVE_OPERADOR,
  CLIENTE_WEB,
  comRefresh,
  createTestApp,
  MARIA,
  refreshDaResposta,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
let idCota: number;
beforeAll(async () => {
  t = await createTestApp();
  idCota = (await t.login(MARIA)).idCota;
});
afterAll(() => t.close());

const emitir = (body: Record<string, unknown>, chave = CHAVE_OPERADOR) =>
  t.app.inject({
    method: 'POST',
    url: '/operador/v1/login-transparente',
    headers: { 'x-operador-chave': chave },
    payload: { inscricaoNacional: MARIA, idCota, idParceiro: 1, ...body },
  });
const trocar = (token: string) => t.post('/login/transparente', { token }, CLIENTE_WEB);

describe('transparent login', () => {
  it('exchanges a back-office token once for a transparent session on that quota', async () => {
    const emitido = await emitir({});
    expect(emitido.statusCode).toBe(200);
    const { token, caminho } = emitido.json();
    expect(caminho).toBe(`/login-transparente/${token}`);
    const sessao = await trocar(token);
    expect(sessao.statusCode).toBe(200);
    expect(sessao.json()).toMatchObject({ transparente: true, idCota });
    expect((await t.get('/cotas', sessao.json().access_token)).statusCode).toBe(200);
    const renovada = await t.post('/login/refresh', undefined, comRefresh(refreshDaResposta(sessao)!));
    expect(renovada.json().transparente).toBe(true);
    const reuso = await trocar(token);
    expect(reuso.statusCode).toBe(401);
    expect(reuso.json().mensagem).toMatch(/link de acesso não é mais válido/);
  });

  it('refuses a token after its 2 minutes', async () => {
    const { token } = (await emitir({})).json();
    t.avancar(121_000);
    expect((await trocar(token)).statusCode).toBe(401);
  });

  it('never accepts a transparent token as an access token, nor the reverse', async () => {
    const { token } = (await emitir({})).json();
    expect((await t.get('/cotas', token)).statusCode).toBe(401);
    const { access_token } = await t.login(MARIA);
    expect((await trocar(access_token)).statusCode).toBe(401);
  });

  it('needs the operator key and a quota of that customer on that partner', async () => {
    expect((await emitir({}, 'errada')).statusCode).toBe(401);
    expect((await emitir({ idParceiro: 2 })).statusCode).toBe(404);
    expect((await emitir({ inscricaoNacional: '98765432100' })).statusCode).toBe(404);
  });
});
