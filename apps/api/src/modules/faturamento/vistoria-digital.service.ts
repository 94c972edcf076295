import {
  FASES,
  FASE_FOTOS_VISTORIA_ENVIADAS,
  FASES_FOTOS_VISTORIA_DIGITAL,
  FOTOS_VISTORIA_DIGITAL,
  MENSAGENS_VISTORIA_DIGITAL as MV,
  expiracaoDoLinkVistoria,
  linkVistoriaValido,
  smsVistoriaDigital,
  type DadosFaturamentoSeminovo,
  type EnviarFotosVistoriaBody,
  type SituacaoFaturamentoSeminovo,
} from '@portal/domain';
import { HttpError, requisicaoInvalida } from '../../core/erros.ts';
import type { Sessao } from '../../core/sessao.ts';
import type { Transacao } from '../../core/transacao.ts';
import type { VerificacaoService } from '../acesso/verificacao.service.ts';
import type { CotaRow } from '../cotas/cotas.service.ts';
import type { DocumentosService } from '../documentos/documentos.service.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import type { FaturamentoSeminovoService } from './faturamento-seminovo.service.ts';

/** Sends the digital inspection's link by SMS in the request's transaction (400 when no mobile is registered). */
export type AvisoDeVistoriaDigital = (
  tx: Transacao,
  sessao: Sessao,
  veiculo: DadosFaturamentoSeminovo['veiculo'],
  expiraEm: string,
) => Promise<void>;

/**
 * The SMS of ADR 0058: the partner's own domain and the link-sent screen, behind the customer's login, so the
 * message carries no token; it goes with the fee and the phase, or not at all.
 */
export function createAvisoDeVistoriaDigital(deps: {
  verificacao: Pick<VerificacaoService, 'smsAoCliente'>;
  parceiros: Pick<ParceirosService, 'exigir'>;
}): AvisoDeVistoriaDigital {
  return async (tx, sessao, veiculo, expiraEm) => {
    const parceiro = await deps.parceiros.exigir(sessao.parceiroId);
    const texto = smsVistoriaDigital({
      parceiro: parceiro.nome,
      dominio: parceiro.dominioPrincipal,
      veiculo: veiculo ? `${veiculo.marca} ${veiculo.modelo}` : 'veículo',
      expiraEm,
    });
    if (!(await deps.verificacao.smsAoCliente(tx, sessao.clienteId, 'Vistoria digital', texto)))
      throw requisicaoInvalida(MV.semCelular);
  };
}

/**
 * The digital inspection's photos (issue 21, ADR 0058): one uploaded photo per position, claimed by the case in
 * the same transaction that records them and moves the phase, while the link is valid; the phase check under
 * the case lock lets one sending through per request (AGENDAR_VISTORIA_DIGITAL, or ERRO_VISTORIA when the
 * inspector asked for new ones).
 */
export function createVistoriaDigitalService(deps: {
  seminovo: Pick<FaturamentoSeminovoService, 'casoDaCota' | 'alterarCaso' | 'situacao'>;
  documentos: Pick<DocumentosService, 'vincularAoCaso'>;
  now: () => number;
}) {
  const { seminovo, documentos, now } = deps;
  return {
    async enviarFotos(
      sessao: Sessao,
      cota: CotaRow,
      body: EnviarFotosVistoriaBody,
    ): Promise<SituacaoFaturamentoSeminovo> {
      const fotos = FOTOS_VISTORIA_DIGITAL.map((f) => ({
        codigo: f.codigo,
        documento: body.fotos[f.codigo],
      }));
      const ids = fotos.map((f) => f.documento);
      if (new Set(ids).size !== ids.length) throw requisicaoInvalida(MV.fotoRepetida);
      const caso = await seminovo.casoDaCota(cota.idCota);
      await seminovo.alterarCaso(
        cota,
        caso,
        FASES_FOTOS_VISTORIA_DIGITAL,
        MV.fotosIndisponiveis,
        async (tx, atual, dados) => {
          const vistoria = dados.vistoria;
          if (dados.tipoVistoria !== 'VISTORIA_DIGITAL' || vistoria?.tipo !== 'VISTORIA_DIGITAL')
            throw new HttpError(409, MV.fotosIndisponiveis);
          const agora = new Date(now());
          if (!linkVistoriaValido(vistoria.solicitadaEm, agora))
            throw new HttpError(
              409,
              MV.linkExpirado(vistoria.linkExpiraEm ?? expiracaoDoLinkVistoria(vistoria.solicitadaEm)!),
            );
          await documentos.vincularAoCaso(tx, {
            clienteId: sessao.clienteId,
            fluxo: 'vistoria-digital',
            ids,
            casoId: atual.id,
          });
          return {
            dados: { ...dados, vistoria: { ...vistoria, fotos, fotosEnviadasEm: agora.toISOString() } },
            nota: `Fotos da vistoria digital enviadas pelo cliente (${fotos.length})`,
            fase: FASES[FASE_FOTOS_VISTORIA_ENVIADAS],
            acao: 'faturamento-seminovo.fotos-vistoria',
            detalhes: { de: atual.fase, fotos: ids },
          };
        },
      );
      return seminovo.situacao(cota);
    },
  };
}
export type VistoriaDigitalService = ReturnType<typeof createVistoriaDigitalService>;
