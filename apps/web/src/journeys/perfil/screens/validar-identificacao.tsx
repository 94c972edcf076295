import { rotaDoStatusCadastral, ROTAS_PERFIL, type Documento } from '@portal/domain';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api';
import { useCotaSelecionada } from '@/lib/cotas';
import { ehMobile } from '@/lib/dispositivo';
import { useDocumentTitle } from '@/lib/document-title';
import { EnvioDeArquivo } from '@/lib/envio-de-arquivo';
import { SemAlteracao } from '../components/sem-alteracao';
import { carregandoOuErro } from '../components/situacao-da-validacao';
import { useEnviarValidacao, useSituacaoValidacao } from '../use-validacao-identidade';

/**
 * /perfil/validar-identificacao (03 §2, §5): the personal document, then the selfie — enabled only once a
 * document is there (sent now or before); on a phone the selfie is taken with the front camera. Both go to the
 * open registration-update case in one call, which sends it to analysis. A company sends its partner's document
 * first (/perfil/documento-socio).
 */
export default function ValidarIdentificacao() {
  useDocumentTitle('Validar identificação');
  const { idCota } = useCotaSelecionada();
  const situacao = useSituacaoValidacao(idCota);
  const enviar = useEnviarValidacao(idCota);
  const navigate = useNavigate();
  const [documentos, setDocumentos] = useState<Documento[]>([]);
  const [selfie, setSelfie] = useState<Documento[]>([]);

  const caso = situacao.data?.caso;
  const conteudo = () => {
    if (!situacao.isSuccess) return carregandoOuErro(situacao, 'h-64');
    if (!caso || !caso.alteracoes.length)
      return (
        <SemAlteracao
          titulo="Nenhuma alteração aguardando validação"
          descricao="Quando você alterar dados que pedem a validação de identidade, os documentos são enviados por aqui."
        />
      );
    // Everything was sent: the case's own screen (analysis, pending documents, branch) says what is next.
    if (!caso.faltam.length) return <Navigate to={rotaDoStatusCadastral(caso.Fase__c)} replace />;

    const faltaSocio = caso.faltam.includes('documentoSocio');
    const temDocumento = documentos.length > 0 || caso.documentos.length > 0;
    const podeEnviar = temDocumento && selfie.length > 0 && !faltaSocio;
    const aoEnviar = () =>
      enviar.mutate(
        { documentos: documentos.map((d) => d.id), selfie: selfie[0]?.id ?? null },
        { onSuccess: (r) => void navigate(rotaDoStatusCadastral(r.caso?.Fase__c), { replace: true }) },
      );

    return (
      <div className="flex flex-col gap-4">
        {faltaSocio && (
          <Alert
            tone="alerta"
            titulo="Falta o documento do sócio"
            acao={
              <Button asChild size="sm" variant="secondary">
                <Link to={ROTAS_PERFIL.documentoSocio}>Enviar documento do sócio</Link>
              </Button>
            }
          >
            Para empresas, envie primeiro o documento de um dos sócios.
          </Alert>
        )}
        <EnvioDeArquivo
          titulo="1. Documento pessoal"
          descricao="RG, CNH ou outro documento oficial com foto. Envie a frente e o verso."
          arquivos={documentos}
          onChange={setDocumentos}
          jaEnviados={caso.documentos.length}
        />
        <EnvioDeArquivo
          titulo="2. Selfie"
          descricao="Uma foto do seu rosto, de frente, em um lugar iluminado e sem óculos escuros."
          arquivos={selfie}
          onChange={setSelfie}
          camera={ehMobile()}
          unico
          desabilitado={!temDocumento || faltaSocio}
          motivoDesabilitado={
            faltaSocio ? 'Envie antes o documento do sócio.' : 'Envie primeiro o documento pessoal.'
          }
        />
        {enviar.isError && (
          <Alert tone="perigo" titulo="Não foi possível enviar" role="alert">
            {enviar.error instanceof ApiError ? enviar.error.mensagem : 'Tente novamente em instantes.'}
          </Alert>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-sm text-tinta-suave">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-sucesso" aria-hidden="true" />
            Seus documentos são usados só para confirmar sua identidade.
          </p>
          <Button disabled={!podeEnviar} loading={enviar.isPending} onClick={aoEnviar}>
            Enviar para análise
          </Button>
        </div>
      </div>
    );
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        titulo="Validar identificação"
        descricao="Para proteger seus dados, confirme que é você antes de concluirmos a alteração."
        voltar={{ para: ROTAS_PERFIL.perfil, rotulo: 'Perfil' }}
      />
      {conteudo()}
    </div>
  );
}
