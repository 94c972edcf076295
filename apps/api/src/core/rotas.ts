import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { proibido } from './erros.ts';
import { ganchosDeIdempotencia, passosDeIdempotencia } from './idempotencia.ts';
import { FORA_DO_ACESSO_TRANSPARENTE } from './sessao.ts';
import {
  apiDaOperacao,
  BASE_DA_API,
  caminhoDoFastify,
  criaComChave,
  erroSchema,
  type BodyValidadoDe,
  type Operacao,
  type ParamsValidadosDe,
  type PermissaoOperador,
  type QueryValidadaDe,
  type RespostaDe,
} from '@portal/domain';

type Guarda = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The hooks behind each scope of the catalogue. `cliente` and `operador` check the token in `onRequest`, before
 * the body is even read: a caller without a valid session gets 401 whatever they send (never 400, never a
 * parsed megabyte). `cota` runs after validation (it needs the validated `{id}`): it loads the caller's quota
 * into `request.cota`, or answers 404 without saying whether it exists (the ownership hook).
 */
export interface Guardas {
  cliente: Guarda;
  /** 403 while the session's quota is held by the mandatory registration update (after `cliente`). */
  semAtualizacaoPendente: Guarda;
  cota: Guarda;
  operador: (permissao: PermissaoOperador) => Guarda;
  /**
   * After a customer's write (any method but GET), before its answer leaves: this process forgets what it keeps
   * of that customer (ADR 0061), so a write made outside a transaction (marking a charge) is seen by the very
   * next read, not when the database's notification comes back.
   */
  clienteEscreveu: (clienteId: number) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    guardas: Guardas;
  }
}

export function registrarGuardas(app: FastifyInstance, guardas: Guardas) {
  app.decorate('guardas', guardas);
  // Filled by the ownership hook; declared (typed) by the quotas module, which owns quotas.
  app.decorateRequest('cota', null as never);
}

type Pedido<O> = FastifyRequest<{
  Params: ParamsValidadosDe<O>;
  Querystring: QueryValidadaDe<O>;
  Body: BodyValidadoDe<O>;
}>;

type Valor<T> = T | Promise<T>;
/** A handler answers the operation's body, or nothing for 204, or the reply itself when it sent a file. */
export type Tratador<O> = (pedido: Pedido<O>, resposta: FastifyReply) => Valor<RespostaDe<O> | FastifyReply>;

const SEGURANCA = {
  publico: [],
  cliente: [{ accessToken: [] }],
  cota: [{ accessToken: [] }],
  operador: [{ operador: [] }],
} as const;

function respostas(op: Operacao): Record<number, z.ZodType> {
  const status = op.status ?? 200;
  const mapa: Record<number, z.ZodType> = { 400: erroSchema, 429: erroSchema };
  if (op.resposta) mapa[status] = op.resposta;
  else if (status === 204) mapa[204] = z.null();
  if (op.escopo !== 'publico') mapa[401] = erroSchema;
  if (op.escopo !== 'publico' && !(op.transparente && op.duranteAtualizacao)) mapa[403] = erroSchema;
  if (op.params || op.escopo === 'cota') mapa[404] = erroSchema;
  if (op.metodo !== 'GET') mapa[409] = erroSchema;
  if (op.body) Object.assign(mapa, { 413: erroSchema, 415: erroSchema });
  if (criaComChave(op)) mapa[422] = erroSchema; // an Idempotency-Key reused with another payload
  for (const [codigo, esquema] of Object.entries(op.erros ?? {})) if (esquema) mapa[Number(codigo)] = esquema;
  return mapa;
}

/**
 * A transparent-login session reaches only the operations that say so (`transparente`): the session's mode is
 * in its token, so the API holds the limit whatever page or tool sends the call.
 */
const sessaoCompleta: Guarda = async (request) => {
  if (request.sessao.transparente) throw proibido(FORA_DO_ACESSO_TRANSPARENTE);
};

/**
 * Guards run one after the other as ONE hook: each hook Fastify runs costs a dispatch and a promise, on every
 * call of every protected route (issue 16). The first that throws answers, as separate hooks would.
 */
function emSequencia(guardas: Guarda[]): Guarda[] {
  if (guardas.length < 2) return guardas;
  return [
    async (request, reply) => {
      for (const guarda of guardas) await guarda(request, reply);
    },
  ];
}

/** The session check of the scope, run in `onRequest`. */
function autenticacaoDe(app: FastifyInstance, op: Operacao): Guarda[] {
  switch (op.escopo) {
    case 'publico':
      return [];
    case 'cliente':
    case 'cota':
      return emSequencia([
        app.guardas.cliente,
        ...(op.transparente ? [] : [sessaoCompleta]),
        ...(op.duranteAtualizacao ? [] : [app.guardas.semAtualizacaoPendente]),
      ]);
    case 'operador':
      if (!op.permissao) throw new Error(`Operação de back-office sem permissão: ${op.metodo} ${op.caminho}`);
      return [app.guardas.operador(op.permissao)];
  }
}

/**
 * The body limit of a route without its own: JSON forms and commands are small. Larger bodies (uploads, a CNAB
 * return file) are declared by the route (`opcoes.bodyLimit`); the app-wide limit stays the ceiling of the rest.
 */
const LIMITE_CORPO_PADRAO = 128 * 1024;

/**
 * Registers one operation of the catalogue: its path under its API's base, its schemas (request validation,
 * response serialisation, OpenAPI), its scope's guards, then the handler.
 */
export function rota<O extends Operacao>(
  app: FastifyInstance,
  op: O,
  tratador: Tratador<O>,
  /** Route-level settings that are not part of the contract: rate limits, a larger body for one upload. */
  opcoes: {
    config?: FastifyContextConfig;
    bodyLimit?: number;
    logLevel?: LogLevel;
    /**
     * A `cota` operation whose handler reads the quota in its own statement, which answers both "is it the
     * caller's on this partner" and the data, and throws the ownership hook's very 404 when it is not (issue
     * 16: the hook's separate query was half the cost of a hot read). The hook does not run and `p.cota` is
     * not loaded. Only for reads whose service takes the session and the `{id}` and says so
     * (`…DoCliente`); core/catalogo.test.ts calls every quota operation with another customer's quota.
     */
    posseNaConsulta?: true;
  } = {},
) {
  const status = op.status ?? 200;
  if (opcoes.posseNaConsulta && (op.escopo !== 'cota' || op.metodo !== 'GET'))
    throw new Error(`posseNaConsulta só vale para leituras de cota: ${op.metodo} ${op.caminho}`);
  const guardaDaCota = op.escopo === 'cota' && !opcoes.posseNaConsulta;
  const escritaDoCliente = op.metodo !== 'GET' && (op.escopo === 'cliente' || op.escopo === 'cota');
  const { clienteEscreveu } = app.guardas;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: op.metodo,
    url: BASE_DA_API[apiDaOperacao(op)] + caminhoDoFastify(op.caminho),
    // The docs read the flag to declare the Idempotency-Key header (plugins/docs.ts).
    config: { ...opcoes.config, aceitaChaveDeIdempotencia: criaComChave(op) },
    bodyLimit: opcoes.bodyLimit ?? LIMITE_CORPO_PADRAO,
    ...(opcoes.logLevel && { logLevel: opcoes.logLevel }),
    schema: {
      tags: [op.tag],
      summary: op.resumo,
      ...(op.escopo === 'publico' ? {} : { security: [...SEGURANCA[op.escopo]] }),
      // Only the parts the operation has: Fastify warns about a schema key left undefined.
      ...(op.params && { params: op.params }),
      ...(op.query && { querystring: op.query }),
      ...(op.body && { body: op.body }),
      response: respostas(op),
    },
    onRequest: autenticacaoDe(app, op),
    // Ownership needs the validated `{id}`; the idempotency claim comes last, once the caller may act.
    preHandler: [...(guardaDaCota ? [app.guardas.cota] : []), ...passosDeIdempotencia(app, op)],
    ...ganchosDeIdempotencia(app, op),
    handler: async (request, reply) => {
      let resultado;
      try {
        resultado = await tratador(request as unknown as Pedido<O>, reply);
      } finally {
        if (escritaDoCliente) clienteEscreveu(request.sessao.clienteId);
      }
      if (resultado === reply || reply.sent) return reply;
      if (status === 204) return reply.code(204).send(null);
      return reply.code(status).send(resultado);
    },
  });
}
