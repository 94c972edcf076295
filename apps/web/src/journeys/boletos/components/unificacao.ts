import type { SelecaoParcelas } from '@portal/domain';

/** Spec §2 "unification confirmation across quotas": asked before one boleto pays more than one quota. */
export function exigeConfirmacaoDeUnificacao(selecao: Pick<SelecaoParcelas, 'porCota'>): boolean {
  return selecao.porCota.length > 1;
}
