import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ERROS_CODIGO,
  ERROS_TOKEN_CADASTRAL,
  ESPERA_REENVIO_CODIGO_S,
  FORMATO_CODIGO,
  TAMANHO_CODIGO_VERIFICACAO,
  TENTATIVAS_CODIGO_VERIFICACAO,
  VALIDADE_CODIGO_VERIFICACAO_S,
  type ErroCodigo,
  type ErroTokenCadastral,
} from '@portal/domain';
import type { Notificador } from '../../adapters/notificacoes.ts';
import type { Sessao } from '../../core/sessao.ts';
import { HttpError, requisicaoInvalida } from '../../core/erros.ts';
import type { Transacao } from '../../core/transacao.ts';
import type { CotaRow } from '../cotas/cotas.service.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import type { AcessoRepository } from './acesso.repository.ts';
import type { VerificacaoRepository } from './verificacao.repository.ts';

/** No 0/O or 1/I: the customer copies the code from an SMS into four boxes. */
const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A new code at most once every 40 s per quota (spec's resend wait): each one is an SMS. */
const INTERVALO_ENVIO_MS = ESPERA_REENVIO_CODIGO_S * 1000;
const MENSAGEM_AGUARDE_REENVIO = `Aguarde ${ESPERA_REENVIO_CODIGO_S} segundos para pedir um novo código.`;

export class ErroDeCodigo extends HttpError {
  constructor(readonly codigo: ErroCodigo) {
    super(400, ERROS_CODIGO[codigo]);
  }
}

/**
 * A sensitive save refused for its SMS authorisation (03 §8 "SMS transaction not authorized"): 403 with the
 * reason, so the app sends the customer back to the token step.
 */
export class ErroDeAutorizacao extends HttpError {
  constructor(readonly codigo: ErroTokenCadastral) {
    super(403, ERROS_TOKEN_CADASTRAL[codigo]);
  }
}

/** The authorisation is 256 random bits; only its SHA-256 is kept. */
const hashDaAutorizacao = (token: string) => createHash('sha256').update(token).digest('hex');

const resumo = (sal: string, codigo: string) => createHash('sha256').update(`${sal}:${codigo}`).digest('hex');

function mascararCelular(celular: string): string {
  return `(${celular.slice(0, 2)}) *****-${celular.slice(-4)}`;
}

/** SMS verification codes for sensitive changes: stored hashed, 15 minutes, 5 attempts (spec §8 wording). */
export function createVerificacaoService(deps: {
  repo: VerificacaoRepository;
  acesso: AcessoRepository;
  parceiros: ParceirosService;
  notificador: Notificador;
  now: () => number;
}) {
  const { repo, acesso, parceiros, notificador, now } = deps;

  /** Why the code can take no attempt (the refusal itself was atomic; this only words it). */
  async function motivoDaRecusa(clienteId: number, idCota: number): Promise<ErroCodigo> {
    const registro = await repo.atual(clienteId, idCota);
    if (!registro) return 'RESOURCE_NOT_FOUND';
    if (registro.verificadoEm) return 'VALIDATION_CODE_ALREADY_VERIFIED';
    return 'VALIDATION_CODE_EXPIRED';
  }

  return {
    /** On one of the caller's quotas (`cota`, checked by the ownership hook). */
    async gerar(sessao: Sessao, cota: Pick<CotaRow, 'idCota'>) {
      const idCota = cota.idCota;
      const cliente = await acesso.clientePorId(sessao.clienteId);
      if (!cliente?.telefoneCelular)
        throw requisicaoInvalida(
          'Não há celular cadastrado para receber o código. Fale com a central de atendimento.',
        );
      const codigo = Array.from(
        { length: TAMANHO_CODIGO_VERIFICACAO },
        () => ALFABETO[randomInt(ALFABETO.length)],
      ).join('');
      const sal = randomBytes(8).toString('hex');
      const expiraEm = new Date(now() + VALIDADE_CODIGO_VERIFICACAO_S * 1000);
      // One statement both keeps the resend pace and replaces the previous code.
      const gravado = await repo.substituir(
        { clienteId: cliente.id, cotaId: idCota, codigoHash: `${sal}:${resumo(sal, codigo)}`, expiraEm },
        new Date(now()),
        new Date(now() - INTERVALO_ENVIO_MS),
      );
      if (!gravado) throw new HttpError(429, MENSAGEM_AGUARDE_REENVIO);
      const parceiro = await parceiros.exigir(sessao.parceiroId);
      await notificador.enviar({
        canal: 'sms',
        para: cliente.telefoneCelular,
        assunto: 'Código de verificação',
        texto: `${parceiro.nome} - código: ${codigo}. Use-o para confirmar a alteração no portal. Vale por 15 minutos; não compartilhe.`,
      });
      return {
        destino: mascararCelular(cliente.telefoneCelular),
        expiraEm: expiraEm.toISOString(),
        validadeSegundos: VALIDADE_CODIGO_VERIFICACAO_S,
      };
    },

    async validar(sessao: Sessao, cota: Pick<CotaRow, 'idCota'>, codigo: string) {
      const idCota = cota.idCota;
      if (!FORMATO_CODIGO.test(codigo)) throw new ErroDeCodigo('INVALID_VALIDATION_CODE');
      const agora = new Date(now());
      const reservada = await repo.reservarTentativa(
        sessao.clienteId,
        idCota,
        TENTATIVAS_CODIGO_VERIFICACAO,
        agora,
      );
      if (!reservada) throw new ErroDeCodigo(await motivoDaRecusa(sessao.clienteId, idCota));
      const [sal = '', esperado = ''] = reservada.codigoHash.split(':');
      if (!timingSafeEqual(Buffer.from(resumo(sal, codigo)), Buffer.from(esperado)))
        throw new ErroDeCodigo('INVALID_VALIDATION_CODE');
      const authToken = randomBytes(32).toString('base64url');
      const expiraEm = await repo.marcarVerificado(reservada.id, reservada.codigoHash, agora, {
        hash: hashDaAutorizacao(authToken),
        familia: sessao.familia,
      });
      if (!expiraEm) throw new ErroDeCodigo(await motivoDaRecusa(sessao.clienteId, idCota));
      return { verificado: true as const, auth_token: authToken, expiraEm: expiraEm.toISOString() };
    },

    /**
     * The SMS authorisation a sensitive save needs (03 §4, §7 "Save with auth token"), spent inside the save's
     * transaction: the `auth_token` this session got for this quota, unused, before the code's 15 minutes end.
     * Anything else is refused with why (missing or not this session's, already used, expired).
     */
    async exigirAutorizacao(
      tx: Transacao,
      sessao: Sessao,
      cota: Pick<CotaRow, 'idCota'>,
      authToken: string | undefined,
    ): Promise<void> {
      if (!authToken) throw new ErroDeAutorizacao('TRANSACAO_NAO_AUTORIZADA');
      const agora = new Date(now());
      const hash = hashDaAutorizacao(authToken);
      const chave = { clienteId: sessao.clienteId, cotaId: cota.idCota, familia: sessao.familia, hash };
      if (await repo.consumirAutorizacao(tx, chave, agora)) return;
      const linha = await repo.atualNa(tx, sessao.clienteId, cota.idCota);
      if (!linha || linha.autorizacaoHash !== hash || linha.autorizacaoFamilia !== sessao.familia)
        throw new ErroDeAutorizacao('TRANSACAO_NAO_AUTORIZADA');
      if (linha.autorizacaoUsadaEm) throw new ErroDeAutorizacao('VALIDATION_CODE_ALREADY_VERIFIED');
      throw new ErroDeAutorizacao('VALIDATION_CODE_EXPIRED');
    },

    /**
     * An SMS to the customer's registered mobile, in the caller's transaction (sent only if it commits); false
     * when no mobile is registered. For the journeys' links (the digital inspection's).
     */
    async smsAoCliente(tx: Transacao, clienteId: number, assunto: string, texto: string): Promise<boolean> {
      const celular = (await acesso.clientePorId(clienteId))?.telefoneCelular;
      if (!celular) return false;
      await notificador.enviar({ canal: 'sms', para: celular, assunto, texto }, tx);
      return true;
    },

    /** The masked mobile the codes go to, or null when none is registered (the screens' parameters). */
    async destino(clienteId: number): Promise<string | null> {
      const celular = (await acesso.clientePorId(clienteId))?.telefoneCelular;
      return celular ? mascararCelular(celular) : null;
    },
  };
}
export type VerificacaoService = ReturnType<typeof createVerificacaoService>;
