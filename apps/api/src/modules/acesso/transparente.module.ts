import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { acessoOperacoes } from '@portal/domain';
import { HttpError } from '../../core/erros.ts';
import { rota } from '../../core/rotas.ts';
import { responderComCookie } from './cookie-de-refresh.ts';
import type { TransparenteService } from './transparente.service.ts';

/**
 * The transparent login: the back-office mints a single-use link, the customer's portal exchanges it for a
 * session (spec §2).
 */
export const transparenteModule =
  (deps: {
    transparente: TransparenteService;
    clienteDoApp: (request: FastifyRequest) => Promise<void>;
    parceiroDoHost: (request: FastifyRequest) => Promise<number | undefined>;
    config: { operadorApiKey?: string };
  }) =>
  async (app: FastifyInstance) => {
    const { transparente, clienteDoApp, parceiroDoHost } = deps;

    rota(
      app,
      acessoOperacoes.loginTransparente,
      async (p, reply) => {
        await clienteDoApp(p);
        return responderComCookie(p, reply, await transparente.trocar(p.body.token, await parceiroDoHost(p)));
      },
      { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    );

    const esperada = deps.config.operadorApiKey ? Buffer.from(deps.config.operadorApiKey) : undefined;
    const pelaChave = (request: FastifyRequest) => {
      const recebida = Buffer.from(String(request.headers['x-operador-chave'] ?? ''));
      return Boolean(esperada && recebida.length === esperada.length && timingSafeEqual(recebida, esperada));
    };
    await app.register(async (emissao) => {
      // An `operador` operation (the back-office page sends the analyst's session, and the web client does so
      // for that scope), but automation (support tools, tests) may present the OPERADOR_API_KEY shared secret
      // in `x-operador-chave` instead: a request that carries the key is judged by it alone, the others by the
      // scope's guard. Only this route, registered in this context, gets the alternative.
      emissao.addHook('onRoute', (r) => {
        // The scope's guard runs in onRequest (core/rotas.ts).
        const guardas = [r.onRequest ?? []].flat() as onRequestAsyncHookHandler[];
        r.onRequest = async function (request, reply) {
          if (request.headers['x-operador-chave'] !== undefined) {
            if (!pelaChave(request)) throw new HttpError(401, 'Chave de operador inválida.');
            return;
          }
          for (const guarda of guardas) await guarda.call(this, request, reply);
        };
      });
      rota(emissao, acessoOperacoes.emitirTransparente, (p) =>
        transparente.emitir(
          p.body.inscricaoNacional,
          p.body.idCota,
          p.body.idParceiro,
          p.operador?.operadorId ?? null,
          p.operador?.parceiroId ?? null,
        ),
      );
    });
  };
