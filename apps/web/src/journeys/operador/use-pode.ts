import { papelPermite, type Operacao, type PapelOperador } from '@portal/domain';
import { useSessaoOperador } from '@/lib/sessao-operador';

/** Whether a role may call an operation of the catalogue (its `permissao`, ADR 0014). */
export const papelPode = (papel: PapelOperador, op: Operacao): boolean =>
  op.permissao !== undefined && papelPermite(papel, op.permissao);

/**
 * Whether the connected operator may call the operation: the screen shows no control the API would refuse
 * (the API refuses it anyway, 403).
 */
export function usePode(op: Operacao): boolean {
  const sessao = useSessaoOperador();
  return sessao !== null && papelPode(sessao.operador.papel, op);
}
