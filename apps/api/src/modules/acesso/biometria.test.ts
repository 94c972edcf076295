import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGEM_ERRO_BIOMETRIA } from '@portal/domain';
import { CLIENTE_WEB, createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

// The full ceremony (a real authenticator signing) runs in e2e/acesso.spec.ts with Chromium's virtual
// authenticator; here, what the API refuses, and an enrolment by a minimal software authenticator.
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

/** What a platform authenticator answers to a registration (attestation "none"), built by hand. */
function registroDeAutenticador(challenge: string) {
  const credencial = randomBytes(16);
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const authData = Buffer.concat([
    createHash('sha256').update('localhost').digest(),
    Buffer.from([0x45]), // user present, user verified, attested credential data
    Buffer.alloc(4),
    Buffer.alloc(16), // AAGUID
    Buffer.from([0, credencial.length]),
    credencial,
    Buffer.from(cose),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', new Uint8Array(authData)],
    ]) as Parameters<typeof isoCBOR.encode>[0],
  );
  const id = credencial.toString('base64url');
  return {
    id,
    rawId: id,
    type: 'public-key',
    response: {
      clientDataJSON: Buffer.from(
        JSON.stringify({ type: 'webauthn.create', challenge, origin: LOCALHOST }),
      ).toString('base64url'),
      attestationObject: Buffer.from(attestationObject).toString('base64url'),
      transports: ['internal'],
    },
    clientExtensionResults: {},
  };
}

describe('passkey enrolment', () => {
  it('records who enrolled which credential and when in the audit log, with the credential', async () => {
    const { access_token } = await t.login(MARIA);
    const headers = { access_token, origin: LOCALHOST };
    const { challenge } = (await post('/biometria/registro/opcoes', {}, headers)).json();
    const resposta = registroDeAutenticador(challenge);
    const res = await post('/biometria/registro', { resposta, nomeDispositivo: 'Notebook' }, headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: resposta.id, nomeDispositivo: 'Notebook' });

    const { rows } = await t.database.db.execute<{
      operador_id: number | null;
      alvo: string;
      detalhes: Record<string, unknown>;
    }>(sql`select operador_id, alvo, detalhes from auditoria where acao = 'biometria.registrada'`);
    expect(rows).toEqual([
      {
        operador_id: null,
        alvo: 'cliente:52998224725',
        detalhes: {
          credencial: resposta.id,
          nomeDispositivo: 'Notebook',
          registradaEm: res.json().criadaEm,
        },
      },
    ]);
    expect((await t.get('/biometria', access_token)).json()).toHaveLength(1);
  });
});
