import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CABECALHOS, createTestApp, MARIA, PREFIX, type TestApp } from '../../test/test-app.ts';

/** The edge (plugins/borda.ts, plugins/errors.ts, core/rotas.ts): what any bytes sent to the API get back. */
let t: TestApp;
let token: string;
let cota: number;
let tokenOperador: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPorMinuto: 100_000 });
  const maria = await t.login(MARIA);
  token = maria.access_token;
  cota = maria.idCota;
  const operador = await t.app.inject({
    method: 'POST',
    url: '/operador/v1/login',
    payload: { email: 'supervisor@portal.example', senha: 'Operador#2026' },
  });
  tokenOperador = operador.json<{ access_token: string }>().access_token;
});
afterAll(() => t.close());

const INVALIDOS = 'Os dados enviados contêm caracteres inválidos.';

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'PROPFIND';
const pedir = (
  method: Metodo,
  url: string,
  opcoes: { payload?: string | object; headers?: Record<string, string>; autenticado?: boolean } = {},
) =>
  t.app.inject({
    method,
    url,
    ...(opcoes.payload !== undefined && { payload: opcoes.payload }),
    headers: {
      ...CABECALHOS,
      ...(opcoes.autenticado === false
        ? {}
        : { access_token: token, authorization: `Bearer ${tokenOperador}` }),
      ...opcoes.headers,
    },
  });
const json = (corpo: string) => ({
  payload: corpo,
  headers: { 'content-type': 'application/json' },
});

/** The contract's error: `{ mensagem }` only, no code, stack or English framework text. */
function esperarMensagem(resposta: { statusCode: number; body: string }, status: number, mensagem?: string) {
  expect(resposta.statusCode, resposta.body).toBe(status);
  const corpo = JSON.parse(resposta.body) as Record<string, unknown>;
  expect(Object.keys(corpo)).toEqual(['mensagem']);
  if (mensagem) expect(corpo.mensagem).toBe(mensagem);
  expect(String(corpo.mensagem)).not.toMatch(/error|invalid|FST_|Bad Request|Client/i);
}

describe('NUL and lone surrogates are refused wherever they come in', () => {
  it.each(['%00', 'a%00b', '%ED%A0%80', '%uD800', '%', '%zz'])(
    'in the query string: domain=%s',
    async (valor) => {
      const r = await pedir('GET', `${PREFIX}/parceiros/configuracao?domain=${valor}`, {
        autenticado: false,
      });
      esperarMensagem(r, 400, INVALIDOS);
    },
  );

  it('in the operator filters and in path parameters', async () => {
    esperarMensagem(await pedir('GET', '/operador/v1/casos?busca=x%00'), 400, INVALIDOS);
    esperarMensagem(await pedir('GET', '/operador/v1/clientes/529982247%0025'), 400, INVALIDOS);
    esperarMensagem(await pedir('GET', `${PREFIX}/cotas/${cota}%00`), 400, INVALIDOS);
    esperarMensagem(await pedir('GET', `${PREFIX}/cotas/%ED%A0%80`), 400);
  });

  it.each([
    ['username', '{"grant_type":"password","username":"\\u0000","password":"x"}'],
    ['username', '{"grant_type":"password","username":"52998224725\\ud800","password":"x"}'],
    ['a key', '{"grant_type":"password","username":"1","password":"x","\\udfff":1}'],
  ])('in a JSON body: %s', async (_, corpo) => {
    const r = await pedir('POST', `${PREFIX}/login`, {
      payload: corpo,
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`,
      },
    });
    esperarMensagem(r, 400, INVALIDOS);
  });

  it('in the rating answer, with nothing saved', async () => {
    const r = await pedir('POST', `${PREFIX}/usuarios/avaliacoes`, {
      payload: { name: 'boleto', answer: 'ótimo\u0000', partner: 1 },
    });
    esperarMensagem(r, 400, INVALIDOS);
  });

  it('in the crivo return of the back-office: 400 and no row saved', async () => {
    const contar = async () =>
      Number(
        (await t.database.db.execute<{ n: string }>(sql`select count(*) as n from retornos_crivo`)).rows[0]!
          .n,
      );
    const antes = await contar();
    const r = await pedir('PUT', `/operador/v1/cotas/${cota}/retorno-crivo`, {
      payload: { codigo: '80', descricao: 'pendência \ud800' },
    });
    esperarMensagem(r, 400, INVALIDOS);
    expect(await contar()).toBe(antes);
  });

  it('in a header our code reads', async () => {
    const r = await pedir('GET', `${PREFIX}/parceiros`, { headers: { 'x-client-id': 'portal\u0000web' } });
    esperarMensagem(r, 400, INVALIDOS);
  });

  const multipart = (partes: string) => ({
    payload: `${partes}--fronteira--\r\n`,
    headers: { 'content-type': 'multipart/form-data; boundary=fronteira' },
  });
  const parte = (cabecalho: string, conteudo: string) =>
    `--fronteira\r\nContent-Disposition: form-data; ${cabecalho}\r\n\r\n${conteudo}\r\n`;

  it('in a multipart field value and in a file name', async () => {
    esperarMensagem(
      await pedir('POST', `${PREFIX}/arquivos/v2`, multipart(parte('name="category"', 'foto\u0000'))),
      400,
      INVALIDOS,
    );
    for (const nome of ['filename="a\u0000.png"', "filename*=utf-8''a%00.png"]) {
      const arquivo = parte(`name="file"; ${nome}\r\nContent-Type: image/png`, 'png');
      esperarMensagem(await pedir('POST', `${PREFIX}/arquivos/v2`, multipart(arquivo)), 400, INVALIDOS);
    }
    // A lone surrogate cannot travel in UTF-8: its bytes (ED A0 80) are invalid and arrive as U+FFFD, which is
    // text like any other; the photo is then judged by its content.
    const bytes = Buffer.concat([
      Buffer.from('--fronteira\r\nContent-Disposition: form-data; name="file"; filename="a'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('.png"\r\nContent-Type: image/png\r\n\r\npng\r\n--fronteira--\r\n'),
    ]);
    const r = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/arquivos/v2`,
      payload: bytes,
      headers: {
        ...CABECALHOS,
        access_token: token,
        'content-type': 'multipart/form-data; boundary=fronteira',
      },
    });
    esperarMensagem(r, 400, 'Envie uma foto em JPEG, PNG ou WebP.');
  });
});

describe('ids are decimal integers only', () => {
  it('answers 404 to a well-formed id that is not the caller’s', async () => {
    esperarMensagem(await pedir('GET', `${PREFIX}/cotas/2147483647`), 404, 'Cota não encontrada.');
  });

  // Written so that Number() would read each as the caller's own quota: none may find it.
  const disfarces = (n: number) => [
    `0x${n.toString(16)}`,
    `${n}.0`,
    `+${n}`,
    `0${n}`,
    `%20${n}`,
    `${n}%20`,
    `${n / 10}e1`,
    `${n}e0`,
  ];

  it("refuses every other spelling of the caller's own quota id (400), never finding it", async () => {
    expect((await pedir('GET', `${PREFIX}/cotas/${cota}`)).statusCode).toBe(200);
    for (const id of disfarces(cota)) {
      esperarMensagem(await pedir('GET', `${PREFIX}/cotas/${id}`), 400, 'Cota não encontrada.');
    }
  });

  it.each(['0', '-1', '2147483648', '99999999999', '9'.repeat(40), 'abc', 'NaN', 'Infinity'])(
    'answers 400 to %s, never 500',
    async (id) => {
      esperarMensagem(await pedir('GET', `${PREFIX}/cotas/${id}`), 400, 'Cota não encontrada.');
      esperarMensagem(
        await pedir('GET', `/operador/v1/assembleias/${id}`),
        400,
        'Assembleia não encontrada.',
      );
    },
  );

  it('answers 400 to a page that is not a plain decimal, and to ids beyond a column in a body', async () => {
    for (const page of ['0x2', '1e3', '99999999999999999999']) {
      esperarMensagem(await pedir('GET', `${PREFIX}/cotas/${cota}/boletos?page=${page}`), 400);
    }
    const r = await pedir('POST', `${PREFIX}/login/selecionar-cota`, {
      payload: { idCota: 3631822251650764 },
    });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
  });
});

describe('bodies: content type, size and framing', () => {
  it('answers 400 to a malformed or truncated multipart body', async () => {
    const cabecalhos = { 'content-type': 'multipart/form-data; boundary=fronteira' };
    const truncado =
      '--fronteira\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc';
    esperarMensagem(
      await pedir('POST', `${PREFIX}/arquivos/v2`, { payload: truncado, headers: cabecalhos }),
      400,
    );
    esperarMensagem(
      await pedir('POST', `${PREFIX}/arquivos/v2`, { payload: 'lixo', headers: cabecalhos }),
      400,
    );
    esperarMensagem(
      await pedir('POST', `${PREFIX}/arquivos/v2`, {
        payload: 'lixo',
        headers: { 'content-type': 'multipart/form-data' },
      }),
      400,
    );
  });

  it('answers 415 to a content type the route does not read, 400 to empty or invalid JSON', async () => {
    const rota = `${PREFIX}/usuarios/avaliacoes`;
    esperarMensagem(
      await pedir('POST', rota, { payload: '<a/>', headers: { 'content-type': 'text/xml' } }),
      415,
      'Tipo de conteúdo não aceito por este endereço.',
    );
    esperarMensagem(
      await pedir('POST', rota, json('')),
      400,
      'O corpo da requisição está vazio; envie os dados em JSON.',
    );
    esperarMensagem(
      await pedir('POST', rota, json('{"name":')),
      400,
      'O corpo da requisição não é um JSON válido.',
    );
    esperarMensagem(await pedir('POST', rota, json('['.repeat(50_000))), 400);
  });

  it('limits small JSON routes to 128 KiB (413) while uploads keep their larger limit', async () => {
    const grande = JSON.stringify({ name: 'boleto', answer: 'a'.repeat(200 * 1024), partner: 1 });
    esperarMensagem(
      await pedir('POST', `${PREFIX}/usuarios/avaliacoes`, json(grande)),
      413,
      'O conteúdo enviado é grande demais.',
    );
    const foto = JSON.stringify({ base64: 'A'.repeat(400 * 1024), category: 'foto-cota' });
    const r = await pedir('POST', `${PREFIX}/arquivos/blob`, json(foto));
    expect(r.statusCode, r.body).not.toBe(413);
  });
});

describe("Fastify's and Node's own errors answer Portuguese JSON", () => {
  it('unknown route 404, known path with another method 405 with Allow, too long a parameter 414', async () => {
    esperarMensagem(await pedir('GET', `${PREFIX}/nao-existe`), 404, 'Não encontramos o que você procurou.');
    const r = await pedir('DELETE', `${PREFIX}/cotas/${cota}`);
    esperarMensagem(r, 405, 'Este endereço não aceita este método.');
    expect(r.headers.allow).toContain('GET');
    esperarMensagem(await pedir('PROPFIND', `${PREFIX}/cotas`), 405);
    esperarMensagem(
      await pedir('GET', `${PREFIX}/cotas/${'1'.repeat(3000)}`),
      414,
      'O endereço pedido é longo demais.',
    );
  });

  describe('on a real socket', () => {
    let porta: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      porta = (t.app.server.address() as net.AddressInfo).port;
    });

    const bruto = (texto: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(porta, '127.0.0.1');
        let resposta = '';
        socket.on('data', (d) => (resposta += d.toString('utf8')));
        socket.on('end', () => resolve(resposta));
        socket.on('close', () => resolve(resposta));
        socket.on('error', reject);
        socket.write(texto);
      });
    const corpoDe = (resposta: string) =>
      JSON.parse(resposta.slice(resposta.indexOf('\r\n\r\n') + 4)) as object;

    it('answers malformed HTTP with 400 and a Portuguese body', async () => {
      const resposta = await bruto('ISTO NAO E HTTP\r\n\r\n');
      expect(resposta).toMatch(/^HTTP\/1\.1 400 /);
      expect(corpoDe(resposta)).toEqual({ mensagem: 'Requisição HTTP malformada.' });
    });

    it('answers headers too large with 431 and a Portuguese body', async () => {
      const resposta = await bruto(
        `GET ${PREFIX}/parceiros HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(40_000)}\r\n\r\n`,
      );
      expect(resposta).toMatch(/^HTTP\/1\.1 431 /);
      expect(corpoDe(resposta)).toEqual({ mensagem: 'Os cabeçalhos da requisição são grandes demais.' });
    });

    it('answers a bad URL reaching the router with 400 in Portuguese', async () => {
      const resposta = await bruto(
        `GET ${PREFIX}/cotas/%ED%A0%80 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect(resposta).toMatch(/^HTTP\/1\.1 400 /);
      expect(corpoDe(resposta)).toEqual({ mensagem: expect.stringMatching(/inválid/) });
    });
  });
});

describe('authentication comes before body validation', () => {
  it.each([
    ['cliente', 'POST', `${PREFIX}/usuarios/avaliacoes`],
    ['cota', 'POST', `${PREFIX}/cotas/1/credenciamento-lance`],
    ['operador', 'PUT', '/operador/v1/cotas/1/retorno-crivo'],
  ] as const)('answers 401, not 400, to an invalid body without a session (%s)', async (_, metodo, url) => {
    for (const corpo of ['{"x":1}', '{', '']) {
      const r = await pedir(metodo, url, { ...json(corpo), autenticado: false });
      esperarMensagem(r, 401);
    }
    const lixo = await pedir(metodo, url, {
      ...json('{'),
      autenticado: false,
      headers: { 'content-type': 'application/json', access_token: 'lixo', authorization: 'Bearer lixo' },
    });
    esperarMensagem(lixo, 401);
  });

  it('still answers 400 to the invalid body of a caller with a session', async () => {
    esperarMensagem(await pedir('POST', `${PREFIX}/usuarios/avaliacoes`, json('{"x":1}')), 400);
    esperarMensagem(await pedir('PUT', `/operador/v1/cotas/${cota}/retorno-crivo`, json('{"x":1}')), 400);
  });
});
