import {
  FASES_EM_ANALISE,
  faseEm,
  formatarCpf,
  hojeEmSaoPaulo,
  ROTULOS_IDENTIFICACAO,
  TIPOS_RENDA,
  type SelecaoDocumentos,
} from '@portal/domain';
import { ArrowRight, Clock } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { useCotaSelecionada } from '@/lib/cotas';
import { useDocumentTitle } from '@/lib/document-title';
import { chamadaDoEnvio, cpfDaSelfie, planoDoEnvio, selfieDisponivel } from '../estado-dos-documentos';
import { caminhosDocumentosContemplacao, caminhoDaLista } from '../paths';
import { useRascunhoDoEnvio } from '../rascunho-do-envio';
import { useSelecaoDocumentos, useSituacaoContemplacao } from '../use-documentos-contemplacao';
import { AceitesDaAnalise } from './aceites-da-analise';
import { DeclaracaoDeSocios } from './declaracao-de-socios';
import { EnvioDoDocumento, tituloDoDocumento } from './envio-do-documento';
import { EscolhaDaRenda } from './escolha-da-renda';
import { carregandoSemCasoOuErro } from './estado-da-consulta';
import { ListaDeDocumentos } from './lista-de-documentos';

/** What each declared partner sends, in a word (the summary above a company's list). */
function papeisDoSocio(s: NonNullable<SelecaoDocumentos['socios']>[number]): string {
  return [
    s.majoritario ? 'majoritário' : null,
    s.administrador ? 'administrador' : null,
    s.entrouAposAdesao ? 'novo sócio' : null,
  ]
    .filter(Boolean)
    .join(', ');
}

function ResumoDosSocios({
  socios,
  aoAlterar,
}: {
  socios: NonNullable<SelecaoDocumentos['socios']>;
  /** Only before the first sending (then the partners stay). */
  aoAlterar?: () => void;
}) {
  return (
    <section
      aria-labelledby="resumo-socios"
      className="flex flex-col gap-3 rounded-2xl border border-borda bg-superficie px-4 py-3 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0">
        <h2 id="resumo-socios" className="text-sm font-semibold text-tinta-suave">
          Sócios informados
        </h2>
        <ul className="mt-1 flex flex-col gap-1">
          {socios.map((s) => (
            <li key={s.cpf} className="text-base text-tinta">
              <span className="font-semibold">{s.nome}</span>{' '}
              <span className="text-sm text-tinta-suave">
                · CPF {formatarCpf(s.cpf)} · {papeisDoSocio(s)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {aoAlterar && (
        <Button variant="secondary" size="sm" className="self-start" onClick={aoAlterar}>
          Alterar sócios
        </Button>
      )}
    </section>
  );
}

/**
 * DocumentSelection (02 §2.7, §3, §5): /contemplado/documentos/{doc?} and, for heavy-vehicle quotas,
 * /contemplado/documentos-pesado/{doc?} with the longer list. Without `doc`: the income and ID choice, the
 * checklist by category with each document's state, the agreements and the way to the confirmation; with it,
 * that document's upload.
 */
export function SelecaoDeDocumentos({ pesado }: { pesado: boolean }) {
  const { doc } = useParams();
  const { idCota } = useCotaSelecionada();
  const consulta = useSelecaoDocumentos(idCota);
  const situacao = useSituacaoContemplacao();
  const { rascunho, preparar } = useRascunhoDoEnvio(idCota);
  const [trocandoRenda, setTrocandoRenda] = useState(false);
  const selecao = consulta.data;
  const aberto =
    selecao && doc !== undefined ? selecao.documentosParaEnviar.find((d) => d.chave === doc) : undefined;
  useDocumentTitle(aberto ? tituloDoDocumento(aberto) : 'Documentos para análise');

  const conteudo = () => {
    if (!consulta.isSuccess || !selecao || idCota === undefined) return carregandoSemCasoOuErro(consulta);
    const lista = selecao.documentosParaEnviar;
    const selfieOk = selfieDisponivel(lista, rascunho, cpfDaSelfie(lista));
    const empresa = selecao.pessoa === 'PJ';
    if (doc !== undefined) {
      if (!aberto)
        return (
          <Alert tone="alerta" titulo="Documento não encontrado">
            Este documento não faz parte da sua lista.{' '}
            <Link className="font-semibold underline" to={caminhoDaLista(pesado)}>
              Ver os documentos pedidos
            </Link>
          </Alert>
        );
      return (
        <EnvioDoDocumento
          doc={aberto}
          preparado={rascunho[aberto.chave]}
          preparar={preparar}
          selfieDisponivel={selfieOk}
          expliqueMotivo={selecao.ExpliqueMotivo__c}
          pesado={pesado}
        />
      );
    }

    const emAnalise = faseEm(selecao.Fase__c, FASES_EM_ANALISE);
    const nadaEnviado = lista.every((d) => !d.sentToSF);
    const escolhendo = empresa
      ? !selecao.socios?.length || trocandoRenda
      : !selecao.tipoRenda || !selecao.tipoIdentificacao || trocandoRenda;
    const chamada = chamadaDoEnvio(selecao.Fase__c, empresa);
    const plano = planoDoEnvio(lista, chamada, rascunho, hojeEmSaoPaulo(new Date()));
    const reenvio = chamada === 'solicitar-reanalise';
    const podeSeguir =
      plano.faltando.length === 0 && plano.arquivos.length > 0 && (selecao.travado || reenvio);

    return (
      <div className="flex flex-col gap-6">
        {emAnalise && (
          <Alert tone="info" titulo="Seus documentos estão em análise">
            {situacao.data?.prazoAnalise
              ? `Resposta até ${situacao.data.prazoAnalise.dataFormatada}.`
              : 'A análise leva até 48 horas úteis.'}
          </Alert>
        )}
        {reenvio && lista.some((d) => d.problemas.length > 0) && (
          <Alert tone="perigo" titulo="Alguns documentos precisam ser enviados de novo">
            {selecao.ExpliqueMotivo__c ?? 'Os documentos precisam estar legíveis, completos e corretos.'}{' '}
            Reenvie apenas os marcados como recusados.
          </Alert>
        )}
        {empresa ? (
          escolhendo && nadaEnviado ? (
            <DeclaracaoDeSocios idCota={idCota} selecao={selecao} aoSalvar={() => setTrocandoRenda(false)} />
          ) : (
            selecao.socios && (
              <ResumoDosSocios
                socios={selecao.socios}
                aoAlterar={nadaEnviado ? () => setTrocandoRenda(true) : undefined}
              />
            )
          )
        ) : escolhendo && nadaEnviado ? (
          <EscolhaDaRenda
            idCota={idCota}
            selecao={selecao}
            listaCompleta={pesado}
            aoSalvar={() => setTrocandoRenda(false)}
          />
        ) : (
          nadaEnviado &&
          selecao.tipoRenda &&
          selecao.tipoIdentificacao && (
            <div className="flex items-center justify-between gap-3 rounded-2xl border border-borda bg-superficie px-4 py-3">
              <dl className="min-w-0 text-sm">
                <dt className="sr-only">Tipo de renda</dt>
                <dd className="font-semibold text-tinta">{TIPOS_RENDA[selecao.tipoRenda]}</dd>
                <dt className="sr-only">Documento de identificação</dt>
                <dd className="text-tinta-suave">{ROTULOS_IDENTIFICACAO[selecao.tipoIdentificacao]}</dd>
              </dl>
              <Button variant="secondary" size="sm" onClick={() => setTrocandoRenda(true)}>
                Alterar
              </Button>
            </div>
          )
        )}
        {lista.length > 0 && !(escolhendo && nadaEnviado) && (
          <ListaDeDocumentos
            lista={lista}
            fase={selecao.Fase__c}
            rascunho={rascunho}
            pesado={pesado}
            selfieDisponivel={selfieOk}
          />
        )}
        {lista.length > 0 && !reenvio && !emAnalise && <AceitesDaAnalise idCota={idCota} selecao={selecao} />}
        {!emAnalise && lista.length > 0 && (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-2 text-sm text-tinta-suave">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {podeSeguir
                ? 'Tudo pronto: revise e envie para a análise.'
                : !selecao.travado && !reenvio
                  ? 'Envie os documentos pedidos e confirme os aceites para continuar.'
                  : 'Envie os documentos pedidos para continuar.'}
            </p>
            {podeSeguir ? (
              <Button asChild icon={<ArrowRight className="size-4" aria-hidden="true" />}>
                <Link to={caminhosDocumentosContemplacao.confirmacaoDocumentos}>Revisar e enviar</Link>
              </Button>
            ) : (
              <Button disabled>Revisar e enviar</Button>
            )}
          </div>
        )}
      </div>
    );
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        titulo={aberto ? tituloDoDocumento(aberto) : 'Documentos para análise'}
        descricao={
          aberto
            ? 'PDF, JPG ou JPEG, até 6 MB por arquivo.'
            : selecao?.pessoa === 'PJ'
              ? 'Empresa: envie os documentos da empresa e dos sócios para a análise de crédito.'
              : pesado
                ? 'Contemplação de veículo pesado: envie os documentos pedidos para a análise de crédito.'
                : 'Envie os documentos pedidos para a análise de crédito da sua contemplação.'
        }
        voltar={
          doc !== undefined
            ? { para: caminhoDaLista(pesado), rotulo: 'Documentos' }
            : { para: '/contemplado', rotulo: 'Contemplação' }
        }
      />
      {conteudo()}
    </div>
  );
}
