import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acessoOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { BiometriaService } from './biometria.service.ts';

/** The WebAuthn ceremonies are bound to the page's origin. */
const origem = (request: FastifyRequest) => request.headers.origin;

/** Passkeys: activating one after a password login, and logging in with it. */
export const biometriaModule =
  (deps: { biometria: BiometriaService; clienteDoApp: (request: FastifyRequest) => Promise<void> }) =>
  async (app: FastifyInstance) => {
    const { biometria, clienteDoApp } = deps;
    const limite = { rateLimit: { max: 30, timeWindow: '1 minute' } };

    rota(app, acessoOperacoes.opcoesRegistroBiometria, (p) => biometria.opcoesRegistro(p.sessao, origem(p)));
    rota(app, acessoOperacoes.registrarBiometria, (p) =>
      biometria.registrar(p.sessao, origem(p), p.body.resposta, p.body.nomeDispositivo),
    );
    rota(app, acessoOperacoes.biometrias, (p) => biometria.listar(p.sessao));
    rota(
      app,
      acessoOperacoes.opcoesLoginBiometria,
      (p) => biometria.opcoesLogin(origem(p), p.body.idParceiro),
      { config: limite },
    );
    rota(
      app,
      acessoOperacoes.loginBiometria,
      async (p) => {
        await clienteDoApp(p);
        return biometria.login(origem(p), p.body.resposta, p.body.idParceiro);
      },
      { config: limite },
    );
  };
