import { formatarData, type RegrasLance } from '@portal/domain';
import { ArrowLeftRight, CalendarX2, History } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useSessao } from '@/lib/session';
import { AssistenteLance } from '../components/assistente-lance';
import { CotaSelecionada, PaginaLances } from '../components/pagina-lances';
import { lanceParaRepetir } from '../components/repetir';
import { caminhosLances } from '../paths';
import { useRegrasLance } from '../use-regras-lance';

function Carregando() {
  return (
    <CarregandoRegiao rotulo="Carregando as regras de lance da sua cota…">
      <Card className="flex flex-col gap-5">
        <div className="flex gap-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-1.5 flex-1 rounded-full" />
          ))}
        </div>
        <Skeleton className="h-6 w-2/3" />
        <div className="grid gap-3 sm:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20 rounded-2xl" />
          ))}
        </div>
      </Card>
    </CarregandoRegiao>
  );
}

/** The quota may not bid (cancelled, contemplated, paid off, deadline passed…): the API's reason, and no wizard. */
function Impedimento({ regras }: { regras: RegrasLance }) {
  const a = regras.proximaAssembleia;
  return (
    <Card>
      <div role="status">
        <EmptyState
          icon={<CalendarX2 />}
          titulo="Não é possível ofertar lance agora"
          descricao={regras.motivoImpedimento ?? 'Esta cota não pode ofertar lances no momento.'}
        />
      </div>
      {a && (
        <p className="tabular -mt-6 mb-8 text-center text-sm text-tinta-suave">
          Assembleia nº {a.numeroTotalAssembleia} em {formatarData(a.dataSorteio)} · lances até{' '}
          {formatarData(a.dataLimiteLance)}
        </p>
      )}
      <div className="flex flex-col justify-center gap-3 border-t border-borda/70 pt-5 sm:flex-row">
        <Button asChild variant="secondary">
          <Link to={caminhosLances.historico}>
            <History className="size-5" aria-hidden="true" />
            Histórico de lances
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={caminhos.cotas.lista}>
            <ArrowLeftRight className="size-5" aria-hidden="true" />
            Escolher outra cota
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/** /offers-and-bids: the bid wizard for the selected quota (or why it cannot bid). */
export default function OfertasELances() {
  const idCota = useSessao()?.idCotaPadrao;
  const location = useLocation();
  // Read once: the bid to repeat prefills the wizard when it opens, later navigations do not reset it.
  const [repetir] = useState(() => lanceParaRepetir(location.state));
  const regras = useRegrasLance(idCota);
  // Once open, the wizard stays: a later refetch (after confirming) must not take the confirmation away.
  const [aberto, setAberto] = useState(false);
  if (regras.data?.podeOfertar && !aberto) setAberto(true);

  return (
    <PaginaLances
      titulo="Ofertar lance"
      descricao={
        <>
          Para a <CotaSelecionada />. Você confere tudo antes de confirmar.
        </>
      }
    >
      {idCota === undefined ? null : regras.data && aberto ? (
        <AssistenteLance key={idCota} idCota={idCota} regras={regras.data} repetir={repetir} />
      ) : regras.data ? (
        <Impedimento regras={regras.data} />
      ) : regras.isPending ? (
        <Carregando />
      ) : (
        <Card>
          <ErrorState
            titulo="Não foi possível carregar as regras de lance"
            mensagem={regras.error?.message ?? ''}
            onRetry={() => void regras.refetch()}
          />
        </Card>
      )}
    </PaginaLances>
  );
}
