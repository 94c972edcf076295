import type { FastifyInstance, FastifyRequest } from 'fastify';
import { biometriaOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import { CredencialDesconhecida, type BiometriaService } from './biometria.service.ts';
import { responderComCookie } from './cookie-de-refresh.ts';

/** The WebAuthn ceremonies are bound to the page's origin. */
const origem = (request: FastifyRequest) => request.headers.origin;

/** Passkeys: activating one after a password login, managing them, and logging in with one. */
export const biometriaModule =
  (deps: { biometria: BiometriaService; clienteDoApp: (request: FastifyRequest) => Promise<void> }) =>
  async (app: FastifyInstance) => {
    const { biometria, clienteDoApp } = deps;
    const limite = { rateLimit: { max: 30, timeWindow: '1 minute' } };

    rota(app, biometriaOperacoes.opcoesRegistroBiometria, (p) =>
      biometria.opcoesRegistro(p.sessao, origem(p)),
    );
    rota(app, biometriaOperacoes.registrarBiometria, (p) =>
      biometria.registrar(p.sessao, origem(p), p.body.resposta, p.body.nomeDispositivo),
    );
    rota(app, biometriaOperacoes.biometrias, (p) => biometria.listar(p.sessao));
    rota(app, biometriaOperacoes.renomearBiometria, (p) =>
      biometria.renomear(p.sessao, p.params.id, p.body.nome),
    );
    rota(app, biometriaOperacoes.removerBiometria, (p) => biometria.remover(p.sessao, p.params.id));
    rota(
      app,
      biometriaOperacoes.opcoesLoginBiometria,
      (p) => biometria.opcoesLogin(origem(p), p.body.idParceiro),
      { config: limite },
    );
    rota(
      app,
      biometriaOperacoes.loginBiometria,
      async (p, reply) => {
        await clienteDoApp(p);
        try {
          return responderComCookie(
            p,
            reply,
            await biometria.login(origem(p), p.body.resposta, p.body.idParceiro),
          );
        } catch (erro) {
          // The operation declares this richer 401: the web forgets the unknown passkey on this device.
          if (erro instanceof CredencialDesconhecida)
            return reply.code(401).send({ mensagem: erro.mensagem, codigo: erro.codigo });
          throw erro;
        }
      },
      { config: limite },
    );
  };
