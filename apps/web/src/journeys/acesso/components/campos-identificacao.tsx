import { mascaraCota, mascaraCpfCnpj, mascaraGrupo } from '@portal/domain';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { MaskedField } from '@/components/masked-field';
import { SegmentedControl } from '@/components/segmented-control';
import type { FormLogin, ModoIdentificacao } from './form-login';

const modos = [
  { valor: 'documento', rotulo: 'CPF/CNPJ' },
  { valor: 'grupo-cota', rotulo: 'Grupo e cota' },
] as const satisfies readonly { valor: ModoIdentificacao; rotulo: string }[];

/** CPF/CNPJ (masked as typed, alphanumeric CNPJ included) or group + quota. */
export function CamposIdentificacao({ form }: { form: UseFormReturn<FormLogin> }) {
  const { control, setValue, clearErrors } = form;
  const modo = useWatch({ control, name: 'modo' });
  const trocarModo = (novo: ModoIdentificacao) => {
    setValue('modo', novo);
    clearErrors();
  };

  return (
    <div className="flex flex-col gap-5">
      <SegmentedControl
        legenda="Como você quer entrar?"
        legendaOculta
        opcoes={modos}
        valor={modo}
        onChange={trocarModo}
      />
      {modo === 'documento' ? (
        <Controller
          control={control}
          name="documento"
          render={({ field, fieldState }) => (
            <MaskedField
              label="CPF ou CNPJ"
              mascara={mascaraCpfCnpj}
              value={field.value}
              onValueChange={(texto) => field.onChange(texto)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
              placeholder="000.000.000-00"
              inputMode="text"
              autoCapitalize="characters"
              autoComplete="username"
            />
          )}
        />
      ) : (
        <div className="grid grid-cols-[1.4fr_1fr] gap-3">
          <Controller
            control={control}
            name="grupo"
            render={({ field, fieldState }) => (
              <MaskedField
                label="Grupo"
                mascara={mascaraGrupo}
                value={field.value}
                onValueChange={(texto) => field.onChange(texto)}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={fieldState.error?.message}
                placeholder="000000"
                inputMode="numeric"
              />
            )}
          />
          <Controller
            control={control}
            name="cota"
            render={({ field, fieldState }) => (
              <MaskedField
                label="Cota"
                mascara={mascaraCota}
                value={field.value}
                onValueChange={(texto) => field.onChange(texto)}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={fieldState.error?.message}
                placeholder="0000"
                inputMode="numeric"
              />
            )}
          />
        </div>
      )}
    </div>
  );
}
