import { filtrarCotas, hojeEmSaoPaulo, padCota, padGrupo, type Cota } from '@portal/domain';
import { ChevronRight, SearchX, WalletCards } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { CotaCard, CotaCardSkeleton } from '@/components/cota-card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { useCotas } from '@/lib/cotas';
import { useSelecionarCota } from '@/lib/selecionar-cota';
import { useSessao } from '@/lib/session';
import { FiltrosCotas, useFiltroNaUrl } from '../components/filtros-cotas';
import { caminhoDeVolta, PARAM_VOLTAR_PARA } from '../components/voltar-para';
import { caminhosCotas } from '../paths';

/** /groups-and-quotas: every quota of the customer, filtered by type and contemplation; select or open one. */
export default function GroupsAndQuotas() {
  useDocumentTitle('Grupos e cotas');
  const cotas = useCotas();
  const idSelecionada = useSessao()?.idCotaPadrao;
  const [filtro, setFiltro] = useFiltroNaUrl();
  const hoje = hojeEmSaoPaulo();
  const selecionar = useSelecionarCota();
  const navigate = useNavigate();
  // Sent here by another screen's "Trocar cota": once a quota is chosen, back to it.
  const [params] = useSearchParams();
  const voltarPara = caminhoDeVolta(params.get(PARAM_VOLTAR_PARA));

  const todas = cotas.data ?? [];
  const filtradas = filtrarCotas(todas, filtro, hoje);
  const [acao, setAcao] = useState<{ idCota: number; tipo: 'selecionar' | 'detalhes' } | null>(null);
  const emAndamento = (c: Cota, tipo: 'selecionar' | 'detalhes') =>
    selecionar.isPending && acao?.idCota === c.idCota && acao.tipo === tipo;
  const selecionarCota = (c: Cota) => {
    setAcao({ idCota: c.idCota, tipo: 'selecionar' });
    selecionar.mutate(c, { onSuccess: () => voltarPara && void navigate(voltarPara) });
  };
  const verDetalhes = (c: Cota) => {
    setAcao({ idCota: c.idCota, tipo: 'detalhes' });
    selecionar.mutate(c, { onSuccess: () => void navigate(caminhosCotas.detalhes) });
  };

  return (
    <>
      <PageHeader
        titulo="Grupos e cotas"
        descricao={
          voltarPara
            ? 'Escolha a cota que você quer acompanhar. Depois de selecioná-la, você volta para onde estava.'
            : 'Escolha a cota que você quer acompanhar. As demais telas mostram a cota selecionada.'
        }
        voltar={voltarPara ? { para: voltarPara, rotulo: 'Voltar sem trocar' } : undefined}
      />

      {cotas.isPending ? (
        <CarregandoRegiao rotulo="Carregando suas cotas…" className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <CotaCardSkeleton />
          <CotaCardSkeleton />
          <CotaCardSkeleton />
          <CotaCardSkeleton />
        </CarregandoRegiao>
      ) : cotas.isError ? (
        <ErrorState mensagem={cotas.error.message} onRetry={() => void cotas.refetch()} />
      ) : todas.length === 0 ? (
        <EmptyState
          icon={<WalletCards />}
          titulo="Você ainda não tem cotas"
          descricao="Quando você aderir a um grupo de consórcio, suas cotas aparecem aqui."
        />
      ) : (
        <>
          <FiltrosCotas cotas={todas} filtro={filtro} hoje={hoje} onChange={setFiltro} />
          <p aria-live="polite" className="mt-6 mb-3 text-sm font-medium text-tinta-suave">
            {filtradas.length === 1 ? '1 cota encontrada' : `${filtradas.length} cotas encontradas`}
          </p>
          {filtradas.length === 0 ? (
            <EmptyState
              icon={<SearchX />}
              titulo="Nenhuma cota com esses filtros"
              descricao="Tente outro tipo de bem ou outra situação de contemplação."
              acao={
                <Button variant="secondary" onClick={() => setFiltro({ tipo: 'todas', sorteio: 'todas' })}>
                  Limpar filtros
                </Button>
              }
            />
          ) : (
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Cotas">
              {filtradas.map((c) => {
                const selecionada = c.idCota === idSelecionada;
                const nomeCota = `cota ${padCota(c.cota)} do grupo ${padGrupo(c.grupo)}`;
                return (
                  <CotaCard
                    key={c.idCota}
                    as="li"
                    nivel={2}
                    cota={c}
                    hoje={hoje}
                    selecionada={selecionada}
                    acoes={
                      <>
                        {!selecionada && (
                          <Button
                            variant="secondary"
                            size="sm"
                            className="flex-1"
                            disabled={selecionar.isPending}
                            loading={emAndamento(c, 'selecionar')}
                            onClick={() => selecionarCota(c)}
                            aria-label={`Selecionar ${nomeCota}`}
                          >
                            Selecionar
                          </Button>
                        )}
                        <Button
                          variant={selecionada ? 'primary' : 'ghost'}
                          size="sm"
                          className="flex-1"
                          loading={emAndamento(c, 'detalhes')}
                          disabled={selecionar.isPending}
                          onClick={() => verDetalhes(c)}
                          aria-label={`Ver detalhes da ${nomeCota}`}
                        >
                          Ver detalhes
                          <ChevronRight className="-mr-1 ml-0.5 inline size-4" aria-hidden="true" />
                        </Button>
                      </>
                    }
                  />
                );
              })}
            </ul>
          )}
        </>
      )}
    </>
  );
}
