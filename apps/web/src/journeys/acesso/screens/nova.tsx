import { zodResolver } from '@hookform/resolvers/zod';
import { ROTA_HOME } from '@portal/domain';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api';
import { useToast } from '@/components/toast';
import { consumirDestino } from '@/lib/destino';
import { useDocumentTitle } from '@/lib/document-title';
import { useFluxoEmAndamento } from '@/lib/fluxo';
import { useSessao } from '@/lib/session';
import { mensagemErroTrocaSenha, useAlterarSenha } from '@/lib/alterar-senha';
import { BotaoSair } from '../components/botao-sair';
import { CamposNovaSenha } from '@/components/campos-nova-senha';
import { ETAPAS_TROCA_SENHA } from '../components/etapas-troca-senha';
import { validarCamposSenha, type CamposSenha } from '@/components/form-nova-senha';
import { PaginaAcesso } from '../components/pagina-acesso';
import { esquecerSenhaAtual, lerSenhaAtual } from '@/lib/senha-atual-memoria';
import { caminhosAcesso } from '../paths';

const schema = z
  .object({ atual: z.string(), nova: z.string(), confirmacao: z.string() })
  .superRefine((v, ctx) => validarCamposSenha(v, ctx, false));

/** /alterarsenha/nova: step 2, the new password typed twice; on success the session goes on at home. */
export default function Nova() {
  const expirada = useSessao()?.perfil.senhaExpirada ?? false;
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
  if (senhaAtual === null) return <Navigate to={caminhosAcesso.senhaAtual} replace />;

  const salvar = form.handleSubmit(({ nova }) =>
    alterar.mutate(
      { senhaAtual, novaSenha: nova },
      {
        onSuccess: () => {
          esquecerSenhaAtual();
          toast({
            titulo: 'Senha alterada com sucesso.',
            descricao: 'Use a nova senha nos próximos acessos.',
          });
          void navigate(consumirDestino() ?? ROTA_HOME, { replace: true, state: { doLogin: true } });
        },
      },
    ),
  );

  return (
    <PaginaAcesso
      titulo="Crie sua nova senha"
      descricao="Ela vale para todas as suas cotas. Evite datas de nascimento e sequências como 123456."
      icone={<ShieldCheck />}
      voltar={{ para: caminhosAcesso.senhaAtual, rotulo: 'Voltar para a senha atual' }}
      etapas={{ nomes: ETAPAS_TROCA_SENHA, atual: 1 }}
      acaoTopo={<BotaoSair />}
    >
      <form noValidate onSubmit={(e) => void salvar(e)} className="flex flex-col gap-5">
        <CamposNovaSenha control={form.control} />
        {alterar.error && (
          <Alert tone="perigo" role="alert">
            {mensagemErroTrocaSenha(alterar.error)}
            {alterar.error instanceof ApiError && alterar.error.status === 400 && (
              <>
                {' '}
                <Link to={caminhosAcesso.senhaAtual} className="font-semibold underline underline-offset-4">
                  {/* An expired password need not be a provisional one: name the one used to log in. */}
                  {expirada ? 'Confira a senha com que você entrou' : 'Confira a senha atual'}
                </Link>
                .
              </>
            )}
          </Alert>
        )}
        <Button type="submit" size="lg" fullWidth loading={alterar.isPending} className="mt-1">
          Salvar nova senha
        </Button>
      </form>
    </PaginaAcesso>
  );
}
