import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FALHAS_PARA_BLOQUEIO,
  MENSAGEM_ERRO_TROCA_SENHA,
  MENSAGEM_RECUPERACAO_ENVIADA,
  MENSAGEM_SENHA_ATUAL_NAO_CONFERE,
} from '@portal/domain';
import {
  CLIENTE_WEB,
  comRefresh,
  createTestApp,
  MARIA,
  SENHA,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const EMAIL_MARIA = 'maria.santos@example.com';
const recuperar = (body: Record<string, unknown>) =>
  t.post('/login/recuperar-senha/cliente', {
    inscricaoNacional: MARIA,
    email: EMAIL_MARIA,
    dataNascimentoFundacao: '1986-04-12',
    ...body,
  });
const entrarCom = (password: string) =>
  t.post('/login', { grant_type: 'password', username: MARIA, password }, CLIENTE_WEB);
const senhaProvisoria = async () => /\b(\d{6})\b/.exec((await t.caixaDeSaida(EMAIL_MARIA))[0]!.texto)![1]!;

describe('POST /login/recuperar-senha/cliente', () => {
  it('e-mails a provisional password when the data match, which forces a new password at login', async () => {
    const res = await recuperar({ email: 'Maria.Santos@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mensagem: MENSAGEM_RECUPERACAO_ENVIADA });
    const [mensagem] = await t.caixaDeSaida(EMAIL_MARIA);
    expect(mensagem).toMatchObject({ canal: 'email', assunto: expect.stringContaining('senha provisória') });
    const login = await entrarCom(await senhaProvisoria());
    expect(login.statusCode).toBe(200);
    expect(login.json().perfil.senhaExpirada).toBe(true);
  });

  it('keeps the current password working, so nobody can lock a customer out', async () => {
    await recuperar({});
    expect((await entrarCom(SENHA)).statusCode).toBe(200);
  });

  it.each([
    ['another e-mail', { email: 'outra@example.com' }],
    ['another birth date', { dataNascimentoFundacao: '1986-04-13' }],
    ['an unknown CPF', { inscricaoNacional: '348.219.076-31' }],
  ])('answers the same for %s and sends nothing', async (_caso, body) => {
    const res = await recuperar(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mensagem: MENSAGEM_RECUPERACAO_ENVIADA });
    expect(await t.caixaDeSaida(EMAIL_MARIA)).toEqual([]);
  });

  it.each([
    [{ email: 'sem-arroba' }, 'E-mail inválido'],
    [{ dataNascimentoFundacao: '12/04/1986' }, 'Data inválida.'],
    [{ dataNascimentoFundacao: '1986-02-30' }, 'Data inválida.'],
  ])('refuses %o with a Portuguese message', async (body, mensagem) => {
    const res = await recuperar(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem });
  });

  it('lets the provisional password expire after 24 hours', async () => {
    await recuperar({});
    const provisoria = await senhaProvisoria();
    t.avancar(24 * 3_600_000 + 1_000);
    expect((await entrarCom(provisoria)).statusCode).toBe(401);
  });
});

describe('POST /cotas/{id}/alterar-senha', () => {
  const alterar = (token: string, idCota: number, body: Record<string, unknown>) =>
    t.post(
      `/cotas/${idCota}/alterar-senha`,
      { senhaAtual: SENHA, novaSenha: '246810', inscricaoNacional: MARIA, ...body },
      { access_token: token },
    );

  it('changes the password of every quota and revokes the other sessions only', async () => {
    const outra = await t.login(MARIA);
    const atual = await t.login(MARIA);
    const res = await alterar(atual.access_token, atual.idCota, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mensagem: 'Senha alterada com sucesso.' });
    expect((await entrarCom(SENHA)).statusCode).toBe(401);
    expect((await entrarCom('246810')).statusCode).toBe(200);
    expect((await t.post('/login/refresh', undefined, comRefresh(outra.refresh_token))).statusCode).toBe(401);
    expect((await t.get('/cotas', outra.access_token)).statusCode).toBe(401);
    expect((await t.get('/cotas', atual.access_token)).statusCode).toBe(200);
    expect((await t.post('/login/refresh', undefined, comRefresh(atual.refresh_token))).statusCode).toBe(200);
  });

  it('completes the forgot-password journey: the provisional password becomes the current one to replace', async () => {
    await recuperar({});
    const provisoria = await senhaProvisoria();
    const sessao = (await entrarCom(provisoria)).json();
    expect((await alterar(sessao.access_token, sessao.idCota, { senhaAtual: provisoria })).statusCode).toBe(
      200,
    );
    const depois = await entrarCom('246810');
    expect(depois.json().perfil.senhaExpirada).toBe(false);
    expect((await entrarCom(provisoria)).statusCode).toBe(401);
  });

  it.each([
    [{ novaSenha: '12a456' }, 'Use somente números.'],
    [{ novaSenha: '12345' }, 'A senha deve ter exatamente 6 números.'],
    [{ novaSenha: SENHA }, 'A nova senha deve ser diferente da senha atual.'],
    [{ senhaAtual: '000000' }, MENSAGEM_ERRO_TROCA_SENHA],
    [{ inscricaoNacional: '11222333000181' }, MENSAGEM_ERRO_TROCA_SENHA],
  ])('refuses %o and changes nothing', async (body, mensagem) => {
    const { access_token, idCota } = await t.login(MARIA);
    const res = await alterar(access_token, idCota, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem });
    expect((await entrarCom(SENHA)).statusCode).toBe(200);
  });

  it("answers 404 for a quota that is not the caller's", async () => {
    const { access_token } = await t.login(MARIA);
    const alheia = (
      await t.database.pool.query(
        "select id from cotas where cliente_id <> (select id from clientes where inscricao_nacional = '52998224725') limit 1",
      )
    ).rows[0].id;
    expect((await alterar(access_token, alheia, {})).statusCode).toBe(404);
  });

  it('slows down guesses of the current password', async () => {
    const { access_token, idCota } = await t.login(MARIA);
    for (let i = 0; i < 3; i++) await alterar(access_token, idCota, { senhaAtual: '000000' });
    const res = await alterar(access_token, idCota, {});
    expect(res.statusCode).toBe(429);
    const { rows } = await t.database.db.execute<{ hash: string }>(
      sql`select senha_hash as hash from clientes where inscricao_nacional = '52998224725'`,
    );
    expect(rows).toHaveLength(1);
    expect((await entrarCom(SENHA)).statusCode).toBe(200);
  });
});

describe('POST /cotas/{id}/alterar-senha/conferencia (step 1 of the change)', () => {
  const conferir = (token: string, idCota: number, senhaAtual: unknown) =>
    t.post(`/cotas/${idCota}/alterar-senha/conferencia`, { senhaAtual }, { access_token: token });

  it('accepts the current password and the provisional one, and refuses any other with its message', async () => {
    const { access_token, idCota } = await t.login(MARIA);
    expect((await conferir(access_token, idCota, SENHA)).statusCode).toBe(200);
    const errada = await conferir(access_token, idCota, '000000');
    expect(errada.statusCode).toBe(400);
    expect(errada.json()).toEqual({ mensagem: MENSAGEM_SENHA_ATUAL_NAO_CONFERE });
    expect((await conferir(access_token, idCota, '')).json()).toEqual({ mensagem: 'Informe a senha atual.' });

    await recuperar({});
    expect((await conferir(access_token, idCota, await senhaProvisoria())).statusCode).toBe(200);
    // Checking changes nothing: the password still opens a session.
    expect((await entrarCom(SENHA)).statusCode).toBe(200);
  });

  it("shares the change's attempt counter: 20 guesses at once check at most the limit, then wait", async () => {
    const { access_token, idCota } = await t.login(MARIA);
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () => conferir(access_token, idCota, '000000')),
    );
    const conferidas = respostas.filter((r) => r.statusCode === 400).length;
    expect(conferidas).toBeGreaterThan(0);
    expect(conferidas).toBeLessThanOrEqual(FALHAS_PARA_BLOQUEIO);
    expect(respostas.filter((r) => r.statusCode === 429)).toHaveLength(20 - conferidas);
    // The change itself is held by the same counter: the right password waits too.
    expect((await conferir(access_token, idCota, SENHA)).statusCode).toBe(429);
  });

  it("answers 404 for a quota that is not the caller's", async () => {
    const { access_token } = await t.login(MARIA);
    const alheia = (
      await t.database.pool.query(
        "select id from cotas where cliente_id <> (select id from clientes where inscricao_nacional = '52998224725') limit 1",
      )
    ).rows[0].id;
    expect((await conferir(access_token, alheia, SENHA)).statusCode).toBe(404);
  });
});
