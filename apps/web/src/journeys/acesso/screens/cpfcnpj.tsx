import { zodResolver } from '@hookform/resolvers/zod';
import { formatarInscricao, inscricaoValida, mascaraCpfCnpj, normalizarInscricao } from '@portal/domain';
import { KeyRound } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/button';
import { MaskedField } from '@/components/masked-field';
import { useDocumentTitle } from '@/lib/document-title';
import { rotaDeLogin } from '@/lib/dispositivo';
import { useFluxoEmAndamento } from '@/lib/fluxo';
import { AjudaAtendimento } from '../components/ajuda-atendimento';
import { ETAPAS_ESQUECI_SENHA } from '../components/esqueci-senha-etapas';
import { gravarEsqueciSenha, lerEsqueciSenha } from '../components/esqueci-senha-estado';
import { PaginaAcesso } from '../components/pagina-acesso';
import { caminhosAcesso } from '../paths';

const schema = z.object({
  documento: z
    .string()
    .trim()
    .min(1, 'Informe seu CPF ou CNPJ.')
    .refine(inscricaoValida, 'CPF ou CNPJ inválido. Confira os números.'),
});

/** /entrar/esqueciasenha/cpfcnpj: step 1 of the forgot-password wizard. */
export default function Cpfcnpj() {
  useDocumentTitle('Esqueci minha senha');
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { documento: formatarInscricao(lerEsqueciSenha().documento ?? '') },
  });
  useFluxoEmAndamento(form.formState.isDirty);

  const continuar = form.handleSubmit(({ documento }) => {
    const anterior = lerEsqueciSenha().documento;
    const novo = normalizarInscricao(documento);
    // Another person: the date and e-mail typed for the previous one no longer apply.
    gravarEsqueciSenha(anterior === novo ? { documento: novo } : { documento: novo, data: '', email: '' });
    void navigate(caminhosAcesso.esqueciSenha.data);
  });

  return (
    <PaginaAcesso
      titulo="Esqueceu sua senha?"
      descricao="Sem problema. Confirme alguns dados e enviaremos uma senha provisória para o seu e-mail cadastrado."
      icone={<KeyRound />}
      voltar={{ para: rotaDeLogin(), rotulo: 'Voltar para o login' }}
      etapas={{ nomes: ETAPAS_ESQUECI_SENHA, atual: 0 }}
      rodape={<AjudaAtendimento />}
    >
      <form noValidate onSubmit={(e) => void continuar(e)} className="flex flex-col gap-6">
        <Controller
          control={form.control}
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
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the only field of the step
              autoFocus
            />
          )}
        />
        <Button type="submit" size="lg" fullWidth>
          Continuar
        </Button>
      </form>
    </PaginaAcesso>
  );
}
