import {
  hojeEmSaoPaulo,
  MENSAGEM_SEM_COMPROVANTE,
  relatoriosOperacoes,
  type ComprovantePagamentos,
} from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, FileX2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/lib/document-title';
import { chamar, chave } from '@/lib/operacoes';
import { useAbrirLinkDoDocumento } from '../components/abrir-pdf';
import { BotaoTrocarCota, DescricaoCota } from '../components/cabecalho';
import { CarregandoDocumento } from '../components/carregando';
import { PagamentosEmDuplicidade } from '../components/pagamentos-em-duplicidade';
import { anoDaBusca, nuloSeNaoEncontrado, situacaoDoComprovante } from '../components/documentos';
import { Contagens } from '../components/contagens';
import { SeletorAno } from '../components/seletor-ano';
import { TabelaPagamentos } from '../components/tabela-pagamentos';
import { useCotaSelecionada } from '@/lib/cotas';
import { useOrigemDosDocumentos } from '../use-origem';

/** Whether the year's document is the settlement declaration of Lei 12.007/2009, said before it is downloaded. */
function Declaracao({ comprovante }: { comprovante: ComprovantePagamentos }) {
  const { ano } = comprovante;
  switch (situacaoDoComprovante(comprovante, hojeEmSaoPaulo())) {
    case 'quitado':
      return (
        <Alert tone="sucesso" titulo="Declaração anual de quitação de débitos">
          Todas as parcelas com vencimento em {ano} estão pagas. O comprovante vale como declaração de
          quitação do ano (Lei 12.007/2009).
        </Alert>
      );
    case 'ano-em-curso':
      return (
        <Alert tone="info" titulo={`${ano} ainda não terminou`}>
          O comprovante mostra os pagamentos feitos até agora. A declaração de quitação (Lei 12.007/2009) sai
          para o ano encerrado com todas as parcelas pagas.
        </Alert>
      );
    case 'com-pendencia':
      return (
        <Alert tone="alerta" titulo="Comprovante de pagamentos">
          Há parcela com vencimento em {ano} sem pagamento: o documento comprova os pagamentos feitos, mas não
          é a declaração anual de quitação (Lei 12.007/2009).
        </Alert>
      );
  }
}

/** /financeiro/pagamento-anual: the annual payment receipt of the selected quota, year by year. */
export default function PagamentoAnual() {
  const origem = useOrigemDosDocumentos();
  useDocumentTitle('Comprovante anual de pagamentos');
  const { idCota, cota } = useCotaSelecionada();
  const [params, setParams] = useSearchParams();
  const ano = anoDaBusca(params.get('ano'));
  // Without `ano` the server picks the latest year with payments.
  const args = { params: { id: idCota ?? 0 }, query: { ano } };
  const comprovante = useQuery({
    queryKey: chave(relatoriosOperacoes.comprovante, args),
    // A 404 (MENSAGEM_SEM_COMPROVANTE) is an answer, not a failure: null.
    queryFn: ({ signal }) => nuloSeNaoEncontrado(chamar(relatoriosOperacoes.comprovante, args, signal)),
    enabled: idCota !== undefined,
    placeholderData: keepPreviousData,
  });
  const pdf = useAbrirLinkDoDocumento(comprovante);
  const dados = comprovante.data;

  return (
    <>
      <PageHeader
        titulo="Comprovante anual de pagamentos"
        descricao={<DescricaoCota cota={dados?.cota ?? cota} />}
        voltar={origem.voltar}
        acoes={<BotaoTrocarCota />}
      />
      {comprovante.isPending ? (
        <CarregandoDocumento rotulo="Carregando o comprovante…" />
      ) : comprovante.isError ? (
        <Card>
          <ErrorState mensagem={comprovante.error.message} onRetry={() => void comprovante.refetch()} />
        </Card>
      ) : dados === null || dados === undefined ? (
        <Card>
          <EmptyState
            icon={<FileX2 />}
            titulo={ano ? `Nenhum pagamento em ${ano}` : 'Nenhum comprovante para gerar'}
            descricao={
              <>
                {MENSAGEM_SEM_COMPROVANTE} O comprovante fica disponível depois do primeiro pagamento
                compensado no ano.
              </>
            }
            acao={
              ano && (
                <Button asChild variant="secondary">
                  <Link to={origem.pagamentoAnual}>Ver o ano mais recente</Link>
                </Button>
              )
            }
          />
        </Card>
      ) : (
        <div className="flex flex-col gap-5" aria-busy={comprovante.isFetching || undefined}>
          <Card className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <SeletorAno
              anos={dados.anosDisponiveis}
              valor={dados.ano}
              onChange={(novo) => setParams({ ano: String(novo) }, { replace: true })}
            />
            <Button
              icon={<Download className="size-4" aria-hidden="true" />}
              loading={pdf.buscando}
              disabled={comprovante.isPlaceholderData}
              onClick={pdf.abrir}
            >
              Baixar comprovante
            </Button>
          </Card>

          <Declaracao comprovante={dados} />

          <Contagens
            itens={[
              { rotulo: `Total pago em ${dados.ano}`, valor: <Money centavos={dados.valorTotal} /> },
              { rotulo: 'Parcelas pagas no ano', valor: dados.pagamentos.length },
            ]}
          />

          <section aria-labelledby="titulo-pagamentos-ano" className="flex flex-col gap-3">
            <h2 id="titulo-pagamentos-ano" className="text-lg font-semibold text-tinta">
              Pagamentos de {dados.ano}
            </h2>
            {dados.pagamentos.length === 0 ? (
              <Card>
                <EmptyState
                  icon={<FileX2 />}
                  nivel={3}
                  titulo={`Nenhum pagamento em ${dados.ano}`}
                  descricao={MENSAGEM_SEM_COMPROVANTE}
                />
              </Card>
            ) : (
              <TabelaPagamentos pagamentos={dados.pagamentos} total={dados.valorTotal} ano={dados.ano} />
            )}
          </section>

          {/* Money paid twice is owed back: shown apart, never added to the year's total. */}
          <PagamentosEmDuplicidade pagamentos={dados.pagamentosEmDuplicidade} />

          <p className="text-sm text-tinta-suave">Emitido por {dados.administradora.nome}.</p>
        </div>
      )}
    </>
  );
}
