import { TAMANHO_SENHA } from '@portal/domain';
import { clsx } from 'clsx';
import { Check, Circle } from 'lucide-react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { PasswordField } from './password-field';
import type { CamposSenha } from './form-nova-senha';

/** Live checklist under the new password: the same rules the form enforces, ticked as they are met. */
function Requisitos({ nova, atual }: { nova: string; atual: string }) {
  const itens = [
    { ok: nova.length === TAMANHO_SENHA, texto: `Exatamente ${TAMANHO_SENHA} números` },
    { ok: nova.length > 0 && /^\d+$/.test(nova), texto: 'Somente números, sem letras ou símbolos' },
    { ok: nova.length > 0 && (!atual || nova !== atual), texto: 'Diferente da senha atual' },
  ];
  return (
    <ul aria-label="Requisitos da nova senha" className="flex flex-col gap-1.5 text-sm">
      {itens.map(({ ok, texto }) => (
        <li key={texto} className={clsx('flex items-center gap-2', ok ? 'text-sucesso' : 'text-tinta-suave')}>
          {ok ? (
            <Check className="size-4 shrink-0" aria-hidden="true" />
          ) : (
            <Circle className="size-4 shrink-0 text-borda-forte" aria-hidden="true" />
          )}
          {texto}
          <span className="sr-only">{ok ? ' (atendido)' : ' (pendente)'}</span>
        </li>
      ))}
    </ul>
  );
}

/** New password typed twice, with the rules' checklist (the current one is a field or the previous step's value). */
export function CamposNovaSenha({ control }: { control: Control<CamposSenha> }) {
  const valores = useWatch({ control });
  const campo = (nome: 'nova' | 'confirmacao', label: string) => (
    <Controller
      control={control}
      name={nome}
      render={({ field, fieldState }) => (
        <PasswordField
          label={label}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message}
          autoComplete="new-password"
          somenteDigitos={false}
        />
      )}
    />
  );
  return (
    <>
      {campo('nova', 'Nova senha')}
      <Requisitos nova={valores.nova ?? ''} atual={valores.atual ?? ''} />
      {campo('confirmacao', 'Confirme a nova senha')}
    </>
  );
}
