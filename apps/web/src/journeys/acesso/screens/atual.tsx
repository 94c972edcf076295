import { zodResolver } from '@hookform/resolvers/zod';
import { MENSAGENS_SENHA, ROTA_HOME, TAMANHO_SENHA } from '@portal/domain';
import { KeyRound } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/button';
import { PasswordField } from '@/components/password-field';
import { useDocumentTitle } from '@/lib/document-title';
import { useFluxoEmAndamento } from '@/lib/fluxo';
import { primeiroNome } from '@/lib/nomes';
import { useSessao } from '@/lib/session';
import { mensagemErroTrocaSenha, useConferirSenhaAtual } from '@/lib/alterar-senha';
import { BotaoSair } from '../components/botao-sair';
import { ETAPAS_TROCA_SENHA } from '../components/etapas-troca-senha';
import { PaginaAcesso } from '../components/pagina-acesso';
import { guardarSenhaAtual, lerSenhaAtual } from '@/lib/senha-atual-memoria';
import { caminhosAcesso } from '../paths';

const schema = z.object({
  senha: z.string().min(1, 'Informe a senha atual.').length(TAMANHO_SENHA, MENSAGENS_SENHA.tamanho),
});

/**
 * /alterarsenha/atual: step 1 of the password change outside the main template, reached by the expired or
 * provisional password redirect (spec §2 rule 2). The server checks the password here, on the change's own
 * attempt counter, so a typo shows on this field; it then stays in memory for the change itself in step 2.
 */
export default function Atual() {
  const sessao = useSessao();
  const expirada = sessao?.perfil.senhaExpirada ?? false;
  useDocumentTitle(expirada ? 'Crie uma nova senha' : 'Alterar senha');
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { senha: lerSenhaAtual() ?? '' } });
  useFluxoEmAndamento(form.formState.isDirty);

  const conferir = useConferirSenhaAtual();

  const continuar = form.handleSubmit(({ senha }) =>
    conferir.mutate(senha, {
      onSuccess: () => {
        guardarSenhaAtual(senha);
        void navigate(caminhosAcesso.senhaNova);
      },
      onError: (erro) =>
        form.setError('senha', { message: mensagemErroTrocaSenha(erro) }, { shouldFocus: true }),
    }),
  );

  const nome = sessao ? primeiroNome(sessao.usuario.nome) : null;
  return (
    <PaginaAcesso
      titulo={expirada ? 'Crie uma nova senha' : 'Alterar senha'}
      descricao={
        expirada
          ? `${nome ? `${nome}, por` : 'Por'} segurança, sua senha precisa ser trocada antes de continuar. Primeiro, confirme a senha que você usou para entrar.`
          : 'Primeiro, confirme a senha que você usa hoje para entrar.'
      }
      icone={<KeyRound />}
      tomIcone={expirada ? 'alerta' : 'marca'}
      voltar={expirada ? undefined : { para: ROTA_HOME, rotulo: 'Voltar para o início' }}
      etapas={{ nomes: ETAPAS_TROCA_SENHA, atual: 0 }}
      acaoTopo={<BotaoSair />}
    >
      <form noValidate onSubmit={(e) => void continuar(e)} className="flex flex-col gap-6">
        <Controller
          control={form.control}
          name="senha"
          render={({ field, fieldState }) => (
            <PasswordField
              label="Senha atual"
              hint={
                expirada
                  ? 'A senha com que você entrou agora.'
                  : 'A senha de 6 números que você usa para entrar.'
              }
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
        <Button type="submit" size="lg" fullWidth loading={conferir.isPending}>
          Continuar
        </Button>
      </form>
    </PaginaAcesso>
  );
}
