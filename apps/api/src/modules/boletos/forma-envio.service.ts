import { alterarFormaDeEnvio, liberacaoDaFormaDeEnvio, inicioDaFormaDeEnvio } from '@portal/domain';
import type { FormaEnvio, PreferenciaEnvio } from '@portal/domain';
import { requisicaoInvalida } from '../../core/erros.ts';
import type { CotaRow, EscritaDeCotas } from '../cotas/cotas.service.ts';
import type { BoletosRepository } from './boletos.repository.ts';

/** Monthly boleto delivery preference (spec §4): a change locks the next one for 24 h (the API enforces it). */
export function createFormaEnvioService(deps: {
  repo: BoletosRepository;
  escritaDeCotas: Pick<EscritaDeCotas, 'alterarFormaEnvio'>;
  now: () => number;
}) {
  const { repo, escritaDeCotas, now } = deps;

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
    /** GET {id}/forma-pagamento/manutencao, for the caller's quota (loaded by the ownership hook). */
    async consultar({ idCota }: CotaRow): Promise<PreferenciaEnvio> {
      const atual = await repo.formaEnvio(idCota);
      return preferencia(atual.formaEnvio, atual.alteradaEm, atual.dataProximaAssembleia);
    },

    /** GET {id}/forma-pagamento/recebimento/{optType}: the spec's path for the change. */
    async alterar({ idCota }: CotaRow, nova: FormaEnvio): Promise<PreferenciaEnvio> {
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
      if (!(await escritaDeCotas.alterarFormaEnvio(idCota, nova, atual.alteradaEm, agora)))
        throw requisicaoInvalida('A forma de envio acabou de ser alterada. Atualize a página.');
      return preferencia(nova, agora, atual.dataProximaAssembleia);
    },
  };
}
export type FormaEnvioService = ReturnType<typeof createFormaEnvioService>;
