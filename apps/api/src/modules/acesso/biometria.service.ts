import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { credenciaisBiometria, desafiosBiometria, type Db } from '@portal/db';
import { formatarInscricao, MENSAGEM_ERRO_BIOMETRIA } from '@portal/domain';
import type { Sessao } from '../../core/sessao.ts';
import { HttpError, naoAutorizado } from '../../core/erros.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import type { AcessoRepository } from './acesso.repository.ts';
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
  db: Db;
  acessoRepo: AcessoRepository;
  acesso: AcessoService;
  parceiros: ParceirosService;
  now: () => number;
}) {
  const { db, acessoRepo, acesso, parceiros, now } = deps;

  async function gastarDesafio(
    desafio: string,
    tipo: 'registro' | 'login',
    clienteId: number | null,
  ): Promise<boolean> {
    const condicoes = [
      eq(desafiosBiometria.desafio, desafio),
      eq(desafiosBiometria.tipo, tipo),
      isNull(desafiosBiometria.usadoEm),
      gt(desafiosBiometria.expiraEm, new Date(now())),
      clienteId === null ? isNull(desafiosBiometria.clienteId) : eq(desafiosBiometria.clienteId, clienteId),
    ];
    const gasto = await db
      .update(desafiosBiometria)
      .set({ usadoEm: new Date(now()) })
      .where(and(...condicoes))
      .returning({ d: desafiosBiometria.desafio });
    return gasto.length === 1;
  }

  const guardarDesafio = (desafio: string, tipo: 'registro' | 'login', clienteId: number | null) =>
    db
      .insert(desafiosBiometria)
      .values({ desafio, tipo, clienteId, expiraEm: new Date(now() + VALIDADE_DESAFIO_MS) });

  return {
    async opcoesRegistro(sessao: Sessao, origemHeader: string | undefined) {
      const { rpID, parceiro } = await origemDoParceiro(parceiros, origemHeader, sessao.parceiroId);
      const cliente = await acessoRepo.clientePorId(sessao.clienteId);
      if (!cliente) throw naoAutorizado();
      const existentes = await db
        .select()
        .from(credenciaisBiometria)
        .where(eq(credenciaisBiometria.clienteId, cliente.id));
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
      const [linha] = await db
        .insert(credenciaisBiometria)
        .values({
          id: credential.id,
          clienteId: sessao.clienteId,
          chavePublica: Buffer.from(credential.publicKey).toString('base64url'),
          contador: credential.counter,
          transportes: credential.transports ?? [],
          nomeDispositivo: nomeDispositivo ?? null,
          criadoEm: new Date(now()),
        })
        .returning();
      return {
        id: linha!.id,
        nomeDispositivo: linha!.nomeDispositivo,
        criadaEm: linha!.criadoEm.toISOString(),
      };
    },

    async listar(sessao: Sessao) {
      const linhas = await db
        .select()
        .from(credenciaisBiometria)
        .where(eq(credenciaisBiometria.clienteId, sessao.clienteId));
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
      const [credencial] = await db
        .select()
        .from(credenciaisBiometria)
        .where(eq(credenciaisBiometria.id, String(resposta.id ?? '')));
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
      await db
        .update(credenciaisBiometria)
        .set({ contador: verificacao.authenticationInfo.newCounter, usadoEm: new Date(now()) })
        .where(eq(credenciaisBiometria.id, credencial.id));
      return acesso.abrirSessao(credencial.clienteId, parceiro.id, undefined, false);
    },
  };
}
export type BiometriaService = ReturnType<typeof createBiometriaService>;
