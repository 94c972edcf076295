import { requisicaoInvalida } from '../../core/erros.ts';
import { dadoRecusadoPeloBanco } from '../../core/erros-do-banco.ts';
import type { Transacao } from '../../core/transacao.ts';
import type { OperadorRepository } from './operador.repository.ts';

/** One audit entry: what was done, to what, and the details an auditor needs (never a secret). */
interface RegistroAuditoria {
  acao: string;
  alvo: string;
  detalhes?: Record<string, unknown>;
}

/**
 * Runs an operator's change and writes its audit entry in the same transaction: both are saved or neither.
 * If the change throws, no entry is written; if the entry cannot be written, the change is rolled back.
 * The entry may depend on the change's result (the id of what it created), hence `registro` may be a
 * function of it, and comes after the change.
 * Whatever others observe after the change (a live stream, a notification, a read-back) runs after this
 * returns, once the change is committed.
 */
export type ComAuditoria = <T>(
  operadorId: number | null,
  mudanca: (tx: Transacao) => Promise<T>,
  registro: RegistroAuditoria | ((resultado: T) => RegistroAuditoria),
) => Promise<T>;

/** One audit entry written inside the caller's transaction (a customer's change: `operadorId` null). */
export type Auditar = (
  operadorId: number | null,
  acao: string,
  alvo: string,
  detalhes: Record<string, unknown>,
  executor: Transacao,
) => Promise<unknown>;

const DETALHES_INVALIDOS = 'Os dados enviados têm caracteres que não podem ser gravados.';

/** The one audit helper every operator write goes through (issue 13; ADR 0010: `auditoria` is this module's). */
export function createComAuditoria(repo: Pick<OperadorRepository, 'transacao' | 'auditar'>): ComAuditoria {
  return (operadorId, mudanca, registro) =>
    repo.transacao(async (tx) => {
      const resultado = await mudanca(tx);
      const { acao, alvo, detalhes = {} } = typeof registro === 'function' ? registro(resultado) : registro;
      try {
        await repo.auditar(operadorId, acao, alvo, detalhes, tx);
      } catch (erro) {
        // A value the audit log cannot hold (a NUL or a lone surrogate the client sent) is the request's
        // fault: 400, and the change goes with the transaction.
        if (dadoRecusadoPeloBanco(erro)) throw requisicaoInvalida(DETALHES_INVALIDOS);
        throw erro;
      }
      return resultado;
    });
}
