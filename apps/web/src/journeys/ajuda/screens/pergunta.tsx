import { MENSAGENS_AJUDA, paragrafosDaResposta, type FaqPergunta } from '@portal/domain';
import { useParams } from 'react-router';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { useVotarPergunta } from '../use-votar-pergunta';
import { useFaqSearch, type PedidoBusca } from '../use-busca';
import { FalhaDaAjuda } from '../components/estado-da-ajuda';
import { FaleConosco } from '../components/fale-conosco';
import { useAjuda } from '../components/use-ajuda';
import { Votacao } from '../components/votacao';
import { caminhoDaCategoria, caminhosAjuda } from '../paths';

function Resposta({
  pergunta,
  idParceiro,
  idCota,
  pedido,
}: {
  pergunta: FaqPergunta;
  idParceiro: number;
  idCota: number;
  pedido: Extract<PedidoBusca, { tipo: 'pergunta' }>;
}) {
  const voto = useVotarPergunta(idParceiro, idCota, pedido);
  return (
    <Card as="article" className="flex flex-col gap-6">
      <div className="flex max-w-prose flex-col gap-4 text-[0.9375rem] leading-relaxed text-tinta sm:text-base">
        {paragrafosDaResposta(pergunta.resposta).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <div className="border-t border-borda/70 pt-5">
        <Votacao
          voto={pergunta.is_helpful}
          enviando={voto.isPending}
          erro={voto.isError ? voto.error.message : null}
          onVotar={(util) => voto.mutate({ id: pergunta.id, util })}
        />
      </div>
    </Card>
  );
}

/** /ajuda/:category/:id: one question's answer and the helpful-or-not vote. */
export default function Pergunta() {
  const { category = '', id = '' } = useParams();
  const { idParceiro, idCota } = useAjuda();
  const pedido = { tipo: 'pergunta', categoria: category, pergunta: id } as const;
  const consulta = useFaqSearch(idParceiro, idCota, pedido);
  const pergunta = consulta.data?.data[0];
  useDocumentTitle(pergunta?.pergunta ?? 'Central de ajuda');

  return (
    <>
      <PageHeader
        titulo={pergunta?.pergunta ?? (consulta.isError ? 'Central de ajuda' : 'Carregando…')}
        voltar={
          pergunta
            ? { para: caminhoDaCategoria(pergunta.categoria.url), rotulo: pergunta.categoria.titulo }
            : { para: caminhosAjuda.ajuda, rotulo: 'Central de ajuda' }
        }
      />
      <div className="flex flex-col gap-6">
        {consulta.isPending ? (
          <CarregandoRegiao rotulo="Carregando a resposta…">
            <Card className="flex flex-col gap-3">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-11/12" />
              <Skeleton className="h-4 w-4/5" />
            </Card>
          </CarregandoRegiao>
        ) : consulta.isError || !pergunta || idParceiro === undefined || idCota === undefined ? (
          <FalhaDaAjuda
            erro={consulta.error ?? new Error(MENSAGENS_AJUDA.perguntaNaoEncontrada)}
            naoEncontrado={MENSAGENS_AJUDA.perguntaNaoEncontrada}
            onRetry={() => void consulta.refetch()}
          />
        ) : (
          <Resposta pergunta={pergunta} idParceiro={idParceiro} idCota={idCota} pedido={pedido} />
        )}
        <FaleConosco />
      </div>
    </>
  );
}
