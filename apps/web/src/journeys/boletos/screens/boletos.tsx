import {
  boletosOperacoes,
  filtroParcelasSchema,
  formatarData,
  TAMANHO_PAGINA_PADRAO,
  type Cota,
  type FiltroParcelas,
  type ParcelasPendentes,
  type SelecaoParcelas,
} from '@portal/domain';
import {
  CalendarCheck,
  CheckCheck,
  ChevronRight,
  Info,
  PartyPopper,
  Receipt,
  ShieldCheck,
  X,
  type LucideIcon,
} from 'lucide-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { FilterChips } from '@/components/filter-chips';
import { Money } from '@/components/money';
import { Paginacao } from '@/components/pagination';
import { SelectField } from '@/components/select-field';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { consulta } from '@/lib/operacoes';
import { useCotas } from '@/lib/cotas';
import { useSessao } from '@/lib/session';
import { ConfirmarUnificacao } from '../components/confirmar-unificacao';
import { Interruptor } from '../components/interruptor';
import { ListaParcelas, nomeDaCota } from '../components/lista-parcelas';
import { CotaSelecionada, PaginaBoletos } from '../components/pagina-boletos';
import { exigeConfirmacaoDeUnificacao } from '../components/unificacao';
import { VistaDoBoleto } from '../components/vista-do-boleto';
import { caminhosBoletos } from '../paths';
import { mensagemErroGerarBoleto, useGerarBoleto } from '../use-gerar-boleto';
import { useSelecaoDeParcelas } from '../use-selecao-de-parcelas';

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

function ResumoSelecao({
  selecao,
  onGerar,
  gerando,
  atualizando,
  erro,
}: {
  selecao: SelecaoParcelas;
  onGerar: () => void;
  gerando: boolean;
  /** A tick or a select-all is still on its way: the boleto waits for the server's selection. */
  atualizando: boolean;
  erro: string | null;
}) {
  const { quantidade: n, valorTotal: total, motivo } = selecao;
  const cotas = selecao.porCota.length;

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
          aria-busy={atualizando || undefined}
        >
          <div className="min-w-0 text-xs text-tinta-suave lg:text-sm">
            <p data-testid="resumo-contagem">
              {n === 0
                ? 'Nenhuma parcela selecionada'
                : `${n} ${n === 1 ? 'parcela selecionada' : 'parcelas selecionadas'}${cotas > 1 ? ` de ${cotas} cotas` : ''}`}
            </p>
            {selecao.dataVencimento && (
              <p className="tabular mt-0.5">
                Boleto vence em{' '}
                <span className="font-semibold text-tinta">{formatarData(selecao.dataVencimento)}</span>
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
          disabled={n === 0 || motivo !== null || atualizando}
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
/** A way out of the list to a related service: icon, title, one line, chevron. */
function LinkDeServico({
  para,
  icone: Icone,
  titulo,
  texto,
}: {
  para: string;
  icone: LucideIcon;
  titulo: string;
  texto: string;
}) {
  return (
    <Link
      to={para}
      className="group flex items-center gap-3 rounded-2xl bg-superficie p-4 text-sm ring-1 ring-borda/70 hover:ring-primaria/40"
    >
      <span
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
        aria-hidden="true"
      >
        <Icone className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-tinta">{titulo}</span>
        <span className="text-tinta-suave">{texto}</span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-tinta-fraca" aria-hidden="true" />
    </Link>
  );
}

/** A text-sized action with a 44 px touch target that does not make its line taller. */
const ACAO_DE_TEXTO =
  '-my-3 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-primaria-texto hover:bg-primaria/8 disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-4';

/**
 * Select all / clear: every instalment of the list as filtered, on every page. A list that mixes overdue and
 * on-time instalments offers the overdue ones (they cannot share a boleto, spec §4, and are the ones to pay
 * first); the 'Em aberto' filter selects the others. Text-sized, on the count's line: the first instalment
 * stays on a phone's first screen.
 */
function AcoesDaSelecao({
  dados,
  filtro,
  ocupado,
  onSelecionar,
  onLimpar,
}: {
  dados: ParcelasPendentes;
  filtro: FiltroParcelas;
  ocupado: boolean;
  onSelecionar: (filtro: FiltroParcelas) => void;
  onLimpar: () => void;
}) {
  const { totais, total, selecao } = dados;
  const misturada = filtro === 'all' && totais.vencidas.quantidade > 0 && totais.emDia.quantidade > 0;
  return (
    <span className="flex flex-wrap items-center gap-x-1">
      {total > 1 && (
        <button
          type="button"
          className={ACAO_DE_TEXTO}
          disabled={ocupado}
          onClick={() => onSelecionar(misturada ? 'late' : filtro)}
        >
          <CheckCheck aria-hidden="true" />
          {misturada ? 'Selecionar todas as vencidas' : `Selecionar todas (${total})`}
        </button>
      )}
      {selecao.quantidade > 0 && (
        <button type="button" className={ACAO_DE_TEXTO} disabled={ocupado} onClick={onLimpar}>
          <X aria-hidden="true" />
          Limpar seleção
        </button>
      )}
    </span>
  );
}

const SEM_SELECAO: SelecaoParcelas = {
  quantidade: 0,
  valorTotal: 0,
  porCota: [],
  situacao: null,
  dataVencimento: null,
  motivo: null,
};

function ListaDeParcelas({ idCota }: { idCota: number }) {
  const [params, setParams] = useSearchParams();
  const filtro = filtroParcelasSchema.catch('all').parse(params.get(PARAM_FILTRO) ?? 'all');
  const [unificar, setUnificar] = useState(false);
  const [cotaVisivel, setCotaVisivel] = useState<number | null>(null);
  const [pagina, setPagina] = useState(1);
  const [confirmando, setConfirmando] = useState(false);
  const topoDaLista = useRef<HTMLDivElement>(null);
  const cotaDoFiltro = unificar ? cotaVisivel : null;
  const sn = unificar ? ('S' as const) : ('N' as const);
  const pendentes = useQuery({
    // One page; SN_UnificaParcelasOutrasCota=S: the caller's other quotas' instalments join the list.
    ...consulta(boletosOperacoes.segundaVia, {
      params: { id: idCota },
      query: {
        SN_UnificaParcelasOutrasCota: sn,
        filtro,
        id_cota: cotaDoFiltro ?? undefined,
        page: pagina,
        page_size: TAMANHO_PAGINA_PADRAO,
      },
    }),
    placeholderData: keepPreviousData,
  });
  const cotas = useCotas();
  const gerar = useGerarBoleto(idCota);
  const selecao = useSelecaoDeParcelas(idCota);

  const dados = pendentes.data;
  const parcelas = dados?.parcelas ?? [];
  const escolha = dados?.selecao ?? SEM_SELECAO;
  const idsCota = (dados?.totais.porCota ?? []).map((c) => c.idCota);
  // Selected instalments the quota filter hides (they still go into the boleto).
  const ocultas =
    cotaDoFiltro === null
      ? 0
      : escolha.quantidade - (escolha.porCota.find((c) => c.idCota === cotaDoFiltro)?.quantidade ?? 0);

  const irParaPagina = (n: number) => {
    setPagina(n);
    topoDaLista.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const emitir = () => {
    gerar.mutate(unificar, {
      onSuccess: (boleto) => {
        setConfirmando(false);
        // The state tells the boleto view it was just generated: focus goes to it (WCAG 2.4.3).
        setParams({ [PARAM_BOLETO]: boleto.nossoNumero }, { state: { [ESTADO_GERADO]: true } });
      },
      onError: () => setConfirmando(false),
    });
  };

  const onGerar = () => {
    if (exigeConfirmacaoDeUnificacao(escolha)) setConfirmando(true);
    else emitir();
  };

  const mudarFiltro = (v: FiltroParcelas) => {
    gerar.reset();
    setPagina(1);
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

  const listaDe = (f: FiltroParcelas) => ({
    SN_UnificaParcelasOutrasCota: sn,
    filtro: f,
    ...(cotaDoFiltro !== null && { id_cota: cotaDoFiltro }),
  });
  const unidade = { um: 'parcela', varios: 'parcelas' };
  const filtros = FILTROS.map((f) => ({
    ...f,
    unidade,
    // The totals are of every quota of the list: no count while it is narrowed to one quota.
    contagem:
      dados && cotaDoFiltro === null
        ? f.valor === 'all'
          ? dados.totais.quantidade
          : f.valor === 'due'
            ? dados.totais.emDia.quantidade
            : dados.totais.vencidas.quantidade
        : undefined,
  }));

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
              setPagina(1);
            }}
          />
          <RegraDeAgrupamento unificar={unificar} />
        </Card>
        {!unificar && dados && dados.totais.vencidas.quantidade > 0 && (
          <Alert tone="alerta" titulo="Parcelas em atraso?">
            <p>
              Renegocie até 2 parcelas em atraso: o valor é dividido entre as próximas parcelas e a cota fica
              em dia.
            </p>
            <Button asChild size="sm" variant="secondary" className="mt-2">
              <Link to={caminhos.renegociacao.introducao}>
                Renegociar parcelas
                <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
              </Link>
            </Button>
          </Alert>
        )}
        <div ref={topoDaLista} className="flex scroll-mt-24 flex-col gap-4">
          <FilterChips
            legenda="Mostrar parcelas"
            legendaOculta
            opcoes={filtros}
            valor={filtro}
            onChange={mudarFiltro}
          />
          {unificar && idsCota.length > 1 && (
            <FiltroDeCota
              ids={idsCota}
              cotas={cotas.data}
              valor={cotaDoFiltro}
              onChange={(v) => {
                setCotaVisivel(v);
                setPagina(1);
              }}
            />
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
          <div aria-busy={pendentes.isFetching || undefined} className="flex flex-col gap-2 sm:gap-3">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
              <p className="text-sm font-medium text-tinta-suave" aria-live="polite">
                {dados!.total === 1 ? '1 parcela' : `${dados!.total} parcelas`}
                {cotaDoFiltro !== null && ` de ${nomeDaCota(cotaDoFiltro, cotas.data)}`}
                {ocultas > 0 &&
                  ` · ${ocultas === 1 ? '1 selecionada' : `${ocultas} selecionadas`} em outras cotas`}
              </p>
              <AcoesDaSelecao
                dados={dados!}
                filtro={filtro}
                ocupado={selecao.mudando || gerar.isPending}
                onSelecionar={(f) => {
                  gerar.reset();
                  selecao.todas.mutate({ marcar: true, lista: listaDe(f) });
                }}
                onLimpar={() => {
                  gerar.reset();
                  // The whole selection of this list, under any filter and quota.
                  selecao.todas.mutate({
                    marcar: false,
                    lista: { SN_UnificaParcelasOutrasCota: sn, filtro: 'all' },
                  });
                }}
              />
            </div>
            <ListaParcelas
              parcelas={parcelas}
              cotas={cotas.data}
              idCotaPadrao={idCota}
              mudando={selecao.mudando}
              onToggle={(p) => {
                gerar.reset();
                selecao.alternar.mutate(p);
              }}
            />
            <Paginacao pagina={dados!.page} totalPaginas={dados!.total_pages} onChange={irParaPagina} />
          </div>
        )}
        {/* After the list, not above it: on a phone the first instalment stays on the first screen. */}
        {!unificar && dados && dados.totais.vencidas.quantidade === 0 && dados.totais.quantidade > 0 && (
          <LinkDeServico
            para={caminhos.antecipacao.introducao}
            icone={CalendarCheck}
            titulo="Antecipar parcelas"
            texto="Pague as últimas parcelas antes: o saldo devedor e o prazo diminuem."
          />
        )}
        <LinkDeServico
          para={caminhosBoletos.verificar}
          icone={ShieldCheck}
          titulo="Recebeu um boleto? Verifique se é nosso"
          texto="Cole o código e confira antes de pagar."
        />
      </div>
      <ResumoSelecao
        selecao={escolha}
        onGerar={onGerar}
        gerando={gerar.isPending && !confirmando}
        atualizando={selecao.mudando || pendentes.isFetching}
        erro={gerar.isError ? mensagemErroGerarBoleto(gerar.error) : null}
      />
      <ConfirmarUnificacao
        open={confirmando}
        onOpenChange={setConfirmando}
        selecao={escolha}
        idCotaPadrao={idCota}
        cotas={cotas.data}
        vencimento={escolha.dataVencimento}
        vencidas={escolha.situacao === 'vencidas'}
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
