import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@portal/db/test';
import { buildApp } from '../app.ts';
import { CABECALHOS, CLIENTE_WEB, MARIA, PREFIX, SENHA } from '../../test/test-app.ts';

let banco: TestDatabase;
let app: FastifyInstance;
const linhas: { level: number; msg: string; req?: { url: string } }[] = [];
let textoDoLog = '';

beforeAll(async () => {
  banco = await createTestDatabase();
  app = await buildApp({
    db: banco.db,
    config: { clients: new Map([['portal-web', 'portal-web']]), logLevel: 'debug', isTest: true },
    destinoDoLog: {
      write: (linha) => {
        textoDoLog += linha;
        linhas.push(JSON.parse(linha));
      },
    },
  });
});
afterAll(async () => {
  await app.close();
  await banco.drop();
});

const DEBUG = 20;
const INFO = 30;
const doPedido = (url: string) => linhas.filter((l) => l.req?.url === url);

describe('request log', () => {
  it('writes one line per request: debug when it succeeded, info when it was refused', async () => {
    const login = await app.inject({
      method: 'POST',
      url: `${PREFIX}/login`,
      headers: { ...CABECALHOS, ...CLIENTE_WEB, host: 'localhost' },
      payload: { grant_type: 'password', username: MARIA, password: SENHA },
    });
    expect(login.statusCode).toBe(200);
    const { access_token } = login.json<{ access_token: string }>();
    const cotas = await app.inject({
      method: 'GET',
      url: `${PREFIX}/cotas`,
      headers: { ...CABECALHOS, access_token, host: 'localhost' },
    });
    expect(cotas.statusCode).toBe(200);
    const recusada = await app.inject({
      method: 'GET',
      url: `${PREFIX}/cotas?recusada`,
      headers: CABECALHOS,
    });
    expect(recusada.statusCode).toBe(401);

    expect(doPedido(`${PREFIX}/cotas`).map((l) => [l.level, l.msg])).toEqual([[DEBUG, 'request completed']]);
    expect(doPedido(`${PREFIX}/cotas?recusada`).map((l) => [l.level, l.msg])).toEqual([
      [INFO, 'request completed'],
    ]);
    expect(linhas.some((l) => l.msg === 'incoming request')).toBe(false);
    // Neither the password nor the token the login answered is ever written.
    expect(textoDoLog).not.toContain(access_token);
    expect(textoDoLog).not.toContain(SENHA);
  });

  it('masks a signed ticket in the URL', async () => {
    const ticket = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c28iOiJkb3dubG9hZCJ9.c2lnbmF0dXJlLWFxdWk';
    const pedido = await app.inject({
      method: 'GET',
      url: `${PREFIX}/relatorios/${ticket}`,
      headers: CABECALHOS,
    });
    expect(pedido.statusCode).toBe(404);
    expect(doPedido(`${PREFIX}/relatorios/[token]`)).toHaveLength(1);
    expect(textoDoLog).not.toContain(ticket);
  });

  it('keeps the SQL of a failed query and leaves its bound values out', async () => {
    const segredo = 'valor-secreto-7f3a9c';
    const erro = await banco.db
      .execute(sql`select ${segredo} from tabela_que_nao_existe`)
      .catch((e: unknown) => e);
    expect(String(erro)).toContain(segredo);
    app.log.error({ err: erro }, 'erro não tratado');
    const linha = linhas.at(-1) as unknown as { err: { message: string; cause?: { message: string } } };
    expect(linha.err.message).toContain('Failed query: select $1 from tabela_que_nao_existe');
    expect(linha.err.cause?.message).toContain('tabela_que_nao_existe');
    expect(textoDoLog).not.toContain(segredo);
  });
});
