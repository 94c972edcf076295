import { ROTULOS_IDENTIFICACAO, type TipoIdentificacaoTerceiro } from '@portal/domain';
import { ArrowRight, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { SegmentedControl } from '@/components/segmented-control';
import { ApiError } from '@/lib/api';
import { useCotaSelecionada } from '@/lib/cotas';
import { useDocumentTitle } from '@/lib/document-title';
import { carregandoSemCasoOuErro } from '../components/estado-da-consulta';
import { tituloDoDocumento } from '../components/envio-do-documento';
import { ListaDeDocumentos } from '../components/lista-de-documentos';
import { cpfDaSelfie, documentosDoEnvio, selfieDisponivel } from '../estado-dos-documentos';
import { caminhosDocumentosContemplacao } from '../paths';
import { useRascunhoDoEnvio } from '../rascunho-do-envio';
import {
  useSelecaoDocumentos,
  useSelecionarDocumentos,
  useSituacaoContemplacao,
} from '../use-documentos-contemplacao';

const SEM_TERCEIRO = 'nenhum';
const OPCOES_TERCEIRO = [
  { valor: SEM_TERCEIRO, rotulo: 'Não' },
  { valor: 'rg_terceiro', rotulo: 'Sim, com RG' },
  { valor: 'cnh_terceiro', rotulo: 'Sim, com CNH' },
] as const satisfies readonly {
  valor: typeof SEM_TERCEIRO | TipoIdentificacaoTerceiro;
  rotulo: string;
}[];

/**
 * ExtraDocumentConfirmation (02 §2.7, §4.9 "Pendência Cliente Reanálise", §4.10): the analyst asked for more
 * documents, or the analysis failed on income and another person's income may be added (rg_terceiro,
 * cnh_terceiro, with their income proof). The extra documents are uploaded on the list's own screens and go
 * by `solicitar-reanalise` from the confirmation.
 */
export default function DocumentosAdicionais() {
  useDocumentTitle('Documentos adicionais');
  const { idCota } = useCotaSelecionada();
  const consulta = useSelecaoDocumentos(idCota);
  const situacao = useSituacaoContemplacao();
  const selecionar = useSelecionarDocumentos(idCota);
  const { rascunho } = useRascunhoDoEnvio(idCota);
  const pesado = situacao.data?.etapas.includes('HeavyType') ?? false;
  // The choice shows at once; the list follows the server's answer (a refused save puts it back).
  const [escolhido, setEscolhido] = useState<string | null>(null);

  const conteudo = () => {
    const selecao = consulta.data;
    const empresa = selecao?.pessoa === 'PJ';
    const listaDefinida = empresa
      ? !!selecao.socios?.length
      : !!selecao?.tipoRenda && !!selecao.tipoIdentificacao;
    if (!consulta.isSuccess || !selecao || !listaDefinida)
      return (
        carregandoSemCasoOuErro(consulta) ?? (
          <Alert tone="alerta">
            {empresa
              ? 'Informe primeiro os sócios da empresa na lista de documentos.'
              : 'Escolha primeiro o seu tipo de renda na lista de documentos.'}
          </Alert>
        )
      );
    const { tipoRenda, tipoIdentificacao } = selecao;
    const extras = documentosDoEnvio(selecao.documentosParaEnviar, 'solicitar-reanalise');
    const pedidosPeloAnalista = extras.filter((d) => d.pedidoPeloAnalista);
    const completos = extras.every(
      (d) => !d.obrigatorio || (rascunho[d.chave]?.arquivos.length ?? 0) >= d.quantidade,
    );
    const mudarTerceiro = (valor: string) => {
      if (!tipoRenda || !tipoIdentificacao) return;
      setEscolhido(valor);
      selecionar.mutate(
        {
          tipoRenda,
          tipoIdentificacao,
          listaCompleta: selecao.listaCompleta,
          tipoIdentificacaoTerceiro: valor === SEM_TERCEIRO ? null : (valor as TipoIdentificacaoTerceiro),
        },
        { onSettled: () => setEscolhido(null) },
      );
    };

    return (
      <div className="flex flex-col gap-6">
        <Alert tone="info" titulo="O analista pediu documentos adicionais">
          {selecao.ExpliqueMotivo__c ??
            'Para concluir a análise, envie os documentos abaixo. Se a sua renda não for suficiente, você pode somar a renda de outra pessoa.'}
          {pedidosPeloAnalista.length > 0 && (
            <span className="mt-1 block font-medium">
              Envie: {pedidosPeloAnalista.map(tituloDoDocumento).join('; ')}.
            </span>
          )}
        </Alert>
        {/* Composing income with a third party is a person's (02 §4.10); a company sends what was asked. */}
        {!empresa && (
          <Card as="section" aria-labelledby="terceiro-titulo">
            <h2 id="terceiro-titulo" className="flex items-center gap-2 text-lg font-semibold text-tinta">
              <UserPlus className="size-5 text-primaria-texto" aria-hidden="true" />
              Compor renda com outra pessoa
            </h2>
            <p className="mt-1 text-sm text-tinta-suave">
              Quem compõe a renda envia o documento de identificação e o comprovante de renda dela.
            </p>
            <SegmentedControl
              className="mt-4"
              legenda="Somar a renda de outra pessoa?"
              opcoes={OPCOES_TERCEIRO}
              valor={escolhido ?? selecao.tipoIdentificacaoTerceiro ?? SEM_TERCEIRO}
              onChange={mudarTerceiro}
            />
            {selecao.tipoIdentificacaoTerceiro && (
              <p className="mt-3 text-sm text-tinta-suave">
                {ROTULOS_IDENTIFICACAO[selecao.tipoIdentificacaoTerceiro]}: envie os arquivos na lista abaixo.
              </p>
            )}
            {selecionar.isError && (
              <Alert tone="perigo" role="alert" className="mt-4">
                {selecionar.error instanceof ApiError
                  ? selecionar.error.mensagem
                  : 'Não foi possível salvar. Tente novamente.'}
              </Alert>
            )}
          </Card>
        )}
        {extras.length > 0 ? (
          <ListaDeDocumentos
            lista={extras}
            fase={selecao.Fase__c}
            rascunho={rascunho}
            pesado={pesado}
            selfieDisponivel={selfieDisponivel(
              selecao.documentosParaEnviar,
              rascunho,
              cpfDaSelfie(selecao.documentosParaEnviar),
            )}
          />
        ) : (
          <p className="text-base text-tinta-suave">Nenhum documento adicional pendente.</p>
        )}
        <div className="flex justify-end">
          {completos && extras.length > 0 ? (
            <Button asChild icon={<ArrowRight className="size-4" aria-hidden="true" />}>
              <Link to={caminhosDocumentosContemplacao.confirmacaoDocumentos}>Revisar e enviar</Link>
            </Button>
          ) : (
            <Button disabled>Revisar e enviar</Button>
          )}
        </div>
      </div>
    );
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        titulo="Documentos adicionais"
        descricao="Envie o que o analista pediu para concluir a análise de crédito."
        voltar={{ para: '/contemplado', rotulo: 'Contemplação' }}
      />
      {conteudo()}
    </div>
  );
}
