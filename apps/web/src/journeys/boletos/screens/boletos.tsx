import {
  agruparParcelas,
  hojeEmSaoPaulo,
  padCota,
  padGrupo,
  type FiltroParcelas,
  type Parcela,
} from '@portal/domain';
import { ArrowLeftRight, Info, PartyPopper, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { FilterChips } from '@/components/filter-chips';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { useCotas } from '@/lib/queries/get-cotas';
import { useSessao } from '@/lib/session';
import { useBoleto } from '../api/get-boleto';
import { useSegundaVia } from '../api/get-segunda-via';
import { mensagemErroGerarBoleto, useGerarBoleto } from '../api/post-boleto';
import { BoletoGerado } from '../components/boleto-gerado';
import { Interruptor } from '../components/interruptor';
import { ListaParcelas } from '../components/lista-parcelas';
import { caminhosBoletos, destinosBoletos } from '../paths';

const FILTROS = [
  { valor: 'all', rotulo: 'Todas' },
  { valor: 'due', rotulo: 'Em aberto' },
  { valor: 'late', rotulo: 'Vencidas' },
] as const satisfies readonly { valor: FiltroParcelas; rotulo: string }[];

const PARAM_BOLETO = 'boleto';

function CarregandoParcelas() {
  return (
    <CarregandoRegiao rotulo="Carregando suas parcelas…" className="flex flex-col gap-4">
      {[0, 1].map((i) => (
        <Card key={i} padding="sm" className="flex flex-col gap-3">
          <Skeleton className="h-4 w-1/3" />
          {[0, 1].map((j) => (
            <div key={j} className="flex items-center gap-4 px-3 py-2">
              <Skeleton className="size-6 rounded-md" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-4 w-1/2" />
              </div>
              <Skeleton className="h-5 w-20" />
            </div>
          ))}
        </Card>
      ))}
    </CarregandoRegiao>
  );
}

/** The grouping rule (spec §4), said before anyone trips on it; the API enforces it anyway. */
function RegraDeAgrupamento({ unificar }: { unificar: boolean }) {
  return (
    <p className="flex items-start gap-2 text-sm leading-relaxed text-tinta-suave">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Parcelas <strong className="font-semibold text-tinta">vencidas</strong> e parcelas{' '}
        <strong className="font-semibold text-tinta">em dia</strong> vão em boletos separados.
        {unificar
          ? ' Parcelas de cotas diferentes podem ir no mesmo boleto.'
          : ' Para juntar parcelas de outras cotas, ligue a opção acima.'}
      </span>
    </p>
  );
}

function ResumoSelecao({
  selecionadas,
  unificar,
  onGerar,
  gerando,
  erro,
}: {
  selecionadas: readonly Parcela[];
  unificar: boolean;
  onGerar: () => void;
  gerando: boolean;
  erro: string | null;
}) {
  const total = selecionadas.reduce((s, p) => s + p.valorCobrado, 0);
  const agrupamento =
    selecionadas.length > 0
      ? agruparParcelas(
          selecionadas.map((p) => ({
            idCota: p.idCota,
            idMovimentoFinanceiro: p.idMovimentoFinanceiro,
            vencimento: p.dataVencimento,
            valor: p.valorCobrado,
          })),
          { hoje: hojeEmSaoPaulo(), unificarOutrasCotas: unificar },
        )
      : null;
  const motivo = agrupamento && !agrupamento.permitido ? agrupamento.motivo : null;
  const cotas = new Set(selecionadas.map((p) => p.idCota)).size;
  const n = selecionadas.length;

  return (
    <Card
      as="section"
      aria-labelledby="titulo-resumo"
      className="sticky bottom-20 z-10 flex flex-col gap-4 shadow-elevado lg:top-6 lg:bottom-auto lg:shadow-cartao"
    >
      <h2 id="titulo-resumo" className="sr-only">
        Resumo da seleção
      </h2>
      <div className="flex items-end justify-between gap-3" aria-live="polite">
        <p className="text-sm text-tinta-suave" data-testid="resumo-contagem">
          {n === 0
            ? 'Nenhuma parcela selecionada'
            : `${n} ${n === 1 ? 'parcela selecionada' : 'parcelas selecionadas'}${cotas > 1 ? ` de ${cotas} cotas` : ''}`}
        </p>
        <p className="text-right">
          <span className="block text-xs font-medium text-tinta-suave">Total</span>
          <Money centavos={total} className="text-xl font-bold text-tinta" />
        </p>
      </div>
      {motivo && (
        <Alert tone="alerta" role="alert" titulo="Não dá para juntar essas parcelas">
          {motivo}
        </Alert>
      )}
      {erro && !motivo && (
        <Alert tone="perigo" role="alert" titulo="Boleto não gerado">
          {erro}
        </Alert>
      )}
      <Button
        fullWidth
        size="lg"
        icon={<Receipt className="size-5" aria-hidden="true" />}
        disabled={n === 0 || motivo !== null}
        loading={gerando}
        onClick={onGerar}
      >
        Gerar boleto
      </Button>
    </Card>
  );
}

function ListaDeParcelas({ idCota }: { idCota: number }) {
  const [filtro, setFiltro] = useState<FiltroParcelas>('all');
  const [unificar, setUnificar] = useState(false);
  const [marcadas, setMarcadas] = useState<ReadonlySet<string>>(new Set());
  const [, setParams] = useSearchParams();
  const pendentes = useSegundaVia(idCota, { filtro, unificar });
  const cotas = useCotas();
  const gerar = useGerarBoleto(idCota);

  const parcelas = pendentes.data?.parcelas ?? [];
  // Derived, so a choice that left the list (filter, quotas switched off) simply stops counting.
  const selecionadas = parcelas.filter((p) => marcadas.has(p.identificadorCobranca));

  const alternar = (id: string) => {
    gerar.reset();
    setMarcadas((atual) => {
      const nova = new Set(atual);
      if (nova.has(id)) nova.delete(id);
      else nova.add(id);
      return nova;
    });
  };

  const onGerar = () => {
    if (!pendentes.data) return;
    gerar.mutate(
      {
        identificadorProcesso: pendentes.data.identificador,
        cobrancas: selecionadas.map((p) => ({ identificadorCobranca: p.identificadorCobranca })),
      },
      {
        onSuccess: (boleto) => {
          setMarcadas(new Set());
          setParams({ [PARAM_BOLETO]: boleto.nossoNumero });
        },
      },
    );
  };

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-5">
        <Card className="flex flex-col gap-4">
          <Interruptor
            rotulo="Incluir parcelas das minhas outras cotas"
            dica="Pague parcelas de várias cotas em um único boleto."
            ligado={unificar}
            onChange={(v) => {
              gerar.reset();
              setUnificar(v);
            }}
          />
          <RegraDeAgrupamento unificar={unificar} />
        </Card>
        <FilterChips
          legenda="Mostrar parcelas"
          legendaOculta
          opcoes={FILTROS}
          valor={filtro}
          onChange={(v) => {
            gerar.reset();
            setFiltro(v);
          }}
        />
        {pendentes.isPending ? (
          <CarregandoParcelas />
        ) : pendentes.error ? (
          <Card>
            <ErrorState
              mensagem={pendentes.error.message || 'Tente novamente em instantes.'}
              onRetry={() => void pendentes.refetch()}
            />
          </Card>
        ) : parcelas.length === 0 ? (
          <Card>
            <EmptyState
              icon={<PartyPopper />}
              titulo={filtro === 'late' ? 'Nenhuma parcela vencida' : 'Nenhuma parcela em aberto'}
              descricao={
                filtro === 'late'
                  ? 'Tudo em dia por aqui. Quando uma parcela vencer, ela aparece nesta lista.'
                  : 'Você não tem parcelas para pagar nesta seleção. Quando a próxima for emitida, ela aparece aqui.'
              }
            />
          </Card>
        ) : (
          <div aria-busy={pendentes.isFetching || undefined}>
            <p className="mb-3 text-sm font-medium text-tinta-suave" aria-live="polite">
              {parcelas.length === 1 ? '1 parcela' : `${parcelas.length} parcelas`}
            </p>
            <ListaParcelas
              parcelas={parcelas}
              cotas={cotas.data}
              idCotaPadrao={idCota}
              selecionadas={marcadas}
              onToggle={alternar}
            />
          </div>
        )}
      </div>
      <ResumoSelecao
        selecionadas={selecionadas}
        unificar={unificar}
        onGerar={onGerar}
        gerando={gerar.isPending}
        erro={gerar.isError ? mensagemErroGerarBoleto(gerar.error) : null}
      />
    </div>
  );
}

function VistaDoBoleto({ idCota, nossoNumero }: { idCota: number; nossoNumero: string }) {
  const sessao = useSessao();
  const boleto = useBoleto(idCota, nossoNumero);
  if (boleto.isPending)
    return (
      <CarregandoRegiao rotulo="Carregando o boleto…">
        <Card className="flex flex-col gap-4">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-24" />
          <Skeleton className="h-16" />
        </Card>
      </CarregandoRegiao>
    );
  if (boleto.error)
    return (
      <Card>
        <ErrorState mensagem={boleto.error.message} onRetry={() => void boleto.refetch()} />
      </Card>
    );
  return (
    <BoletoGerado
      boleto={boleto.data}
      idCota={idCota}
      destinatario={{ nome: sessao?.usuario.nome ?? '', email: sessao?.usuario.email ?? '' }}
    />
  );
}

/** /boletos: open instalments of the selected quota (and, on request, the others), selection and the boleto. */
export default function Boletos() {
  const sessao = useSessao();
  const [params] = useSearchParams();
  const nossoNumero = params.get(PARAM_BOLETO);
  useDocumentTitle(nossoNumero ? 'Seu boleto' : 'Boletos');
  const cota = sessao?.cotaPadrao;
  const idCota = sessao?.idCotaPadrao;

  if (nossoNumero && idCota !== undefined)
    return (
      <>
        <PageHeader
          titulo="Seu boleto"
          descricao="Pague pelo código de barras, pelo PIX ou pelo PDF até o vencimento."
          voltar={{ para: caminhosBoletos.lista, rotulo: 'Parcelas' }}
        />
        <VistaDoBoleto idCota={idCota} nossoNumero={nossoNumero} />
      </>
    );

  return (
    <>
      <PageHeader
        titulo="Boletos"
        descricao={
          cota ? (
            <>
              Parcelas da cota{' '}
              <span className="tabular font-semibold text-tinta">
                {padGrupo(cota.grupo)}/{padCota(cota.cota)}
              </span>
              . Escolha as que quer pagar e gere um boleto.
            </>
          ) : (
            'Escolha as parcelas que quer pagar e gere um boleto.'
          )
        }
        acoes={
          <Button asChild variant="secondary" size="sm">
            <Link to={destinosBoletos.cotas}>
              <ArrowLeftRight className="size-4" aria-hidden="true" />
              Trocar cota
            </Link>
          </Button>
        }
      />
      {idCota !== undefined && <ListaDeParcelas idCota={idCota} />}
    </>
  );
}
