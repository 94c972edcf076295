import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROS_CODIGO } from '@portal/domain';
import { createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let sessao: { access_token: string; idCota: number };
beforeEach(async () => {
  t = await createTestApp();
  sessao = await t.login(MARIA);
});
afterEach(() => t.close());

const CELULAR_MARIA = '11987654321';
const pedir = () => t.post(`/cotas/${sessao.idCota}/verificacao`, {}, { access_token: sessao.access_token });
const validar = (codigo: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/app-cliente/v1/cotas/${sessao.idCota}/verificacao`,
    headers: { access_token: sessao.access_token },
    payload: { codigo },
  });
const codigoEnviado = async () =>
  /código: ([A-Z0-9]{4})/.exec((await t.caixaDeSaida(CELULAR_MARIA))[0]!.texto)![1]!;

describe('verification codes', () => {
  it('sends a 4-character code by SMS to the masked phone and accepts it once, in any case', async () => {
    const res = await pedir();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ destino: '(11) *****-4321', validadeSegundos: 900 });
    const codigo = await codigoEnviado();
    const ok = await validar(codigo.toLowerCase());
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      verificado: true,
      auth_token: expect.stringMatching(/^[\w-]{43}$/),
      expiraEm: res.json().expiraEm,
    });
    const denovo = await validar(codigo);
    expect(denovo.json()).toEqual({
      codigo: 'VALIDATION_CODE_ALREADY_VERIFIED',
      mensagem: ERROS_CODIGO.VALIDATION_CODE_ALREADY_VERIFIED,
    });
  });

  it('refuses a wrong code, then burns it after 5 attempts', async () => {
    await pedir();
    const codigo = await codigoEnviado();
    const errado = codigo === 'AAAA' ? 'BBBB' : 'AAAA';
    for (let i = 0; i < 5; i++) {
      const res = await validar(errado);
      expect(res.json()).toEqual({
        codigo: 'INVALID_VALIDATION_CODE',
        mensagem: 'Código inválido, tente novamente',
      });
    }
    expect((await validar(codigo)).json().codigo).toBe('VALIDATION_CODE_EXPIRED');
  });

  it('expires after 15 minutes', async () => {
    await pedir();
    const codigo = await codigoEnviado();
    t.avancar(900_001);
    sessao = await t.login(MARIA); // the access token expired with the code
    expect((await validar(codigo)).json()).toEqual({
      codigo: 'VALIDATION_CODE_EXPIRED',
      mensagem: 'Esse código expirou, tente novamente',
    });
  });

  it('answers RESOURCE_NOT_FOUND when no code was asked, and a format error for junk', async () => {
    expect((await validar('ABCD')).json()).toEqual({
      codigo: 'RESOURCE_NOT_FOUND',
      mensagem: 'Erro no sistema, tente novamente mais tarde',
    });
    const lixo = await validar('zz');
    expect(lixo.statusCode).toBe(400);
    expect(lixo.json()).toEqual({
      codigo: 'INVALID_VALIDATION_CODE',
      mensagem: 'Código inválido, tente novamente',
    });
  });

  it('sends at most one SMS every 40 s, and a new code replaces the old one', async () => {
    await pedir();
    const primeiro = await codigoEnviado();
    expect((await pedir()).statusCode).toBe(429);
    t.avancar(39_000);
    const cedo = await pedir();
    expect(cedo.statusCode).toBe(429);
    expect(cedo.json()).toEqual({ mensagem: 'Aguarde 40 segundos para pedir um novo código.' });
    t.avancar(1_001);
    await pedir();
    const segundo = await codigoEnviado();
    if (primeiro !== segundo) expect((await validar(primeiro)).json().codigo).toBe('INVALID_VALIDATION_CODE');
    expect((await validar(segundo)).statusCode).toBe(200);
  });
});
