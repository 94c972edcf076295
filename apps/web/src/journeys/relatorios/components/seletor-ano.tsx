import { SelectField } from '@/components/select-field';

/** The year of an annual document, among the years the server has one for (newest first). */
export function SeletorAno({
  anos,
  valor,
  onChange,
  label = 'Ano',
}: {
  anos: readonly number[];
  valor: number;
  onChange: (ano: number) => void;
  label?: string;
}) {
  // The year shown is always an option, even if the list the server sent does not name it.
  const opcoes = (anos.includes(valor) ? anos : [valor, ...anos]).map((a) => ({
    valor: String(a),
    rotulo: String(a),
  }));
  return (
    <SelectField
      label={label}
      compacto
      opcoes={opcoes}
      value={String(valor)}
      onChange={(e) => onChange(Number(e.target.value))}
      containerClassName="w-full sm:w-44"
    />
  );
}
