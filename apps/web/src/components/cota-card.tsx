import {
  classificarCota,
  padCota,
  padGrupo,
  progressoDasParcelas,
  rotuloTipoDaCota,
  type Cota,
} from '@portal/domain';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from './badge';
import { Card } from './card';
import { Money } from './money';
import { ProgressBar } from './progress-bar';
import { Skeleton } from './skeleton';
import { SituacaoBadge } from './situacao-badge';
import { TipoCotaIcone } from './tipo-cota-icone';

export interface CotaCardProps {
  cota: Cota;
  /** Today in São Paulo (hojeEmSaoPaulo), the reference of the classification. */
  hoje: string;
  selecionada?: boolean;
  nivel?: 2 | 3;
  /** Buttons at the bottom of the card (select, details). */
  acoes?: ReactNode;
  as?: 'article' | 'li';
}

/** One quota at a glance: identification, status, credit value and instalment progress. */
export function CotaCard({ cota, hoje, selecionada, nivel = 3, acoes, as = 'article' }: CotaCardProps) {
  const classificacao = classificarCota(cota, hoje);
  const progresso = progressoDasParcelas(cota);
  const Heading = nivel === 2 ? 'h2' : 'h3';
  const titulo = cota.apelido || cota.descricaoBem;

  return (
    <Card as={as} padding="none" destaque={selecionada} className="flex flex-col">
      <div className="flex flex-col gap-5 p-5">
        <div className="flex items-start gap-3.5">
          {cota.fotoUrl ? (
            // The customer's own photo of the asset (perfil journey) stands in for the type icon.
            <img
              src={cota.fotoUrl}
              alt={`Foto da cota ${titulo}`}
              className="size-14 shrink-0 rounded-2xl object-cover ring-1 ring-borda/70"
            />
          ) : (
            <TipoCotaIcone tipo={cota.tipo} />
          )}
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-tinta-fraca uppercase">
              {rotuloTipoDaCota(cota)}
            </p>
            <Heading className="mt-0.5 truncate text-base font-semibold text-tinta">{titulo}</Heading>
            <p className="tabular mt-0.5 text-sm text-tinta-suave">
              Grupo {padGrupo(cota.grupo)} · Cota {padCota(cota.cota)}
            </p>
            {cota.apelido && <p className="mt-0.5 truncate text-sm text-tinta-fraca">{cota.descricaoBem}</p>}
          </div>
        </div>

        <div className="flex flex-wrap items-center gap-2">
          <SituacaoBadge classificacao={classificacao} />
          {selecionada && <Badge tone="marca">Cota selecionada</Badge>}
        </div>

        <div>
          <p className="text-sm text-tinta-suave">Valor do crédito</p>
          <p className="mt-0.5 text-2xl font-bold tracking-tight text-tinta">
            <Money centavos={cota.valorBem} />
          </p>
        </div>

        <div>
          <div
            className="mb-2 flex items-baseline justify-between gap-3 text-sm"
            data-testid="progresso-parcelas"
          >
            {progresso.quitada ? (
              <span className="font-semibold text-tinta">{progresso.texto}</span>
            ) : (
              <span className="text-tinta-suave">
                <strong className="tabular font-semibold text-tinta">{cota.parcelasPagas}</strong> de{' '}
                <span className="tabular">{progresso.maximo}</span> parcelas pagas
              </span>
            )}
            <span className="tabular text-tinta-fraca">{progresso.restantes}</span>
          </div>
          <ProgressBar
            valor={progresso.valor}
            maximo={progresso.maximo}
            rotulo="Parcelas pagas"
            textoValor={progresso.texto}
            tom={classificacao.situacao === 'cancelada' ? 'neutro' : 'marca'}
          />
          {cota.parcelasAtraso > 0 && (
            <p className="mt-3 flex items-center gap-1.5 text-sm font-semibold text-alerta">
              <TriangleAlert className="size-4" aria-hidden="true" />
              {cota.parcelasAtraso === 1
                ? '1 parcela em atraso'
                : `${cota.parcelasAtraso} parcelas em atraso`}
            </p>
          )}
        </div>
      </div>
      {acoes && <div className="mt-auto flex gap-2 border-t border-borda/70 p-3">{acoes}</div>}
    </Card>
  );
}

/** Same footprint as a CotaCard, for lists that are loading. */
export function CotaCardSkeleton() {
  return (
    <Card padding="none" className="flex flex-col gap-5 p-5">
      <div className="flex items-start gap-3.5">
        <Skeleton className="size-11 rounded-xl" />
        <div className="flex flex-1 flex-col gap-2 pt-1">
          <Skeleton className="h-4 w-3/5" />
          <Skeleton className="h-3.5 w-4/5" />
        </div>
      </div>
      <Skeleton className="h-6 w-28 rounded-full" />
      <div className="flex flex-col gap-2">
        <Skeleton className="h-3.5 w-24" />
        <Skeleton className="h-7 w-40" />
      </div>
      <Skeleton className="h-2 w-full rounded-full" />
    </Card>
  );
}
