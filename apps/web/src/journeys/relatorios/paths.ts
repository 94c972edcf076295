/** Spec 01 §2: the financial documents of the selected quota. */
export const caminhosRelatorios = {
  financeiro: '/financeiro',
  pagamentoAnual: '/financeiro/pagamento-anual',
  extrato: '/financeiro/extrato-consorciado',
  informe: '/financeiro/informe-de-rendimentos',
  contrato: '/financeiro/contrato',
  proposta: '/financeiro/proposta',
} as const;

/** The statement screen opens on this tab with `?aba=grupo` (the group statement). */
export const ABA_EXTRATO_GRUPO = 'grupo';
