import { COTAS_NA_HOME, hojeEmSaoPaulo, padCota, padGrupo, type Cota, type ResumoHome } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, WalletCards } from 'lucide-react';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { CotaCard } from '@/components/cota-card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { useCanaisDeAtendimento } from '@/lib/canais-de-atendimento';
import { useDocumentTitle } from '@/lib/document-title';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';
import { useSelecionarCota } from '@/lib/selecionar-cota';
import { useSessao } from '@/lib/session';
import { resumoDaHomeQueryOptions, useVerificacaoCasos } from '@/lib/verificacao-de-casos';
import { Atalhos } from '../components/atalhos';
import { CartaoAssembleia } from '../components/cartao-assembleia';
import { CartaoBoletoPendente } from '../components/cartao-boleto-pendente';
import { CartaoDeContemplacao } from '../components/cartao-contemplacao';
import { CartaoDevolucao } from '../components/cartao-devolucao';
import { CartaoNotificacoes, CartaoNovidades } from '../components/cartoes-informativos';
import { CartoesCasos, cartoesMostramCanais } from '../components/cartoes-casos';
import { HomeCarregando } from '../components/home-carregando';
import { Saudacao } from '../components/saudacao';
import { useResumoDaHome } from '../use-resumo-da-home';

/** An answer this recent is the login's own (spec §2 rule 5 is then already met): not asked again. */
const RECENTE_MS = 5_000;

/** The selected quota's card first (from its detail), then the list's order, COTAS_NA_HOME at most. */
function cartoesDeCota(resumo: ResumoHome): Cota[] {
  const outras = resumo.cotas.data.filter((c) => c.idCota !== resumo.cota.idCota);
  return [resumo.cota, ...outras].slice(0, COTAS_NA_HOME);
}

function SuasCotas({ resumo }: { resumo: ResumoHome }) {
  const liberado = useCaminhoLiberado();
  const navigate = useNavigate();
  const selecionar = useSelecionarCota();
  const [abrindo, setAbrindo] = useState<number | null>(null);
  const hoje = hojeEmSaoPaulo();
  // Transparent login (spec §2 rule 3): no way into screens that would send the user back here.
  const podeVerLista = liberado(caminhos.cotas.lista);
  const podeVerDetalhes = liberado(caminhos.cotas.detalhes);
  const { total } = resumo.cotas;
  const cartoes = cartoesDeCota(resumo);

  const verDetalhes = (c: Cota) => {
    setAbrindo(c.idCota);
    selecionar.mutate(c, {
      onSuccess: () => void navigate(caminhos.cotas.detalhes),
      onSettled: () => setAbrindo(null),
    });
  };

  return (
    <section aria-labelledby="titulo-cotas">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="titulo-cotas" className="text-lg font-bold tracking-tight text-tinta">
          Suas cotas
        </h2>
        {total > 0 && podeVerLista && (
          <Link
            to={caminhos.cotas.lista}
            className="inline-flex min-h-11 items-center gap-0.5 rounded-full px-3 text-sm font-semibold text-primaria-texto hover:bg-primaria/8"
          >
            Ver todas
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      {total === 0 ? (
        <EmptyState
          nivel={3}
          icon={<WalletCards />}
          titulo="Você ainda não tem cotas"
          descricao="Quando você aderir a um grupo de consórcio, suas cotas aparecem aqui."
        />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {cartoes.map((c) => (
              <CotaCard
                key={c.idCota}
                as="li"
                cota={c}
                hoje={hoje}
                selecionada={c.idCota === resumo.cota.idCota}
                acoes={
                  podeVerDetalhes && (
                    <Button
                      variant="ghost"
                      size="sm"
                      fullWidth
                      loading={abrindo === c.idCota}
                      disabled={selecionar.isPending}
                      onClick={() => verDetalhes(c)}
                      aria-label={`Ver detalhes da cota ${padCota(c.cota)} do grupo ${padGrupo(c.grupo)}`}
                    >
                      Ver detalhes
                    </Button>
                  )
                }
              />
            ))}
          </ul>
          {total > COTAS_NA_HOME && podeVerLista && (
            <div className="mt-5 flex justify-center">
              <Button asChild variant="secondary">
                <Link to={caminhos.cotas.lista}>Ver todas as {total} cotas</Link>
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** The cards, all at once: the summary answered, and the service channels a case card lists, if any. */
function Cartoes({ resumo }: { resumo: ResumoHome }) {
  return (
    <>
      <CartoesCasos />
      <CartaoDeContemplacao resumo={resumo} />
      <CartaoDevolucao resumo={resumo} />
      <CartaoBoletoPendente pendencia={resumo.boletoPendente} cota={resumo.cota} />
      <CartaoAssembleia dashboard={resumo.assembleia} />
      <CartaoNotificacoes itens={resumo.informativos.notificacoes} />
      <Atalhos />
      <CartaoNovidades itens={resumo.informativos.novidades} />
      <SuasCotas resumo={resumo} />
    </>
  );
}

/** A case card that lists the partner's channels waits for them (GET /parceiros/{id}/conteudo, cached 1 h). */
function ComCanais({ children }: { children: ReactNode }) {
  const canais = useCanaisDeAtendimento();
  return canais.carregando ? <HomeCarregando /> : children;
}

/**
 * /home: greeting, the cards of the case-check sequence (03 §4), the pending boleto, the assembly, the latest
 * notifications, quick actions, news and the quota cards, all from one call (GET /cotas/{id}/home). Until it
 * answers, skeletons hold the page; then every card is drawn in the same frame, so nothing already on the screen
 * moves (no layout shift).
 */
export default function Home() {
  useDocumentTitle('Início');
  const sessao = useSessao();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const liberado = useCaminhoLiberado();
  const idCota = sessao?.idCotaPadrao;
  const resumo = useResumoDaHome(idCota);
  const verificacao = useVerificacaoCasos();
  // The cards are drawn in a background render React can interrupt (the answer's sync update would draw them
  // all in one long task): the skeletons stay until the whole set commits, in one frame.
  const dados = useDeferredValue(resumo.data);

  // Spec §2 rule 5: arriving from login reloads the quota cards (the login's own answer already did).
  const doLogin = (location.state as { doLogin?: boolean } | null)?.doLogin;
  useEffect(() => {
    if (!doLogin || idCota === undefined) return;
    const { queryKey } = resumoDaHomeQueryOptions(idCota);
    const quando = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
    if (Date.now() - quando > RECENTE_MS) void queryClient.invalidateQueries({ queryKey });
    void navigate(location.pathname, { replace: true, state: null });
  }, [doLogin, idCota, queryClient, navigate, location.pathname]);

  if (!sessao) return null; // the guard is already redirecting

  const esperaCanais = verificacao.data !== undefined && cartoesMostramCanais(verificacao.data);

  return (
    <div className="flex flex-col gap-8">
      <Saudacao
        sessao={sessao}
        cotaSelecionada={dados?.cota ?? sessao.cotaPadrao}
        // Known before the summary: the stored quota says how many the customer holds (no text swap).
        totalCotas={dados?.cotas.total ?? sessao.cotaPadrao?.numeroCotasCliente}
        comLink={liberado(caminhos.cotas.detalhes)}
      />
      {dados ? (
        esperaCanais ? (
          <ComCanais>
            <Cartoes resumo={dados} />
          </ComCanais>
        ) : (
          <Cartoes resumo={dados} />
        )
      ) : resumo.isError ? (
        <ErrorState
          titulo="Não foi possível carregar o início"
          mensagem={resumo.error.message || 'Tente novamente em instantes.'}
          onRetry={() => void resumo.refetch()}
        />
      ) : (
        <HomeCarregando />
      )}
    </div>
  );
}
