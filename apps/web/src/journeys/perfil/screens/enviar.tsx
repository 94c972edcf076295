import { INTERVALO_CONTAGEM_TOKEN_MS } from '@portal/domain';
import { MessageSquareText } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button, buttonClasses } from '@/components/button';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { useFluxoEmAndamento } from '@/lib/fluxo';
import { useSessao } from '@/lib/session';
import { encerrarAlteracao, useAlteracaoPendente } from '../alteracao-pendente';
import { ResumoAlteracao } from '../components/resumo-alteracao';
import { useAgora } from '../components/use-agora';
import { useParametrosCadastro } from '../use-dados-cadastrais';
import { useEnviarToken } from '../use-enviar-token';
import { caminhosPerfil } from '../paths';

/**
 * /perfil/token/enviar: where the code goes (the registered mobile, masked) and the button that sends it
 * (POST /cotas/{id}/verificacao). A code still valid from a moment ago can be typed without a new one.
 */
export default function Enviar() {
  useDocumentTitle('Confirmar por SMS');
  const idCota = useSessao()?.idCotaPadrao;
  const { alteracao, token } = useAlteracaoPendente(idCota);
  const parametros = useParametrosCadastro(idCota);
  const { enviarToken, enviando } = useEnviarToken(idCota);
  const navigate = useNavigate();
  const agora = useAgora(INTERVALO_CONTAGEM_TOKEN_MS);
  useFluxoEmAndamento(alteracao !== null);
  if (!alteracao) return <Navigate to={caminhosPerfil.perfil} replace />;

  const destino = token.destino ?? parametros.data?.celularParaToken ?? null;
  const codigoValido = token.expiraEm !== null && token.expiraEm > agora;
  const enviar = async () => {
    if (await enviarToken()) void navigate(caminhosPerfil.tokenInserir);
  };
  const cancelar = () => {
    encerrarAlteracao();
    void navigate(alteracao.voltarPara, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeader
        titulo="Confirme que é você"
        descricao="Para proteger seus dados, enviamos um código por SMS antes de salvar a alteração."
        voltar={{ para: alteracao.voltarPara, rotulo: 'Voltar' }}
      />
      <Card className="flex flex-col gap-6 sm:p-8">
        <ResumoAlteracao descricao={alteracao.descricao} />
        <div className="flex items-center gap-4">
          <span
            className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primaria/10 text-primaria-texto"
            aria-hidden="true"
          >
            <MessageSquareText className="size-6" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-tinta-suave">Enviaremos o código para o celular</p>
            {parametros.isPending && !token.destino ? (
              <Skeleton className="mt-1 h-6 w-40" />
            ) : (
              <p className="tabular text-lg font-bold text-tinta">{destino ?? 'Nenhum celular cadastrado'}</p>
            )}
          </div>
        </div>
        <p className="text-sm text-tinta-suave">
          O código tem 4 caracteres e vale por 15 minutos. Se você não reconhece este número, fale com a nossa
          central antes de continuar.
        </p>
        {token.erroEnvio && (
          <Alert tone="perigo" role="alert">
            {token.erroEnvio}
          </Alert>
        )}
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
          <Button size="lg" loading={enviando} disabled={!destino} onClick={() => void enviar()}>
            {token.enviadoEm ? 'Enviar novo código' : 'Enviar código por SMS'}
          </Button>
          {codigoValido && (
            <Link
              to={caminhosPerfil.tokenInserir}
              className={buttonClasses({ variant: 'secondary', size: 'lg' })}
            >
              Já recebi o código
            </Link>
          )}
          <Button variant="ghost" size="lg" onClick={cancelar}>
            Cancelar alteração
          </Button>
        </div>
      </Card>
    </div>
  );
}
