import {
  formatarInscricao,
  MENSAGEM_SEM_INFORME,
  relatoriosOperacoes,
  type InformeRendimentos,
} from '@portal/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Download, FileX2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { Card, CardHeader } from '@/components/card';
import { BotaoCopiar } from '@/components/copy-button';
import { DescriptionList } from '@/components/description-list';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/lib/document-title';
import { chamar, chave } from '@/lib/operacoes';
import { useAbrirPdf } from '../components/abrir-pdf';
import { BotaoTrocarCota, DescricaoCota } from '../components/cabecalho';
import { CarregandoDocumento } from '../components/carregando';
import { anoDaBusca, nuloSeNaoEncontrado } from '../components/documentos';
import { Indicador } from '../components/indicador';
import { SeletorAno } from '../components/seletor-ano';
import { useCotaSelecionada } from '@/lib/cotas';
import { useOrigemDosDocumentos } from '../use-origem';

/** The "Bens e Direitos" entry of the return, as the Receita Federal's program asks for it. */
function ComoDeclarar({ informe }: { informe: InformeRendimentos }) {
  return (
    <Card as="section" aria-labelledby="titulo-como-declarar">
      <CardHeader titulo={<span id="titulo-como-declarar">Como declarar no Imposto de Renda</span>} />
      <p className="-mt-2 mb-2 text-sm leading-relaxed text-tinta-suave">
        Na ficha <strong className="font-semibold text-tinta">Bens e Direitos</strong> da declaração, inclua a
        cota com estes dados:
      </p>
      <DescriptionList
        itens={[
          { termo: 'Grupo', descricao: informe.grupoBensDireitos },
          { termo: 'Código', descricao: informe.codigoBensDireitos },
          {
            termo: `Situação em 31/12/${informe.ano - 1}`,
            descricao: <Money centavos={informe.valorAcumuladoAnterior} />,
          },
          {
            termo: `Situação em 31/12/${informe.ano}`,
            descricao: <Money centavos={informe.valorAcumulado} />,
          },
        ]}
      />
      <div className="mt-4 border-t border-borda/70 pt-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-sm font-semibold text-tinta">Discriminação</h3>
          <BotaoCopiar
            texto={informe.discriminacao}
            rotulo="Copiar discriminação"
            confirmacao="Discriminação copiada"
          />
        </div>
        <p
          className="mt-3 rounded-2xl bg-fundo/80 p-4 text-[0.9375rem] leading-relaxed text-tinta select-all"
          data-testid="discriminacao"
        >
          {informe.discriminacao}
        </p>
      </div>
    </Card>
  );
}

/** /financeiro/informe-de-rendimentos: the figures of the income-tax report, year by year, and its PDF. */
export default function InformeDeRendimentos() {
  const origem = useOrigemDosDocumentos();
  useDocumentTitle('Informe de rendimentos');
  const { idCota, cota } = useCotaSelecionada();
  const [params, setParams] = useSearchParams();
  const ano = anoDaBusca(params.get('ano'));
  // Without `ano` the server picks the latest closed year.
  const args = { params: { id: idCota ?? 0 }, query: { ano } };
  const informe = useQuery({
    queryKey: chave(relatoriosOperacoes.informe, args),
    // A 404 (MENSAGEM_SEM_INFORME) is an answer, not a failure: null.
    queryFn: ({ signal }) => nuloSeNaoEncontrado(chamar(relatoriosOperacoes.informe, args, signal)),
    enabled: idCota !== undefined,
    placeholderData: keepPreviousData,
  });
  // The two-minute link is asked for on each click (it expires fast), so a mutation, not a cached query.
  const link = useMutation({
    mutationFn: (year: number) =>
      chamar(relatoriosOperacoes.linkDoInforme, { params: { id: idCota ?? 0, year } }),
    meta: { erroTratado: true },
  });
  const pdf = useAbrirPdf();
  const dados = informe.data;

  return (
    <>
      <PageHeader
        titulo="Informe de rendimentos"
        descricao={<DescricaoCota cota={dados?.cota ?? cota} />}
        voltar={origem.voltar}
        acoes={<BotaoTrocarCota />}
      />
      {informe.isPending ? (
        <CarregandoDocumento rotulo="Carregando o informe…" linhas={3} />
      ) : informe.isError ? (
        <Card>
          <ErrorState mensagem={informe.error.message} onRetry={() => void informe.refetch()} />
        </Card>
      ) : dados === null || dados === undefined ? (
        <Card>
          <EmptyState
            icon={<FileX2 />}
            titulo={ano ? `Sem informe de ${ano}` : 'Informe ainda não disponível'}
            descricao={
              <>
                {MENSAGEM_SEM_INFORME} Ele fica disponível depois que termina um ano em que houve pagamento.
              </>
            }
            acao={
              ano && (
                <Button asChild variant="secondary">
                  <Link to={origem.informe}>Ver o ano mais recente</Link>
                </Button>
              )
            }
          />
        </Card>
      ) : (
        <div className="flex flex-col gap-5" aria-busy={informe.isFetching || undefined}>
          <Card className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <SeletorAno
              label="Ano-calendário"
              anos={dados.anosDisponiveis}
              valor={dados.ano}
              onChange={(novo) => setParams({ ano: String(novo) }, { replace: true })}
            />
            <Button
              icon={<Download className="size-4" aria-hidden="true" />}
              loading={link.isPending}
              disabled={informe.isPlaceholderData}
              onClick={() =>
                link.mutate(dados.ano, {
                  onSuccess: ({ url }) => pdf.abrir(url),
                  onError: () => pdf.falhou(),
                })
              }
            >
              Baixar informe
            </Button>
          </Card>

          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
            <Indicador
              rotulo={`Pago até 31/12/${dados.ano - 1}`}
              valor={<Money centavos={dados.valorAcumuladoAnterior} />}
            />
            <Indicador rotulo={`Pago em ${dados.ano}`} valor={<Money centavos={dados.valorPagoNoAno} />} />
            <Indicador
              rotulo={`Pago até 31/12/${dados.ano}`}
              valor={<Money centavos={dados.valorAcumulado} />}
              detalhe={dados.contemplada ? 'Cota contemplada' : 'Cota ainda não contemplada'}
              className="col-span-2 sm:col-span-1"
            />
          </dl>

          <ComoDeclarar informe={dados} />

          <p className="text-sm text-tinta-suave">
            Emitido por {dados.administradora.nome}
            {dados.administradora.cnpj ? ` (CNPJ ${formatarInscricao(dados.administradora.cnpj)})` : ''}. Em
            caso de dúvida sobre a declaração, consulte o seu contador.
          </p>
        </div>
      )}
    </>
  );
}
