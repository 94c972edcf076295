import { FileCheck2 } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useTituloOperador } from '../components/aparencia';
import { TabelaAnalises } from '../components/tabela-analises';
import { useFilaAnalises } from '../use-analises-contemplacao';

/** /operador/analises: the contemplation analyses waiting for an analyst, the least time left first. */
export default function Analises() {
  useTituloOperador('Análises de contemplação');
  const fila = useFilaAnalises();
  const atrasadas = fila.data?.data.filter((a) => a.sla.atrasado).length ?? 0;
  return (
    <>
      <PageHeader
        titulo="Análises de contemplação"
        descricao="Documentos enviados por clientes contemplados. O prazo é de 48 horas úteis a partir do envio; as com menos tempo restante vêm primeiro."
      />
      {fila.data && fila.data.data.length > 0 && (
        <p className="mb-4 text-sm text-tinta-suave" role="status">
          {fila.data.data.length} {fila.data.data.length === 1 ? 'análise aguardando' : 'análises aguardando'}
          {atrasadas > 0 && (
            <>
              {' · '}
              <span className="font-semibold text-perigo">
                {atrasadas} {atrasadas === 1 ? 'atrasada' : 'atrasadas'}
              </span>
            </>
          )}
        </p>
      )}
      {fila.isPending ? (
        <CarregandoRegiao rotulo="Carregando as análises…" className="flex flex-col gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 rounded-2xl" />
          ))}
        </CarregandoRegiao>
      ) : fila.isError ? (
        <ErrorState mensagem={fila.error.message} onRetry={() => void fila.refetch()} />
      ) : fila.data.data.length === 0 ? (
        <div className="rounded-2xl bg-superficie shadow-cartao ring-1 ring-borda/70">
          <EmptyState
            icon={<FileCheck2 />}
            titulo="Nenhuma análise aguardando"
            descricao="Quando um cliente contemplado enviar os documentos, a análise aparece aqui."
          />
        </div>
      ) : (
        <TabelaAnalises itens={fila.data.data} />
      )}
    </>
  );
}
