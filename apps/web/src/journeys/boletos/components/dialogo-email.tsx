import { zodResolver } from '@hookform/resolvers/zod';
import {
  boletosOperacoes,
  destinatarioEmailSchema,
  MAXIMO_DESTINATARIOS_EMAIL,
  type EnvioEmailBoletoBody,
} from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { Mail, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { IconeModal, Modal } from '@/components/modal';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api';
import { chamar } from '@/lib/operacoes';

/** Spec §8 'e-mail send error', in Portuguese. */
const MENSAGEM_ERRO_EMAIL_BOLETO =
  'Não foi possível enviar o boleto por e-mail agora. Tente novamente em alguns instantes.';

function mensagemErroEmailBoleto(erro: unknown): string {
  return erro instanceof ApiError && erro.status === 400 ? erro.mensagem : MENSAGEM_ERRO_EMAIL_BOLETO;
}

/** The form wraps the wire list in an object so react-hook-form can keep a field array. */
const formEmailSchema = z.object({
  destinatarios: z
    .array(destinatarioEmailSchema)
    .min(1, { error: 'Informe ao menos um destinatário.' })
    .max(MAXIMO_DESTINATARIOS_EMAIL, {
      error: `Informe no máximo ${MAXIMO_DESTINATARIOS_EMAIL} destinatários.`,
    }),
});
type FormEmail = z.infer<typeof formEmailSchema>;

export function DialogoEmail({
  open,
  onOpenChange,
  idCota,
  nossoNumero,
  destinatarioInicial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  idCota: number;
  nossoNumero: string;
  destinatarioInicial: { nome: string; email: string };
}) {
  const toast = useToast();
  // 1 to 10 {nome, email}; answers a {mensagem}.
  const envio = useMutation({
    mutationFn: (corpo: EnvioEmailBoletoBody) =>
      chamar(boletosOperacoes.enviarPorEmail, { params: { id: idCota, ticket: nossoNumero }, body: corpo }),
    meta: { erroTratado: true },
  });
  const form = useForm<FormEmail>({
    resolver: zodResolver(formEmailSchema),
    defaultValues: { destinatarios: [destinatarioInicial] },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'destinatarios' });
  const erros = form.formState.errors.destinatarios;

  const fechar = (aberto: boolean) => {
    onOpenChange(aberto);
    if (!aberto) {
      envio.reset();
      form.reset({ destinatarios: [destinatarioInicial] });
    }
  };

  const enviar = form.handleSubmit((v) =>
    envio.mutate(
      v.destinatarios.map((d) => ({ nome: d.nome.trim(), email: d.email.trim() })),
      {
        onSuccess: (r) => {
          toast({ titulo: 'Boleto enviado por e-mail', descricao: r.mensagem });
          fechar(false);
        },
      },
    ),
  );

  return (
    <Modal
      open={open}
      onOpenChange={fechar}
      title="Enviar boleto por e-mail"
      description="Enviamos o boleto em PDF para cada destinatário. Você pode incluir até 10 pessoas."
      icon={
        <IconeModal>
          <Mail className="size-6" />
        </IconeModal>
      }
    >
      <form
        id="form-email-boleto"
        noValidate
        onSubmit={(e) => void enviar(e)}
        className="flex flex-col gap-5"
      >
        <ul className="flex flex-col gap-5" aria-label="Destinatários">
          {fields.map((campo, i) => (
            <li
              key={campo.id}
              className="flex flex-col gap-3 rounded-2xl bg-fundo/70 p-4 ring-1 ring-borda/70"
            >
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-tinta-suave">Destinatário {i + 1}</p>
                {fields.length > 1 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remover destinatário ${i + 1}`}
                    icon={<Trash2 className="size-4" aria-hidden="true" />}
                    onClick={() => remove(i)}
                  >
                    Remover
                  </Button>
                )}
              </div>
              <TextField
                label="Nome"
                autoComplete={i === 0 ? 'name' : 'off'}
                error={erros?.[i]?.nome?.message}
                {...form.register(`destinatarios.${i}.nome`)}
              />
              <TextField
                label="E-mail"
                type="email"
                inputMode="email"
                autoComplete={i === 0 ? 'email' : 'off'}
                error={erros?.[i]?.email?.message}
                {...form.register(`destinatarios.${i}.email`)}
              />
            </li>
          ))}
        </ul>
        {erros?.root?.message && <p className="text-sm font-medium text-perigo">{erros.root.message}</p>}
        {fields.length < MAXIMO_DESTINATARIOS_EMAIL && (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            icon={<Plus className="size-4" aria-hidden="true" />}
            onClick={() => append({ nome: '', email: '' })}
          >
            Adicionar destinatário
          </Button>
        )}
        {envio.isError && (
          <Alert tone="perigo" role="alert" titulo="E-mail não enviado">
            {mensagemErroEmailBoleto(envio.error)}
          </Alert>
        )}
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => fechar(false)}>
            Cancelar
          </Button>
          <Button type="submit" loading={envio.isPending}>
            Enviar
          </Button>
        </div>
      </form>
    </Modal>
  );
}
