import { casosOperacoes } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Inbox, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { consulta } from '@/lib/operacoes';
import { META_OPERADOR } from '../chaves';
import { useTituloOperador } from '../components/aparencia';
import { filtroComoParams, FiltrosFila, lerFiltro, type FiltroFila } from '../components/filtros-fila';
import { Paginacao } from '../components/paginacao';
import { TabelaFila } from '../components/tabela-fila';

const TAMANHO_PAGINA_FILA = 20;

/** /operador: the case queue, filtered by type, status and phase, searchable, paged (filters live in the URL). */
export default function Fila() {
  useTituloOperador('Fila de casos');
  const [params, setParams] = useSearchParams();
  const filtro = lerFiltro(params);
  const fila = useQuery({
    ...consulta(casosOperacoes.fila, { query: { ...filtro, page_size: TAMANHO_PAGINA_FILA } }),
    staleTime: 10_000,
    meta: META_OPERADOR,
    // The previous page stays on screen while the next one loads (no flash of skeletons on paging).
    placeholderData: keepPreviousData,
  });
  const mudar = (f: FiltroFila) => setParams(filtroComoParams(f));
  const algumFiltro = Boolean(filtro.tipo || filtro.fase || filtro.status || filtro.busca);

  const total = fila.data?.total ?? 0;
  const inicio = (filtro.page - 1) * TAMANHO_PAGINA_FILA + 1;
  const fim = Math.min(total, filtro.page * TAMANHO_PAGINA_FILA);

  return (
    <>
      <PageHeader
        titulo="Fila de casos"
        descricao="Casos de todos os clientes, dos atualizados mais recentemente."
      />
      <FiltrosFila key={filtro.busca ?? ''} filtro={filtro} onChange={mudar} />
      <div className="mt-6">
        {fila.isPending ? (
          <CarregandoRegiao rotulo="Carregando a fila…" className="flex flex-col gap-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-16 rounded-2xl" />
            ))}
          </CarregandoRegiao>
        ) : fila.isError ? (
          <ErrorState mensagem={fila.error.message} onRetry={() => void fila.refetch()} />
        ) : fila.data.data.length === 0 ? (
          <div className="rounded-2xl bg-superficie shadow-cartao ring-1 ring-borda/70">
            <EmptyState
              icon={algumFiltro ? <SearchX /> : <Inbox />}
              titulo={algumFiltro ? 'Nenhum caso com esses filtros' : 'Nenhum caso na fila'}
              descricao={
                algumFiltro
                  ? 'Confira o número, o documento ou o grupo/cota, ou limpe os filtros.'
                  : 'Os casos abertos pelos clientes e pela central aparecem aqui.'
              }
            />
          </div>
        ) : (
          <div className={fila.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <TabelaFila itens={fila.data.data} />
            <Paginacao
              pagina={filtro.page}
              totalPaginas={fila.data.total_pages}
              temProxima={filtro.page < fila.data.total_pages}
              onChange={(page) => mudar({ ...filtro, page })}
              resumo={`${inicio}–${fim} de ${total} ${total === 1 ? 'caso' : 'casos'}`}
            />
          </div>
        )}
      </div>
    </>
  );
}
