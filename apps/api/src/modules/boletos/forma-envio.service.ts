import { alterarFormaDeEnvio, liberacaoDaFormaDeEnvio, inicioDaFormaDeEnvio } from '@portal/domain';
import type { FormaEnvio, PreferenciaEnvio } from '@portal/domain';
import type { Sessao } from '../../core/sessao.ts';
import { requisicaoInvalida } from '../../core/erros.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { BoletosRepository } from './boletos.repository.ts';

/** Monthly boleto delivery preference (spec §4): a change locks the next one for 24 h (the API enforces it). */
export function createFormaEnvioService(deps: {
  repo: BoletosRepository;
  cotas: CotasService;
  now: () => number;
}) {
  const { repo, cotas, now } = deps;

  function preferencia(
    forma: FormaEnvio,
    alteradaEm: Date | null,
    dataProximaAssembleia: string | null,
  ): PreferenciaEnvio {
    const libera = liberacaoDaFormaDeEnvio(alteradaEm?.toISOString() ?? null, new Date(now()));
    return {
      formaEnvio: forma,
      alteradaEm: alteradaEm?.toISOString() ?? null,
      bloqueadaAte: libera?.toISOString() ?? null,
      vigenteAPartirDe:
        alteradaEm && dataProximaAssembleia ? inicioDaFormaDeEnvio(dataProximaAssembleia) : null,
    };
  }

  return {
    /** GET {id}/forma-pagamento/manutencao. */
    async consultar(sessao: Sessao, idCota: number): Promise<PreferenciaEnvio> {
      await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, idCota);
      const atual = await repo.formaEnvio(idCota);
      return preferencia(atual.formaEnvio, atual.alteradaEm, atual.dataProximaAssembleia);
    },

    /** GET {id}/forma-pagamento/recebimento/{optType}: the spec's path for the change. */
    async alterar(sessao: Sessao, idCota: number, nova: FormaEnvio): Promise<PreferenciaEnvio> {
      await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, idCota);
      const atual = await repo.formaEnvio(idCota);
      const agora = new Date(now());
      const decisao = alterarFormaDeEnvio({
        atual: atual.formaEnvio,
        nova,
        alteradaEm: atual.alteradaEm?.toISOString() ?? null,
        agora,
        dataProximaAssembleia: atual.dataProximaAssembleia,
      });
      if (!decisao.permitida) throw requisicaoInvalida(decisao.motivo);
      // Conditional on the instant read above: of two simultaneous changes only one passes the lock.
      if (!(await repo.alterarFormaEnvio(idCota, nova, atual.alteradaEm, agora)))
        throw requisicaoInvalida('A forma de envio acabou de ser alterada. Atualize a página.');
      return preferencia(nova, agora, atual.dataProximaAssembleia);
    },
  };
}
export type FormaEnvioService = ReturnType<typeof createFormaEnvioService>;
