import type { ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from './text-field';

type ResultadoMascara = string | { texto: string };

export interface MaskedFieldProps<R extends ResultadoMascara> extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'defaultValue'
> {
  /** One of the domain masks (mascaraCpfCnpj, mascaraTelefone, mascaraData, mascaraDinheiro, mascaraPercentual, mascaraGrupo, mascaraCota). */
  mascara: (digitado: string) => R;
  value: string;
  /** The masked text, plus the mask's full result (e.g. `{texto, centavos}` for money). */
  onValueChange: (texto: string, resultado: R) => void;
}

const texto = (r: ResultadoMascara) => (typeof r === 'string' ? r : r.texto);

/** A text field that re-applies its mask on every keystroke or paste (the masks are idempotent). */
export function MaskedField<R extends ResultadoMascara>({
  mascara,
  value,
  onValueChange,
  ...rest
}: MaskedFieldProps<R>) {
  const aoMudar = (e: ChangeEvent<HTMLInputElement>) => {
    const resultado = mascara(e.target.value);
    onValueChange(texto(resultado), resultado);
  };
  return <TextField autoComplete="off" spellCheck={false} {...rest} value={value} onChange={aoMudar} />;
}
