import { notificacoesOperacoes, TAMANHO_PAGINA_INFORMATIVOS, type Informativo } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BellOff, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { FilterChips } from '@/components/filter-chips';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { useParceiro } from '@/lib/parceiro';
import { consulta } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';
import { ItemInformativo } from '../components/item-informativo';

type Filtro = 'todas' | 'nao-lidas' | 'novidades';

const filtrar: Record<Filtro, (i: Informativo) => boolean> = {
  todas: () => true,
  'nao-lidas': (i) => !i.read,
  novidades: (i) => i.tipo === 'noticia',
};

function Carregando() {
  return (
    <CarregandoRegiao rotulo="Carregando notificações…" className="flex flex-col gap-2 p-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-4 py-2">
          <Skeleton className="size-11 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3 w-32" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-full" />
          </div>
        </div>
      ))}
    </CarregandoRegiao>
  );
}

/** /notifications: the selected quota's notifications and the partner's news, newest first. */
export default function Notifications() {
  useDocumentTitle('Notificações');
  const sessao = useSessao();
  const parceiro = useParceiro();
  const [page, setPage] = useState(1);
  const [filtro, setFiltro] = useState<Filtro>('todas');
  const idCota = sessao?.idCotaPadrao;
  // Page 1 is the navbar badge's and the home cards' query: one request for the three.
  const informativos = useQuery({
    ...consulta(notificacoesOperacoes.listar, {
      query: { partner_id: parceiro?.id, id_cota: idCota, page, page_size: TAMANHO_PAGINA_INFORMATIVOS },
    }),
    enabled: idCota !== undefined,
    placeholderData: keepPreviousData,
  });
  const pagina = informativos.data;
  const itens = (pagina?.data ?? []).filter(filtrar[filtro]);
  const agora = new Date();

  return (
    <>
      <PageHeader
        titulo="Notificações"
        descricao={
          pagina && pagina.naoLidas > 0
            ? `Você tem ${pagina.naoLidas === 1 ? '1 notificação não lida' : `${pagina.naoLidas} notificações não lidas`}.`
            : `Avisos sobre suas cotas e novidades da ${parceiro?.name ?? 'administradora'}.`
        }
      />
      <FilterChips
        legenda="Mostrar"
        legendaOculta
        className="mb-4"
        valor={filtro}
        onChange={setFiltro}
        opcoes={[
          { valor: 'todas', rotulo: 'Todas' },
          {
            valor: 'nao-lidas',
            rotulo: 'Não lidas',
            contagem: pagina?.naoLidas,
            unidade: { um: 'notificação', varios: 'notificações' },
          },
          { valor: 'novidades', rotulo: 'Novidades' },
        ]}
      />
      <Card padding="none">
        {informativos.isPending ? (
          <Carregando />
        ) : informativos.isError ? (
          <ErrorState mensagem={informativos.error.message} onRetry={() => void informativos.refetch()} />
        ) : itens.length === 0 ? (
          <EmptyState
            icon={<BellOff />}
            titulo={filtro === 'nao-lidas' ? 'Tudo lido por aqui' : 'Nenhuma notificação'}
            descricao={
              filtro === 'nao-lidas'
                ? 'Você já leu todas as notificações desta página.'
                : 'Quando houver um aviso sobre a sua cota ou uma novidade, ele aparece aqui.'
            }
          />
        ) : (
          <ul className="flex flex-col gap-1 p-2" aria-label="Notificações e novidades">
            {itens.map((i) => (
              <ItemInformativo key={i.id} item={i} agora={agora} />
            ))}
          </ul>
        )}
      </Card>
      {pagina && pagina.total_pages > 1 && (
        <nav aria-label="Páginas de notificações" className="mt-5 flex items-center justify-between gap-3">
          <Button
            variant="ghost"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
            icon={<ChevronLeft className="size-4" aria-hidden="true" />}
          >
            Mais recentes
          </Button>
          <span className="tabular text-sm text-tinta-suave">
            Página {page} de {pagina.total_pages}
          </span>
          <Button
            variant="ghost"
            size="sm"
            disabled={page >= pagina.total_pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Anteriores
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </nav>
      )}
    </>
  );
}
