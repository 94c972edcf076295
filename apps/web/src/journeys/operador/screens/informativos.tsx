import { notificacoesOperacoes, parceirosOperacoes } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { SelectField } from '@/components/select-field';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { consulta } from '@/lib/operacoes';
import { META_OPERADOR } from '../chaves';
import { formatarDataHora, useTituloOperador } from '../components/aparencia';
import { FormInformativo } from '../components/form-informativo';
import { Paginacao } from '../components/paginacao';

const TAMANHO_PAGINA_INFORMATIVOS = 10;

/** /operador/informativos: publish news to a partner's customers and see what was published and read. */
export default function Informativos() {
  useTituloOperador('Novidades');
  const parceiros = useQuery({
    ...consulta(parceirosOperacoes.listar),
    staleTime: 60 * 60_000,
    meta: META_OPERADOR,
  });
  const [parceiroId, setParceiroId] = useState<number | undefined>(undefined);
  const [pagina, setPagina] = useState(1);
  const lista = useQuery({
    ...consulta(notificacoesOperacoes.listarOperador, {
      query: { parceiroId, page: pagina, page_size: TAMANHO_PAGINA_INFORMATIVOS },
    }),
    meta: META_OPERADOR,
    placeholderData: keepPreviousData,
  });
  const itens = lista.data?.data ?? [];

  const filtrar = (id: number | undefined) => {
    setParceiroId(id);
    setPagina(1);
  };

  return (
    <>
      <PageHeader
        titulo="Novidades"
        descricao="Avisos para todos os clientes de um parceiro: assembleias, mudanças de atendimento, alertas de golpe."
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] xl:items-start">
        <FormInformativo aoPublicar={filtrar} />
        <section aria-labelledby="titulo-publicadas" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="titulo-publicadas" className="text-base font-semibold text-tinta">
              Publicadas
            </h2>
            <SelectField
              label="Parceiro"
              compacto
              vazio="Todos os parceiros"
              value={parceiroId === undefined ? '' : String(parceiroId)}
              onChange={(e) => filtrar(e.target.value ? Number(e.target.value) : undefined)}
              opcoes={(parceiros.data ?? []).map((p) => ({ valor: String(p.id), rotulo: p.name }))}
              containerClassName="w-full sm:w-64"
            />
          </div>
          {lista.isPending ? (
            <CarregandoRegiao rotulo="Carregando novidades…" className="flex flex-col gap-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-28 rounded-2xl" />
              ))}
            </CarregandoRegiao>
          ) : lista.isError ? (
            <ErrorState mensagem={lista.error.message} onRetry={() => void lista.refetch()} />
          ) : itens.length === 0 ? (
            <Card>
              <EmptyState icon={<Megaphone />} titulo="Nenhuma novidade publicada" nivel={3} />
            </Card>
          ) : (
            <ul className="flex flex-col gap-3">
              {itens.map((n) => (
                <Card as="li" key={n.id} padding="sm" className="sm:p-5">
                  <div className="flex flex-wrap items-center gap-2 text-xs text-tinta-suave">
                    <Badge tone="info">{n.parceiro}</Badge>
                    <span className="tabular">{formatarDataHora(n.criadoEm)}</span>
                    <span aria-hidden="true">·</span>
                    <span>{n.publicadoPor ?? 'Publicação inicial'}</span>
                  </div>
                  <h3 className="mt-2 font-semibold text-tinta">{n.titulo}</h3>
                  <p className="mt-1 text-sm text-tinta-suave">{n.resumo}</p>
                  <p className="tabular mt-2 text-xs font-semibold text-tinta-suave">
                    {n.leituras === 1 ? '1 leitura' : `${n.leituras} leituras`}
                    {n.link && <span className="font-normal"> · abre {n.link}</span>}
                  </p>
                </Card>
              ))}
            </ul>
          )}
          {lista.data && (
            <Paginacao
              pagina={pagina}
              totalPaginas={lista.data.total_pages}
              temProxima={pagina < lista.data.total_pages}
              onChange={setPagina}
            />
          )}
        </section>
      </div>
    </>
  );
}
