import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  MENSAGEM_LOGIN_OPERADOR_FALHOU,
  MENSAGEM_PERFIL_NAO_PERMITE,
  OCIOSIDADE_SESSAO_OPERADOR_S,
  papelPermite,
  VALIDADE_ACESSO_OPERADOR_S,
  VALIDADE_SESSAO_OPERADOR_S,
  type Operador,
  type PermissaoOperador,
} from '@portal/domain';
import { hashSenha, verificarSenha } from '@portal/db';
import type { OperadorDaRequisicao, TokenService } from '../../core/sessao.ts';
import { HttpError, naoAutorizado, naoEncontrado, proibido } from '../../core/erros.ts';
import type { AcessoService } from '../acesso/acesso.service.ts';
import type { Tentativas } from '../acesso/tentativas.service.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { ComAuditoria } from './auditoria.service.ts';
import type { OperadorRepository, OperadorRow } from './operador.repository.ts';
import { novoRefresh } from './refresh-operador.ts';

const SESSAO_TERMINOU = 'Sua sessão no back-office terminou. Entre novamente.';

const paraOperador = (o: OperadorRow): Operador => ({
  id: o.id,
  nome: o.nome,
  email: o.email,
  papel: o.papel,
});

/** The analysts' login, sessions and audit trail; the brute-force policy is the customers' one. */
export function createOperadorService(deps: {
  repo: OperadorRepository;
  comAuditoria: ComAuditoria;
  tentativas: Tentativas;
  tokens: TokenService;
  /** The customer page reads the customer's account and quotas through their owners' services. */
  acesso: Pick<AcessoService, 'clienteBackOffice'>;
  cotas: Pick<CotasService, 'cotasDoClienteBackOffice'>;
  now: () => number;
}) {
  const { repo, comAuditoria, tentativas, tokens, acesso, cotas, now } = deps;
  const hashFicticio = hashSenha(randomBytes(16).toString('hex'));
  /** Sessions last used before this instant are idle: they no longer renew nor answer. */
  const ociosaDesde = (agora: Date) => new Date(agora.getTime() - OCIOSIDADE_SESSAO_OPERADOR_S * 1000);

  /**
   * What a login or a renewal answers: a short access token (never past the session's ceiling) for the page's
   * memory, and the refresh token the module puts in the cookie, valid until the ceiling.
   */
  async function entregar(operador: OperadorRow, sessaoId: string, refresh: string, expiraEm: Date) {
    const restanteS = Math.floor((expiraEm.getTime() - now()) / 1000);
    const validade = Math.max(1, Math.min(VALIDADE_ACESSO_OPERADOR_S, restanteS));
    const access_token = await tokens.emitirOperador({ operadorId: operador.id, sessaoId }, validade);
    return {
      resposta: { access_token, expires_in: validade, operador: paraOperador(operador) },
      refresh: { token: refresh, validadeS: restanteS },
    };
  }

  /** preHandler of every /operador/v1 route but the login: an operator token of a live session. */
  async function autenticar(request: FastifyRequest) {
    const header = request.headers.authorization ?? '';
    const token = header.toLowerCase().startsWith('bearer ') ? header.slice(7) : undefined;
    if (!token) throw naoAutorizado('Entre no back-office para continuar.');
    const sessao = await tokens.verificarOperador(token);
    const agora = new Date(now());
    const operador = await repo.daSessaoViva(sessao.sessaoId, sessao.operadorId, agora, ociosaDesde(agora));
    if (!operador) throw naoAutorizado(SESSAO_TERMINOU);
    request.operador = { ...sessao, parceiroId: operador.parceiroId };
    return operador;
  }

  return {
    async login(email: string, senha: string, ip: string) {
      const chave = `operador:${email.toLowerCase()}`;
      const operador = await repo.porEmail(email);
      // A failed login is audited: against the operator when the e-mail is one, else against the e-mail's
      // hash (an attacker's guesses are no data to keep in clear); never the password.
      const alvo = operador
        ? `operador:${operador.id}`
        : `email:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;
      const auditarFalha = (motivo: 'senha' | 'bloqueio') =>
        repo.auditar(operador?.id ?? null, 'login.falhou', alvo, { ip, motivo });
      try {
        await tentativas.exigirPermitida(chave);
      } catch (error) {
        await auditarFalha('bloqueio');
        throw error;
      }
      const ok = operador?.ativo
        ? await verificarSenha(operador.senhaHash, senha)
        : await verificarSenha(await hashFicticio, senha).then(() => false);
      if (!operador || !ok) {
        await auditarFalha('senha');
        await tentativas.falhou(chave, ip);
        throw new HttpError(401, MENSAGEM_LOGIN_OPERADOR_FALHOU);
      }
      await tentativas.acertou(chave, ip);
      const refresh = novoRefresh(randomUUID());
      const agora = new Date(now());
      const expiraEm = new Date(agora.getTime() + VALIDADE_SESSAO_OPERADOR_S * 1000);
      await comAuditoria(
        operador.id,
        (tx) =>
          repo.abrirSessao(
            { id: refresh.sessaoId, operadorId: operador.id, expiraEm, refreshHash: refresh.hash, agora },
            tx,
          ),
        { acao: 'login', alvo: `operador:${operador.id}`, detalhes: { ip } },
      );
      return entregar(operador, refresh.sessaoId, refresh.token, expiraEm);
    },

    /**
     * Renews the session with its refresh token (from the cookie) and rotates it, in one statement. A token
     * that is not the current one of a live session is refused; one that was already rotated (a replay of a
     * stolen or old cookie) also ends its session, audited.
     */
    async renovar(apresentado: { sessaoId: string; hash: string } | undefined) {
      if (!apresentado) throw naoAutorizado(SESSAO_TERMINOU);
      const agora = new Date(now());
      const novo = novoRefresh(apresentado.sessaoId);
      const renovada = await repo.rotacionarRefresh({
        sessaoId: apresentado.sessaoId,
        hashAtual: apresentado.hash,
        hashNovo: novo.hash,
        agora,
        ociosaDesde: ociosaDesde(agora),
      });
      if (!renovada) {
        await repo.transacao(async (tx) => {
          const operadorId = await repo.encerrarPorReuso(apresentado.sessaoId, apresentado.hash, agora, tx);
          if (operadorId !== undefined) {
            await repo.auditar(operadorId, 'sessao.refresh-reutilizado', `operador:${operadorId}`, {}, tx);
          }
        });
        throw naoAutorizado(SESSAO_TERMINOU);
      }
      return entregar(renovada.operador, apresentado.sessaoId, novo.token, renovada.expiraEm);
    },

    async logout(request: FastifyRequest) {
      const { operadorId, sessaoId } = request.operador;
      await comAuditoria(operadorId, (tx) => repo.encerrarSessao(sessaoId, new Date(now()), tx), {
        acao: 'logout',
        alvo: `operador:${operadorId}`,
      });
    },

    autenticar,

    /** The guard of a catalogue operation: a live session whose role allows the operation's permission. */
    guarda: (permissao: PermissaoOperador) => async (request: FastifyRequest) => {
      const operador = await autenticar(request);
      if (!papelPermite(operador.papel, permissao)) throw proibido(MENSAGEM_PERFIL_NAO_PERMITE);
    },

    /** The one audit helper for operator writes: the change and its entry in one transaction. */
    comAuditoria,

    async eu(request: FastifyRequest): Promise<Operador> {
      const agora = new Date(now());
      const { sessaoId, operadorId } = request.operador;
      const operador = await repo.daSessaoViva(sessaoId, operadorId, agora, ociosaDesde(agora));
      if (!operador) throw naoAutorizado(SESSAO_TERMINOU);
      return paraOperador(operador);
    },

    async auditoria(page: number, pageSize: number) {
      const linhas = await repo.auditoria(pageSize, (page - 1) * pageSize);
      return linhas.map(({ registro, operador }) => ({
        id: registro.id,
        operador,
        acao: registro.acao,
        alvo: registro.alvo,
        detalhes: registro.detalhes,
        criadoEm: registro.criadoEm.toISOString(),
      }));
    },

    /** The customer page of the back-office: quotas, open sessions and what was sent to them. Viewing is audited. */
    async cliente({ operadorId, parceiroId }: OperadorDaRequisicao, inscricao: string) {
      const encontrado = await acesso.clienteBackOffice(inscricao, parceiroId);
      if (!encontrado) throw naoEncontrado('Cliente não encontrado.');
      const { cliente, sessoes } = encontrado;
      const cotasVisiveis = await cotas.cotasDoClienteBackOffice(cliente.id, parceiroId);
      // A partner's analyst knows only its partner's customers: one with no quota there is not found.
      if (parceiroId !== null && cotasVisiveis.length === 0) throw naoEncontrado('Cliente não encontrado.');
      const destinos = [cliente.email, cliente.telefoneCelular].filter((d): d is string => Boolean(d));
      const mensagens = (await Promise.all(destinos.map((d) => repo.mensagensPara(d))))
        .flat()
        .sort((a, b) => b.criadoEm.getTime() - a.criadoEm.getTime());
      await repo.auditar(operadorId, 'cliente.consultado', `cliente:${cliente.inscricaoNacional}`);
      return {
        cliente: {
          nome: cliente.nome,
          inscricaoNacional: cliente.inscricaoNacional,
          tipoPessoa: cliente.tipoPessoa,
          email: cliente.email,
          telefoneCelular: cliente.telefoneCelular,
          senhaExpirada: cliente.senhaExpirada,
        },
        cotas: cotasVisiveis,
        sessoes: sessoes.map((s) => ({
          desde: s.desde.toISOString(),
          ultimoUso: s.ultimoUso.toISOString(),
          transparente: s.transparente,
        })),
        mensagens: mensagens.map((m) => ({ ...m, criadoEm: m.criadoEm.toISOString() })),
      };
    },
  };
}
export type OperadorService = ReturnType<typeof createOperadorService>;
/** Writes one audit entry, in the caller's transaction when given one (ADR 0010). */
export type Auditar = OperadorRepository['auditar'];
