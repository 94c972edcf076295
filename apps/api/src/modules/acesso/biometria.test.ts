import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGEM_ERRO_BIOMETRIA } from '@portal/domain';
import { CLIENTE_WEB, createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

// The full ceremony (a real authenticator signing) runs in e2e/acesso.spec.ts with Chromium's virtual
// authenticator; here, what the API refuses.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login(MARIA)).access_token;
});
afterAll(() => t.close());

const LOCALHOST = 'http://localhost:3000';
const post = (url: string, body: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/app-cliente/v1${url}`, payload: body as object, headers });
const clientData = (challenge: string) =>
  Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin: LOCALHOST })).toString('base64url');
const respostaFalsa = (challenge: string, id = 'credencial-inexistente') => ({
  id,
  rawId: id,
  type: 'public-key',
  response: { clientDataJSON: clientData(challenge), authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
});

describe('passkey registration options', () => {
  it("offers a resident-key registration for the partner's domain, naming the partner", async () => {
    const res = await post('/biometria/registro/opcoes', {}, { access_token: token, origin: LOCALHOST });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rp: { id: 'localhost', name: 'Consórcio Horizonte' },
      user: { name: '529.982.247-25', displayName: 'Maria Oliveira Santos' },
    });
    expect(res.json().authenticatorSelection.residentKey).toBe('required');
  });

  it.each([
    ['another site', 'https://golpe.example'],
    ["another partner's domain", 'http://127.0.0.1:3000'],
    ['no origin', ''],
  ])('refuses %s', async (_caso, origin) => {
    const res = await post(
      '/biometria/registro/opcoes',
      {},
      { access_token: token, ...(origin ? { origin } : {}) },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem: 'A biometria só pode ser usada no endereço do seu portal.' });
  });

  it('needs a session', async () => {
    expect((await post('/biometria/registro/opcoes', {}, { origin: LOCALHOST })).statusCode).toBe(401);
  });
});

describe('passkey login', () => {
  it('refuses a challenge it did not hand out, with the message that asks for the password', async () => {
    const res = await post(
      '/login/biometria',
      { resposta: respostaFalsa('inventado') },
      { ...CLIENTE_WEB, origin: LOCALHOST },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ mensagem: MENSAGEM_ERRO_BIOMETRIA });
  });

  it('refuses an unknown credential and burns the challenge', async () => {
    const { challenge } = (await post('/login/biometria/opcoes', {}, { origin: LOCALHOST })).json();
    const primeira = await post(
      '/login/biometria',
      { resposta: respostaFalsa(challenge) },
      { ...CLIENTE_WEB, origin: LOCALHOST },
    );
    expect(primeira.statusCode).toBe(401);
    const { rows } = await t.database.pool.query(
      'select usado_em from desafios_biometria where desafio = $1',
      [challenge],
    );
    expect(rows[0].usado_em).not.toBeNull();
  });

  it('lets a challenge expire after 5 minutes', async () => {
    const { challenge } = (await post('/login/biometria/opcoes', {}, { origin: LOCALHOST })).json();
    t.avancar(5 * 60_000 + 1);
    const res = await post(
      '/login/biometria',
      { resposta: respostaFalsa(challenge) },
      { ...CLIENTE_WEB, origin: LOCALHOST },
    );
    expect(res.json()).toEqual({ mensagem: MENSAGEM_ERRO_BIOMETRIA });
  });

  it('lists no passkey before one is activated', async () => {
    const { access_token } = await t.login(MARIA);
    expect((await t.get('/biometria', access_token)).json()).toEqual([]);
  });
});
