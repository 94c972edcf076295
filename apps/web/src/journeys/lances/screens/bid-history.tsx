import { lancesOperacoes, type ItemHistoricoLance } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Gavel, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { IconeModal } from '@/components/modal';
import { Money } from '@/components/money';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useToast } from '@/components/toast';
import { mostrarErro } from '@/lib/error-modal';
import { consulta } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';
import { CartaoLance } from '../components/cartao-lance';
import { falhaDoLance } from '../components/falhas';
import { formatarPercentualLance } from '../components/formatos';
import { CotaSelecionada, PaginaLances } from '../components/pagina-lances';
import { Paginacao } from '@/components/pagination';
import { estadoRepetir } from '../components/repetir';
import { caminhosLances } from '../paths';
import { useCancelarLance } from '../use-cancelar-lance';

const paginaSchema = z.coerce.number().int().min(1).catch(1);

/** Spec §9: the bid history pages by 20. */
const TAMANHO_PAGINA_HISTORICO_LANCES = 20;

function CarregandoHistorico() {
  return (
    <CarregandoRegiao rotulo="Carregando seus lances…" className="flex flex-col gap-4">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="flex flex-col gap-4">
          <div className="flex justify-between gap-4">
            <Skeleton className="h-6 w-44" />
            <Skeleton className="h-6 w-20 rounded-full" />
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[0, 1, 2, 3].map((j) => (
              <Skeleton key={j} className="h-10" />
            ))}
          </div>
        </Card>
      ))}
    </CarregandoRegiao>
  );
}

function Historico({ idCota }: { idCota: number }) {
  const [params, setParams] = useSearchParams();
  const pagina = paginaSchema.parse(params.get('pagina') ?? undefined);
  // Newest first; `total_pages` drives paging.
  const historico = useQuery({
    ...consulta(lancesOperacoes.historico, {
      params: { id: idCota },
      query: { page: pagina, page_size: TAMANHO_PAGINA_HISTORICO_LANCES },
    }),
    placeholderData: keepPreviousData,
  });
  const cancelar = useCancelarLance(idCota);
  const navigate = useNavigate();
  const toast = useToast();
  const [aCancelar, setACancelar] = useState<ItemHistoricoLance | null>(null);

  function confirmarCancelamento() {
    if (!aCancelar || cancelar.isPending) return;
    cancelar.mutate(aCancelar.protocolo, {
      onSuccess: (r) => {
        setACancelar(null);
        toast({ titulo: r.mensagem, descricao: `Protocolo ${r.protocolo}`, id: 'lance-cancelado' });
      },
      onError: (erro) => {
        setACancelar(null);
        const falha = falhaDoLance(erro, 'Não foi possível cancelar o lance. Tente novamente.');
        if (falha.inesperada) mostrarErro(erro.message);
        else toast({ titulo: falha.mensagem, tom: 'erro', id: 'lance-cancelado' });
      },
    });
  }

  const dados = historico.data;
  if (historico.isPending) return <CarregandoHistorico />;
  if (!dados) {
    return (
      <Card>
        <ErrorState mensagem={historico.error?.message ?? ''} onRetry={() => void historico.refetch()} />
      </Card>
    );
  }
  if (dados.data.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Gavel />}
          titulo="Nenhum lance por aqui ainda"
          descricao="Os lances que você ofertar para esta cota aparecem aqui, com o protocolo e a situação de cada um."
          acao={
            <Button asChild>
              <Link to={caminhosLances.ofertar}>Ofertar lance</Link>
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm font-medium text-tinta-suave" aria-live="polite">
        {dados.total === 1 ? '1 lance' : `${dados.total} lances`}, do mais recente ao mais antigo
      </p>
      <ul className="flex flex-col gap-4" aria-label="Lances" aria-busy={historico.isFetching || undefined}>
        {dados.data.map((l) => (
          <CartaoLance
            key={l.protocolo}
            lance={l}
            aoCancelar={() => setACancelar(l)}
            aoRepetir={() => void navigate(caminhosLances.ofertar, { state: estadoRepetir(l) })}
          />
        ))}
      </ul>
      <Paginacao
        pagina={dados.page}
        totalPaginas={dados.total_pages}
        onChange={(n) => {
          setParams(
            (atual) => {
              const p = new URLSearchParams(atual);
              if (n === 1) p.delete('pagina');
              else p.set('pagina', String(n));
              return p;
            },
            { flushSync: true },
          );
          window.scrollTo({ top: 0 });
        }}
      />

      <ConfirmDialog
        open={aCancelar !== null}
        onOpenChange={(aberto) => !aberto && !cancelar.isPending && setACancelar(null)}
        title="Cancelar este lance?"
        icon={
          <IconeModal tom="perigo">
            <XCircle className="size-6" />
          </IconeModal>
        }
        description={
          aCancelar && (
            <>
              O lance <span className="tabular font-semibold text-tinta">{aCancelar.protocolo}</span>, de{' '}
              <Money centavos={aCancelar.valorLance} className="font-semibold text-tinta" /> (
              {formatarPercentualLance(aCancelar.percentualLance)}), deixa de participar da assembleia nº{' '}
              {aCancelar.numeroTotalAssembleia}. Você pode ofertar outro até o fim do prazo.
            </>
          )
        }
        cancelLabel="Manter lance"
        confirmLabel="Cancelar lance"
        tone="danger"
        loading={cancelar.isPending}
        onConfirm={confirmarCancelamento}
      />
    </div>
  );
}

/** /bid_history: the quota's bids with their protocol, situation and details; repeat or cancel where allowed. */
export default function HistoricoDeLances() {
  const idCota = useSessao()?.idCotaPadrao;
  return (
    <PaginaLances
      titulo="Histórico de lances"
      descricao={
        <>
          Os lances da <CotaSelecionada />. Um lance novo para a mesma assembleia substitui o anterior.
        </>
      }
    >
      {idCota !== undefined && <Historico idCota={idCota} />}
    </PaginaLances>
  );
}
