import { createHash } from 'node:crypto';
import { setTimeout as dormir } from 'node:timers/promises';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { idempotencia, type Db } from '@portal/db';
import { criaComChave, type Operacao } from '@portal/domain';
import { HttpError } from './erros.ts';

/**
 * The IETF `Idempotency-Key` header on creating POSTs (ADR 0013, draft-ietf-httpapi-idempotency-key-header).
 * A request with a key claims the row (caller, key, route) with ONE atomic statement; a repeat reads that row
 * and answers the first answer without running the handler, waits while the first one still runs, or is
 * refused when its payload differs. Without the header a request runs as before: the key is the client's
 * promise that two requests are the same action, not a requirement.
 */

const CABECALHO_IDEMPOTENCIA = 'idempotency-key';
/** Set on a replayed answer, so a client (and a log) can tell it from a fresh one. */
const CABECALHO_REPETIDA = 'idempotent-replayed';
export const VALIDADE_DA_CHAVE_MS = 24 * 60 * 60 * 1000;

export const MENSAGENS_IDEMPOTENCIA = {
  invalida: 'O cabeçalho Idempotency-Key deve ter de 1 a 255 caracteres visíveis, sem acentos.',
  outrosDados:
    'Esta chave de idempotência já foi usada com outros dados. Use uma chave nova para uma nova ação.',
  emProcessamento: 'A requisição anterior com esta chave ainda está em processamento.',
} as const;

export interface OpcoesIdempotencia {
  db: Db;
  /** The app's clock: a key expires 24 h after its first use by this clock (tests move it). */
  now: () => number;
  /** How long a repeat waits for the first request to answer (real time), then 409. */
  esperaMaximaMs?: number;
  /** The pause between two looks at the first request's row. */
  intervaloMs?: number;
}

/** The slot a request claimed: its answer is stored there (onSend) or the slot released (5xx, file, no answer). */
interface Vaga {
  sujeito: string;
  chave: string;
  rota: string;
  impressao: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The preHandler of creating POSTs, after their scope's guards (`rota` in core/rotas.ts adds it). */
    idempotencia: preHandlerAsyncHookHandler;
    /**
     * Their onSend and onResponse: what keeps or releases the claimed slot. Hooks of those routes only, so
     * every other request (every read) runs neither.
     */
    idempotenciaAoEnviar: onSendAsyncHookHandler;
    idempotenciaAoResponder: onResponseAsyncHookHandler;
  }
  interface FastifyRequest {
    vagaIdempotente: Vaga | null;
  }
}

/** The guards that follow the scope's guards of an operation: the idempotency step for a creating POST. */
export const passosDeIdempotencia = (app: FastifyInstance, op: Operacao): preHandlerAsyncHookHandler[] =>
  criaComChave(op) ? [app.idempotencia] : [];

/** The route hooks that store a creating POST's answer in its slot, or release it; none for other routes. */
export const ganchosDeIdempotencia = (app: FastifyInstance, op: Operacao) =>
  criaComChave(op) ? { onSend: app.idempotenciaAoEnviar, onResponse: app.idempotenciaAoResponder } : {};

/**
 * The key as sent: a bare token or an RFC 8941 sf-string (`"…"`, the draft's form). 1 to 255 printable ASCII
 * characters; anything else (empty, too long, control or non-ASCII bytes, the header twice) is a 400.
 */
export function lerChave(valor: string | string[] | undefined): string | undefined {
  if (valor === undefined) return undefined;
  if (Array.isArray(valor)) throw new HttpError(400, MENSAGENS_IDEMPOTENCIA.invalida);
  let chave = valor;
  if (chave.length >= 2 && chave.startsWith('"') && chave.endsWith('"')) {
    chave = chave.slice(1, -1).replace(/\\(["\\])/g, '$1');
  }
  if (chave.trim() === '' || chave.length > 255 || !/^[\x20-\x7e]+$/.test(chave)) {
    throw new HttpError(400, MENSAGENS_IDEMPOTENCIA.invalida);
  }
  return chave;
}

/** Stable text of a validated value: keys sorted, bytes (an uploaded file) by their SHA-256. */
function canonico(valor: unknown): unknown {
  if (valor === null || valor === undefined) return null;
  if (valor instanceof Uint8Array) return { $bytes: createHash('sha256').update(valor).digest('hex') };
  if (valor instanceof Date) return valor.toISOString();
  if (Array.isArray(valor)) return valor.map(canonico);
  if (typeof valor === 'object') {
    return Object.fromEntries(
      Object.entries(valor)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonico(v)]),
    );
  }
  return valor;
}

/** The request's fingerprint: what the handler will act on (params, query and body after validation). */
function impressaoDe(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): string {
  const texto = JSON.stringify(canonico({ p: request.params, q: request.query, b: request.body }));
  return createHash('sha256').update(texto).digest('hex');
}

/** Whose key it is: a key never answers another caller (nor the same person under another partner). */
function sujeitoDe(request: FastifyRequest): string {
  const operador = request.operador as FastifyRequest['operador'] | undefined;
  if (operador) return `operador:${operador.operadorId}`;
  const sessao = request.sessao as FastifyRequest['sessao'] | undefined;
  if (sessao) return `cliente:${sessao.clienteId}:${sessao.parceiroId}`;
  // A public creating call (password recovery): the key, a random UUID, and the payload's fingerprint are
  // what ties a repeat to its first request.
  return 'publico';
}

export function registrarIdempotencia(app: FastifyInstance, opcoes: OpcoesIdempotencia): void {
  const { db, now } = opcoes;
  const esperaMaximaMs = opcoes.esperaMaximaMs ?? 10_000;
  const intervaloMs = opcoes.intervaloMs ?? 50;
  const daVaga = (v: Vaga) =>
    and(eq(idempotencia.sujeito, v.sujeito), eq(idempotencia.chave, v.chave), eq(idempotencia.rota, v.rota));
  let ultimaLimpeza = 0;

  /**
   * ONE statement claims the slot: a new row, or an expired one taken over. Two requests racing for an
   * expired row serialise on its lock, and the second one's WHERE no longer holds.
   */
  async function reivindicar(vaga: Vaga): Promise<boolean> {
    const agora = new Date(now());
    const expira = new Date(agora.getTime() + VALIDADE_DA_CHAVE_MS);
    const linhas = await db
      .insert(idempotencia)
      .values({ ...vaga, criadoEm: agora, expiraEm: expira })
      .onConflictDoUpdate({
        target: [idempotencia.sujeito, idempotencia.chave, idempotencia.rota],
        set: {
          impressao: vaga.impressao,
          status: null,
          corpo: null,
          tipoConteudo: null,
          criadoEm: agora,
          expiraEm: expira,
        },
        setWhere: lte(idempotencia.expiraEm, agora),
      })
      .returning({ chave: idempotencia.chave });
    return linhas.length === 1;
  }

  /** Expired keys are taken over when reused; the others are swept at most once an hour per process. */
  function limparExpiradas(): void {
    const agora = now();
    if (agora - ultimaLimpeza < 60 * 60 * 1000) return;
    ultimaLimpeza = agora;
    db.delete(idempotencia)
      .where(lte(idempotencia.expiraEm, new Date(agora)))
      .catch((erro: unknown) => app.log.warn({ err: erro }, 'limpeza de chaves de idempotência falhou'));
  }

  /** Releases a claimed slot that holds no answer, so a retry with the same key runs. */
  async function liberar(vaga: Vaga): Promise<void> {
    await db.delete(idempotencia).where(and(daVaga(vaga), isNull(idempotencia.status)));
  }

  const repetir = (reply: FastifyReply, status: number, corpo: string, tipo: string | null) => {
    reply.code(status).header(CABECALHO_REPETIDA, 'true');
    if (tipo) reply.header('content-type', tipo);
    return reply.send(corpo);
  };

  app.decorateRequest('vagaIdempotente', null);

  app.decorate('idempotencia', async function (request: FastifyRequest, reply: FastifyReply) {
    const chave = lerChave(request.headers[CABECALHO_IDEMPOTENCIA]);
    if (chave === undefined) return;
    const vaga: Vaga = {
      sujeito: sujeitoDe(request),
      chave,
      rota: `${request.method} ${request.routeOptions.url ?? request.url}`,
      impressao: impressaoDe(request),
    };
    const prazo = performance.now() + esperaMaximaMs;
    for (;;) {
      if (await reivindicar(vaga)) {
        request.vagaIdempotente = vaga;
        limparExpiradas();
        return;
      }
      const [primeira] = await db
        .select({
          impressao: idempotencia.impressao,
          status: idempotencia.status,
          corpo: idempotencia.corpo,
          tipoConteudo: idempotencia.tipoConteudo,
        })
        .from(idempotencia)
        .where(daVaga(vaga));
      // Released between the two statements (the first one failed with a 5xx): claim it again.
      if (!primeira) continue;
      if (primeira.impressao !== vaga.impressao) throw new HttpError(422, MENSAGENS_IDEMPOTENCIA.outrosDados);
      if (primeira.status !== null) {
        return repetir(reply, primeira.status, primeira.corpo ?? '', primeira.tipoConteudo);
      }
      if (performance.now() >= prazo) throw new HttpError(409, MENSAGENS_IDEMPOTENCIA.emProcessamento);
      await dormir(intervaloMs);
    }
  });

  // The first answer, as sent, is the answer to every repeat. A 5xx is not an answer to keep (the change did
  // not happen; a retry must run), and neither is a file: no creating POST answers one, and file bodies are
  // streams we would have to buffer, so such a slot is released rather than cached.
  const aoEnviar: onSendAsyncHookHandler = async (request, reply, payload) => {
    const vaga = request.vagaIdempotente;
    if (!vaga) return payload;
    request.vagaIdempotente = null;
    const texto = payload === null || payload === undefined ? '' : payload;
    try {
      if (reply.statusCode >= 500 || typeof texto !== 'string') {
        await liberar(vaga);
      } else {
        const tipo = reply.getHeader('content-type');
        await db
          .update(idempotencia)
          .set({ status: reply.statusCode, corpo: texto, tipoConteudo: tipo ? String(tipo) : null })
          .where(and(daVaga(vaga), eq(idempotencia.impressao, vaga.impressao), isNull(idempotencia.status)));
      }
    } catch (erro) {
      // The answer still goes out; the slot then stays "in progress" until it expires, so a repeat gets 409,
      // never a second run.
      request.log.error({ err: erro }, 'não foi possível guardar a resposta idempotente');
    }
    return payload;
  };

  // A reply that never went through onSend (hijacked, or the connection died first) leaves no answer: release.
  const aoResponder: onResponseAsyncHookHandler = async (request) => {
    const vaga = request.vagaIdempotente;
    if (!vaga) return;
    request.vagaIdempotente = null;
    await liberar(vaga).catch((erro: unknown) =>
      request.log.error({ err: erro }, 'não foi possível liberar a chave de idempotência'),
    );
  };
  app.decorate('idempotenciaAoEnviar', aoEnviar);
  app.decorate('idempotenciaAoResponder', aoResponder);
}
