import { mascaraCota, mascaraCpfCnpj, mascaraGrupo } from '@portal/domain';
import { MaskedField } from '@/components/masked-field';
import { SegmentedControl } from '@/components/segmented-control';
import type { ModoIdentificacao } from './form-login';
import type { FormularioLogin } from './use-form-login';

const modos = [
  { valor: 'documento', rotulo: 'CPF/CNPJ' },
  { valor: 'grupo-cota', rotulo: 'Grupo e cota' },
] as const satisfies readonly { valor: ModoIdentificacao; rotulo: string }[];

/** CPF/CNPJ (masked as typed, alphanumeric CNPJ included) or group + quota. */
export function CamposIdentificacao({ form }: { form: FormularioLogin }) {
  const { modo } = form.valores;
  return (
    <div className="flex flex-col gap-5">
      <SegmentedControl
        legenda="Como você quer entrar?"
        legendaOculta
        opcoes={modos}
        valor={modo}
        onChange={form.trocarModo}
      />
      {modo === 'documento' ? (
        <MaskedField
          label="CPF ou CNPJ"
          mascara={mascaraCpfCnpj}
          {...form.campo('documento')}
          placeholder="000.000.000-00"
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="username"
        />
      ) : (
        <div className="grid grid-cols-[1.4fr_1fr] gap-3">
          <MaskedField
            label="Grupo"
            mascara={mascaraGrupo}
            {...form.campo('grupo')}
            placeholder="000000"
            inputMode="numeric"
          />
          <MaskedField
            label="Cota"
            mascara={mascaraCota}
            {...form.campo('cota')}
            placeholder="0000"
            inputMode="numeric"
          />
        </div>
      )}
    </div>
  );
}
