import { ROTAS_PERFIL, type Documento } from '@portal/domain';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api';
import { useCotaSelecionada } from '@/lib/cotas';
import { useDocumentTitle } from '@/lib/document-title';
import { EnvioDeArquivo } from '@/lib/envio-de-arquivo';
import { SemAlteracao } from '../components/sem-alteracao';
import { carregandoOuErro } from '../components/situacao-da-validacao';
import { useEnviarValidacao, useSituacaoValidacao } from '../use-validacao-identidade';

/**
 * /perfil/documento-socio (03 §2 "partner document"): a company's change is proved by a partner's document,
 * attached to the case before the identity validation (/perfil/validar-identificacao) that follows.
 */
export default function DocumentoSocio() {
  useDocumentTitle('Documento do sócio');
  const { idCota } = useCotaSelecionada();
  const situacao = useSituacaoValidacao(idCota);
  const enviar = useEnviarValidacao(idCota);
  const navigate = useNavigate();
  const [arquivos, setArquivos] = useState<Documento[]>([]);

  const caso = situacao.data?.caso;
  const conteudo = () => {
    if (!situacao.isSuccess) return carregandoOuErro(situacao, 'h-48');
    // A person has no partner: straight to their own documents.
    if (!situacao.data.exigeDocumentoSocio)
      return <Navigate to={ROTAS_PERFIL.validarIdentificacao} replace />;
    if (!caso || !caso.alteracoes.length)
      return (
        <SemAlteracao
          titulo="Nenhuma alteração aguardando documentos"
          descricao="Quando a empresa alterar dados que pedem análise, o documento do sócio é enviado por aqui."
        />
      );
    const jaEnviado = caso.documentosSocio.length > 0;
    return (
      <div className="flex flex-col gap-4">
        <EnvioDeArquivo
          titulo="Documento do sócio"
          descricao="RG ou CNH de um dos sócios que assinam pela empresa. Envie a frente e o verso."
          arquivos={arquivos}
          onChange={setArquivos}
          jaEnviados={caso.documentosSocio.length}
        />
        {enviar.isError && (
          <Alert tone="perigo" titulo="Não foi possível enviar" role="alert">
            {enviar.error instanceof ApiError ? enviar.error.mensagem : 'Tente novamente em instantes.'}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {jaEnviado && arquivos.length === 0 ? (
            <Button asChild>
              <Link to={ROTAS_PERFIL.validarIdentificacao}>Continuar</Link>
            </Button>
          ) : (
            <Button
              disabled={arquivos.length === 0}
              loading={enviar.isPending}
              onClick={() =>
                enviar.mutate(
                  { documentosSocio: arquivos.map((a) => a.id) },
                  { onSuccess: () => void navigate(ROTAS_PERFIL.validarIdentificacao) },
                )
              }
            >
              Continuar
            </Button>
          )}
        </div>
      </div>
    );
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        titulo="Documento do sócio"
        descricao="A alteração cadastral da empresa é analisada com o documento de um sócio."
        voltar={{ para: ROTAS_PERFIL.perfil, rotulo: 'Perfil' }}
      />
      {conteudo()}
    </div>
  );
}
