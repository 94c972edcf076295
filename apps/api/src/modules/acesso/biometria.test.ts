import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGEM_ERRO_BIOMETRIA } from '@portal/domain';
import { ANA, CABECALHOS, CLIENTE_WEB, createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

// The full ceremony (a real authenticator signing) runs in e2e/biometria.spec.ts with Chromium's virtual
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

/**
 * A minimal software authenticator: one P-256 key and credential id, answering a registration (attestation
 * "none") and signing logins, as a platform authenticator would.
 */
function autenticador() {
  const credencial = randomBytes(16);
  const id = credencial.toString('base64url');
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const rpIdHash = createHash('sha256').update('localhost').digest();
  let contador = 0;
  const dadosDoCliente = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: LOCALHOST }));

  function registro(challenge: string) {
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
      rpIdHash,
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
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: dadosDoCliente('webauthn.create', challenge).toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  function assinar(challenge: string) {
    contador++;
    const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), Buffer.from([0, 0, 0, contador])]);
    const clientDataJSON = dadosDoCliente('webauthn.get', challenge);
    const assinado = Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]);
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: sign('sha256', assinado, privateKey).toString('base64url'),
      },
      clientExtensionResults: {},
    };
  }
  return { id, registro, assinar };
}

type Autenticador = ReturnType<typeof autenticador>;

/** Enrols a new software passkey for the token's customer (Maria, on localhost). */
async function cadastrar(access_token: string, nomeDispositivo?: string) {
  const aparelho = autenticador();
  const headers = { access_token, origin: LOCALHOST };
  const { challenge } = (await post('/biometria/registro/opcoes', {}, headers)).json();
  const res = await post(
    '/biometria/registro',
    { resposta: aparelho.registro(challenge), ...(nomeDispositivo === undefined ? {} : { nomeDispositivo }) },
    headers,
  );
  expect(res.statusCode).toBe(201);
  return { aparelho, cadastrada: res.json() };
}

async function entrarCom(aparelho: Autenticador) {
  const { challenge } = (await post('/login/biometria/opcoes', {}, { origin: LOCALHOST })).json();
  return post(
    '/login/biometria',
    { resposta: aparelho.assinar(challenge) },
    { ...CLIENTE_WEB, origin: LOCALHOST },
  );
}

/** A management call with the token's customer session; Ana's token goes to her partner's host. */
const gerir = (method: 'PATCH' | 'DELETE', id: string, token: string, body?: unknown, host = 'localhost') =>
  t.app.inject({
    method,
    url: `/app-cliente/v1/biometria/${encodeURIComponent(id)}`,
    headers: { ...CABECALHOS, access_token: token, host },
    ...(body === undefined ? {} : { payload: body as object }),
  });

type LinhaAuditoria = { operador_id: number | null; alvo: string; detalhes: Record<string, unknown> };
const auditoria = async (acao: string) =>
  (
    await t.database.db.execute<LinhaAuditoria>(
      sql`select operador_id, alvo, detalhes from auditoria where acao = ${acao} order by id`,
    )
  ).rows;
const credencialNoBanco = async (id: string) =>
  (await t.database.pool.query('select nome_dispositivo from credenciais_biometria where id = $1', [id]))
    .rows[0] as { nome_dispositivo: string | null } | undefined;

const EMAIL_MARIA = 'maria.santos@example.com';

describe('passkey enrolment', () => {
  it('records who enrolled which credential and when in the audit log, never the public key', async () => {
    const { access_token } = await t.login(MARIA);
    const antes = (await auditoria('biometria.cadastrada')).length;
    const { aparelho, cadastrada } = await cadastrar(access_token, 'Notebook');
    expect(cadastrada).toEqual({
      id: aparelho.id,
      idMascarado: `•••• ${aparelho.id.slice(-6)}`,
      nomeDispositivo: 'Notebook',
      criadaEm: new Date(cadastrada.criadaEm).toISOString(),
      usadaEm: null,
    });

    const linhas = await auditoria('biometria.cadastrada');
    expect(linhas).toHaveLength(antes + 1);
    expect(linhas.at(-1)).toEqual({
      operador_id: null,
      alvo: 'cliente:52998224725',
      detalhes: { credencial: aparelho.id, nomeDispositivo: 'Notebook', cadastradaEm: cadastrada.criadaEm },
    });
    const lista = (await t.get('/biometria', access_token)).json() as { id: string }[];
    expect(lista.map((b) => b.id)).toContain(aparelho.id);
  });

  it('e-mails the customer naming the device and the time in São Paulo, with what to do if it was not them', async () => {
    const { access_token } = await t.login(MARIA);
    const { cadastrada } = await cadastrar(access_token, 'Celular da Maria');
    const [email] = await t.caixaDeSaida(EMAIL_MARIA);
    expect(email).toMatchObject({
      canal: 'email',
      assunto: 'Consórcio Horizonte: biometria ativada (Celular da Maria)',
    });
    const horaSp = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(new Date(cadastrada.criadaEm))
      .replace(', ', ' às ');
    expect(email!.texto).toContain(`A biometria "Celular da Maria" foi ativada`);
    expect(email!.texto).toContain(`em ${horaSp} (horário de Brasília)`);
    expect(email!.texto).toContain('Se não foi você, remova a biometria em Biometria e altere sua senha.');
    expect(email!.texto).not.toContain(cadastrada.id);
  });

  it('keeps a long device name to 40 characters and a blank one as no name', async () => {
    const { access_token } = await t.login(MARIA);
    expect((await cadastrar(access_token, 'x'.repeat(60))).cadastrada.nomeDispositivo).toBe('x'.repeat(40));
    expect((await cadastrar(access_token, '   ')).cadastrada.nomeDispositivo).toBeNull();
  });
});

describe('passkey management', () => {
  it('lists name, created, last used and a masked id, oldest first; a login fills "last used"', async () => {
    const { access_token } = await t.login(MARIA);
    const { aparelho } = await cadastrar(access_token, 'Tablet');
    t.avancar(60_000);
    const login = await entrarCom(aparelho);
    expect(login.statusCode).toBe(200);
    const lista = (await t.get('/biometria', access_token)).json() as Record<string, unknown>[];
    const item = lista.find((b) => b.id === aparelho.id)!;
    expect(item).toMatchObject({ nomeDispositivo: 'Tablet', idMascarado: `•••• ${aparelho.id.slice(-6)}` });
    expect(Date.parse(item.usadaEm as string) - Date.parse(item.criadaEm as string)).toBe(60_000);
    expect(Object.keys(item).sort()).toEqual(['criadaEm', 'id', 'idMascarado', 'nomeDispositivo', 'usadaEm']);
    const criadas = lista.map((b) => Date.parse(b.criadaEm as string));
    expect(criadas).toEqual([...criadas].sort((a, b) => a - b));
  });

  it('renames, trimmed, and audits the old and the new name in the same transaction', async () => {
    const { access_token } = await t.login(MARIA);
    const { aparelho } = await cadastrar(access_token, 'Chrome no Linux');
    const res = await gerir('PATCH', aparelho.id, access_token, { nome: '  Notebook do trabalho  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: aparelho.id, nomeDispositivo: 'Notebook do trabalho' });
    expect(await credencialNoBanco(aparelho.id)).toEqual({ nome_dispositivo: 'Notebook do trabalho' });
    expect((await auditoria('biometria.renomeada')).at(-1)).toEqual({
      operador_id: null,
      alvo: 'cliente:52998224725',
      detalhes: { credencial: aparelho.id, nomeAnterior: 'Chrome no Linux', nome: 'Notebook do trabalho' },
    });
  });

  it.each([
    [{ nome: '' }, 'Informe um nome para a biometria.'],
    [{ nome: '    ' }, 'Informe um nome para a biometria.'],
    [{}, 'Informe um nome para a biometria.'],
    [{ nome: 'x'.repeat(41) }, 'O nome pode ter até 40 caracteres.'],
    [{ nome: 'Linha 1\nLinha 2' }, 'O nome deve ter uma linha só, sem caracteres especiais.'],
    [{ nome: 42 }, 'Informe um nome para a biometria.'],
  ])('refuses the name %j with a message, changing nothing', async (body, mensagem) => {
    const { access_token } = await t.login(MARIA);
    const { aparelho } = await cadastrar(access_token, 'Original');
    const antes = (await auditoria('biometria.renomeada')).length;
    const res = await gerir('PATCH', aparelho.id, access_token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem });
    expect(await credencialNoBanco(aparelho.id)).toEqual({ nome_dispositivo: 'Original' });
    expect(await auditoria('biometria.renomeada')).toHaveLength(antes);
  });

  it.each([
    ['a malformed id', 'não+é/base64url', 400],
    ['an id too long', 'A'.repeat(1365), 400],
    ['a missing one', randomBytes(16).toString('base64url'), 404],
  ])('answers %s with "Biometria não encontrada."', async (_caso, id, status) => {
    const { access_token } = await t.login(MARIA);
    for (const [metodo, body] of [
      ['PATCH', { nome: 'Outro' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await gerir(metodo, id, access_token, body);
      expect(res.statusCode, metodo).toBe(status);
      expect(res.json()).toEqual({ mensagem: 'Biometria não encontrada.' });
    }
  });

  it("answers 404 for another customer's passkey, exactly like a missing one, and leaves it alone", async () => {
    const { access_token } = await t.login(MARIA);
    const { aparelho } = await cadastrar(access_token, 'Da Maria');
    const ana = (await t.login(ANA, { idParceiro: 2 })).access_token;
    const renomear = await gerir('PATCH', aparelho.id, ana, { nome: 'Da Ana' }, '127.0.0.1');
    const remover = await gerir('DELETE', aparelho.id, ana, undefined, '127.0.0.1');
    const inexistente = await gerir(
      'DELETE',
      randomBytes(16).toString('base64url'),
      ana,
      undefined,
      '127.0.0.1',
    );
    for (const res of [renomear, remover]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(inexistente.body);
    }
    expect(await credencialNoBanco(aparelho.id)).toEqual({ nome_dispositivo: 'Da Maria' });
    expect((await entrarCom(aparelho)).statusCode).toBe(200);
    expect((await t.get('/biometria', ana)).json()).toEqual([]);
  });

  it('removes: 204, audited, e-mailed, gone from the list, and the passkey can no longer log in', async () => {
    const { access_token } = await t.login(MARIA);
    const { aparelho } = await cadastrar(access_token, 'Celular perdido');
    expect((await entrarCom(aparelho)).statusCode).toBe(200);

    const res = await gerir('DELETE', aparelho.id, access_token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await credencialNoBanco(aparelho.id)).toBeUndefined();
    expect((await auditoria('biometria.removida')).at(-1)).toEqual({
      operador_id: null,
      alvo: 'cliente:52998224725',
      detalhes: { credencial: aparelho.id, nomeDispositivo: 'Celular perdido', sessoesEncerradas: 1 },
    });
    const [email] = await t.caixaDeSaida(EMAIL_MARIA);
    expect(email!.assunto).toBe('Consórcio Horizonte: biometria removida (Celular perdido)');
    const lista = (await t.get('/biometria', access_token)).json() as { id: string }[];
    expect(lista.map((b) => b.id)).not.toContain(aparelho.id);

    const login = await entrarCom(aparelho);
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ mensagem: MENSAGEM_ERRO_BIOMETRIA, codigo: 'CREDENCIAL_DESCONHECIDA' });
  });

  it('removing a passkey ends the sessions it opened, but not the session removing it', async () => {
    const { access_token } = await t.login(MARIA);
    const { aparelho } = await cadastrar(access_token, 'Celular roubado');
    const noCelular = (await entrarCom(aparelho)).json().access_token as string;
    const outraNoCelular = (await entrarCom(aparelho)).json().access_token as string;
    expect((await t.get('/biometria', noCelular)).statusCode).toBe(200);

    expect((await gerir('DELETE', aparelho.id, access_token)).statusCode).toBe(204);
    expect((await t.get('/biometria', noCelular)).statusCode).toBe(401);
    expect((await t.get('/biometria', outraNoCelular)).statusCode).toBe(401);
    expect((await t.get('/biometria', access_token)).statusCode).toBe(200);
    expect((await auditoria('biometria.removida')).at(-1)!.detalhes.sessoesEncerradas).toBe(2);

    // Removed from the very session it opened: that session goes on.
    const outro = await cadastrar(access_token, 'Notebook');
    const sessaoDoNotebook = (await entrarCom(outro.aparelho)).json().access_token as string;
    expect((await gerir('DELETE', outro.aparelho.id, sessaoDoNotebook)).statusCode).toBe(204);
    expect((await t.get('/biometria', sessaoDoNotebook)).statusCode).toBe(200);
  });

  it('20 parallel removals of one passkey: one 204, the rest 404, a single audit entry and e-mail', async () => {
    const { access_token } = await t.login(MARIA);
    const { aparelho } = await cadastrar(access_token, 'Corrida');
    const antes = (await auditoria('biometria.removida')).length;
    const emailsAntes = (await t.caixaDeSaida(EMAIL_MARIA)).filter((e) =>
      e.assunto.includes('removida'),
    ).length;
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () => gerir('DELETE', aparelho.id, access_token)),
    );
    const status = respostas.map((r) => r.statusCode).sort();
    expect(status).toEqual([204, ...Array<number>(19).fill(404)]);
    const removidas = (await auditoria('biometria.removida')).slice(antes);
    expect(removidas).toHaveLength(1);
    expect(removidas[0]!.detalhes.credencial).toBe(aparelho.id);
    const emails = (await t.caixaDeSaida(EMAIL_MARIA)).filter((e) => e.assunto.includes('removida'));
    expect(emails).toHaveLength(emailsAntes + 1);
  });

  it('20 parallel renames of one passkey: each audited in order, the last one standing', async () => {
    const { access_token } = await t.login(MARIA);
    const { aparelho } = await cadastrar(access_token, 'Nome 0');
    const antes = (await auditoria('biometria.renomeada')).length;
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gerir('PATCH', aparelho.id, access_token, { nome: `Nome ${i + 1}` }),
      ),
    );
    expect(respostas.every((r) => r.statusCode === 200)).toBe(true);
    const entradas = (await auditoria('biometria.renomeada')).slice(antes).map((l) => l.detalhes);
    expect(entradas).toHaveLength(20);
    // The row lock serialises them: each one's "before" is the previous one's "after".
    expect(entradas[0]!.nomeAnterior).toBe('Nome 0');
    for (let i = 1; i < entradas.length; i++) expect(entradas[i]!.nomeAnterior).toBe(entradas[i - 1]!.nome);
    expect(await credencialNoBanco(aparelho.id)).toEqual({ nome_dispositivo: entradas.at(-1)!.nome });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/app-cliente/v1/biometria/${randomBytes(16).toString('base64url')}`,
      headers: CABECALHOS,
    });
    expect(res.statusCode).toBe(401);
  });
});
