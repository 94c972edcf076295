import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, jwtVerify, SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { segredos, type Db } from '@portal/db';
import { VALIDADE_ACCESS_TOKEN_S } from '@portal/domain';
import { naoAutorizado, naoEncontrado } from '../core/erros.ts';
import {
  LINK_TRANSPARENTE_INVALIDO,
  type Sessao,
  type OperadorDaRequisicao,
  type TokenService,
} from '../core/sessao.ts';

/** Each token says what it is for: a transparent-login token is never accepted as an access token. */
const USO_ACESSO = 'acesso';
const USO_TRANSPARENTE = 'transparente';
const USO_OPERADOR = 'operador';
const USO_DOWNLOAD = 'download';

/** JWT_SECRET when given; otherwise one generated on first start and kept in the database for every process. */
export async function resolveJwtSecret(db: Db, fromEnv: string | undefined): Promise<CryptoKey> {
  if (fromEnv) return importar(fromEnv);
  await db
    .insert(segredos)
    .values({ chave: 'jwt', valor: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db
    .select({ valor: segredos.valor })
    .from(segredos)
    .where(sql`${segredos.chave} = 'jwt'`);
  return importar(rows[0]!.valor);
}

/** Imported once: handing jose raw bytes would import the key again on every request. */
const importar = (segredo: string) =>
  crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(segredo),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

/** Access tokens whose signature and claims were checked, by the SHA-256 of the token (never the token itself). */
const MAXIMO_DE_ACESSOS_VERIFICADOS = 20_000;

/**
 * What a verified access token says, kept until the token expires: the signature check is most of the cost of
 * a protected call, and a token's claims never change. Only that is kept — whether the session was ended and
 * whose host the request came to are asked on every request (requireAuth), of caches that the writes
 * invalidate (ADR 0021, 0033). Bounded, least recently used out.
 */
function criarAcessosVerificados(maximo = MAXIMO_DE_ACESSOS_VERIFICADOS) {
  const entradas = new Map<string, { sessao: Sessao; expiraEm: number }>();
  return {
    ler(chave: string, agora: number): Sessao | undefined {
      const entrada = entradas.get(chave);
      if (!entrada) return undefined;
      entradas.delete(chave);
      // jose's rule: a token is expired from its `exp` second on.
      if (entrada.expiraEm <= agora) return undefined;
      entradas.set(chave, entrada);
      return entrada.sessao;
    },
    guardar(chave: string, sessao: Sessao, expiraEm: number) {
      if (!Number.isFinite(expiraEm)) return;
      // One object for every request of the token: frozen, so no request can change another's session.
      entradas.set(chave, { sessao: Object.freeze(sessao), expiraEm });
      if (entradas.size > maximo) entradas.delete(entradas.keys().next().value!);
    },
  };
}

export function createTokenService(
  secret: CryptoKey,
  now: () => number,
  /** Whether a session was ended: a download ticket dies with the session that asked for it. */
  familiaRevogada: (familia: string) => Promise<boolean>,
): TokenService {
  const acessosVerificados = criarAcessosVerificados();
  return {
    async emitir(sessao) {
      const iat = Math.floor(now() / 1000);
      const token = await new SignJWT({
        uso: USO_ACESSO,
        cota: sessao.cotaId,
        par: sessao.parceiroId,
        fam: sessao.familia,
        tr: sessao.transparente,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(sessao.clienteId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + VALIDADE_ACCESS_TOKEN_S)
        .sign(secret);
      return { token, expiresIn: VALIDADE_ACCESS_TOKEN_S };
    },
    async verificar(token) {
      const chave = createHash('sha256').update(token).digest('base64url');
      const verificado = acessosVerificados.ler(chave, now());
      if (verificado) return verificado;
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (payload.uso !== USO_ACESSO) throw naoAutorizado();
        const sessao: Sessao = {
          clienteId: Number(payload.sub),
          cotaId: Number(payload.cota),
          parceiroId: Number(payload.par),
          familia: String(payload.fam),
          transparente: payload.tr === true,
        };
        acessosVerificados.guardar(chave, sessao, Number(payload.exp) * 1000);
        return sessao;
      } catch (error) {
        if (error instanceof errors.JOSEError) throw naoAutorizado();
        throw error;
      }
    },
    async emitirDownload(recurso, sessao, validadeS) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ uso: USO_DOWNLOAD, rec: recurso, fam: sessao.familia, par: sessao.parceiroId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(sessao.clienteId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + validadeS)
        .sign(secret);
    },
    async verificarDownload(token, parceiroDoHost) {
      const expirado = naoEncontrado('Este link de download expirou. Gere o PDF novamente pelo portal.');
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (payload.uso !== USO_DOWNLOAD || typeof payload.rec !== 'string') throw expirado;
        if (typeof payload.fam !== 'string' || payload.par !== parceiroDoHost) throw expirado;
        if (await familiaRevogada(payload.fam)) throw expirado;
        return { recurso: payload.rec, clienteId: Number(payload.sub) };
      } catch (error) {
        if (error instanceof errors.JOSEError) throw expirado;
        throw error;
      }
    },
    async emitirOperador(s, validadeS) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ uso: USO_OPERADOR, sid: s.sessaoId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(s.operadorId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + validadeS)
        .sign(secret);
    },
    async verificarOperador(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (payload.uso !== USO_OPERADOR || typeof payload.sid !== 'string') throw naoAutorizado();
        return { operadorId: Number(payload.sub), sessaoId: payload.sid };
      } catch (error) {
        if (error instanceof errors.JOSEError) throw naoAutorizado();
        throw error;
      }
    },
    async emitirTransparente(t, validadeS) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ uso: USO_TRANSPARENTE, cota: t.cotaId, par: t.parceiroId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(t.clienteId))
        .setJti(t.id)
        .setIssuedAt(iat)
        .setExpirationTime(iat + validadeS)
        .sign(secret);
    },
    async verificarTransparente(token) {
      const invalido = naoAutorizado(LINK_TRANSPARENTE_INVALIDO);
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (payload.uso !== USO_TRANSPARENTE || !payload.jti) throw invalido;
        return {
          id: payload.jti,
          clienteId: Number(payload.sub),
          cotaId: Number(payload.cota),
          parceiroId: Number(payload.par),
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) throw invalido;
        throw error;
      }
    },
  };
}

/**
 * The customer scopes' session check (onRequest): the spec's `access_token` header, 401 when missing, invalid,
 * expired, presented on another partner's host (a session belongs to the portal it was opened on), or when its
 * session was ended (logout, quota selection, password change, stolen refresh token) before the token expired.
 * The token's verification may come from the cache above; the host and revocation checks run on every call,
 * answered by the shared read cache until a write changes them (the partners' domains, ADR 0021; the session's
 * end, ADR 0033: this process at once, the others as soon as the notification arrives).
 */
export function requireAuth(
  tokens: TokenService,
  familiaRevogada: (familia: string) => Promise<boolean>,
  parceiroDoHost: (request: FastifyRequest) => Promise<number | undefined>,
) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers['access_token'];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) throw naoAutorizado('Entre na sua conta para continuar.');
    const sessao = await tokens.verificar(token);
    if ((await parceiroDoHost(request)) !== sessao.parceiroId) throw naoAutorizado();
    if (await familiaRevogada(sessao.familia)) throw naoAutorizado();
    request.sessao = sessao;
  };
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('sessao', null as unknown as Sessao);
  app.decorateRequest('operador', null as unknown as OperadorDaRequisicao);
}
