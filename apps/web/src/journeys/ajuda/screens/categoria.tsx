import { MENSAGENS_AJUDA, paginaDoEndereco } from '@portal/domain';
import { clsx } from 'clsx';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/lib/document-title';
import { useFaqSearch } from '../use-busca';
import { CarregandoLista } from '../components/carregando-lista';
import { FalhaDaAjuda } from '../components/estado-da-ajuda';
import { FaleConosco } from '../components/fale-conosco';
import { ListaDePerguntas } from '../components/lista-de-perguntas';
import { PaginacaoAjuda } from '../components/paginacao-ajuda';
import { useAjuda } from '../components/use-ajuda';
import { caminhoDaCategoria, caminhosAjuda, PARAM_PAGINA } from '../paths';

/** /ajuda/:id: a category's questions, 10 per page (spec §9), each opening its answer. */
export default function Categoria() {
  const url = useParams().id ?? '';
  const pagina = paginaDoEndereco(useSearchParams()[0].get(PARAM_PAGINA));
  const { idParceiro, idCota } = useAjuda();
  const lista = useFaqSearch(idParceiro, idCota, { tipo: 'categoria', categoria: url, pagina });
  const categoria = lista.data?.categoria ?? null;
  useDocumentTitle(categoria?.titulo ?? 'Central de ajuda');

  return (
    <>
      <PageHeader
        titulo={categoria?.titulo ?? (lista.isError ? 'Central de ajuda' : 'Carregando…')}
        descricao={categoria?.descricao}
        voltar={{ para: caminhosAjuda.ajuda, rotulo: 'Central de ajuda' }}
      />
      <div className="flex flex-col gap-6">
        {lista.isPending ? (
          <CarregandoLista rotulo="Carregando as perguntas…" />
        ) : lista.isError ? (
          <FalhaDaAjuda
            erro={lista.error}
            naoEncontrado={MENSAGENS_AJUDA.categoriaNaoEncontrada}
            onRetry={() => void lista.refetch()}
          />
        ) : (
          <div
            aria-busy={lista.isPlaceholderData || undefined}
            className={clsx('flex flex-col gap-4', lista.isPlaceholderData && 'opacity-60')}
          >
            <ListaDePerguntas
              perguntas={lista.data.data}
              rotulo={`Perguntas sobre ${categoria?.titulo ?? ''}`}
            />
            <PaginacaoAjuda
              pagina={pagina}
              totalPaginas={lista.data.total_pages}
              caminho={(p) => caminhoDaCategoria(url, p)}
            />
          </div>
        )}
        <FaleConosco />
      </div>
    </>
  );
}
