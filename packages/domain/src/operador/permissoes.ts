import type { PermissaoOperador } from '../comum/operacao.ts';
import type { Operador } from './operador.schemas.ts';

export type PapelOperador = Operador['papel'];

/** The everyday desk: cases, customers, boletos and one payment at a time, assemblies read-only. */
const DO_ANALISTA = [
  'sessao',
  'casos',
  'clientes',
  'boletos',
  'pagamento-avulso',
  'assembleias',
] as const satisfies readonly PermissaoOperador[];

/**
 * What only a supervisor does: acts that move many customers' money or data at once (an assembly's result, a
 * bank return, news to a whole partner), reach into a customer's session (a transparent link), decide credit
 * (the screening), and the audit log that watches everyone's acts.
 */
const SO_DO_SUPERVISOR = [
  'auditoria',
  'crivo',
  'login-transparente',
  'retorno-bancario',
  'apuracao',
  'novidades',
] as const satisfies readonly PermissaoOperador[];

/**
 * What each back-office role may do (ADR 0014); every `/operador/v1` operation of the catalogue names one
 * permission and the API refuses it (403) to a role without it. The web hides what the role cannot use.
 */
export const PERMISSOES_DO_PAPEL: Record<PapelOperador, readonly PermissaoOperador[]> = {
  analista: DO_ANALISTA,
  supervisor: [...DO_ANALISTA, ...SO_DO_SUPERVISOR],
};

export const papelPermite = (papel: PapelOperador, permissao: PermissaoOperador) =>
  PERMISSOES_DO_PAPEL[papel].includes(permissao);

/** The refusal the API answers (403) and the web shows for a page the role cannot open. */
export const MENSAGEM_PERFIL_NAO_PERMITE = 'Seu perfil não permite esta ação.';
