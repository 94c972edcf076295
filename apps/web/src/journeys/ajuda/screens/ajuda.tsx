import { ajudaOperacoes, MENSAGENS_AJUDA, type FaqCategoria } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { consulta } from '@/lib/operacoes';
import { CampoDeBusca } from '../components/campo-de-busca';
import { FalhaDaAjuda } from '../components/estado-da-ajuda';
import { FaleConosco } from '../components/fale-conosco';
import { IconeDaCategoria } from '../components/icone-da-categoria';
import { useAjuda } from '../components/use-ajuda';
import { caminhoDaCategoria } from '../paths';

function CartaoCategoria({ categoria }: { categoria: FaqCategoria }) {
  const n = categoria.totalPerguntas;
  return (
    <li>
      <Link
        to={caminhoDaCategoria(categoria.url)}
        className="group flex h-full items-start gap-4 rounded-2xl bg-superficie p-5 shadow-cartao ring-1 ring-borda/70 transition hover:ring-primaria/60"
      >
        <span
          className="grid size-11 shrink-0 place-items-center rounded-full bg-primaria/10 text-primaria-texto"
          aria-hidden="true"
        >
          <IconeDaCategoria nome={categoria.icone} className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-tinta group-hover:text-primaria-texto">
            {categoria.titulo}
          </span>
          <span className="mt-1 block text-sm leading-relaxed text-tinta-suave">{categoria.descricao}</span>
          <span className="mt-2 block text-xs font-semibold text-tinta-fraca">
            {n} {n === 1 ? 'pergunta' : 'perguntas'}
          </span>
        </span>
        <ChevronRight className="mt-3 size-5 shrink-0 text-tinta-fraca" aria-hidden="true" />
      </Link>
    </li>
  );
}

function Carregando() {
  return (
    <CarregandoRegiao rotulo="Carregando as categorias…">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <Card className="flex gap-4">
              <Skeleton className="size-11 rounded-full" />
              <span className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-3 w-20" />
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </CarregandoRegiao>
  );
}

/** /ajuda: the search box, the partner's categories and the service channels. */
export default function Ajuda() {
  useDocumentTitle('Central de ajuda');
  const { idParceiro } = useAjuda();
  const topicos = useQuery({
    ...consulta(ajudaOperacoes.topicos, { params: { partner: idParceiro ?? 0 } }),
    enabled: idParceiro !== undefined,
    // The content changes rarely; browsing back and forth should not ask again.
    staleTime: 10 * 60_000,
  });

  return (
    <>
      <PageHeader
        titulo="Central de ajuda"
        descricao="Respostas para as dúvidas mais comuns sobre o seu consórcio."
      />
      <div className="flex flex-col gap-8">
        <div className="max-w-2xl">
          <CampoDeBusca />
        </div>
        <section aria-labelledby="titulo-categorias" className="flex flex-col gap-4">
          <h2 id="titulo-categorias" className="text-lg font-semibold text-tinta">
            Categorias
          </h2>
          {topicos.isPending ? (
            <Carregando />
          ) : topicos.isError ? (
            <FalhaDaAjuda
              erro={topicos.error}
              naoEncontrado={MENSAGENS_AJUDA.centralNaoEncontrada}
              onRetry={() => void topicos.refetch()}
            />
          ) : (
            <ul
              aria-label="Categorias da central de ajuda"
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            >
              {topicos.data.categorias.map((c) => (
                <CartaoCategoria key={c.id} categoria={c} />
              ))}
            </ul>
          )}
        </section>
        <FaleConosco />
      </div>
    </>
  );
}
