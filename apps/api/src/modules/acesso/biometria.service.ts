import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { formatarInscricao, MENSAGEM_ERRO_BIOMETRIA } from '@portal/domain';
import type { Sessao } from '../../core/sessao.ts';
import { HttpError, naoAutorizado } from '../../core/erros.ts';
import type { Auditar } from '../operador/operador.service.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import type { AcessoRepository } from './acesso.repository.ts';
import type { BiometriaRepository } from './biometria.repository.ts';
import type { AcessoService } from './acesso.service.ts';

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
  /** The audit log (the operador module's): each enrolment is recorded in the insert's transaction. */
  auditar: Auditar;
  now: () => number;
}) {
  const { repo, acessoRepo, acesso, parceiros, auditar, now } = deps;

  const gastarDesafio = (desafio: string, tipo: 'registro' | 'login', clienteId: number | null) =>
    repo.gastarDesafio(desafio, tipo, clienteId, new Date(now()));
  const guardarDesafio = (desafio: string, tipo: 'registro' | 'login', clienteId: number | null) =>
    repo.guardarDesafio(desafio, tipo, clienteId, new Date(now() + VALIDADE_DESAFIO_MS));

  return {
    async opcoesRegistro(sessao: Sessao, origemHeader: string | undefined) {
      const { rpID, parceiro } = await origemDoParceiro(parceiros, origemHeader, sessao.parceiroId);
      const cliente = await acessoRepo.clientePorId(sessao.clienteId);
      if (!cliente) throw naoAutorizado();
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
      const cliente = await acessoRepo.clientePorId(sessao.clienteId);
      if (!cliente) throw naoAutorizado();
      const linha = await repo.inserirCredencial(
        {
          id: credential.id,
          clienteId: cliente.id,
          chavePublica: Buffer.from(credential.publicKey).toString('base64url'),
          contador: credential.counter,
          transportes: credential.transports ?? [],
          nomeDispositivo: nomeDispositivo ?? null,
          criadoEm: new Date(now()),
        },
        // Who enrolled which credential, and when (the entry's own time); no operator acted.
        (tx, nova) =>
          auditar(
            null,
            'biometria.registrada',
            `cliente:${cliente.inscricaoNacional}`,
            { credencial: nova.id, nomeDispositivo: nova.nomeDispositivo, registradaEm: nova.criadoEm },
            tx,
          ),
      );
      return {
        id: linha.id,
        nomeDispositivo: linha.nomeDispositivo,
        criadaEm: linha.criadoEm.toISOString(),
      };
    },

    async listar(sessao: Sessao) {
      const linhas = await repo.credenciaisDoCliente(sessao.clienteId);
      return linhas.map((c) => ({
        id: c.id,
        nomeDispositivo: c.nomeDispositivo,
        criadaEm: c.criadoEm.toISOString(),
      }));
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
      if (!credencial) throw falha;
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
      return acesso.abrirSessao(credencial.clienteId, parceiro.id, undefined, false);
    },
  };
}
export type BiometriaService = ReturnType<typeof createBiometriaService>;
