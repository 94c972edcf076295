import { BANCOS_COM_DIGITO_DA_AGENCIA, CAIXA, type CampoDadosBancarios } from '@portal/domain';
import { useState } from 'react';

/**
 * The account as typed in `CamposContaBancaria`. The holder's CPF/CNPJ is a field on one screen only (the others
 * take the quota's or the dealer's), and Caixa's operation is not asked for a dealer, so a screen adds them to
 * its own type when it has them.
 */
export interface ContaDigitada {
  favorecido: string;
  idBanco: string;
  agencia: string;
  digitoAgencia: string;
  conta: string;
  tipoConta: string;
  operacao?: string;
}

export type ErrosDaConta = Partial<Record<CampoDadosBancarios, string>>;

/**
 * The state of an account form (02 §5): the values, the errors of the last `validarDadosBancarios` (a field's
 * clears as it is typed again), and which bank-dependent fields the chosen bank shows. The screen builds what
 * it sends from `valores`, dropping the fields its bank does not show (`comDigito`, `caixa`).
 */
export function useContaBancaria<T extends ContaDigitada>(inicial: T) {
  const [valores, setValores] = useState<T>(inicial);
  const [erros, mostrarErros] = useState<ErrosDaConta>({});
  const banco = Number(valores.idBanco);
  // Every field of the part (the operation even where a screen never shows it) and the screen's own.
  const mudar =
    (campo: keyof (T & ContaDigitada) & CampoDadosBancarios) => (e: { target: { value: string } }) => {
      setValores((v) => ({ ...v, [campo]: e.target.value }));
      mostrarErros((x) => ({ ...x, [campo]: undefined }));
    };
  return {
    valores,
    erros,
    mostrarErros,
    mudar,
    temErros: Object.values(erros).some(Boolean),
    /** The agency's own digit field: only the banks of BANCOS_COM_DIGITO_DA_AGENCIA have one. */
    comDigito: BANCOS_COM_DIGITO_DA_AGENCIA.includes(banco),
    /** Caixa accounts carry an operation code (037 is its salary account). */
    caixa: banco === CAIXA,
  };
}

export type ContaBancaria<T extends ContaDigitada = ContaDigitada> = ReturnType<typeof useContaBancaria<T>>;
