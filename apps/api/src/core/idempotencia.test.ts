import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '@portal/db/test';
import { operacao } from '@portal/domain';
import { ANA, createTestApp, MARIA, type TestApp } from '../../test/test-app.ts';
import { HttpError } from './erros.ts';
import {
  lerChave,
  MENSAGENS_IDEMPOTENCIA,
  registrarIdempotencia,
  VALIDADE_DA_CHAVE_MS,
} from './idempotencia.ts';
import { registrarGuardas, rota } from './rotas.ts';

const AVALIACAO = { name: 'boletos', answer: 'Gostei', partner: 1 };

describe('Idempotency-Key on a creating POST of the app (POST /usuarios/avaliacoes)', () => {
  let t: TestApp;
  let maria: string;
  let ana: string;
  beforeAll(async () => {
    t = await createTestApp();
    maria = (await t.login(MARIA)).access_token;
    ana = (await t.login(ANA, { idParceiro: 2 })).access_token;
  });
  afterAll(() => t.close());

  const avaliar = (chave: string | undefined, corpo: object = AVALIACAO, token = maria) =>
    t.post('/usuarios/avaliacoes', corpo, {
      access_token: token,
      ...(chave === undefined ? {} : { 'idempotency-key': chave }),
    });
  const linhas = async () =>
    (await t.database.pool.query<{ n: number }>('select count(*)::int as n from avaliacoes')).rows[0]!.n;

  it('is declared in the OpenAPI document on creating POSTs only', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/app-cliente/v1/openapi.json' })).json();
    const cabecalhos = (caminho: string) =>
      (doc.paths[caminho].post.parameters ?? [])
        .filter((p: { in: string }) => p.in === 'header')
        .map((p: { name: string }) => p.name);
    expect(cabecalhos('/app-cliente/v1/usuarios/avaliacoes')).toContain('Idempotency-Key');
    expect(cabecalhos('/app-cliente/v1/cotas/{id}/cobrancas/boleto')).toContain('Idempotency-Key');
    expect(cabecalhos('/app-cliente/v1/login')).not.toContain('Idempotency-Key');
  });

  it('runs each request without a key, as before', async () => {
    const antes = await linhas();
    expect((await avaliar(undefined)).statusCode).toBe(201);
    expect((await avaliar(undefined)).statusCode).toBe(201);
    expect(await linhas()).toBe(antes + 2);
  });

  it('answers a repeat with the first answer, byte for byte, and runs nothing', async () => {
    const antes = await linhas();
    const primeira = await avaliar('repeticao-1');
    const repetida = await avaliar('repeticao-1');
    expect(primeira.statusCode).toBe(201);
    expect(repetida.statusCode).toBe(201);
    expect(repetida.body).toBe(primeira.body);
    expect(repetida.headers['content-type']).toBe(primeira.headers['content-type']);
    expect(repetida.headers['idempotent-replayed']).toBe('true');
    expect(primeira.headers['idempotent-replayed']).toBeUndefined();
    expect(await linhas()).toBe(antes + 1);
  });

  it('has one effect for 20 identical requests in parallel', async () => {
    const antes = await linhas();
    const respostas = await Promise.all(Array.from({ length: 20 }, () => avaliar('paralela-1')));
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(respostas.map((r) => r.body)).size).toBe(1);
    expect(await linhas()).toBe(antes + 1);
  });

  it('refuses the same key with another payload (422), running nothing', async () => {
    expect((await avaliar('outro-corpo')).statusCode).toBe(201);
    const antes = await linhas();
    const outra = await avaliar('outro-corpo', { ...AVALIACAO, answer: 'Não gostei' });
    expect(outra.statusCode).toBe(422);
    expect(outra.json()).toEqual({ mensagem: MENSAGENS_IDEMPOTENCIA.outrosDados });
    expect(await linhas()).toBe(antes);
  });

  it('keeps keys per caller: another customer with the same key runs her own request', async () => {
    const antes = await linhas();
    const daMaria = await avaliar('mesma-chave');
    const daAna = await avaliar('mesma-chave', { ...AVALIACAO, partner: 2 }, ana);
    expect(daMaria.statusCode).toBe(201);
    expect(daAna.statusCode).toBe(201);
    expect(daAna.json().id).not.toBe(daMaria.json().id);
    expect(await linhas()).toBe(antes + 2);
  });

  it('keeps keys per route: the same key on another creating POST runs it', async () => {
    expect((await avaliar('por-rota')).statusCode).toBe(201);
    const retorno = await t.post(
      '/atendimento/retorno',
      { telefone: '(11) 98765-4321', periodo: 'manha' },
      { access_token: maria, 'idempotency-key': 'por-rota' },
    );
    expect(retorno.statusCode).toBe(201);
    expect(retorno.json()).toHaveProperty('telefone', '11987654321');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['longer than 255 characters', 'a'.repeat(256)],
    ['with a control character', 'chave\u0001'],
    ['with a non-ASCII character', 'chavé'],
  ])('refuses a key %s with 400 in Portuguese, running nothing', async (_caso, chave) => {
    const antes = await linhas();
    const res = await avaliar(chave);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem: MENSAGENS_IDEMPOTENCIA.invalida });
    expect(await linhas()).toBe(antes);
  });

  it('leaves a GET alone, key or not', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/app-cliente/v1/cotas',
      headers: { 'x-client-id': 'portal-web', access_token: maria, 'idempotency-key': '' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('forgets a key after 24 h: the same key then runs again', async () => {
    const antes = await linhas();
    const primeira = await avaliar('validade');
    // The access token does not live a day: a new login each time, the same customer and partner.
    t.avancar(VALIDADE_DA_CHAVE_MS - 1000);
    maria = (await t.login(MARIA)).access_token;
    expect((await avaliar('validade')).body).toBe(primeira.body);
    t.avancar(2000);
    maria = (await t.login(MARIA)).access_token;
    const depois = await avaliar('validade');
    expect(depois.statusCode).toBe(201);
    expect(depois.json().id).not.toBe(primeira.json().id);
    expect(await linhas()).toBe(antes + 2);
    expect((await avaliar('validade')).body).toBe(depois.body);
  });
});

describe('lerChave', () => {
  it('takes a bare key or the draft’s sf-string form, up to 255 visible characters', () => {
    expect(lerChave(undefined)).toBeUndefined();
    expect(lerChave('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(lerChave('"8e03978e-40d5"')).toBe('8e03978e-40d5');
    expect(lerChave('x'.repeat(255))).toHaveLength(255);
    expect(() => lerChave('""')).toThrow(HttpError);
    expect(() => lerChave(['a', 'b'])).toThrow(HttpError);
  });
});

/**
 * The timing cases on a route of our own whose handler the test holds and releases: a repeat that arrives
 * while the first request runs, the bound of that wait, and the answers that are kept or not (4xx, 5xx).
 */
describe('a repeat while the first request runs, and what is kept', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let execucoes = 0;
  let portao: Promise<void> = Promise.resolve();
  let falhar: 'nao' | '500' | '409' = 'nao';
  const op = operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/teste/idempotencia',
    escopo: 'cliente',
    tag: 'teste',
    resumo: 'Rota de teste',
    body: z.object({ n: z.number() }),
    resposta: z.object({ execucao: z.number(), n: z.number() }),
    status: 201,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    app = Fastify().withTypeProvider();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // As plugins/errors.ts answers (core does not import plugins): a refusal's message, or a bare 500.
    app.setErrorHandler((erro, _request, reply) =>
      erro instanceof HttpError
        ? reply.code(erro.statusCode).send({ mensagem: erro.mensagem })
        : reply.code(500).send({ mensagem: 'Erro no sistema, tente novamente mais tarde' }),
    );
    registrarIdempotencia(app, { db: database.db, now: Date.now, esperaMaximaMs: 400, intervaloMs: 10 });
    registrarGuardas(app, {
      semAtualizacaoPendente: async () => undefined,
      cliente: async (request) => {
        request.sessao = {
          clienteId: Number(request.headers['x-cliente']),
          cotaId: 1,
          parceiroId: 1,
          familia: 'f',
          transparente: false,
        };
      },
      cota: async () => undefined,
      operador: () => async () => undefined,
      clienteEscreveu: () => undefined,
    });
    rota(app, op, async (p) => {
      const execucao = ++execucoes;
      await portao;
      if (falhar === '500') throw new Error('falha interna');
      if (falhar === '409') throw new HttpError(409, 'Já existe.');
      return { execucao, n: p.body.n };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const enviar = (chave: string, n = 1) =>
    app.inject({
      method: 'POST',
      url: '/app-cliente/v1/teste/idempotencia',
      payload: { n },
      headers: { 'x-cliente': '7', 'idempotency-key': chave },
    });
  const segurar = () => {
    let soltar!: () => void;
    portao = new Promise<void>((resolve) => (soltar = resolve));
    return soltar;
  };
  const reivindicada = async (chave: string) => {
    for (let i = 0; i < 200; i++) {
      const { rowCount } = await database.pool.query('select 1 from idempotencia where chave = $1', [chave]);
      if (rowCount) return;
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error('a primeira requisição não reivindicou a chave');
  };

  it('makes a repeat wait for the first answer, then answers it without running', async () => {
    const antes = execucoes;
    const soltar = segurar();
    const primeira = enviar('em-voo');
    await reivindicada('em-voo');
    const repetida = enviar('em-voo');
    await new Promise((r) => setTimeout(r, 100));
    soltar();
    const [a, b] = await Promise.all([primeira, repetida]);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.body).toBe(a.body);
    expect(execucoes).toBe(antes + 1);
  });

  it('answers 409 past the wait bound, and the first answer once it is there', async () => {
    const soltar = segurar();
    const primeira = enviar('demorada');
    await reivindicada('demorada');
    const apressada = await enviar('demorada');
    expect(apressada.statusCode).toBe(409);
    expect(apressada.json()).toEqual({ mensagem: MENSAGENS_IDEMPOTENCIA.emProcessamento });
    soltar();
    const a = await primeira;
    expect(a.statusCode).toBe(201);
    expect((await enviar('demorada')).body).toBe(a.body);
  });

  it('refuses another payload at once while the first still runs (422)', async () => {
    const soltar = segurar();
    const primeira = enviar('em-voo-outro');
    await reivindicada('em-voo-outro');
    expect((await enviar('em-voo-outro', 2)).statusCode).toBe(422);
    soltar();
    expect((await primeira).statusCode).toBe(201);
  });

  it('releases the key on a 5xx, so a retry runs', async () => {
    portao = Promise.resolve();
    falhar = '500';
    const antes = execucoes;
    expect((await enviar('falha')).statusCode).toBe(500);
    falhar = 'nao';
    const retentativa = await enviar('falha');
    expect(retentativa.statusCode).toBe(201);
    expect(execucoes).toBe(antes + 2);
  });

  it('keeps a 4xx answer: the repeat gets the same refusal without running', async () => {
    portao = Promise.resolve();
    falhar = '409';
    const antes = execucoes;
    const primeira = await enviar('recusa');
    falhar = 'nao';
    const repetida = await enviar('recusa');
    expect(primeira.statusCode).toBe(409);
    expect(repetida.statusCode).toBe(409);
    expect(repetida.body).toBe(primeira.body);
    expect(execucoes).toBe(antes + 1);
  });
});
