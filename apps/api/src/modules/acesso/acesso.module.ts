import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '@portal/db';
import { acessoOperacoes } from '@portal/domain';
import { HttpError, naoAutorizado } from '../../core/erros.ts';
import { rota } from '../../core/rotas.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { AcessoService } from './acesso.service.ts';
import { apagarCookieDeRefresh, refreshDoCookie, responderComCookie } from './cookie-de-refresh.ts';
import type { SenhaService } from './senha.service.ts';
import { ErroDeCodigo, type VerificacaoService } from './verificacao.service.ts';
import { versoesPublicadas } from './versoes.ts';

const dominio = (request: FastifyRequest) => request.hostname.split(':')[0] ?? '';

/** Logins by password, the session's quota, logout, passwords, SMS verification codes and app versions. */
export const acessoModule =
  (deps: {
    acesso: AcessoService;
    cotas: CotasService;
    senha: SenhaService;
    verificacao: VerificacaoService;
    clienteDoApp: (request: FastifyRequest) => Promise<void>;
    parceiroDoHost: (request: FastifyRequest) => Promise<number | undefined>;
    db: Db;
    config: { loginsPorMinuto: number };
  }) =>
  async (app: FastifyInstance) => {
    const { acesso, cotas, senha, verificacao, clienteDoApp, parceiroDoHost, db } = deps;
    // Per-IP ceiling on top of the per-account policy of the service.
    const limite = { rateLimit: { max: deps.config.loginsPorMinuto, timeWindow: '1 minute' } };

    rota(
      app,
      acessoOperacoes.login,
      async (p, reply) => {
        await clienteDoApp(p);
        return responderComCookie(p, reply, await acesso.login(p.body, { ip: p.ip, dominio: dominio(p) }));
      },
      { config: limite },
    );
    rota(
      app,
      acessoOperacoes.refresh,
      // The token comes in the SameSite=Strict cookie and the call must carry the app's Basic header, which no
      // cross-site form or link can add: together they are the CSRF defence of this route (ADR 0015).
      async (p, reply) => {
        await clienteDoApp(p);
        try {
          const token = refreshDoCookie(p);
          if (!token) throw naoAutorizado();
          return responderComCookie(p, reply, await acesso.refresh(token, await parceiroDoHost(p)));
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode !== 401) throw error;
          // A token that no longer works is forgotten by the browser too.
          apagarCookieDeRefresh(p, reply);
          return reply.code(401).send({ mensagem: error.mensagem });
        }
      },
      { config: limite },
    );
    rota(app, acessoOperacoes.selecionarCota, async (p, reply) =>
      responderComCookie(p, reply, await acesso.selecionarCota(p.sessao, p.body.idCota)),
    );
    rota(app, acessoOperacoes.cotaSelecionada, (p) => cotas.cota(p.sessao, p.sessao.cotaId));
    rota(app, acessoOperacoes.logout, async (p, reply) => {
      await acesso.logout(p.sessao);
      apagarCookieDeRefresh(p, reply);
    });

    rota(app, acessoOperacoes.recuperarSenha, (p) => senha.recuperar(p.body, dominio(p)), {
      // Each call may send an e-mail: a tight per-IP ceiling.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    });
    rota(app, acessoOperacoes.conferirSenhaAtual, (p) => senha.conferirSenhaAtual(p.sessao, p.body));
    rota(app, acessoOperacoes.alterarSenha, (p) => senha.alterar(p.sessao, p.body));

    rota(app, acessoOperacoes.enviarCodigo, (p) => verificacao.gerar(p.sessao, p.cota));
    rota(app, acessoOperacoes.validarCodigo, async (p, reply) => {
      try {
        return await verificacao.validar(p.sessao, p.cota, p.body.codigo);
      } catch (error) {
        // A refused code answers 400 with its `codigo` (the operation declares that richer 400).
        if (error instanceof ErroDeCodigo)
          return reply.code(400).send({ mensagem: error.mensagem, codigo: error.codigo });
        throw error;
      }
    });

    rota(app, acessoOperacoes.versoes, async (_p, reply) => {
      reply.header('cache-control', 'no-cache');
      return versoesPublicadas(db);
    });
  };
