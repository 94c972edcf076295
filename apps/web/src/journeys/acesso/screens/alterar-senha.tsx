import { zodResolver } from '@hookform/resolvers/zod';
import { ROTA_HOME } from '@portal/domain';
import { KeyRound, Laptop, ShieldCheck, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { PasswordField } from '@/components/password-field';
import { useToast } from '@/components/toast';
import { useDocumentTitle } from '@/lib/document-title';
import { useFluxoEmAndamento } from '@/lib/fluxo';
import { mensagemErroTrocaSenha, useAlterarSenha } from '@/lib/alterar-senha';
import { CamposNovaSenha } from '@/components/campos-nova-senha';
import { validarCamposSenha, type CamposSenha } from '@/components/form-nova-senha';

const schema = z
  .object({ atual: z.string(), nova: z.string(), confirmacao: z.string() })
  .superRefine((v, ctx) => validarCamposSenha(v, ctx, true));

const VAZIO: CamposSenha = { atual: '', nova: '', confirmacao: '' };

function Dica({ icone, titulo, children }: { icone: ReactNode; titulo: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto [&_svg]:size-5"
        aria-hidden="true"
      >
        {icone}
      </span>
      <div>
        <p className="text-[0.9375rem] font-semibold text-tinta">{titulo}</p>
        <p className="mt-0.5 text-sm leading-relaxed text-tinta-suave">{children}</p>
      </div>
    </li>
  );
}

/** /alterar-senha: the password change inside the app (current, new, confirmation). */
export default function AlterarSenha() {
  useDocumentTitle('Alterar senha');
  const navigate = useNavigate();
  const toast = useToast();
  const alterar = useAlterarSenha();
  const form = useForm<CamposSenha>({ resolver: zodResolver(schema), defaultValues: VAZIO });
  useFluxoEmAndamento(form.formState.isDirty);

  const salvar = form.handleSubmit(({ atual, nova }) =>
    alterar.mutate(
      { senhaAtual: atual, novaSenha: nova },
      {
        onSuccess: () => {
          form.reset(VAZIO);
          toast({
            titulo: 'Senha alterada com sucesso.',
            descricao: 'Use a nova senha nos próximos acessos.',
          });
          void navigate(ROTA_HOME);
        },
        onError: () => {
          form.resetField('atual');
          form.setFocus('atual');
        },
      },
    ),
  );

  return (
    <>
      <PageHeader
        titulo="Alterar senha"
        descricao="A nova senha vale para todas as suas cotas, no portal e no aplicativo."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="sm:p-8">
          <form noValidate onSubmit={(e) => void salvar(e)} className="flex max-w-md flex-col gap-5">
            <Controller
              control={form.control}
              name="atual"
              render={({ field, fieldState }) => (
                <PasswordField
                  label="Senha atual"
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
            <hr className="border-borda/70" />
            <CamposNovaSenha control={form.control} />
            {alterar.error && (
              <Alert tone="perigo" role="alert">
                {mensagemErroTrocaSenha(alterar.error)}
              </Alert>
            )}
            <Button type="submit" size="lg" loading={alterar.isPending} className="mt-1 sm:self-start">
              Salvar nova senha
            </Button>
          </form>
        </Card>

        <Card as="section" aria-labelledby="titulo-dicas" className="sm:p-6">
          <h2 id="titulo-dicas" className="text-base font-semibold text-tinta">
            Dicas de segurança
          </h2>
          <ul className="mt-5 flex flex-col gap-5">
            <Dica icone={<KeyRound />} titulo="Uma senha só sua">
              Evite datas de nascimento, números de documentos e sequências como 123456.
            </Dica>
            <Dica icone={<Smartphone />} titulo="Outros aparelhos">
              Ao trocar a senha, as sessões abertas em outros aparelhos são encerradas.
            </Dica>
            <Dica icone={<ShieldCheck />} titulo="Nunca compartilhe">
              Não pedimos sua senha por telefone, e-mail ou WhatsApp.
            </Dica>
            <Dica icone={<Laptop />} titulo="Computador compartilhado">
              Lembre-se de sair da sua conta ao terminar.
            </Dica>
          </ul>
        </Card>
      </div>
    </>
  );
}
