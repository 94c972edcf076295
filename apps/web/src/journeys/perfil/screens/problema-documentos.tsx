import {
  faseEm,
  lerListaDocumentos,
  rotaDoStatusCadastral,
  ROTAS_PERFIL,
  ROTULOS_PROBLEMA_DOCUMENTO,
  type Documento,
  type ProblemaDocumento,
} from '@portal/domain';
import { FileWarning } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api';
import { useCotaSelecionada } from '@/lib/cotas';
import { ehMobile } from '@/lib/dispositivo';
import { useDocumentTitle } from '@/lib/document-title';
import { EnvioDeArquivo } from '@/lib/envio-de-arquivo';
import { SemAlteracao } from '../components/sem-alteracao';
import { carregandoOuErro } from '../components/situacao-da-validacao';
import { useEnviarValidacao, useSituacaoValidacao } from '../use-validacao-identidade';

const DESCRICOES: Record<ProblemaDocumento, string> = {
  ilegivel: 'Não conseguimos ler. Envie uma foto nítida, sem reflexos.',
  incompleto: 'Faltam partes. Envie o documento inteiro, frente e verso.',
  incorreto: 'Não é o documento pedido ou não confere com o cadastro.',
};

/**
 * /perfil/problema-documentos (03 §2 "PENDENCIA_CLIENTE → document problem"): the analyst's lists of
 * illegible, incomplete and incorrect documents and their explanation (`ExpliqueMotivo__c`), and the way to
 * send them again; the re-sent files take the case back to analysis.
 */
export default function ProblemaDocumentos() {
  useDocumentTitle('Problema com os documentos');
  const { idCota } = useCotaSelecionada();
  const situacao = useSituacaoValidacao(idCota);
  const enviar = useEnviarValidacao(idCota);
  const navigate = useNavigate();
  const [documentos, setDocumentos] = useState<Documento[]>([]);
  const [selfie, setSelfie] = useState<Documento[]>([]);
  const [socio, setSocio] = useState<Documento[]>([]);

  const caso = situacao.data?.caso;
  const conteudo = () => {
    if (!situacao.isSuccess) return carregandoOuErro(situacao, 'h-72');
    if (!caso)
      return (
        <SemAlteracao
          titulo="Nenhuma pendência nos documentos"
          descricao="Não há atualização cadastral esperando documentos seus."
        />
      );
    // Not waiting for the customer: the case's own screen (03 §2 status table).
    if (!faseEm(caso.Fase__c, ['PENDENCIA_CLIENTE', 'DOCUMENTOS_ADICIONAIS_GRC']))
      return <Navigate to={rotaDoStatusCadastral(caso.Fase__c)} replace />;

    const listas: [ProblemaDocumento, string[]][] = (
      [
        ['ilegivel', lerListaDocumentos(caso.DocumentosIlegiveis__c)],
        ['incompleto', lerListaDocumentos(caso.DocumentosIncompletos__c)],
        ['incorreto', lerListaDocumentos(caso.DocumentosIncorretos__c)],
      ] as [ProblemaDocumento, string[]][]
    ).filter(([, itens]) => itens.length > 0);
    const novos = documentos.length + selfie.length + socio.length;
    const aoEnviar = () =>
      enviar.mutate(
        {
          documentos: documentos.map((d) => d.id),
          selfie: selfie[0]?.id ?? null,
          documentosSocio: socio.map((d) => d.id),
        },
        { onSuccess: (r) => void navigate(rotaDoStatusCadastral(r.caso?.Fase__c), { replace: true }) },
      );

    return (
      <div className="flex flex-col gap-4">
        <Card as="section" aria-labelledby="titulo-pendencias">
          <h2 id="titulo-pendencias" className="text-base font-semibold text-tinta">
            O que precisa ser corrigido
          </h2>
          {listas.length ? (
            <dl className="mt-3 flex flex-col gap-4">
              {listas.map(([problema, itens]) => (
                <div key={problema}>
                  <dt className="text-sm font-semibold text-perigo">
                    {ROTULOS_PROBLEMA_DOCUMENTO[problema]}
                  </dt>
                  <dd className="mt-0.5 text-sm text-tinta-suave">{DESCRICOES[problema]}</dd>
                  <dd className="mt-2">
                    <ul className="flex flex-wrap gap-2">
                      {itens.map((item) => (
                        <li
                          key={item}
                          className="rounded-full bg-perigo-fundo px-3 py-1 text-sm font-medium text-tinta"
                        >
                          {item}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-2 text-sm text-tinta-suave">
              Precisamos de novos documentos para concluir a análise.
            </p>
          )}
          {caso.ExpliqueMotivo__c && (
            <Alert tone="info" titulo="Recado da nossa equipe" className="mt-4">
              {caso.ExpliqueMotivo__c}
            </Alert>
          )}
        </Card>

        <EnvioDeArquivo
          titulo="Documento pessoal"
          descricao="Envie de novo o RG, a CNH ou outro documento oficial com foto, se ele foi apontado acima."
          arquivos={documentos}
          onChange={setDocumentos}
        />
        <EnvioDeArquivo
          titulo="Selfie"
          descricao="Uma nova foto do seu rosto, de frente e com boa luz, se ela foi apontada acima."
          arquivos={selfie}
          onChange={setSelfie}
          camera={ehMobile()}
          unico
        />
        {situacao.data.exigeDocumentoSocio && (
          <EnvioDeArquivo
            titulo="Documento do sócio"
            descricao="Envie de novo o documento do sócio, se ele foi apontado acima."
            arquivos={socio}
            onChange={setSocio}
          />
        )}
        {enviar.isError && (
          <Alert tone="perigo" titulo="Não foi possível enviar" role="alert">
            {enviar.error instanceof ApiError ? enviar.error.mensagem : 'Tente novamente em instantes.'}
          </Alert>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
          <Button disabled={novos === 0} loading={enviar.isPending} onClick={aoEnviar}>
            Reenviar documentos
          </Button>
        </div>
      </div>
    );
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        titulo="Problema com os documentos"
        descricao={
          <span className="inline-flex items-start gap-2">
            <FileWarning className="mt-0.5 size-4 shrink-0 text-alerta" aria-hidden="true" />
            Alguns documentos precisam ser enviados de novo para concluirmos sua atualização.
          </span>
        }
        voltar={{ para: ROTAS_PERFIL.perfil, rotulo: 'Perfil' }}
      />
      {conteudo()}
    </div>
  );
}
