import {
  alterarFormaDeEnvio,
  HORAS_BLOQUEIO_FORMA_ENVIO,
  liberacaoDaFormaDeEnvio,
  inicioDaFormaDeEnvio,
} from '@portal/domain';
import type { FormaEnvio, PreferenciaEnvio } from '@portal/domain';
import { requisicaoInvalida } from '../../core/erros.ts';
import type { CotaRow, EscritaDeCotas } from '../cotas/cotas.service.ts';
import type { ComAuditoria } from '../operador/auditoria.service.ts';
import type { BoletosRepository } from './boletos.repository.ts';

const ALTERADA_AGORA = 'A forma de envio acabou de ser alterada. Atualize a página.';

/**
 * Monthly boleto delivery preference (spec 01 §4), which is also the profile's opt-in for sending channels
 * (03 §4): a change locks the next one for 24 h, held by PostgreSQL in the change's own statement, and is
 * audited in the same transaction.
 */
export function createFormaEnvioService(deps: {
  repo: BoletosRepository;
  escritaDeCotas: Pick<EscritaDeCotas, 'alterarFormaEnvio'>;
  comAuditoria: ComAuditoria;
  now: () => number;
}) {
  const { repo, escritaDeCotas, comAuditoria, now } = deps;

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

    /**
     * GET {id}/forma-pagamento/recebimento/{optType} (the boletos journey) and PUT {id}/opt-in (the profile):
     * `via` says which, in the audit entry. The change is one statement that holds the rules (another choice,
     * not within 24 h of the last change), so of simultaneous changes exactly one passes; a refused one is told
     * why in the domain's words, read from the row as it then stands.
     */
    async alterar(
      { idCota }: CotaRow,
      nova: FormaEnvio,
      via: 'forma-pagamento' | 'opt-in' = 'forma-pagamento',
    ): Promise<PreferenciaEnvio> {
      const agora = new Date(now());
      const liberadaSeAntesDe = new Date(agora.getTime() - HORAS_BLOQUEIO_FORMA_ENVIO * 3_600_000);
      await comAuditoria(
        null,
        async (tx) => {
          const trocada = await escritaDeCotas.alterarFormaEnvio(tx, idCota, nova, agora, liberadaSeAntesDe);
          if (trocada) return trocada;
          // Refused (or another change won, once committed: the statement waited for it). Say why, read on this
          // transaction's own connection: 20 refusals each asking the pool for another would exhaust it.
          const estado = await repo.formaEnvio(idCota, tx);
          const decisao = alterarFormaDeEnvio({
            atual: estado.formaEnvio,
            nova,
            alteradaEm: estado.alteradaEm?.toISOString() ?? null,
            agora,
            dataProximaAssembleia: estado.dataProximaAssembleia,
          });
          throw requisicaoInvalida(decisao.permitida ? ALTERADA_AGORA : decisao.motivo);
        },
        ({ de }) => ({
          acao: 'forma-envio.alterada',
          alvo: `cota:${idCota}`,
          detalhes: { de, para: nova, via },
        }),
      );
      const { dataProximaAssembleia } = await repo.formaEnvio(idCota);
      return preferencia(nova, agora, dataProximaAssembleia);
    },
  };
}
export type FormaEnvioService = ReturnType<typeof createFormaEnvioService>;
