import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CamposNovaSenha } from '@/components/campos-nova-senha';
import { Card } from '@/components/card';
import { validarCamposSenha, type CamposSenha } from '@/components/form-nova-senha';
import { PageHeader } from '@/components/page-header';
import { Stepper } from '@/components/stepper';
import { useToast } from '@/components/toast';
import { mensagemErroTrocaSenha, useAlterarSenha } from '@/lib/alterar-senha';
import { useDocumentTitle } from '@/lib/document-title';
import { useFluxoEmAndamento } from '@/lib/fluxo';
import { esquecerSenhaAtual, lerSenhaAtual } from '@/lib/senha-atual-memoria';
import { caminhosPerfil } from '../paths';
import { ETAPAS_SENHA_PERFIL } from './senha';

const schema = z
  .object({ atual: z.string(), nova: z.string(), confirmacao: z.string() })
  .superRefine((v, ctx) => validarCamposSenha(v, ctx, false));

/**
 * /perfil/confirmarsenha: step 2, the new password typed twice (spec §5 through the shared fields) and saved
 * with POST /cotas/{id}/alterar-senha; it applies to all the person's quotas, and other sessions end.
 */
export default function ConfirmarSenha() {
  useDocumentTitle('Nova senha');
  const navigate = useNavigate();
  const toast = useToast();
  // Read once: it is forgotten on success, while this screen is still on its way out.
  const [senhaAtual] = useState(lerSenhaAtual);
  const alterar = useAlterarSenha();
  const form = useForm<CamposSenha>({
    resolver: zodResolver(schema),
    defaultValues: { atual: senhaAtual ?? '', nova: '', confirmacao: '' },
  });
  useFluxoEmAndamento(true);

  // The current password is only kept in memory: after a reload, ask for it again.
  if (senhaAtual === null) return <Navigate to={caminhosPerfil.senha} replace />;

  const salvar = form.handleSubmit(({ nova }) =>
    alterar.mutate(
      { senhaAtual, novaSenha: nova },
      {
        onSuccess: () => {
          esquecerSenhaAtual();
          toast({
            tom: 'sucesso',
            titulo: 'Senha alterada com sucesso.',
            descricao: 'A nova senha vale para todas as suas cotas.',
          });
          void navigate(caminhosPerfil.perfil, { replace: true });
        },
      },
    ),
  );

  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeader
        titulo="Crie sua nova senha"
        descricao="Ela vale para todas as suas cotas. Evite datas de nascimento e sequências como 123456."
        voltar={{ para: caminhosPerfil.senha, rotulo: 'Voltar para a senha atual' }}
      />
      <Card className="sm:p-8">
        <Stepper etapas={ETAPAS_SENHA_PERFIL} atual={1} className="mb-6" />
        <form noValidate onSubmit={(e) => void salvar(e)} className="flex flex-col gap-5">
          <CamposNovaSenha control={form.control} />
          {alterar.error && (
            <Alert tone="perigo" role="alert">
              {mensagemErroTrocaSenha(alterar.error)}
            </Alert>
          )}
          <Button type="submit" size="lg" loading={alterar.isPending} className="mt-1 sm:self-end">
            Salvar nova senha
          </Button>
        </form>
      </Card>
    </div>
  );
}
