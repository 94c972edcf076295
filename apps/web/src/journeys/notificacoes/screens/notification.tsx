import { formatarData, hojeEmSaoPaulo, notificacoesOperacoes, ROTULOS_ORIGEM } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { consulta } from '@/lib/operacoes';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';
import { useSessao } from '@/lib/session';
import { IconeOrigem } from '../components/icone-origem';
import { caminhosNotificacoes } from '../paths';
import { useMarcarLido } from '../use-marcar-lido';

const voltar = { para: caminhosNotificacoes.lista, rotulo: 'Notificações' };

/** /notifications/{id}: the whole text; opening it marks it read (spec §3 "Notification: id, read"). */
export default function Notification() {
  const { id = '' } = useParams();
  const sessao = useSessao();
  const liberado = useCaminhoLiberado();
  const informativo = useQuery({
    ...consulta(notificacoesOperacoes.um, { params: { id: Number(id) } }),
    enabled: sessao?.idCotaPadrao !== undefined && Number.isInteger(Number(id)) && Number(id) > 0,
  });
  const marcar = useMarcarLido();
  const item = informativo.data;
  useDocumentTitle(item?.titulo ?? 'Notificação');

  const naoLido = item !== undefined && !item.read;
  const { mutate } = marcar;
  useEffect(() => {
    if (naoLido && item) mutate(item.id);
  }, [naoLido, item, mutate]);

  if (informativo.isError || (!Number.isInteger(Number(id)) && !informativo.isPending))
    return (
      <>
        <PageHeader titulo="Notificação" voltar={voltar} />
        <Card>
          <ErrorState
            titulo="Notificação não encontrada"
            mensagem={informativo.error?.message ?? 'Não encontramos esta notificação.'}
          />
        </Card>
      </>
    );

  if (!item)
    return (
      <>
        <PageHeader titulo="Notificação" voltar={voltar} />
        <Card>
          <CarregandoRegiao rotulo="Carregando notificação…" className="flex flex-col gap-3">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </CarregandoRegiao>
        </Card>
      </>
    );

  const podeAbrir = item.link !== null && liberado(item.link);
  return (
    <>
      <PageHeader titulo={item.titulo} voltar={voltar} />
      <Card as="article" aria-label={item.titulo}>
        <div className="flex items-center gap-3">
          <IconeOrigem item={item} />
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={item.tipo === 'noticia' ? 'info' : 'marca'}>
              {item.tipo === 'noticia' ? 'Novidade' : ROTULOS_ORIGEM[item.origem]}
            </Badge>
            <span className="tabular text-sm text-tinta-suave">
              Publicada em {formatarData(hojeEmSaoPaulo(new Date(item.criadoEm)))}
            </span>
          </div>
        </div>
        <p className="mt-5 text-base font-semibold leading-relaxed text-tinta">{item.resumo}</p>
        <p className="mt-3 text-[0.9375rem] leading-relaxed whitespace-pre-line text-tinta-suave">
          {item.conteudo}
        </p>
        {podeAbrir && (
          <div className="mt-6">
            <Button asChild>
              <Link to={item.link!}>
                Ver detalhes
                <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
              </Link>
            </Button>
          </div>
        )}
      </Card>
    </>
  );
}
