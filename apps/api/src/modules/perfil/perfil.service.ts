import {
  idDoArquivoNaUrl,
  lerGrupoCota,
  type AvaliacaoBody,
  type Cota,
  type PreferenciasCotaBody,
  type PreferenciasUsuario,
  type PreferenciasUsuarioBody,
} from '@portal/domain';
import type { Sessao } from '../../core/sessao.ts';
import { naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import { COTA_NAO_ENCONTRADA, type CotasService } from '../cotas/cotas.service.ts';
import type { CotaRow } from '../cotas/cotas.service.ts';
import type { PerfilRepository, PreferenciasPatch, PreferenciasRow } from './perfil.repository.ts';

const USUARIO_NAO_ENCONTRADO = 'Usuário não encontrado.';
const FOTO_INVALIDA = 'A foto informada não é válida. Envie a imagem novamente.';

function paraPreferencias(row: PreferenciasRow | undefined): PreferenciasUsuario {
  return {
    photo_url: row?.photoUrl ?? null,
    block_push_notification: row?.blockPushNotification ?? false,
    assessmentUser: {
      assessmented: row?.avaliacaoRespondida ?? false,
      liked: row?.avaliacaoGostou ?? null,
      nextAppearance: row?.avaliacaoProximaAparicao ?? null,
    },
    font_size: row?.tamanhoFonte ?? null,
  };
}

/** Quota nickname and photo, the customer's own preferences and the service ratings (spec §3, §7). */
export function createPerfilService(deps: { repo: PerfilRepository; cotas: CotasService }) {
  const { repo, cotas } = deps;

  /** {id} is always the caller: anyone else's preferences answer 404, as if they did not exist. */
  function exigirProprio(sessao: Sessao, idUsuario: number) {
    if (idUsuario !== sessao.clienteId) throw naoEncontrado(USUARIO_NAO_ENCONTRADO);
  }

  /** A photo_url must name a file this customer uploaded; null (removing the photo) always passes. */
  async function exigirFotoPropria(sessao: Sessao, url: string | null | undefined) {
    if (url === undefined || url === null) return;
    const id = idDoArquivoNaUrl(url);
    if (!id || !(await repo.arquivoDoCliente(id, sessao.clienteId))) throw requisicaoInvalida(FOTO_INVALIDA);
  }

  return {
    /** PUT /cotas/{id}/preferencias, on the caller's quota (the ownership hook's). */
    async preferenciasDaCota(sessao: Sessao, cota: CotaRow, corpo: PreferenciasCotaBody): Promise<Cota> {
      await exigirFotoPropria(sessao, corpo.photo_url);
      await cotas.escrita.alterarApelidoEFoto(cota.idCota, {
        ...(corpo.nickname !== undefined && { apelido: corpo.nickname }),
        ...(corpo.photo_url !== undefined && { fotoUrl: corpo.photo_url }),
      });
      return cotas.cota(sessao, cota.idCota);
    },

    /** The customer opted out of push (`block_push_notification`): `notificar` sends them none. */
    pushBloqueado: async (clienteId: number) =>
      (await repo.preferencias(clienteId))?.blockPushNotification ?? false,

    async preferencias(sessao: Sessao, idUsuario: number): Promise<PreferenciasUsuario> {
      exigirProprio(sessao, idUsuario);
      return paraPreferencias(await repo.preferencias(sessao.clienteId));
    },

    async alterarPreferencias(
      sessao: Sessao,
      idUsuario: number,
      corpo: PreferenciasUsuarioBody,
    ): Promise<PreferenciasUsuario> {
      exigirProprio(sessao, idUsuario);
      await exigirFotoPropria(sessao, corpo.photo_url);
      const patch: PreferenciasPatch = {};
      if (corpo.photo_url !== undefined) patch.photoUrl = corpo.photo_url;
      if (corpo.block_push_notification !== undefined)
        patch.blockPushNotification = corpo.block_push_notification;
      if (corpo.font_size !== undefined) patch.tamanhoFonte = corpo.font_size;
      if (corpo.assessmentUser) {
        patch.avaliacaoRespondida = corpo.assessmentUser.assessmented;
        patch.avaliacaoGostou = corpo.assessmentUser.liked;
        patch.avaliacaoProximaAparicao = corpo.assessmentUser.nextAppearance;
      }
      return paraPreferencias(await repo.salvarPreferencias(sessao.clienteId, patch));
    },

    /** POST /usuarios/avaliacoes: the partner is the session's, and a named quota must be the caller's. */
    async avaliar(sessao: Sessao, corpo: AvaliacaoBody) {
      if (corpo.partner !== sessao.parceiroId) throw requisicaoInvalida('Parceiro inválido.');
      let grupoCota: string | null = null;
      if (corpo.group_quota) {
        const { grupo, cota } = lerGrupoCota(corpo.group_quota)!;
        const doCliente = await cotas.simples(sessao);
        const alvo = doCliente.find((c) => c.codigoGrupo === grupo && c.codigoCota === cota);
        if (!alvo) throw naoEncontrado(COTA_NAO_ENCONTRADA);
        grupoCota = corpo.group_quota.trim();
      }
      const row = await repo.inserirAvaliacao({
        clienteId: sessao.clienteId,
        parceiroId: sessao.parceiroId,
        nome: corpo.name,
        resposta: corpo.answer,
        grupoCota,
      });
      return { id: row.id, criadoEm: row.criadoEm.toISOString() };
    },
  };
}
export type PerfilService = ReturnType<typeof createPerfilService>;
