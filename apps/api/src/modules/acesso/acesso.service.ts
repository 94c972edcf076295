import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  MENSAGEM_LOGIN_FALHOU,
  normalizarInscricao,
  type LoginBody,
  type TokensEmitidos,
} from '@portal/domain';
import { hashSenha, verificarSenha } from '@portal/db';
import { HttpError, naoAutorizado } from '../../core/erros.ts';
import type { Sessao, TokenService } from '../../core/sessao.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import type { AcessoRepository, ClienteRow, SessaoDoRefresh } from './acesso.repository.ts';
import type { SenhaRepository } from './senha.repository.ts';
import type { SessoesRevogadas } from './sessoes-revogadas.ts';
import { confereProvisoria } from './senha.service.ts';
import { createTentativas } from './tentativas.service.ts';

export const REFRESH_VALIDADE_DIAS = 30;
/**
 * A refresh token presented again this soon after its rotation gets the same successor instead of revoking
 * its family: two tabs that refresh at once both stay logged in. Later, a used token is a stolen one.
 */
export const CARENCIA_REFRESH_MS = 10_000;
const SEM_COTAS = 'Não encontramos cotas suas neste portal. Confira se está no site da sua administradora.';

const sha256 = (valor: string) => createHash('sha256').update(valor).digest('hex');

export interface LoginContexto {
  ip: string;
  /** Host name of the request, to pick the partner when the body names none. */
  dominio: string;
}

export function createAcessoService(deps: {
  repo: AcessoRepository;
  senhas: SenhaRepository;
  tokens: TokenService;
  cotas: CotasService;
  parceiros: ParceirosService;
  sessoesRevogadas: SessoesRevogadas;
  now: () => number;
}) {
  const { repo, senhas, tokens, cotas, parceiros, sessoesRevogadas, now } = deps;
  const tentativas = createTentativas(repo, now);
  // Verified when the account does not exist, so a wrong ID costs the same time as a wrong password.
  const hashFicticio = hashSenha(randomBytes(16).toString('hex'));
  // The successor of a refresh token is HMAC(secret, token): both requests of a race compute the same
  // token without it ever being stored in clear, and nobody can derive it without the server's secret.
  let segredoDoRefresh: Promise<string> | undefined;
  async function sucessorDe(refreshToken: string): Promise<string> {
    segredoDoRefresh ??= repo
      .segredo('refresh', () => randomBytes(48).toString('base64url'))
      .catch((error: unknown) => {
        segredoDoRefresh = undefined;
        throw error;
      });
    return createHmac('sha256', await segredoDoRefresh)
      .update(refreshToken)
      .digest('base64url');
  }

  /**
   * The portal's partner, from the host: a session opens only on its partner's portal (the body's
   * `idParceiro`, when sent, must name that same partner).
   */
  async function parceiroDoLogin(body: Pick<LoginBody, 'idParceiro'>, contexto: LoginContexto) {
    const porDominio = await parceiros.porDominio(contexto.dominio);
    if (!porDominio) throw new HttpError(400, 'Não há parceiro configurado para este endereço.');
    if (body.idParceiro !== undefined && body.idParceiro !== porDominio.id)
      throw new HttpError(400, 'Este endereço não é o portal do parceiro informado.');
    return porDominio;
  }

  /** The quota a new session starts on: the one asked for, or the customer's first on this partner. */
  async function cotaInicialDe(clienteId: number, parceiroId: number, idCota: number | undefined) {
    if (idCota !== undefined) {
      return cotas.exigirDoCliente(clienteId, parceiroId, idCota).then(
        () => idCota,
        () => undefined,
      );
    }
    const primeira = await cotas.listar({ clienteId, parceiroId }, { page: 1, page_size: 1 });
    return primeira.data[0]?.idCota;
  }

  /** Resolves who is logging in; the quota login also fixes which quota the session starts on. */
  async function identificar(
    body: LoginBody,
  ): Promise<{ chave: string; cliente?: ClienteRow; idCota?: number }> {
    if (body.username) {
      const inscricao = normalizarInscricao(body.username);
      return { chave: `doc:${inscricao}`, cliente: await repo.clientePorInscricao(inscricao) };
    }
    const versao = body.versao ?? 0;
    const chave = `cota:${body.codigoGrupo}:${body.codigoCota}:${versao}`;
    const cota = await cotas.porGrupoECota(body.codigoGrupo!, body.codigoCota!, versao);
    return {
      chave,
      cliente: cota ? await repo.clientePorId(cota.clienteId) : undefined,
      idCota: cota?.idCota,
    };
  }

  async function emitirPar(
    sessao: Sessao,
    cliente: ClienteRow,
    refreshToken: string,
  ): Promise<TokensEmitidos> {
    const { token, expiresIn } = await tokens.emitir(sessao);
    return {
      access_token: token,
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: expiresIn,
      idCota: sessao.cotaId,
      perfil: (await cotas.cota(sessao, sessao.cotaId)).perfil,
      usuario: {
        nome: cliente.nome,
        inscricaoNacional: cliente.inscricaoNacional,
        tipoPessoa: cliente.tipoPessoa,
        email: cliente.email,
      },
      transparente: sessao.transparente,
    };
  }

  /** A new opaque refresh token in `familia`; only its hash is stored. */
  async function novoRefresh(sessao: Sessao): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await repo.inserirRefresh({
      familia: sessao.familia,
      tokenHash: sha256(token),
      clienteId: sessao.clienteId,
      parceiroId: sessao.parceiroId,
      cotaId: sessao.cotaId,
      transparente: sessao.transparente,
      expiraEm: new Date(now() + REFRESH_VALIDADE_DIAS * 86_400_000),
      criadoEm: new Date(now()),
    });
    return token;
  }

  async function emitirDoRefresh(row: SessaoDoRefresh, refreshToken: string): Promise<TokensEmitidos> {
    const cliente = await repo.clientePorId(row.clienteId);
    if (!cliente) throw naoAutorizado();
    const sessao: Sessao = {
      clienteId: row.clienteId,
      parceiroId: row.parceiroId,
      cotaId: row.cotaId,
      familia: row.familia,
      transparente: row.transparente,
    };
    return emitirPar(sessao, cliente, refreshToken);
  }

  /** A new session (token family) on the given quota, or on the customer's first quota on this partner. */
  async function abrirSessao(
    cliente: ClienteRow,
    parceiroId: number,
    idCota: number | undefined,
    transparente: boolean,
  ) {
    const cotaInicial = await cotaInicialDe(cliente.id, parceiroId, idCota);
    if (cotaInicial === undefined) throw new HttpError(403, SEM_COTAS);
    const sessao = {
      clienteId: cliente.id,
      parceiroId,
      familia: randomUUID(),
      transparente,
      cotaId: cotaInicial,
    };
    return emitirPar(sessao, cliente, await novoRefresh(sessao));
  }

  return {
    parceiroDoLogin,
    async login(body: LoginBody, contexto: LoginContexto): Promise<TokensEmitidos> {
      const parceiro = await parceiroDoLogin(body, contexto);
      const { chave, cliente, idCota } = await identificar(body);

      // Both reservations are atomic and taken before the hash is compared: a burst cannot slip past them.
      await tentativas.exigirIpPermitido(contexto.ip);
      try {
        await tentativas.exigirPermitida(chave);
      } catch (error) {
        await tentativas.devolverIp(contexto.ip);
        throw error;
      }

      const senhaOk = cliente
        ? await verificarSenha(cliente.senhaHash, body.password)
        : await verificarSenha(await hashFicticio, body.password).then(() => false);
      const provisoriaOk =
        cliente && !senhaOk ? await confereProvisoria(cliente, body.password, now()) : false;
      // A customer with no quota on this portal is answered as a wrong password, and counted as one: another
      // partner's portal must not confirm that a password is right.
      const temCota =
        cliente && (senhaOk || provisoriaOk)
          ? (await cotaInicialDe(cliente.id, parceiro.id, idCota)) !== undefined
          : false;
      if (!cliente || !(senhaOk || provisoriaOk) || !temCota) {
        await tentativas.falhou(chave, contexto.ip);
        throw new HttpError(401, MENSAGEM_LOGIN_FALHOU);
      }
      await tentativas.acertou(chave, contexto.ip);
      await tentativas.devolverIp(contexto.ip);
      if (provisoriaOk) await senhas.exigirTroca(cliente.id);

      return abrirSessao(cliente, parceiro.id, idCota, false);
    },

    abrirSessao: async (
      clienteId: number,
      parceiroId: number,
      idCota: number | undefined,
      transparente: boolean,
    ) => {
      const cliente = await repo.clientePorId(clienteId);
      if (!cliente) throw naoAutorizado();
      return abrirSessao(cliente, parceiroId, idCota, transparente);
    },

    /**
     * Rotation: each refresh token works once; presenting a used one again revokes its whole family, unless
     * it comes back within `CARENCIA_REFRESH_MS` of its rotation: then it gets the same successor.
     */
    async refresh(refreshToken: string, parceiroDoHost: number | undefined): Promise<TokensEmitidos> {
      const tokenHash = sha256(refreshToken);
      // Another partner's portal neither renews nor spends it: the session belongs to the portal it opened on.
      const doToken = await repo.refreshPorHash(tokenHash);
      if (!doToken || doToken.parceiroId !== parceiroDoHost) throw naoAutorizado();
      const sucessor = await sucessorDe(refreshToken);
      const agora = new Date(now());
      const expiraEm = new Date(now() + REFRESH_VALIDADE_DIAS * 86_400_000);
      const vivo =
        (await repo.rotacionar(tokenHash, sha256(sucessor), agora, expiraEm)) ??
        (await repo.sucessorNaCarencia(tokenHash, new Date(now() - CARENCIA_REFRESH_MS), agora));
      if (vivo) return emitirDoRefresh(vivo, sucessor);

      const row = await repo.refreshPorHash(tokenHash);
      if (row?.usadoEm && !row.revogadoEm && row.expiraEm > agora) {
        await repo.revogarFamilia(row.familia, agora);
        sessoesRevogadas.esquecer([row.familia]);
      }
      throw naoAutorizado();
    },

    /**
     * Reissues the pair bound to another of the customer's quotas as a new session: the old one ends in the same
     * statement that decides who selected, so its access token, refresh token and download links die at once,
     * and of selections racing on one session exactly one succeeds.
     */
    async selecionarCota(sessao: Sessao, idCota: number): Promise<TokensEmitidos> {
      await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, idCota);
      const cliente = await repo.clientePorId(sessao.clienteId);
      if (!cliente) throw naoAutorizado();
      if (!(await repo.encerrarFamilia(sessao.familia, new Date(now())))) throw naoAutorizado();
      sessoesRevogadas.esquecer([sessao.familia]);
      const nova: Sessao = { ...sessao, cotaId: idCota, familia: randomUUID() };
      return emitirPar(nova, cliente, await novoRefresh(nova));
    },

    /** The customer and their open sessions, for the back-office's customer page. */
    /** The customer for the back-office, with the open sessions the operator may see (its partner's, or all). */
    async clienteBackOffice(inscricao: string, parceiroId: number | null) {
      const cliente = await repo.clientePorInscricao(normalizarInscricao(inscricao));
      if (!cliente) return undefined;
      const sessoes = await repo.sessoesAbertas(cliente.id, new Date(now()), parceiroId);
      return { cliente, sessoes };
    },

    /**
     * The copy of the registration data the login record keeps — the name and birth or founding date the
     * quotas and password recovery show and check, the e-mail recovery checks, the mobile the SMS codes go to —
     * set by the registration data in the same transaction as the change that moved it.
     */
    definirDadosDoCliente: repo.definirDadosDoCliente,
    /** The e-mail and mobile of record, in the caller's transaction (to tell the old ones of a change). */
    contatosDoCliente: repo.contatosDoCliente,

    async logout(sessao: Sessao) {
      await repo.revogarFamilia(sessao.familia, new Date(now()));
      sessoesRevogadas.esquecer([sessao.familia]);
    },
  };
}
export type AcessoService = ReturnType<typeof createAcessoService>;
