import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MENSAGEM_LOGIN_FALHOU } from '@portal/domain';
import { CARENCIA_REFRESH_MS } from './acesso.service.ts';
import {
  ANA,
  CLIENTE_WEB,
  comRefresh,
  createTestApp,
  MARIA,
  refreshDaResposta,
  SENHA,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const tentar = (body: Record<string, unknown>, headers: Record<string, string> = CLIENTE_WEB) =>
  t.post('/login', { grant_type: 'password', ...body }, headers);
const errar = (username = MARIA) => tentar({ username, password: '000000' });
const contarTentativas = async () =>
  (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from tentativas_login`)).rows[0]!
    .n;

describe('POST /login', () => {
  it.each([MARIA, '52998224725'])(
    'logs in with the CPF %s and the password, on the quota listed first',
    async (username) => {
      const res = await tentar({ username, password: SENHA, idParceiro: 1 });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        token_type: 'bearer',
        expires_in: 900,
        usuario: { nome: 'Maria Oliveira Santos', tipoPessoa: 'F' },
      });
      expect(body.perfil).toEqual({ noAssembleia: false, senhaExpirada: false });
      // The refresh token goes only in the HttpOnly cookie (ADR 0015).
      expect(body).not.toHaveProperty('refresh_token');
      expect(refreshDaResposta(res)!.length).toBeGreaterThan(30);
    },
  );

  it('logs a company in with an alphanumeric CNPJ, masked', async () => {
    const res = await tentar(
      { username: '12.ABC.345/01DE-35', password: SENHA, idParceiro: 2 },
      { ...CLIENTE_WEB, host: '127.0.0.1' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().usuario).toMatchObject({ tipoPessoa: 'J', inscricaoNacional: '12ABC34501DE35' });
  });

  it('logs in by group and quota, starting the session on that quota', async () => {
    const res = await tentar({ codigoGrupo: 2020, codigoCota: 112, password: SENHA, idParceiro: 1 });
    expect(res.statusCode).toBe(200);
    const cota = await t.get('/login/cota-selecionada', res.json().access_token);
    expect(cota.json()).toMatchObject({ grupo: 2020, cota: 112 });
  });

  it('reports the expired password in the profile', async () => {
    const res = await tentar({ username: '714.602.380-01', password: SENHA, idParceiro: 1 });
    expect(res.json().perfil.senhaExpirada).toBe(true);
  });

  it.each([
    ['wrong password', { username: MARIA, password: '654321' }],
    ['unknown CPF', { username: '348.219.076-31', password: SENHA }],
    ['unknown group and quota', { codigoGrupo: 999999, codigoCota: 1, password: SENHA }],
  ])('refuses a %s with the same message', async (_caso, body) => {
    const res = await tentar(body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ mensagem: MENSAGEM_LOGIN_FALHOU });
  });

  it("answers the right password on another partner's portal as a wrong one, and counts it", async () => {
    // Ana's quotas are all Vértice's (127.0.0.1): Horizonte's portal must not confirm her password.
    const certa = await tentar({ username: ANA, password: SENHA });
    const errada = await tentar({ username: ANA, password: '000000' });
    expect([certa.statusCode, errada.statusCode]).toEqual([401, 401]);
    expect(certa.json()).toEqual(errada.json());
    expect(certa.json().mensagem).toBe(MENSAGEM_LOGIN_FALHOU);
    expect(await contarTentativas()).toBeGreaterThan(0);
  });

  it("refuses a body naming another partner than the portal's, before looking at the password", async () => {
    const res = await tentar({ username: MARIA, password: SENHA, idParceiro: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe('Este endereço não é o portal do parceiro informado.');
    expect(await contarTentativas()).toBe(0);
  });

  it('picks the partner by the host name when the body names none', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-cliente/v1/login',
      headers: { ...CLIENTE_WEB, host: '127.0.0.1:3000' },
      payload: { grant_type: 'password', username: ANA, password: SENHA },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['no identification', { password: SENHA }, 'Informe o CPF/CNPJ ou o grupo e a cota.'],
    ['no password', { username: MARIA }, 'Informe a senha.'],
    [
      'a wrong grant type',
      { grant_type: 'client_credentials', username: MARIA, password: SENHA },
      'Tipo de acesso inválido.',
    ],
  ])('answers 400 for %s and records nothing', async (_caso, body, mensagem) => {
    const res = await tentar(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem });
    expect(await contarTentativas()).toBe(0);
  });

  it('requires the Basic client header', async () => {
    const semCliente = await tentar({ username: MARIA, password: SENHA }, {} as typeof CLIENTE_WEB);
    expect(semCliente.statusCode).toBe(401);
    const outro = await tentar(
      { username: MARIA, password: SENHA },
      { authorization: `Basic ${Buffer.from('x:y').toString('base64')}` },
    );
    expect(outro.json()).toEqual({ mensagem: 'Aplicativo não autorizado.' });
  });
});

describe('brute force', () => {
  it('makes the customer wait longer after each failure from the third', async () => {
    await errar();
    await errar();
    expect((await errar()).statusCode).toBe(401); // 3rd failure: next attempt waits 2 s
    const cedo = await tentar({ username: MARIA, password: SENHA });
    expect(cedo.statusCode).toBe(429);
    expect(cedo.json().mensagem).toBe('Aguarde 2 segundos antes de tentar novamente.');
    expect(cedo.headers['retry-after']).toBe('2');
    t.avancar(2_000);
    expect((await errar()).statusCode).toBe(401); // 4th: waits 4 s
    t.avancar(2_000);
    expect((await tentar({ username: MARIA, password: SENHA })).json().mensagem).toBe(
      'Aguarde 2 segundos antes de tentar novamente.',
    );
  });

  it('locks the account for 15 minutes at the fifth failure, even for the right password, and a success resets it', async () => {
    for (let i = 0; i < 4; i++) {
      await errar();
      t.avancar(10_000);
    }
    const quinta = await errar();
    expect(quinta.statusCode).toBe(429);
    expect(quinta.json().mensagem).toBe(
      'Por segurança, o acesso foi bloqueado após várias tentativas sem sucesso. Tente novamente em 15 minutos.',
    );
    t.avancar(14 * 60_000);
    const aindaBloqueado = await tentar({ username: MARIA, password: SENHA });
    expect(aindaBloqueado.statusCode).toBe(429);
    expect(aindaBloqueado.json().mensagem).toMatch(/Tente novamente em 1 minuto\.$/);
    t.avancar(60_000);
    expect((await tentar({ username: MARIA, password: SENHA })).statusCode).toBe(200);
    expect((await errar()).statusCode).toBe(401);
    expect((await errar()).statusCode).toBe(401);
  });

  it('locks one account without touching another', async () => {
    for (let i = 0; i < 5; i++) {
      await errar();
      t.avancar(20_000);
    }
    expect((await tentar({ username: MARIA, password: SENHA })).statusCode).toBe(429);
    expect((await tentar({ username: '11.222.333/0001-81', password: SENHA })).statusCode).toBe(200);
  });
});

describe('session tokens', () => {
  const refresh = (refreshToken: string) => t.post('/login/refresh', undefined, comRefresh(refreshToken));

  it('rotates the refresh token on every use', async () => {
    const { refresh_token } = await t.login(MARIA);
    const primeira = await refresh(refresh_token);
    expect(primeira.statusCode).toBe(200);
    expect(refreshDaResposta(primeira)).not.toBe(refresh_token);
    expect((await refresh(refreshDaResposta(primeira)!)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const { refresh_token } = await t.login(MARIA);
    const nova = refreshDaResposta(await refresh(refresh_token))!;
    t.avancar(CARENCIA_REFRESH_MS + 1); // past the grace window two tabs get
    const reuso = await refresh(refresh_token);
    expect(reuso.statusCode).toBe(401);
    expect((await t.get('/cotas', (await t.login(MARIA)).access_token)).statusCode).toBe(200);
    expect(reuso.json()).toEqual({ mensagem: 'Sua sessão expirou. Entre novamente.' });
    expect((await refresh(nova)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
  });

  it('expires the access token after 15 minutes', async () => {
    const { access_token } = await t.login(MARIA);
    t.avancar(899_000);
    expect((await t.get('/cotas', access_token)).statusCode).toBe(200);
    t.avancar(2_000);
    expect((await t.get('/cotas', access_token)).statusCode).toBe(401);
  });

  it('refuses a tampered access token', async () => {
    const { access_token } = await t.login(MARIA);
    const [h, p] = access_token.split('.');
    const falso = `${h}.${p}.${'a'.repeat(43)}`;
    expect((await t.get('/cotas', falso)).statusCode).toBe(401);
  });

  it('logout revokes the refresh token on the server', async () => {
    const { access_token, refresh_token } = await t.login(MARIA);
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-cliente/v1/login/logout',
      headers: { access_token },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(refresh_token)).statusCode).toBe(401);
    expect((await t.get('/cotas', access_token)).statusCode).toBe(401);
  });
});

describe('POST /login/selecionar-cota', () => {
  it("reissues the pair bound to another of the customer's quotas", async () => {
    const { access_token, refresh_token } = await t.login(MARIA);
    const lista = (await t.get('/cotas', access_token)).json().data;
    const outra = lista[3].idCota;
    const res = await t.post('/login/selecionar-cota', { idCota: outra }, { access_token });
    expect(res.statusCode).toBe(200);
    expect(res.json().idCota).toBe(outra);
    const selecionada = await t.get('/login/cota-selecionada', res.json().access_token);
    expect(selecionada.json().idCota).toBe(outra);
    // The new refresh token carries the selected quota; the previous one died with the switch.
    const renovada = await t.post('/login/refresh', undefined, comRefresh(refreshDaResposta(res)!));
    expect(renovada.json().idCota).toBe(outra);
    expect((await t.post('/login/refresh', undefined, comRefresh(refresh_token))).statusCode).toBe(401);
  });

  it("answers 404 for another customer's quota and changes nothing", async () => {
    const ana = await t.login(ANA, { idParceiro: 2 });
    const { access_token, refresh_token } = await t.login(MARIA);
    const res = await t.post('/login/selecionar-cota', { idCota: ana.idCota }, { access_token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensagem: 'Cota não encontrada.' });
    expect((await t.post('/login/refresh', undefined, comRefresh(refresh_token))).statusCode).toBe(200);
  });

  it('answers 400 for a malformed id', async () => {
    const { access_token } = await t.login(MARIA);
    const res = await t.post('/login/selecionar-cota', { idCota: 'abc' }, { access_token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem: 'Cota inválida.' });
  });
});
