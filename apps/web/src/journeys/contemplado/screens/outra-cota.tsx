import { estaCancelada, estaContemplada, estaQuitada, padCota, padGrupo, type Cota } from '@portal/domain';
import { WalletCards } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useCotas } from '@/lib/cotas';
import { useDocumentTitle } from '@/lib/document-title';
import { useSelecionarCota } from '@/lib/selecionar-cota';
import { useSessao } from '@/lib/session';
import { useHojeDoServidor } from '../use-hoje-do-servidor';
import { caminhosContemplado } from '../paths';

/** The customer's other contemplated quotas (not cancelled nor paid off), to use one's credit instead. */
function Outras({ cotas, atual, hoje }: { cotas: Cota[]; atual: number | undefined; hoje: string }) {
  const navigate = useNavigate();
  const selecionar = useSelecionarCota();
  const [abrindo, setAbrindo] = useState<number | null>(null);
  const outras = cotas.filter(
    (c) =>
      c.idCota !== atual &&
      estaContemplada(c.dataContemplacao, hoje) &&
      !estaCancelada(c.situacaoCota) &&
      !estaQuitada(c.situacaoCota),
  );
  if (outras.length === 0)
    return (
      <Card>
        <EmptyState
          icon={<WalletCards />}
          titulo="Você não tem outra cota contemplada"
          descricao="Quando outra cota sua for contemplada, você pode escolher usar o crédito dela por aqui."
          acao={
            <Button asChild variant="secondary">
              <Link to={caminhosContemplado.desejaFaturar}>Voltar</Link>
            </Button>
          }
        />
      </Card>
    );
  return (
    <ul aria-label="Cotas contempladas" className="grid gap-3 sm:grid-cols-2">
      {outras.map((c) => (
        <Card as="li" key={c.idCota} className="flex flex-col gap-3">
          <div>
            <p className="tabular text-lg font-bold text-tinta">
              Grupo {padGrupo(c.grupo)} · Cota {padCota(c.cota)}
            </p>
            <p className="text-sm text-tinta-suave">{c.apelido ?? c.descricaoBem}</p>
          </div>
          <Button
            loading={abrindo === c.idCota}
            disabled={selecionar.isPending}
            onClick={() => {
              setAbrindo(c.idCota);
              selecionar.mutate(c, {
                onSuccess: () => void navigate(caminhosContemplado.centro),
                onSettled: () => setAbrindo(null),
              });
            }}
          >
            Usar esta cota
          </Button>
        </Card>
      ))}
    </ul>
  );
}

/** /contemplado/outra-cota: use another contemplated quota's credit (02 §2.7 "use another quota"). */
export default function OutraCota() {
  useDocumentTitle('Usar outra cota');
  const atual = useSessao()?.idCotaPadrao;
  const cotas = useCotas();
  const hoje = useHojeDoServidor();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        titulo="Usar outra cota"
        descricao="Escolha a cota contemplada cujo crédito você quer usar."
        voltar={{ para: caminhosContemplado.desejaFaturar, rotulo: 'Escolha do bem' }}
      />
      {cotas.isError ? (
        <ErrorState mensagem={cotas.error.message} onRetry={() => void cotas.refetch()} />
      ) : cotas.data && hoje ? (
        <Outras cotas={cotas.data} atual={atual} hoje={hoje} />
      ) : (
        <CarregandoRegiao rotulo="Carregando suas cotas…" className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-32 rounded-2xl" />
        </CarregandoRegiao>
      )}
    </div>
  );
}
