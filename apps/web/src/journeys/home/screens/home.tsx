import { cotasOperacoes, hojeEmSaoPaulo, padCota, padGrupo, type Cota } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, WalletCards } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { CotaCard, CotaCardSkeleton } from '@/components/cota-card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { CarregandoRegiao } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';
import { useCotas } from '@/lib/cotas';
import { chave } from '@/lib/operacoes';
import { useSelecionarCota } from '@/lib/selecionar-cota';
import { useSessao } from '@/lib/session';
import { Atalhos } from '../components/atalhos';
import { CartaoAssembleia } from '../components/cartao-assembleia';
import { CartaoBoletoPendente } from '../components/cartao-boleto-pendente';
import { CartaoNotificacoes, CartaoNovidades } from '../components/cartoes-informativos';
import { CartoesCasos } from '../components/cartoes-casos';
import { Saudacao } from '../components/saudacao';

/** Home shows this many quota cards; the full list is one tap away. */
const CARTOES_NA_HOME = 4;

/**
 * /home: greeting, the cards of the case-check sequence (03 §4), the pending boleto, quick actions and the
 * quota cards (other cards arrive with their journeys).
 */
export default function Home() {
  useDocumentTitle('Início');
  const sessao = useSessao();
  const cotas = useCotas();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const selecionar = useSelecionarCota();
  const [abrindo, setAbrindo] = useState<number | null>(null);
  const hoje = hojeEmSaoPaulo();
  // Transparent login (spec §2 rule 3): no way into screens that would send the user back here.
  const liberado = useCaminhoLiberado();
  const podeVerLista = liberado(caminhos.cotas.lista);
  const podeVerDetalhes = liberado(caminhos.cotas.detalhes);

  // Spec §2 rule 5: arriving from login reloads the quota cards.
  const doLogin = (location.state as { doLogin?: boolean } | null)?.doLogin;
  useEffect(() => {
    if (!doLogin) return;
    void queryClient.invalidateQueries({ queryKey: chave(cotasOperacoes.listar) });
    void navigate(location.pathname, { replace: true, state: null });
  }, [doLogin, queryClient, navigate, location.pathname]);

  if (!sessao) return null; // the guard is already redirecting

  const lista = cotas.data ?? [];
  const selecionada = lista.find((c) => c.idCota === sessao.idCotaPadrao) ?? sessao.cotaPadrao;
  // The selected quota first, then the server's order.
  const ordenadas = [...lista].sort(
    (a, b) => Number(b.idCota === sessao.idCotaPadrao) - Number(a.idCota === sessao.idCotaPadrao),
  );
  const visiveis = ordenadas.slice(0, CARTOES_NA_HOME);

  const verDetalhes = (c: Cota) => {
    setAbrindo(c.idCota);
    selecionar.mutate(c, {
      onSuccess: () => void navigate(caminhos.cotas.detalhes),
      onSettled: () => setAbrindo(null),
    });
  };

  return (
    <div className="flex flex-col gap-8">
      <Saudacao
        sessao={sessao}
        cotaSelecionada={selecionada}
        totalCotas={cotas.data?.length}
        comLink={podeVerDetalhes}
      />
      <CartoesCasos />
      <CartaoBoletoPendente />
      <CartaoAssembleia />
      <CartaoNotificacoes />
      <Atalhos />
      <CartaoNovidades />

      <section aria-labelledby="titulo-cotas">
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id="titulo-cotas" className="text-lg font-bold tracking-tight text-tinta">
            Suas cotas
          </h2>
          {lista.length > 0 && podeVerLista && (
            <Link
              to={caminhos.cotas.lista}
              className="inline-flex min-h-11 items-center gap-0.5 rounded-full px-3 text-sm font-semibold text-primaria-texto hover:bg-primaria/8"
            >
              Ver todas
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          )}
        </div>

        {cotas.isPending ? (
          <CarregandoRegiao rotulo="Carregando suas cotas…" className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <CotaCardSkeleton />
            <CotaCardSkeleton />
          </CarregandoRegiao>
        ) : cotas.isError ? (
          <ErrorState mensagem={cotas.error.message} onRetry={() => void cotas.refetch()} />
        ) : lista.length === 0 ? (
          <EmptyState
            nivel={3}
            icon={<WalletCards />}
            titulo="Você ainda não tem cotas"
            descricao="Quando você aderir a um grupo de consórcio, suas cotas aparecem aqui."
          />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {visiveis.map((c) => (
                <CotaCard
                  key={c.idCota}
                  as="li"
                  cota={c}
                  hoje={hoje}
                  selecionada={c.idCota === sessao.idCotaPadrao}
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
            {lista.length > CARTOES_NA_HOME && podeVerLista && (
              <div className="mt-5 flex justify-center">
                <Button asChild variant="secondary">
                  <Link to={caminhos.cotas.lista}>Ver todas as {lista.length} cotas</Link>
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
