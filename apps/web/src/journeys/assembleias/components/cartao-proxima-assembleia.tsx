import { formatarData, prazoDeLanceAberto, type AssembleiaCalendario } from '@portal/domain';
import { CalendarDays, ChevronRight, Gavel, History } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { caminhosAssembleias } from '../paths';
import { dataPorExtenso, textoPrazoLance } from './textos';

function Linha({ termo, children }: { termo: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <dt className="text-sm text-tinta-suave">{termo}</dt>
      <dd className="tabular text-[0.9375rem] font-semibold text-tinta sm:text-right">{children}</dd>
    </div>
  );
}

/**
 * The quota's current assembly: the one running, or the next scheduled. Its number, date, bid deadline and the
 * instalment due date that counts for it, in plain words (no countdown).
 */
export function CartaoProximaAssembleia({
  assembleia,
  hoje,
}: {
  assembleia: AssembleiaCalendario | null;
  hoje: string;
}) {
  if (!assembleia)
    return (
      <Card as="section" aria-label="Próxima assembleia">
        <EmptyState
          icon={<CalendarDays />}
          titulo="Nenhuma assembleia agendada"
          descricao="O calendário do seu grupo ainda não tem a próxima assembleia. Volte em alguns dias."
          className="py-6"
        />
      </Card>
    );

  const rodando = assembleia.situacao === 'em-andamento';
  const lancesAbertos = !rodando && prazoDeLanceAberto(assembleia.dataSorteio, new Date());
  const rotulo = rodando
    ? 'Acontecendo agora'
    : assembleia.dataSorteio === hoje
      ? 'Assembleia de hoje'
      : 'Próxima assembleia';

  return (
    <Card as="section" aria-labelledby="titulo-proxima" className="flex flex-col gap-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-tinta-suave uppercase">{rotulo}</p>
          <h2 id="titulo-proxima" className="mt-1 text-xl font-bold tracking-tight text-tinta">
            Assembleia nº {assembleia.numeroTotalAssembleia}
          </h2>
          <p className="tabular mt-0.5 text-[0.9375rem] text-tinta-suave first-letter:uppercase">
            {dataPorExtenso(assembleia.dataSorteio)}
          </p>
        </div>
        {rodando ? (
          <Badge tone="perigo">Ao vivo</Badge>
        ) : lancesAbertos ? (
          <Badge tone="sucesso">Lances abertos</Badge>
        ) : (
          <Badge>Lances encerrados</Badge>
        )}
      </div>

      <dl className="divide-y divide-borda/70 rounded-xl bg-fundo/70 px-4 py-3">
        <Linha termo="Lances até">{textoPrazoLance(assembleia.dataLimiteLance)}</Linha>
        <Linha termo="Vencimento da parcela desta assembleia">
          {formatarData(assembleia.dataVencimento)}
        </Linha>
      </dl>

      <p className="text-sm leading-relaxed text-tinta-suave">
        {rodando
          ? 'Os lances desta assembleia já estão sendo apurados.'
          : lancesAbertos
            ? 'Um lance novo para esta assembleia substitui o anterior. Para concorrer, a parcela precisa estar paga até o vencimento.'
            : 'O prazo de lances desta assembleia terminou. Os lances para a assembleia seguinte abrem assim que esta for realizada.'}
      </p>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {rodando ? (
          <Button asChild>
            <Link to={caminhosAssembleias.aoVivo}>
              Assistir ao vivo
              <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          // Closed and not yet held: the API takes no bid until it is (spec §4, bids until the day before).
          lancesAbertos && (
            <Button asChild>
              <Link to={caminhos.lances.ofertar}>
                <Gavel className="size-4" aria-hidden="true" />
                Ofertar lance
              </Link>
            </Button>
          )
        )}
        <Button asChild variant="ghost">
          <Link to={caminhos.lances.historico}>
            <History className="size-4" aria-hidden="true" />
            Meus lances
          </Link>
        </Button>
      </div>
    </Card>
  );
}
