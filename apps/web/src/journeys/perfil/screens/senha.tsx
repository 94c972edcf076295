import { zodResolver } from '@hookform/resolvers/zod';
import { MENSAGENS_SENHA, TAMANHO_SENHA } from '@portal/domain';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { PasswordField } from '@/components/password-field';
import { Stepper } from '@/components/stepper';
import { mensagemErroTrocaSenha, useConferirSenhaAtual } from '@/lib/alterar-senha';
import { useDocumentTitle } from '@/lib/document-title';
import { useFluxoEmAndamento } from '@/lib/fluxo';
import { guardarSenhaAtual, lerSenhaAtual } from '@/lib/senha-atual-memoria';
import { caminhosPerfil } from '../paths';

export const ETAPAS_SENHA_PERFIL = ['Senha atual', 'Nova senha'] as const;

const schema = z.object({
  senha: z.string().min(1, 'Informe a senha atual.').length(TAMANHO_SENHA, MENSAGENS_SENHA.tamanho),
});

/**
 * /perfil/senha (03 §2): step 1 of the profile's password change, the same change as /alterarsenha (its hook,
 * rules and memory in @/lib and @/components): the server checks the current password, which then waits in
 * memory for /perfil/confirmarsenha. The password is the person's, for all their quotas.
 */
export default function Senha() {
  useDocumentTitle('Alterar senha');
  const navigate = useNavigate();
  const conferir = useConferirSenhaAtual();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { senha: lerSenhaAtual() ?? '' } });
  useFluxoEmAndamento(form.formState.isDirty);

  const continuar = form.handleSubmit(({ senha }) =>
    conferir.mutate(senha, {
      onSuccess: () => {
        guardarSenhaAtual(senha);
        void navigate(caminhosPerfil.confirmarSenha);
      },
      onError: (erro) =>
        form.setError('senha', { message: mensagemErroTrocaSenha(erro) }, { shouldFocus: true }),
    }),
  );

  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeader
        titulo="Alterar senha"
        descricao="A senha é a mesma para todas as suas cotas, no portal e no aplicativo."
        voltar={{ para: caminhosPerfil.perfil, rotulo: 'Meu perfil' }}
      />
      <Card className="sm:p-8">
        <Stepper etapas={ETAPAS_SENHA_PERFIL} atual={0} className="mb-6" />
        <form noValidate onSubmit={(e) => void continuar(e)} className="flex flex-col gap-6">
          <Controller
            control={form.control}
            name="senha"
            render={({ field, fieldState }) => (
              <PasswordField
                label="Senha atual"
                hint="A senha de 6 números que você usa para entrar."
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={fieldState.error?.message}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the only field of the step
                autoFocus
              />
            )}
          />
          <Button type="submit" size="lg" loading={conferir.isPending} className="sm:self-end">
            Continuar
          </Button>
        </form>
      </Card>
    </div>
  );
}
