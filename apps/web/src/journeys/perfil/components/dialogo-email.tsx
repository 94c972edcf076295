import { zodResolver } from '@hookform/resolvers/zod';
import {
  dadosCadastraisOperacoes,
  emailSchema,
  MENSAGENS_CADASTRO,
  type EmailCadastral,
} from '@portal/domain';
import { Mail } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/button';
import { IconeModal, Modal } from '@/components/modal';
import { TextField } from '@/components/text-field';
import { chamar } from '@/lib/operacoes';
import type { AlteracaoPendente } from '../alteracao-pendente';
import { caminhosPerfil } from '../paths';
import { CaixaPrincipal } from './caixa-principal';

const formSchema = z.object({ email: emailSchema, principal: z.boolean() });
type FormEmail = z.input<typeof formSchema>;

/**
 * Adds an e-mail (POST /email) or edits one (PUT /emails/{idEmail}). A new or changed address needs the SMS
 * token: the save is handed to the token steps (`onConfirmarPorSms`). Only making it principal does not
 * (`onTornarPrincipal`).
 */
export function DialogoEmail({
  idCota,
  email,
  outros,
  open,
  onOpenChange,
  onConfirmarPorSms,
  onTornarPrincipal,
}: {
  idCota: number;
  /** The e-mail being edited; none to add one. */
  email: EmailCadastral | null;
  /** The person's other e-mails: one of them typed again is refused here, before any SMS. */
  outros: readonly string[];
  open: boolean;
  onOpenChange: (aberto: boolean) => void;
  onConfirmarPorSms: (alteracao: AlteracaoPendente) => void;
  onTornarPrincipal: (email: EmailCadastral) => void;
}) {
  const form = useForm<FormEmail, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    values: { email: email?.email ?? '', principal: email?.principal ?? false },
  });

  const salvar = form.handleSubmit(({ email: novo, principal }) => {
    if (email && novo === email.email) {
      if (principal && !email.principal) onTornarPrincipal(email);
      onOpenChange(false);
      return;
    }
    if (outros.includes(novo)) {
      form.setError('email', { message: MENSAGENS_CADASTRO.emailRepetido }, { shouldFocus: true });
      return;
    }
    const corpo = { email: novo, principal, principalTodas: principal };
    onConfirmarPorSms({
      idCota,
      descricao: email ? `E-mail alterado para ${novo}` : `Novo e-mail: ${novo}`,
      voltarPara: caminhosPerfil.emailTelefone,
      salvar: (auth_token) =>
        email
          ? chamar(dadosCadastraisOperacoes.alterarEmail, {
              params: { id: idCota, idEmail: email.idEmail },
              body: { ...corpo, idEmail: email.idEmail, auth_token },
            })
          : chamar(dadosCadastraisOperacoes.incluirEmail, {
              params: { id: idCota },
              body: { ...corpo, auth_token },
            }),
      sucesso: {
        titulo: email ? 'E-mail alterado.' : 'E-mail incluído.',
        descricao: 'A alteração vale para todas as suas cotas.',
      },
    });
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={email ? 'Editar e-mail' : 'Adicionar e-mail'}
      description="Para sua segurança, confirmaremos a alteração com um código enviado por SMS."
      icon={
        <IconeModal>
          <Mail className="size-6" />
        </IconeModal>
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" form="form-email-perfil">
            Continuar
          </Button>
        </>
      }
    >
      <form
        id="form-email-perfil"
        noValidate
        onSubmit={(e) => void salvar(e)}
        className="flex flex-col gap-4"
      >
        <Controller
          control={form.control}
          name="email"
          render={({ field, fieldState }) => (
            <TextField
              label="E-mail"
              type="email"
              inputMode="email"
              autoComplete="email"
              {...field}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="principal"
          render={({ field }) => (
            <CaixaPrincipal
              rotulo="Usar como e-mail principal"
              marcada={field.value}
              onChange={field.onChange}
              jaPrincipal={email?.principal}
            />
          )}
        />
      </form>
    </Modal>
  );
}
