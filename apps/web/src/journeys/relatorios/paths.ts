/**
 * 03 §2 "Documents under /perfil": the same screens, reached from the profile hub at the spec's paths (contract
 * copy, statement, income-tax report, annual payment receipt).
 */
const documentosDoPerfil = {
  contrato: '/perfil/documentos/2viadecontrato',
  demonstrativo: '/perfil/documentos/demonstrativo',
  informeIr: '/perfil/documentos/informe-ir',
  comprovanteAnual: '/perfil/documentos/comprovante-anual',
} as const;

/** Spec 01 §2: the financial documents of the selected quota. */
export const caminhosRelatorios = {
  financeiro: '/financeiro',
  pagamentoAnual: '/financeiro/pagamento-anual',
  extrato: '/financeiro/extrato-consorciado',
  informe: '/financeiro/informe-de-rendimentos',
  contrato: '/financeiro/contrato',
  proposta: '/financeiro/proposta',
  doPerfil: documentosDoPerfil,
} as const;

/** The statement screen opens on this tab with `?aba=grupo` (the group statement). */
export const ABA_EXTRATO_GRUPO = 'grupo';
