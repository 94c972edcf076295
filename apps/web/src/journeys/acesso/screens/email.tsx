import { zodResolver } from '@hookform/resolvers/zod';
import { dataBrParaIso, recuperarSenhaBodySchema } from '@portal/domain';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useDocumentTitle } from '@/lib/document-title';
import { useFluxoEmAndamento } from '@/lib/fluxo';
import { useRecuperarSenha } from '../use-recuperar-senha';
import { ETAPAS_ESQUECI_SENHA } from '../components/esqueci-senha-etapas';
import { gravarEsqueciSenha, lerEsqueciSenha } from '../components/esqueci-senha-estado';
import { PaginaAcesso } from '../components/pagina-acesso';
import { caminhosAcesso } from '../paths';

// The wire contract's own e-mail rule and message ('E-mail inválido', spec §5).
const schema = z.object({
  email: z.string().trim().min(1, 'Informe seu e-mail.').pipe(recuperarSenhaBodySchema.shape.email),
});

/** /entrar/esqueciasenha/email: step 3, the registered e-mail; sends the request. */
export default function Email() {
  useDocumentTitle('Esqueci minha senha: e-mail');
  const estado = lerEsqueciSenha();
  const navigate = useNavigate();
  const recuperar = useRecuperarSenha();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: estado.email ?? '' } });
  useFluxoEmAndamento(true);

  const iso = estado.data ? dataBrParaIso(estado.data) : null;
  if (!estado.documento) return <Navigate to={caminhosAcesso.esqueciSenha.cpfcnpj} replace />;
  if (!iso) return <Navigate to={caminhosAcesso.esqueciSenha.data} replace />;
  const documento = estado.documento;

  const enviar = form.handleSubmit(({ email }) =>
    recuperar.mutate(
      { inscricaoNacional: documento, dataNascimentoFundacao: iso, email },
      {
        onSuccess: ({ mensagem }) => {
          gravarEsqueciSenha({ email, enviadoEm: Date.now(), mensagem });
          void navigate(caminhosAcesso.esqueciSenha.enviado, { replace: true });
        },
      },
    ),
  );

  return (
    <PaginaAcesso
      titulo="Qual é o seu e-mail cadastrado?"
      descricao="Se ele conferir com o seu cadastro, a senha provisória chega nele em alguns minutos."
      icone={<Mail />}
      voltar={{ para: caminhosAcesso.esqueciSenha.data, rotulo: 'Voltar para a data' }}
      etapas={{ nomes: ETAPAS_ESQUECI_SENHA, atual: 2 }}
    >
      <form noValidate onSubmit={(e) => void enviar(e)} className="flex flex-col gap-6">
        <TextField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="seunome@exemplo.com"
          error={form.formState.errors.email?.message}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the only field of the step
          autoFocus
          {...form.register('email')}
        />
        {recuperar.error && (
          <Alert tone="perigo" role="alert">
            {recuperar.error.message}
          </Alert>
        )}
        <Button type="submit" size="lg" fullWidth loading={recuperar.isPending}>
          Enviar senha provisória
        </Button>
      </form>
    </PaginaAcesso>
  );
}
