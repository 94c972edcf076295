import {
  agruparParcelas,
  boletosOperacoes,
  filtroParcelasSchema,
  formatarData,
  hojeEmSaoPaulo,
  type Agrupamento,
  type Cota,
  type FiltroParcelas,
  type Parcela,
} from '@portal/domain';
import { ChevronRight, Info, PartyPopper, Receipt, ShieldCheck } from 'lucide-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { FilterChips } from '@/components/filter-chips';
import { Money } from '@/components/money';
import { SelectField } from '@/components/select-field';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { consulta } from '@/lib/operacoes';
import { useCotas } from '@/lib/cotas';
import { useSessao } from '@/lib/session';
import { ConfirmarUnificacao } from '../components/confirmar-unificacao';
import { Interruptor } from '../components/interruptor';
import { ListaParcelas, nomeDaCota } from '../components/lista-parcelas';
import { CotaSelecionada, PaginaBoletos } from '../components/pagina-boletos';
import { cotasDasParcelas, exigeConfirmacaoDeUnificacao, filtrarPorCota } from '../components/unificacao';
import { VistaDoBoleto } from '../components/vista-do-boleto';
import { caminhosBoletos } from '../paths';
import { mensagemErroGerarBoleto, useGerarBoleto } from '../use-gerar-boleto';

const FILTROS = [
  { valor: 'all', rotulo: 'Todas' },
  { valor: 'due', rotulo: 'Em aberto' },
  { valor: 'late', rotulo: 'Vencidas' },
] as const satisfies readonly { valor: FiltroParcelas; rotulo: string }[];

const PARAM_BOLETO = 'boleto';
const ESTADO_GERADO = 'boletoGerado';
/** ?filtro=late: the home card's overdue notice opens the list already narrowed. */
const PARAM_FILTRO = 'filtro';

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
          ? ' Parcelas de cotas diferentes podem ir no mesmo boleto, emitido na cota selecionada.'
          : ' Para juntar parcelas de outras cotas, ligue a opção acima.'}
      </span>
    </p>
  );
}

function agrupar(selecionadas: readonly Parcela[], unificar: boolean): Agrupamento | null {
  if (selecionadas.length === 0) return null;
  return agruparParcelas(
    selecionadas.map((p) => ({
      idCota: p.idCota,
      idMovimentoFinanceiro: p.idMovimentoFinanceiro,
      vencimento: p.dataVencimento,
      valor: p.valorCobrado,
    })),
    { hoje: hojeEmSaoPaulo(), unificarOutrasCotas: unificar },
  );
}

function ResumoSelecao({
  selecionadas,
  agrupamento,
  onGerar,
  gerando,
  erro,
}: {
  selecionadas: readonly Parcela[];
  agrupamento: Agrupamento | null;
  onGerar: () => void;
  gerando: boolean;
  erro: string | null;
}) {
  const total = selecionadas.reduce((s, p) => s + p.valorCobrado, 0);
  const motivo = agrupamento && !agrupamento.permitido ? agrupamento.motivo : null;
  const cotas = new Set(selecionadas.map((p) => p.idCota)).size;
  const n = selecionadas.length;

  return (
    <Card
      as="section"
      aria-labelledby="titulo-resumo"
      padding="none"
      data-testid="resumo-selecao"
      className={clsx(
        // On a phone it is one compact row, and sticks above the bottom bar only once something is ticked:
        // never over the filters or the first instalment of a fresh list.
        'z-10 flex flex-col gap-3 p-3 sm:p-4 lg:sticky lg:top-6 lg:gap-4 lg:p-6',
        n > 0 && 'sticky bottom-20 shadow-elevado lg:bottom-auto lg:shadow-cartao',
      )}
    >
      <h2 id="titulo-resumo" className="sr-only">
        Resumo da seleção
      </h2>
      <div className="flex items-center gap-3 lg:flex-col lg:items-stretch lg:gap-4">
        <div
          className="flex min-w-0 flex-1 flex-col-reverse gap-0.5 lg:flex-row lg:items-end lg:justify-between lg:gap-3"
          aria-live="polite"
        >
          <div className="min-w-0 text-xs text-tinta-suave lg:text-sm">
            <p data-testid="resumo-contagem">
              {n === 0
                ? 'Nenhuma parcela selecionada'
                : `${n} ${n === 1 ? 'parcela selecionada' : 'parcelas selecionadas'}${cotas > 1 ? ` de ${cotas} cotas` : ''}`}
            </p>
            {agrupamento?.permitido && (
              <p className="tabular mt-0.5">
                Boleto vence em{' '}
                <span className="font-semibold text-tinta">{formatarData(agrupamento.dataVencimento)}</span>
              </p>
            )}
          </div>
          <p className="lg:text-right">
            <span className="sr-only text-xs font-medium text-tinta-suave lg:not-sr-only lg:block">
              Total
            </span>
            <Money centavos={total} className="text-lg font-bold text-tinta lg:text-xl" />
          </p>
        </div>
        <Button
          size="lg"
          className="shrink-0 lg:w-full"
          icon={<Receipt className="size-5" aria-hidden="true" />}
          disabled={n === 0 || motivo !== null}
          loading={gerando}
          onClick={onGerar}
        >
          Gerar boleto
        </Button>
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
    </Card>
  );
}

/** Narrows a unified list to one quota; only drawn when the list spans several. */
function FiltroDeCota({
  ids,
  cotas,
  valor,
  onChange,
}: {
  ids: readonly number[];
  cotas: readonly Cota[] | undefined;
  valor: number | null;
  onChange: (idCota: number | null) => void;
}) {
  return (
    <SelectField
      label="Cota"
      compacto
      vazio={`Todas as ${ids.length} cotas`}
      opcoes={ids.map((id) => ({ valor: String(id), rotulo: nomeDaCota(id, cotas) }))}
      value={valor === null ? '' : String(valor)}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      containerClassName="sm:max-w-sm"
    />
  );
}

/** "Recebeu um boleto?": the public check against fake boletos, one tap from the customer's own boletos. */
function LinkVerificar() {
  return (
    <Link
      to={caminhosBoletos.verificar}
      className="group flex items-center gap-3 rounded-2xl bg-superficie p-4 text-sm ring-1 ring-borda/70 hover:ring-primaria/40"
    >
      <span
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
        aria-hidden="true"
      >
        <ShieldCheck className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-tinta">Recebeu um boleto? Verifique se é nosso</span>
        <span className="text-tinta-suave">Cole o código e confira antes de pagar.</span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-tinta-fraca" aria-hidden="true" />
    </Link>
  );
}

function ListaDeParcelas({ idCota }: { idCota: number }) {
  const [params, setParams] = useSearchParams();
  const filtro = filtroParcelasSchema.catch('all').parse(params.get(PARAM_FILTRO) ?? 'all');
  const [unificar, setUnificar] = useState(false);
  const [cotaVisivel, setCotaVisivel] = useState<number | null>(null);
  const [marcadas, setMarcadas] = useState<ReadonlySet<string>>(new Set());
  const [confirmando, setConfirmando] = useState(false);
  const pendentes = useQuery({
    // SN_UnificaParcelasOutrasCota=S: the caller's other quotas' instalments join the list.
    ...consulta(boletosOperacoes.segundaVia, {
      params: { id: idCota },
      query: { SN_UnificaParcelasOutrasCota: unificar ? 'S' : 'N', filtro },
    }),
    placeholderData: keepPreviousData,
  });
  const cotas = useCotas();
  const gerar = useGerarBoleto(idCota);

  const parcelas = pendentes.data?.parcelas ?? [];
  // Derived, so a choice that left the list (filter, quotas switched off) simply stops counting. The quota
  // filter only hides rows: what was ticked in another quota stays in the boleto.
  const selecionadas = parcelas.filter((p) => marcadas.has(p.identificadorCobranca));
  const agrupamento = agrupar(selecionadas, unificar);
  const idsCota = cotasDasParcelas(parcelas, idCota);
  const cotaDoFiltro = unificar && cotaVisivel !== null && idsCota.includes(cotaVisivel) ? cotaVisivel : null;
  const visiveis = filtrarPorCota(parcelas, cotaDoFiltro);
  const ocultas = selecionadas.filter((p) => cotaDoFiltro !== null && p.idCota !== cotaDoFiltro).length;

  const alternar = (id: string) => {
    gerar.reset();
    setMarcadas((atual) => {
      const nova = new Set(atual);
      if (nova.has(id)) nova.delete(id);
      else nova.add(id);
      return nova;
    });
  };

  const emitir = () => {
    if (!pendentes.data) return;
    gerar.mutate(
      {
        identificadorProcesso: pendentes.data.identificador,
        cobrancas: selecionadas.map((p) => ({ identificadorCobranca: p.identificadorCobranca })),
      },
      {
        onSuccess: (boleto) => {
          setMarcadas(new Set());
          setConfirmando(false);
          // The state tells the boleto view it was just generated: focus goes to it (WCAG 2.4.3).
          setParams({ [PARAM_BOLETO]: boleto.nossoNumero }, { state: { [ESTADO_GERADO]: true } });
        },
        onError: () => setConfirmando(false),
      },
    );
  };

  const onGerar = () => {
    if (exigeConfirmacaoDeUnificacao(selecionadas)) setConfirmando(true);
    else emitir();
  };

  const mudarFiltro = (v: FiltroParcelas) => {
    gerar.reset();
    setParams(
      (atual) => {
        const novos = new URLSearchParams(atual);
        if (v === 'all') novos.delete(PARAM_FILTRO);
        else novos.set(PARAM_FILTRO, v);
        return novos;
      },
      // flushSync: the router applies a change in a transition, and a controlled radio must not lag the click.
      { replace: true, flushSync: true },
    );
  };

  return (
    <div className="grid gap-4 sm:gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4 sm:gap-5">
        <Card padding="sm" className="flex flex-col gap-3 sm:gap-4 sm:p-6">
          <Interruptor
            rotulo="Incluir parcelas das minhas outras cotas"
            dica="Pague parcelas de várias cotas em um único boleto."
            ligado={unificar}
            onChange={(v) => {
              gerar.reset();
              setUnificar(v);
              setCotaVisivel(null);
            }}
          />
          <RegraDeAgrupamento unificar={unificar} />
        </Card>
        <div className="flex flex-col gap-4">
          <FilterChips
            legenda="Mostrar parcelas"
            legendaOculta
            opcoes={FILTROS}
            valor={filtro}
            onChange={mudarFiltro}
          />
          {unificar && idsCota.length > 1 && (
            <FiltroDeCota ids={idsCota} cotas={cotas.data} valor={cotaDoFiltro} onChange={setCotaVisivel} />
          )}
        </div>
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
            <p className="mb-2 text-sm font-medium text-tinta-suave sm:mb-3" aria-live="polite">
              {visiveis.length === 1 ? '1 parcela' : `${visiveis.length} parcelas`}
              {cotaDoFiltro !== null && ` de ${nomeDaCota(cotaDoFiltro, cotas.data)}`}
              {ocultas > 0 &&
                ` · ${ocultas === 1 ? '1 selecionada' : `${ocultas} selecionadas`} em outras cotas`}
            </p>
            <ListaParcelas
              parcelas={visiveis}
              cotas={cotas.data}
              idCotaPadrao={idCota}
              selecionadas={marcadas}
              onToggle={alternar}
            />
          </div>
        )}
        <LinkVerificar />
      </div>
      <ResumoSelecao
        selecionadas={selecionadas}
        agrupamento={agrupamento}
        onGerar={onGerar}
        gerando={gerar.isPending && !confirmando}
        erro={gerar.isError ? mensagemErroGerarBoleto(gerar.error) : null}
      />
      <ConfirmarUnificacao
        open={confirmando}
        onOpenChange={setConfirmando}
        selecionadas={selecionadas}
        idCotaPadrao={idCota}
        cotas={cotas.data}
        vencimento={agrupamento?.permitido ? agrupamento.dataVencimento : null}
        vencidas={agrupamento?.permitido === true && agrupamento.situacao === 'vencidas'}
        gerando={gerar.isPending}
        onConfirmar={emitir}
      />
    </div>
  );
}

/** /boletos: open instalments of the selected quota (and, on request, the others), selection and the boleto. */
export default function Boletos() {
  const sessao = useSessao();
  const [params] = useSearchParams();
  const nossoNumero = params.get(PARAM_BOLETO);
  const estado: unknown = useLocation().state;
  const recemGerado = typeof estado === 'object' && estado !== null && ESTADO_GERADO in estado;
  const idCota = sessao?.idCotaPadrao;

  if (nossoNumero && idCota !== undefined)
    return (
      <PaginaBoletos
        titulo="Seu boleto"
        descricao="Pague pelo código de barras, pelo PIX ou pelo PDF até o vencimento."
        voltar={{ para: caminhosBoletos.lista, rotulo: 'Parcelas' }}
      >
        <VistaDoBoleto idCota={idCota} nossoNumero={nossoNumero} focarAoAbrir={recemGerado} />
      </PaginaBoletos>
    );

  return (
    <PaginaBoletos
      titulo="Boletos"
      descricao={
        sessao?.cotaPadrao ? (
          <>
            Parcelas da <CotaSelecionada />. Escolha as que quer pagar e gere um boleto.
          </>
        ) : (
          'Escolha as parcelas que quer pagar e gere um boleto.'
        )
      }
    >
      {idCota !== undefined && <ListaDeParcelas idCota={idCota} />}
    </PaginaBoletos>
  );
}
