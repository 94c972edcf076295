import { boletosOperacoes, tipoBoletoSchema, type BoletosQuery, type TipoBoleto } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { FilterChips } from '@/components/filter-chips';
import { SegmentedControl } from '@/components/segmented-control';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { consulta } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';
import { CartaoBoletoEmitido } from '../components/cartao-boleto-emitido';
import { PaginaBoletos } from '../components/pagina-boletos';
import { Paginacao } from '@/components/pagination';
import { VistaDoBoleto } from '../components/vista-do-boleto';
import { caminhosBoletos } from '../paths';

type SituacaoHistorico = BoletosQuery['situacao'];
const TAMANHO_PAGINA_HISTORICO = 10;

const SITUACOES = [
  { valor: 'todos', rotulo: 'Todos' },
  { valor: 'aberto', rotulo: 'Em aberto' },
  { valor: 'pago', rotulo: 'Pagos' },
] as const satisfies readonly { valor: SituacaoHistorico; rotulo: string }[];

type TipoFiltro = TipoBoleto | 'todos';
const TIPOS = [
  { valor: 'todos', rotulo: 'Todos' },
  { valor: 'parcelas', rotulo: 'Parcelas' },
  { valor: 'quitacao', rotulo: 'Quitação' },
] as const satisfies readonly { valor: TipoFiltro; rotulo: string }[];

/** Filters live in the address (?situacao=pago&tipo=quitacao&pagina=2): back, reload and links keep them. */
const filtrosSchema = z.object({
  situacao: z.enum(['todos', 'aberto', 'pago']).catch('todos'),
  tipo: tipoBoletoSchema.or(z.literal('todos')).catch('todos'),
  pagina: z.coerce.number().int().min(1).catch(1),
});
const PARAM_BOLETO = 'boleto';

function lerFiltros(params: URLSearchParams) {
  return filtrosSchema.parse({
    situacao: params.get('situacao') ?? undefined,
    tipo: params.get('tipo') ?? undefined,
    pagina: params.get('pagina') ?? undefined,
  });
}

function CarregandoHistorico() {
  return (
    <CarregandoRegiao rotulo="Carregando seus boletos…" className="flex flex-col gap-4">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="flex flex-col gap-4">
          <div className="flex justify-between gap-4">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-6 w-20 rounded-full" />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
          <Skeleton className="h-4 w-2/3" />
        </Card>
      ))}
    </CarregandoRegiao>
  );
}

function Historico({ idCota }: { idCota: number }) {
  const [params, setParams] = useSearchParams();
  const f = lerFiltros(params);
  const boletos = useQuery({
    ...consulta(boletosOperacoes.historico, {
      params: { id: idCota },
      query: {
        situacao: f.situacao,
        tipo: f.tipo === 'todos' ? undefined : f.tipo,
        page: f.pagina,
        page_size: TAMANHO_PAGINA_HISTORICO,
      },
    }),
    placeholderData: keepPreviousData,
  });

  const mudar = (novos: Partial<{ situacao: string; tipo: string; pagina: number }>) =>
    setParams(
      (atual) => {
        const p = new URLSearchParams(atual);
        // Another filter starts over on page 1.
        if (!('pagina' in novos)) p.delete('pagina');
        for (const [k, v] of Object.entries(novos)) {
          if (v === 'todos' || v === 1) p.delete(k);
          else p.set(k, String(v));
        }
        return p;
      },
      // flushSync: the router applies a change in a transition, and a controlled radio must not lag the click.
      { replace: !('pagina' in novos), flushSync: true },
    );

  const abrir = (nossoNumero: string) => {
    const p = new URLSearchParams(params);
    p.set(PARAM_BOLETO, nossoNumero);
    return `${caminhosBoletos.historico}?${p.toString()}`;
  };

  const filtrado = f.situacao !== 'todos' || f.tipo !== 'todos';
  const pagina = boletos.data;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <FilterChips
          legenda="Situação"
          opcoes={SITUACOES}
          valor={f.situacao}
          onChange={(v) => mudar({ situacao: v })}
        />
        <SegmentedControl
          legenda="Tipo de boleto"
          opcoes={TIPOS}
          valor={f.tipo}
          onChange={(v) => mudar({ tipo: v })}
          className="sm:w-[22rem]"
        />
      </div>

      {boletos.isPending ? (
        <CarregandoHistorico />
      ) : boletos.error ? (
        <Card>
          <ErrorState mensagem={boletos.error.message} onRetry={() => void boletos.refetch()} />
        </Card>
      ) : pagina && pagina.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Receipt />}
            titulo={filtrado ? 'Nenhum boleto com esses filtros' : 'Nenhum boleto emitido ainda'}
            descricao={
              filtrado
                ? 'Mude a situação ou o tipo para ver outros boletos.'
                : 'Os boletos que você gerar aparecem aqui, com a situação de cada um.'
            }
            acao={
              !filtrado && (
                <Button asChild>
                  <Link to={caminhosBoletos.lista}>Gerar um boleto</Link>
                </Button>
              )
            }
          />
        </Card>
      ) : (
        pagina && (
          <>
            <p className="text-sm font-medium text-tinta-suave" aria-live="polite">
              {pagina.total === 1 ? '1 boleto' : `${pagina.total} boletos`}
            </p>
            <ul
              className="flex flex-col gap-4"
              aria-label="Boletos emitidos"
              aria-busy={boletos.isFetching || undefined}
            >
              {pagina.data.map((b) => (
                <CartaoBoletoEmitido
                  key={b.nossoNumero}
                  boleto={b}
                  abrir={abrir(b.nossoNumero)}
                  gerarNovo={caminhosBoletos.vencidos}
                />
              ))}
            </ul>
            <Paginacao
              pagina={pagina.page}
              totalPaginas={pagina.total_pages}
              onChange={(n) => {
                mudar({ pagina: n });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )
      )}
    </div>
  );
}

/** /boletos/historico: every boleto issued to the customer, its state, what it pays; paid ones with the payment. */
export default function HistoricoDeBoletos() {
  const sessao = useSessao();
  const [params] = useSearchParams();
  const nossoNumero = params.get(PARAM_BOLETO);
  const idCota = sessao?.idCotaPadrao;

  if (nossoNumero && idCota !== undefined) {
    const voltar = new URLSearchParams(params);
    voltar.delete(PARAM_BOLETO);
    const qs = voltar.toString();
    return (
      <PaginaBoletos
        titulo="Seu boleto"
        descricao="Pague pelo código de barras, pelo PIX ou pelo PDF até o vencimento."
        voltar={{ para: `${caminhosBoletos.historico}${qs ? `?${qs}` : ''}`, rotulo: 'Histórico' }}
      >
        <VistaDoBoleto idCota={idCota} nossoNumero={nossoNumero} titulo="Boleto emitido" />
      </PaginaBoletos>
    );
  }

  return (
    <PaginaBoletos
      titulo="Histórico de boletos"
      descricao="Os boletos emitidos para você, em todas as suas cotas, do mais recente ao mais antigo."
    >
      {idCota !== undefined && <Historico idCota={idCota} />}
    </PaginaBoletos>
  );
}
