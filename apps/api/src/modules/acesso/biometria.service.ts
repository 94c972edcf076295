import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  CODIGO_CREDENCIAL_DESCONHECIDA,
  formatarInscricao,
  mascararCredencial,
  MENSAGEM_BIOMETRIA_NAO_ENCONTRADA,
  MENSAGEM_ERRO_BIOMETRIA,
} from '@portal/domain';
import type { credenciaisBiometria } from '@portal/db';
import type { Notificador } from '../../adapters/notificacoes.ts';
import type { Sessao, TokenService } from '../../core/sessao.ts';
import { HttpError, naoAutorizado, naoEncontrado } from '../../core/erros.ts';
import type { ComAuditoria } from '../operador/auditoria.service.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import type { AcessoRepository } from './acesso.repository.ts';
import type { BiometriaRepository } from './biometria.repository.ts';
import type { AcessoService } from './acesso.service.ts';
import type { SessoesRevogadas } from './sessoes-revogadas.ts';
import { avisoDeCadastro, avisoDeRemocao } from './biometria.avisos.ts';

const VALIDADE_DESAFIO_MS = 5 * 60_000;
const ORIGEM_INVALIDA = 'A biometria só pode ser usada no endereço do seu portal.';

/** The browser's origin, accepted only when it is one of the partner's domains; its host is the RP ID. */
async function origemDoParceiro(
  parceiros: ParceirosService,
  origem: string | undefined,
  parceiroId?: number,
) {
  let url: URL;
  try {
    url = new URL(origem ?? '');
  } catch {
    throw new HttpError(400, ORIGEM_INVALIDA);
  }
  const parceiro = await parceiros.porDominio(url.hostname);
  if (!parceiro || (parceiroId !== undefined && parceiro.id !== parceiroId))
    throw new HttpError(400, ORIGEM_INVALIDA);
  return { origem: url.origin, rpID: url.hostname, parceiro };
}

/** A passkey login refused because no passkey has that id: the web forgets it on this device. */
export class CredencialDesconhecida extends HttpError {
  readonly codigo = CODIGO_CREDENCIAL_DESCONHECIDA;
  constructor() {
    super(401, MENSAGEM_ERRO_BIOMETRIA);
  }
}

type Credencial = typeof credenciaisBiometria.$inferSelect;

/** How a passkey is listed back to its owner: never its public key or counter. */
const paraLista = (c: Credencial) => ({
  id: c.id,
  idMascarado: mascararCredencial(c.id),
  nomeDispositivo: c.nomeDispositivo,
  criadaEm: c.criadoEm.toISOString(),
  usadaEm: c.usadoEm?.toISOString() ?? null,
});

/** The challenge the browser signed, read from clientDataJSON, to find the one we handed out. */
function desafioAssinado(resposta: { response?: { clientDataJSON?: unknown } }): string {
  try {
    const clientData = JSON.parse(
      Buffer.from(String(resposta.response?.clientDataJSON), 'base64url').toString('utf8'),
    ) as { challenge?: string };
    if (typeof clientData.challenge === 'string') return clientData.challenge;
  } catch {
    // falls through
  }
  throw naoAutorizado(MENSAGEM_ERRO_BIOMETRIA);
}

/** Passkeys (WebAuthn) as the web's biometric login, via @simplewebauthn/server. */
export function createBiometriaService(deps: {
  repo: BiometriaRepository;
  acessoRepo: AcessoRepository;
  acesso: AcessoService;
  parceiros: ParceirosService;
  /** The audit log (the operador module's): enrolment, rename and removal each in the change's transaction. */
  comAuditoria: ComAuditoria;
  notificador: Notificador;
  /** Reads the family of the session a passkey login opened. */
  tokens: Pick<TokenService, 'verificar'>;
  sessoesRevogadas: Pick<SessoesRevogadas, 'esquecer'>;
  /** An e-mail that could not leave is logged: the change it reports is already committed. */
  aoFalharEmail: (erro: unknown) => void;
  now: () => number;
}) {
  const { repo, acessoRepo, acesso, parceiros, comAuditoria, notificador, tokens, sessoesRevogadas } = deps;
  const { aoFalharEmail, now } = deps;

  /** The customer acting on their own passkeys: the audit's target and the e-mail's addressee. */
  async function clienteDaSessao(sessao: Sessao) {
    const cliente = await acessoRepo.clientePorId(sessao.clienteId);
    if (!cliente) throw naoAutorizado();
    return { cliente, alvo: `cliente:${cliente.inscricaoNacional}` };
  }

  async function avisar(
    sessao: Sessao,
    cliente: { nome: string; email: string | null },
    aviso: typeof avisoDeCadastro,
    credencial: Pick<Credencial, 'nomeDispositivo'>,
  ) {
    if (!cliente.email) return;
    try {
      const portal = (await parceiros.exigir(sessao.parceiroId)).nome;
      const { assunto, texto } = aviso({
        portal,
        nomeDoCliente: cliente.nome,
        nomeDispositivo: credencial.nomeDispositivo,
        quando: new Date(now()),
      });
      await notificador.enviar({ canal: 'email', para: cliente.email, assunto, texto });
    } catch (erro) {
      aoFalharEmail(erro);
    }
  }

  const gastarDesafio = (desafio: string, tipo: 'registro' | 'login', clienteId: number | null) =>
    repo.gastarDesafio(desafio, tipo, clienteId, new Date(now()));
  const guardarDesafio = (desafio: string, tipo: 'registro' | 'login', clienteId: number | null) =>
    repo.guardarDesafio(desafio, tipo, clienteId, new Date(now() + VALIDADE_DESAFIO_MS));

  return {
    async opcoesRegistro(sessao: Sessao, origemHeader: string | undefined) {
      const { rpID, parceiro } = await origemDoParceiro(parceiros, origemHeader, sessao.parceiroId);
      const { cliente } = await clienteDaSessao(sessao);
      const existentes = await repo.credenciaisDoCliente(cliente.id);
      const opcoes = await generateRegistrationOptions({
        rpName: parceiro.nome,
        rpID,
        userID: new TextEncoder().encode(`cliente:${cliente.id}`),
        userName: formatarInscricao(cliente.inscricaoNacional),
        userDisplayName: cliente.nome,
        attestationType: 'none',
        excludeCredentials: existentes.map((c) => ({ id: c.id, transports: c.transportes })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await guardarDesafio(opcoes.challenge, 'registro', cliente.id);
      return opcoes as unknown as Record<string, unknown>;
    },

    async registrar(
      sessao: Sessao,
      origemHeader: string | undefined,
      resposta: Record<string, unknown>,
      nomeDispositivo: string | undefined,
    ) {
      const { origem, rpID } = await origemDoParceiro(parceiros, origemHeader, sessao.parceiroId);
      const desafio = desafioAssinado(resposta);
      if (!(await gastarDesafio(desafio, 'registro', sessao.clienteId)))
        throw new HttpError(400, 'A ativação expirou. Tente novamente.');
      const verificacao = await verifyRegistrationResponse({
        response: resposta as unknown as RegistrationResponseJSON,
        expectedChallenge: desafio,
        expectedOrigin: origem,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch(() => ({ verified: false as const }));
      if (!verificacao.verified)
        throw new HttpError(400, 'Não foi possível ativar a biometria neste dispositivo.');
      const { credential } = verificacao.registrationInfo;
      const { cliente, alvo } = await clienteDaSessao(sessao);
      const linha = await comAuditoria(
        null,
        (tx) =>
          repo.inserirCredencial(
            {
              id: credential.id,
              clienteId: cliente.id,
              chavePublica: Buffer.from(credential.publicKey).toString('base64url'),
              contador: credential.counter,
              transportes: credential.transports ?? [],
              nomeDispositivo: nomeDispositivo ?? null,
              criadoEm: new Date(now()),
            },
            tx,
          ),
        // Who enrolled which credential, and when; no operator acted, and the public key stays out.
        (nova) => ({
          acao: 'biometria.cadastrada',
          alvo,
          detalhes: {
            credencial: nova.id,
            nomeDispositivo: nova.nomeDispositivo,
            cadastradaEm: nova.criadoEm.toISOString(),
          },
        }),
      );
      await avisar(sessao, cliente, avisoDeCadastro, linha);
      return paraLista(linha);
    },

    async listar(sessao: Sessao) {
      return (await repo.credenciaisDoCliente(sessao.clienteId)).map(paraLista);
    },

    /** Renames one of the caller's passkeys; another customer's answers 404 exactly like a missing one. */
    async renomear(sessao: Sessao, id: string, nome: string) {
      const { alvo } = await clienteDaSessao(sessao);
      const { linha } = await comAuditoria(
        null,
        async (tx) => {
          const renomeada = await repo.renomear(id, sessao.clienteId, nome, tx);
          if (!renomeada) throw naoEncontrado(MENSAGEM_BIOMETRIA_NAO_ENCONTRADA);
          return renomeada;
        },
        (r) => ({
          acao: 'biometria.renomeada',
          alvo,
          detalhes: { credencial: r.linha.id, nomeAnterior: r.nomeAnterior, nome: r.linha.nomeDispositivo },
        }),
      );
      return paraLista(linha);
    },

    /**
     * Removes one of the caller's passkeys: it cannot log in any more, and the sessions it opened end (a lost
     * phone is logged out), except the caller's own. Of parallel removals one deletes the row (and writes the
     * one audit entry); the others find nothing and answer 404, their revocations undone with them.
     */
    async remover(sessao: Sessao, id: string) {
      const { cliente, alvo } = await clienteDaSessao(sessao);
      const { linha: removida, encerradas } = await comAuditoria(
        null,
        async (tx) => {
          const fim = await repo.encerrarSessoes(id, sessao.clienteId, sessao.familia, new Date(now()), tx);
          const linha = await repo.remover(id, sessao.clienteId, tx);
          if (!linha) throw naoEncontrado(MENSAGEM_BIOMETRIA_NAO_ENCONTRADA);
          return { linha, encerradas: fim };
        },
        ({ linha, encerradas }) => ({
          acao: 'biometria.removida',
          alvo,
          detalhes: {
            credencial: linha.id,
            nomeDispositivo: linha.nomeDispositivo,
            sessoesEncerradas: encerradas.length,
          },
        }),
      );
      sessoesRevogadas.esquecer(encerradas);
      await avisar(sessao, cliente, avisoDeRemocao, removida);
    },

    async opcoesLogin(origemHeader: string | undefined, idParceiro: number | undefined) {
      const { rpID } = await origemDoParceiro(parceiros, origemHeader, idParceiro);
      const opcoes = await generateAuthenticationOptions({
        rpID,
        userVerification: 'preferred',
        allowCredentials: [],
      });
      await guardarDesafio(opcoes.challenge, 'login', null);
      return opcoes as unknown as Record<string, unknown>;
    },

    async login(
      origemHeader: string | undefined,
      resposta: Record<string, unknown>,
      idParceiro: number | undefined,
    ) {
      const { origem, rpID, parceiro } = await origemDoParceiro(parceiros, origemHeader, idParceiro);
      const desafio = desafioAssinado(resposta);
      const falha = naoAutorizado(MENSAGEM_ERRO_BIOMETRIA);
      if (!(await gastarDesafio(desafio, 'login', null))) throw falha;
      const credencial = await repo.credencial(String(resposta.id ?? ''));
      if (!credencial) throw new CredencialDesconhecida();
      const verificacao = await verifyAuthenticationResponse({
        response: resposta as unknown as AuthenticationResponseJSON,
        expectedChallenge: desafio,
        expectedOrigin: origem,
        expectedRPID: rpID,
        credential: {
          id: credencial.id,
          publicKey: new Uint8Array(Buffer.from(credencial.chavePublica, 'base64url')),
          counter: credencial.contador,
          transports: credencial.transportes,
        },
        requireUserVerification: false,
      }).catch(() => ({ verified: false as const }));
      if (!verificacao.verified) throw falha;
      await repo.usarCredencial(credencial.id, verificacao.authenticationInfo.newCounter, new Date(now()));
      const aberta = await acesso.abrirSessao(credencial.clienteId, parceiro.id, undefined, false);
      // Remembered so that removing this passkey ends this session too.
      const { familia } = await tokens.verificar(aberta.access_token);
      await repo.lembrarSessao(familia, credencial.id);
      return aberta;
    },
  };
}
export type BiometriaService = ReturnType<typeof createBiometriaService>;
