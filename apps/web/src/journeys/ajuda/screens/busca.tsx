import { MENSAGENS_AJUDA, normalizarBusca, paginaDoEndereco } from '@portal/domain';
import { clsx } from 'clsx';
import { SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/lib/document-title';
import { useFaqSearch } from '../use-busca';
import { CampoDeBusca } from '../components/campo-de-busca';
import { CarregandoLista } from '../components/carregando-lista';
import { FalhaDaAjuda } from '../components/estado-da-ajuda';
import { FaleConosco } from '../components/fale-conosco';
import { ListaDePerguntas } from '../components/lista-de-perguntas';
import { PaginacaoAjuda } from '../components/paginacao-ajuda';
import { useAjuda } from '../components/use-ajuda';
import { caminhoDaBusca, caminhosAjuda, PARAM_BUSCA, PARAM_PAGINA } from '../paths';

function SemResultados({ texto }: { texto: string }) {
  return (
    <Card>
      <EmptyState
        icon={<SearchX />}
        titulo={`Nenhuma resposta para “${texto}”`}
        descricao="Tente outras palavras, como “boleto”, “lance” ou “contemplação”, ou veja as categorias."
        acao={
          <Link to={caminhosAjuda.ajuda} className={buttonClasses({ variant: 'secondary' })}>
            Ver as categorias
          </Link>
        }
      />
    </Card>
  );
}

function VoceQuisDizer({ sugestao }: { sugestao: string }) {
  return (
    <p className="text-[0.9375rem]">
      Você quis dizer{' '}
      <Link
        to={caminhoDaBusca(sugestao, 1)}
        className="font-semibold text-primaria-texto underline underline-offset-2"
      >
        “{sugestao}”
      </Link>
      ?
    </p>
  );
}

function Resultados({ texto, pagina }: { texto: string; pagina: number }) {
  const { idParceiro, idCota } = useAjuda();
  const busca = useFaqSearch(idParceiro, idCota, { tipo: 'texto', texto, pagina });
  if (busca.isPending) return <CarregandoLista rotulo="Buscando…" />;
  if (busca.isError)
    return (
      <FalhaDaAjuda
        erro={busca.error}
        naoEncontrado={MENSAGENS_AJUDA.centralNaoEncontrada}
        onRetry={() => void busca.refetch()}
      />
    );
  const { data, total, total_pages, sugestao } = busca.data;
  if (total === 0) return <SemResultados texto={texto} />;
  // A typo forgiven: these are the corrected search's answers, and the link makes it the search.
  const buscado = sugestao ?? texto;
  return (
    <div
      aria-busy={busca.isPlaceholderData || undefined}
      className={clsx('flex flex-col gap-4', busca.isPlaceholderData && 'opacity-60')}
    >
      {sugestao && <VoceQuisDizer sugestao={sugestao} />}
      <p className="text-sm text-tinta-suave" role="status">
        {total === 1 ? '1 resposta encontrada' : `${total} respostas encontradas`} para “{buscado}”
      </p>
      <ListaDePerguntas perguntas={data} rotulo="Resultados da busca" comCategoria />
      <PaginacaoAjuda pagina={pagina} totalPaginas={total_pages} caminho={(p) => caminhoDaBusca(texto, p)} />
    </div>
  );
}

/** /ajuda/busca?q=…: Portuguese full-text search over the partner's answers, 10 per page. */
export default function Busca() {
  useDocumentTitle('Buscar na ajuda');
  const [params] = useSearchParams();
  const texto = normalizarBusca(params.get(PARAM_BUSCA) ?? '');
  const pagina = paginaDoEndereco(params.get(PARAM_PAGINA));

  return (
    <>
      <PageHeader
        titulo="Buscar na ajuda"
        voltar={{ para: caminhosAjuda.ajuda, rotulo: 'Central de ajuda' }}
      />
      <div className="flex flex-col gap-6">
        <div className="max-w-2xl">
          <CampoDeBusca inicial={texto} />
        </div>
        {texto ? (
          <Resultados texto={texto} pagina={pagina} />
        ) : (
          <p className="text-[0.9375rem] text-tinta-suave">
            Digite uma palavra ou pergunta. Não precisa de acentos: “contemplacao” encontra “contemplação”.
          </p>
        )}
        <FaleConosco />
      </div>
    </>
  );
}
