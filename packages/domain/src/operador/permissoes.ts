import type { PermissaoOperador } from '../comum/operacao.ts';
import type { Operador } from './operador.schemas.ts';

const TODAS: readonly PermissaoOperador[] = [
  'sessao',
  'auditoria',
  'casos',
  'clientes',
  'login-transparente',
  'pagamentos',
  'assembleias',
  'novidades',
];

/**
 * What each back-office role may do; every `/operador/v1` operation of the catalogue names one permission and
 * the API refuses it (403) to a role without it. Both roles hold every permission today.
 */
export const PERMISSOES_DO_PAPEL: Record<Operador['papel'], readonly PermissaoOperador[]> = {
  analista: TODAS,
  supervisor: TODAS,
};

export const papelPermite = (papel: Operador['papel'], permissao: PermissaoOperador) =>
  PERMISSOES_DO_PAPEL[papel].includes(permissao);
