import { agoraEmSaoPaulo, formatarData, parceirosOperacoes, type AvisoOperador } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Wrench } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { ApiError } from '@/lib/api';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { META_OPERADOR } from '../chaves';
import { useTituloOperador } from '../components/aparencia';
import { FormAviso } from '../components/form-aviso';

const periodo = (a: AvisoOperador) =>
  `${formatarData(a.startDate)} ${a.startHour} até ${formatarData(a.endDate)} ${a.endHour}`;

/** Its period is over (São Paulo time; 'YYYY-MM-DD HH:MM' strings order chronologically). */
function terminou(a: AvisoOperador): boolean {
  const { data, hora } = agoraEmSaoPaulo();
  return `${a.endDate} ${a.endHour.slice(0, 5)}` < `${data} ${hora}`;
}

function Situacao({ aviso }: { aviso: AvisoOperador }) {
  if (!aviso.active) return <Badge tone="neutro">Encerrado</Badge>;
  if (aviso.vigente) return <Badge tone="alerta">No ar</Badge>;
  return terminou(aviso) ? <Badge tone="neutro">Terminado</Badge> : <Badge tone="info">Agendado</Badge>;
}

/** /operador/avisos: publish a maintenance warning to a partner's portal, and end one early. */
export default function Avisos() {
  useTituloOperador('Avisos de manutenção');
  const queryClient = useQueryClient();
  const lista = useQuery({ ...consulta(parceirosOperacoes.avisosOperador), meta: META_OPERADOR });
  const encerrar = useMutation({
    mutationFn: (id: number) => chamar(parceirosOperacoes.encerrarAviso, { params: { id } }),
    meta: { erroTratado: true },
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: chave(parceirosOperacoes.avisosOperador) }),
  });
  const avisos = lista.data ?? [];

  return (
    <>
      <PageHeader
        titulo="Avisos de manutenção"
        descricao="A faixa que avisa os clientes de um parceiro sobre uma parada ou lentidão programada."
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] xl:items-start">
        <FormAviso />
        <section aria-labelledby="titulo-avisos" className="flex flex-col gap-4">
          <h2 id="titulo-avisos" className="text-base font-semibold text-tinta">
            Publicados
          </h2>
          {encerrar.isError && (
            <Alert tone="perigo" titulo="O aviso não foi encerrado" role="alert">
              {encerrar.error instanceof ApiError ? encerrar.error.mensagem : 'Tente novamente em instantes.'}
            </Alert>
          )}
          {lista.isPending ? (
            <CarregandoRegiao rotulo="Carregando avisos…" className="flex flex-col gap-3">
              {[0, 1].map((i) => (
                <Skeleton key={i} className="h-24 rounded-2xl" />
              ))}
            </CarregandoRegiao>
          ) : lista.isError ? (
            <ErrorState mensagem={lista.error.message} onRetry={() => void lista.refetch()} />
          ) : avisos.length === 0 ? (
            <Card>
              <EmptyState icon={<Wrench />} titulo="Nenhum aviso publicado" nivel={3} />
            </Card>
          ) : (
            <ul className="flex flex-col gap-3">
              {avisos.map((a) => (
                <Card as="li" key={a.id} padding="sm" className="sm:p-5">
                  <div className="flex flex-wrap items-center gap-2 text-xs text-tinta-suave">
                    <Badge tone="info">{a.parceiro}</Badge>
                    <Situacao aviso={a} />
                    <span className="tabular">{periodo(a)}</span>
                  </div>
                  <p className="mt-2 text-sm text-tinta">{a.text}</p>
                  {a.active && !terminou(a) && (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="mt-3"
                      loading={encerrar.isPending && encerrar.variables === a.id}
                      onClick={() => encerrar.mutate(a.id)}
                      aria-label={`Encerrar agora o aviso de ${a.parceiro}: ${a.text.slice(0, 60)}`}
                    >
                      Encerrar agora
                    </Button>
                  )}
                </Card>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
