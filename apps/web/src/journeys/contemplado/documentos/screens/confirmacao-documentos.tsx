import {
  FASES_EM_ANALISE,
  faseEm,
  formatarData,
  hojeEmSaoPaulo,
  rotuloDoGrupo,
  type SolicitarAnaliseResposta,
} from '@portal/domain';
import { CalendarClock, CheckCircle2, FileText, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api';
import { useCotaSelecionada } from '@/lib/cotas';
import { useDocumentTitle } from '@/lib/document-title';
import { tituloDoDocumento } from '../components/envio-do-documento';
import { carregandoSemCasoOuErro } from '../components/estado-da-consulta';
import { chamadaDoEnvio, documentosDoEnvio, planoDoEnvio } from '../estado-dos-documentos';
import { caminhoDaLista } from '../paths';
import { useRascunhoDoEnvio } from '../rascunho-do-envio';
import {
  useSelecaoDocumentos,
  useSituacaoContemplacao,
  useSolicitarAnalise,
} from '../use-documentos-contemplacao';

function AnaliseEmAndamento({ prazo }: { prazo: string | null }) {
  return (
    <Card className="flex flex-col items-center gap-3 text-center" aria-live="polite">
      <span className="grid size-14 place-items-center rounded-full bg-sucesso-fundo text-sucesso">
        <CheckCircle2 className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold text-tinta">Documentos enviados para análise</h2>
      <p className="text-base text-tinta-suave">A análise leva até 48 horas úteis.</p>
      {prazo && (
        <p className="flex items-center gap-2 rounded-xl bg-fundo px-4 py-2 text-base font-semibold text-tinta">
          <CalendarClock className="size-5 text-primaria-texto" aria-hidden="true" />
          Resposta até {prazo}
        </p>
      )}
      <p className="text-sm text-tinta-suave">Avisaremos você quando a análise terminar.</p>
      <Button asChild variant="secondary">
        <Link to="/contemplado">Acompanhar a contemplação</Link>
      </Button>
    </Card>
  );
}

/**
 * DocumentConfirmation (02 §2.7, §4.9): the files about to go, by document; sent through the call the case asks
 * for (`solicitar` for a person, `solicitar-empresa` for a company, `solicitar-reanalise` in Pendência Cliente,
 * with only the refused documents); then "análise em até 48 horas úteis" with the answer's date. While the
 * administrator holds the analysis, that is what it shows.
 */
export default function ConfirmacaoDocumentos() {
  const { idCota } = useCotaSelecionada();
  const consulta = useSelecaoDocumentos(idCota);
  const situacao = useSituacaoContemplacao();
  const { rascunho, limpar } = useRascunhoDoEnvio(idCota);
  const enviar = useSolicitarAnalise(idCota);
  const [resposta, setResposta] = useState<SolicitarAnaliseResposta | null>(null);
  const pesado = situacao.data?.etapas.includes('HeavyType') ?? false;
  const concluido = resposta !== null || faseEm(consulta.data?.Fase__c, FASES_EM_ANALISE);
  const titulo = concluido ? 'Análise dos documentos' : 'Confirmar documentos';
  useDocumentTitle(titulo);

  const conteudo = () => {
    if (resposta) return <AnaliseEmAndamento prazo={resposta.prazoAnalise.dataFormatada} />;
    const selecao = consulta.data;
    if (!consulta.isSuccess || !selecao) return carregandoSemCasoOuErro(consulta);
    if (faseEm(selecao.Fase__c, FASES_EM_ANALISE))
      return <AnaliseEmAndamento prazo={situacao.data?.prazoAnalise?.dataFormatada ?? null} />;

    const chamada = chamadaDoEnvio(selecao.Fase__c, selecao.pessoa === 'PJ');
    const plano = planoDoEnvio(selecao.documentosParaEnviar, chamada, rascunho, hojeEmSaoPaulo(new Date()));
    const doEnvio = documentosDoEnvio(selecao.documentosParaEnviar, chamada).filter(
      (d) => (rascunho[d.chave]?.arquivos.length ?? 0) > 0,
    );
    const reenvio = chamada === 'solicitar-reanalise';
    const bloqueio =
      plano.faltando.length > 0
        ? `Faltam documentos: ${plano.faltando.map(tituloDoDocumento).join(', ')}.`
        : !selecao.travado && !reenvio
          ? 'Confirme os aceites antes de enviar os documentos.'
          : plano.arquivos.length === 0
            ? 'Não há documentos para enviar.'
            : null;

    const aoEnviar = () => {
      if (!selecao.CaseNumber) return;
      enviar.mutate(
        { chamada, body: { CaseNumber: selecao.CaseNumber, documentos: plano.arquivos } },
        {
          onSuccess: (r) => {
            limpar();
            setResposta(r);
          },
        },
      );
    };

    return (
      <div className="flex flex-col gap-4">
        <Card as="section" aria-labelledby="envio-titulo">
          <h2 id="envio-titulo" className="text-lg font-semibold text-tinta">
            {reenvio ? 'Documentos que serão reenviados' : 'Documentos que serão enviados'}
          </h2>
          {doEnvio.length === 0 ? (
            <p className="mt-2 text-base text-tinta-suave">Nenhum arquivo preparado ainda.</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-3">
              {doEnvio.map((d) => (
                <li key={d.chave} className="rounded-xl bg-fundo px-4 py-3">
                  {d.grupo && (
                    <p className="text-xs font-semibold tracking-wide text-tinta-suave uppercase">
                      {rotuloDoGrupo(d)}
                    </p>
                  )}
                  <p className="text-base font-medium break-words text-tinta">{tituloDoDocumento(d)}</p>
                  {rascunho[d.chave]?.dataDocumento && (
                    <p className="text-sm text-tinta-suave">
                      Data do documento: {formatarData(rascunho[d.chave]!.dataDocumento!)}
                    </p>
                  )}
                  <ul className="mt-1 flex flex-col gap-1">
                    {rascunho[d.chave]!.arquivos.map((a) => (
                      <li key={a.id} className="flex items-center gap-2 text-sm text-tinta-suave">
                        <FileText className="size-4 shrink-0" aria-hidden="true" />
                        <span className="truncate">{a.nome}</span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </Card>
        {bloqueio && (
          <Alert
            tone="alerta"
            acao={
              <Button asChild size="sm" variant="secondary">
                <Link to={caminhoDaLista(pesado)}>Voltar aos documentos</Link>
              </Button>
            }
          >
            {bloqueio}
          </Alert>
        )}
        {enviar.isError && (
          <Alert tone="perigo" titulo="Não foi possível enviar" role="alert">
            {enviar.error instanceof ApiError
              ? enviar.error.mensagem
              : 'Ops, algo deu errado. Por favor tente novamente mais tarde'}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button asChild variant="ghost">
            <Link to={caminhoDaLista(pesado)}>Revisar documentos</Link>
          </Button>
          <Button
            disabled={bloqueio !== null || !selecao.CaseNumber}
            loading={enviar.isPending}
            onClick={aoEnviar}
            icon={<Send className="size-4" aria-hidden="true" />}
          >
            Enviar para análise
          </Button>
        </div>
      </div>
    );
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        titulo={titulo}
        descricao={
          concluido
            ? 'Seus documentos estão com a administradora.'
            : 'Confira os arquivos antes de enviar. A análise leva até 48 horas úteis.'
        }
        voltar={{ para: caminhoDaLista(pesado), rotulo: 'Documentos' }}
      />
      {conteudo()}
    </div>
  );
}
