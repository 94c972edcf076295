import {
  agoraEmSaoPaulo,
  bancos,
  buscarCidades,
  formasEnvioDaCota,
  listaDeReferencia,
  MENSAGEM_CEP_NAO_ENCONTRADO,
  type CidadesResposta,
  type DataHoraAtual,
  type EnderecoDoCep,
  type FormaEnvio,
  type ListaReferencia,
  type NomeListaReferencia,
  type OptIn,
} from '@portal/domain';
import { naoEncontrado } from '../../core/erros.ts';
import type { BuscaDeCep } from '../../adapters/cep.ts';
import type { CotaRow } from '../cotas/cotas.service.ts';
import type { FormaEnvioService } from '../boletos/forma-envio.service.ts';

/**
 * What the registration screens look up (spec 03 §3, §7): the reference lists, cities and CEPs, Brasília's
 * date and time, the banks. Constants and tables of the domain, and the CEP port; no table of ours.
 */
export function createReferenciasService(deps: { cep: BuscaDeCep; now: () => number }) {
  const { cep, now } = deps;
  return {
    lista: (nome: NomeListaReferencia): ListaReferencia => ({ data: listaDeReferencia(nome) }),

    cidades(q: { uf?: string; cidade?: string; limit: number; offset: number }): CidadesResposta {
      return { ...buscarCidades(q), limit: q.limit, offset: q.offset };
    },

    async cep(numero: string): Promise<EnderecoDoCep> {
      const endereco = await cep.buscar(numero);
      if (!endereco) throw naoEncontrado(MENSAGEM_CEP_NAO_ENCONTRADO);
      return endereco;
    },

    dataHoraAtual(): DataHoraAtual {
      const agora = new Date(now());
      const { data, hora } = agoraEmSaoPaulo(agora);
      return { dataAtual: data, horaAtual: hora, instante: agora.toISOString() };
    },

    bancos: () => ({ data: bancos() }),
  };
}
export type ReferenciasService = ReturnType<typeof createReferenciasService>;

/**
 * The profile's opt-in for sending channels (03 §3, §4): the boleto delivery choice of the boletos module, read
 * and changed through its service (one stored choice, one 24 h lock, one audit trail), answered in the spec's
 * `data.formasEnvioCota`.
 */
export function createOptInService(deps: { formaEnvio: FormaEnvioService }) {
  const { formaEnvio } = deps;
  return {
    async consultar(cota: CotaRow): Promise<OptIn> {
      return { data: { formasEnvioCota: formasEnvioDaCota(await formaEnvio.consultar(cota)) } };
    },
    async alterar(cota: CotaRow, forma: FormaEnvio): Promise<OptIn> {
      return {
        data: { formasEnvioCota: formasEnvioDaCota(await formaEnvio.alterar(cota, forma, 'opt-in')) },
      };
    },
  };
}
export type OptInService = ReturnType<typeof createOptInService>;
