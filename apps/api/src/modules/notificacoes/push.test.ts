import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import webpush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assinaturasPush } from '@portal/db';
import type { MensagemPush } from '@portal/domain';
import { buildApp } from '../../app.ts';
import { ANA, CABECALHOS, createTestApp, MARIA, PREFIX, type TestApp } from '../../../test/test-app.ts';

/**
 * Web Push end to end against a push service of our own (an HTTP server on 127.0.0.1): what arrives there is
 * decrypted here per RFC 8291 with the browser-side key pair the test made, and its VAPID header (RFC 8292)
 * verified with the key the API publishes.
 */

interface Recebido {
  caminho: string;
  headers: IncomingHttpHeaders;
  corpo: Buffer;
}

/** The local push service: records every request; answers 201, or what `status` says for a path. */
async function servicoDePush() {
  const recebidos: Recebido[] = [];
  const status = new Map<string, number>();
  const servidor: Server = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      recebidos.push({ caminho: req.url!, headers: req.headers, corpo: Buffer.concat(partes) });
      res.writeHead(status.get(req.url!) ?? 201).end();
    });
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const origem = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  return {
    origem,
    recebidos,
    status,
    fechar: () => new Promise<void>((ok) => servidor.close(() => ok())),
  };
}

/** What a browser holds for one subscription: its P-256 key pair and auth secret, and what it sends the API. */
function aparelho(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    },
  };
}

/** RFC 8291 §3.4 + RFC 8188 (aes128gcm), one record: what the service worker's browser does on arrival. */
function decifrar(corpo: Buffer, a: ReturnType<typeof aparelho>): MensagemPush {
  const salt = corpo.subarray(0, 16);
  const idlen = corpo[20]!;
  const chaveDoServidor = corpo.subarray(21, 21 + idlen);
  const registro = corpo.subarray(21 + idlen);
  expect(idlen).toBe(65);
  const segredoEcdh = a.ecdh.computeSecret(chaveDoServidor);
  const infoChave = Buffer.concat([Buffer.from('WebPush: info\0'), a.ecdh.getPublicKey(), chaveDoServidor]);
  const ikm = Buffer.from(hkdfSync('sha256', segredoEcdh, a.auth, infoChave, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decifrador = createDecipheriv('aes-128-gcm', cek, nonce);
  decifrador.setAuthTag(registro.subarray(registro.length - 16));
  const claro = Buffer.concat([
    decifrador.update(registro.subarray(0, registro.length - 16)),
    decifrador.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let fim = claro.length - 1;
  while (claro[fim] === 0) fim--;
  expect(claro[fim]).toBe(2);
  return JSON.parse(claro.subarray(0, fim).toString('utf8')) as MensagemPush;
}

/** A public key in raw base64url (65 bytes, uncompressed) as the KeyObject jose verifies with. */
const chaveP256 = (raw: string) => {
  const bytes = Buffer.from(raw, 'base64url');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: bytes.subarray(1, 33).toString('base64url'),
      y: bytes.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
};

let t: TestApp;
let push: Awaited<ReturnType<typeof servicoDePush>>;
let maria: { access_token: string; idCota: number };
beforeEach(async () => {
  push = await servicoDePush();
  t = await createTestApp({ pushEnderecoLocal: true });
  maria = await t.login(MARIA);
});
afterEach(async () => {
  await t.close();
  await push.fechar();
});

const assinar = (corpo: unknown, token = maria.access_token, chave?: string) =>
  t.post('/notificacoes-push/assinaturas', corpo, {
    access_token: token,
    ...(chave ? { 'idempotency-key': chave } : {}),
  });
const cancelar = (endpoint: string, token = maria.access_token) =>
  t.app.inject({
    method: 'DELETE',
    url: `${PREFIX}/notificacoes-push/assinaturas`,
    payload: { endpoint },
    headers: { ...CABECALHOS, access_token: token },
  });
const linhas = (endpoint: string) =>
  t.database.db.select().from(assinaturasPush).where(eq(assinaturasPush.endpoint, endpoint));

/** Maria generates a boleto of quota 001010/0023: the journey calls `notificar` (after its commit). */
async function gerarBoleto() {
  const cotas = (await t.get('/cotas', maria.access_token)).json().data as {
    idCota: number;
    grupo: number;
    cota: number;
  }[];
  const id = cotas.find((c) => c.grupo === 1010 && c.cota === 23)!.idCota;
  const { parcelas, identificador } = (
    await t.get(`/cotas/${id}/cobrancas/segunda-via`, maria.access_token)
  ).json();
  const res = await t.post(
    `/cotas/${id}/cobrancas/boleto`,
    {
      identificadorProcesso: identificador,
      cobrancas: [{ identificadorCobranca: parcelas[0].identificadorCobranca }],
    },
    { access_token: maria.access_token },
  );
  expect(res.statusCode).toBe(200);
}

/** The app's close waits for every push `notificar` started (the pushes go out after the journey answered). */
const pushesTerminados = () => t.app.close();

describe('VAPID key', () => {
  it('is generated once and kept in the database: another start on the same database publishes the same key', async () => {
    const res = await t.get('/notificacoes-push/chave', maria.access_token);
    expect(res.statusCode).toBe(200);
    const { chavePublica } = res.json() as { chavePublica: string };
    expect(Buffer.from(chavePublica, 'base64url')).toHaveLength(65);

    const outro = await buildApp({
      db: t.database.db,
      config: { clients: new Map([['portal-web', 'portal-web']]), logLevel: 'silent', isTest: true },
      logger: false,
    });
    const deNovo = await outro.inject({
      method: 'POST',
      url: `${PREFIX}/login`,
      headers: {
        ...CABECALHOS,
        authorization: `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`,
        host: 'localhost',
      },
      payload: { grant_type: 'password', username: MARIA, password: '123456' },
    });
    const chave = await outro.inject({
      method: 'GET',
      url: `${PREFIX}/notificacoes-push/chave`,
      headers: { ...CABECALHOS, host: 'localhost', access_token: deNovo.json().access_token },
    });
    await outro.close();
    expect(chave.json()).toEqual({ chavePublica });
  });

  it('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY override the kept pair', async () => {
    const par = webpush.generateVAPIDKeys();
    const outro = await createTestApp({ vapidPublicKey: par.publicKey, vapidPrivateKey: par.privateKey });
    try {
      const ana = await outro.login(ANA, { idParceiro: 2 });
      expect((await outro.get('/notificacoes-push/chave', ana.access_token)).json()).toEqual({
        chavePublica: par.publicKey,
      });
    } finally {
      await outro.close();
    }
  });

  it('needs a session', async () => {
    expect((await t.get('/notificacoes-push/chave')).statusCode).toBe(401);
  });
});

describe('notificar → Web Push', () => {
  it('pushes the encrypted title, body and screen, signed with VAPID, to every device of the customer', async () => {
    const { chavePublica } = (await t.get('/notificacoes-push/chave', maria.access_token)).json() as {
      chavePublica: string;
    };
    const celular = aparelho(`${push.origem}/push/celular`);
    const notebook = aparelho(`${push.origem}/push/notebook`);
    expect((await assinar(celular.json)).statusCode).toBe(201);
    expect((await assinar(notebook.json)).json()).toEqual({ endpoint: notebook.json.endpoint });

    await gerarBoleto();
    await pushesTerminados();

    expect(push.recebidos.map((r) => r.caminho).sort()).toEqual(['/push/celular', '/push/notebook']);
    for (const r of push.recebidos) {
      const dono = r.caminho === '/push/celular' ? celular : notebook;
      const mensagem = decifrar(r.corpo, dono);
      expect(mensagem).toMatchObject({
        titulo: 'Boleto gerado',
        url: '/boletos/historico',
        parceiro: 'Consórcio Horizonte',
        icone: '/pwa/icone-192.png',
      });
      expect(mensagem.corpo).toContain('001010 / 0023');
      expect(r.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(r.headers.ttl)).toBeGreaterThan(0);

      // RFC 8292: "vapid t=<JWT signed ES256 by our private key>, k=<our public key>".
      const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(r.headers.authorization ?? '')!;
      expect(k).toBe(chavePublica);
      expect(decodeProtectedHeader(jwt!).alg).toBe('ES256');
      const { payload } = await jwtVerify(jwt!, chaveP256(chavePublica), { audience: push.origem });
      expect(payload.sub).toBe('mailto:nao-responda@portal.example');
      expect(payload.exp! * 1000).toBeGreaterThan(Date.now());
      expect(payload.exp! * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    }
  });

  it('sends nothing to a customer who opted out of push, and the in-app notification is still there', async () => {
    const celular = aparelho(`${push.origem}/push/celular`);
    await assinar(celular.json);
    const idMaria = Number(
      JSON.parse(Buffer.from(maria.access_token.split('.')[1]!, 'base64url').toString()).sub,
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: `${PREFIX}/usuarios/${idMaria}/preferencias`,
      payload: { block_push_notification: true },
      headers: { ...CABECALHOS, access_token: maria.access_token },
    });
    expect(res.statusCode).toBe(200);
    const total = async () => (await t.get('/informativos', maria.access_token)).json().total as number;
    const antes = await total();

    await gerarBoleto();
    expect(await total()).toBe(antes + 1);
    await pushesTerminados();

    expect(push.recebidos).toEqual([]);
    expect(await linhas(celular.json.endpoint)).toHaveLength(1);
  });

  it('a 410 (or 404) from the push service deletes that subscription only; the journey never fails', async () => {
    const velho = aparelho(`${push.origem}/push/velho`);
    const sumido = aparelho(`${push.origem}/push/sumido`);
    const bom = aparelho(`${push.origem}/push/bom`);
    const quebrado = aparelho(`${push.origem}/push/quebrado`);
    for (const a of [velho, sumido, bom, quebrado]) await assinar(a.json);
    push.status.set('/push/velho', 410);
    push.status.set('/push/sumido', 404);
    push.status.set('/push/quebrado', 500);

    await gerarBoleto();
    await pushesTerminados();

    expect(push.recebidos.map((r) => r.caminho).sort()).toEqual([
      '/push/bom',
      '/push/quebrado',
      '/push/sumido',
      '/push/velho',
    ]);
    expect(await linhas(velho.json.endpoint)).toEqual([]);
    expect(await linhas(sumido.json.endpoint)).toEqual([]);
    // A server error is not "gone": that device stays subscribed.
    expect(await linhas(quebrado.json.endpoint)).toHaveLength(1);
    expect(await linhas(bom.json.endpoint)).toHaveLength(1);
  });
});

describe('POST /notificacoes-push/assinaturas', () => {
  it('keeps one row per device: 20 parallel subscribes of one endpoint (each with its own key) leave one', async () => {
    const endpoint = `${push.origem}/push/um-aparelho`;
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        assinar(aparelho(endpoint).json, maria.access_token, `chave-${i}`),
      ),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(await linhas(endpoint)).toHaveLength(1);
  });

  it('gives the device to whoever subscribes it last (another login on the same browser)', async () => {
    const endpoint = `${push.origem}/push/compartilhado`;
    await assinar(aparelho(endpoint).json);
    const rotaSul = await t.login('11222333000181');
    await assinar(aparelho(endpoint).json, rotaSul.access_token);
    const [linha] = await linhas(endpoint);
    expect(linha!.clienteId).not.toBe(
      Number(JSON.parse(Buffer.from(maria.access_token.split('.')[1]!, 'base64url').toString()).sub),
    );

    await gerarBoleto(); // Maria's notification: the device is no longer hers
    await pushesTerminados();
    expect(push.recebidos).toEqual([]);
  });

  it.each([
    [
      {
        endpoint: 'https://intranet.example/push',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
      'O endereço de notificações deve ser de um serviço de push do navegador, com HTTPS.',
    ],
    [{ endpoint: 'https://fcm.googleapis.com/fcm/send/x' }, 'Informe as chaves da assinatura (keys).'],
    [
      { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'abc', auth: 'A'.repeat(22) } },
      'A chave pública do aparelho (p256dh) é inválida.',
    ],
    [
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/x',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'abc' },
      },
      'O segredo do aparelho (auth) é inválido.',
    ],
    [
      // The right shape, but not a point of the P-256 curve: nothing could ever be encrypted to it.
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/x',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
      'A chave pública do aparelho (p256dh) é inválida.',
    ],
  ])('refuses %j with 400 in Portuguese', async (corpo, mensagem) => {
    const res = await assinar(corpo);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem });
  });

  it('refuses a plain-HTTP loopback endpoint unless the server was started with the explicit test allowance', async () => {
    const producao = await createTestApp();
    try {
      const sessao = await producao.login(MARIA);
      const res = await producao.post(
        '/notificacoes-push/assinaturas',
        aparelho(`${push.origem}/push/x`).json,
        {
          access_token: sessao.access_token,
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        mensagem: 'O endereço de notificações deve ser de um serviço de push do navegador, com HTTPS.',
      });
    } finally {
      await producao.close();
    }
  });
});

describe('DELETE /notificacoes-push/assinaturas', () => {
  it("removes the caller's device and nothing is pushed there any more; another customer's device stays", async () => {
    const meu = aparelho(`${push.origem}/push/meu`);
    await assinar(meu.json);
    const ana = await t.login(ANA, { idParceiro: 2 });
    const dela = aparelho(`${push.origem}/push/dela`);
    expect((await assinar(dela.json, ana.access_token)).statusCode).toBe(201);

    expect((await cancelar(dela.json.endpoint)).statusCode).toBe(204);
    expect(await linhas(dela.json.endpoint)).toHaveLength(1);
    expect((await cancelar(meu.json.endpoint)).statusCode).toBe(204);
    expect(await linhas(meu.json.endpoint)).toEqual([]);
    // Idempotent: the device may have been removed already (a 410).
    expect((await cancelar(meu.json.endpoint)).statusCode).toBe(204);

    await gerarBoleto();
    await pushesTerminados();
    expect(push.recebidos).toEqual([]);
  });
});
