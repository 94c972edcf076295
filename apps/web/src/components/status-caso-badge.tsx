import { rotuloDoStatus, statusEm } from '@portal/domain';
import { CircleCheck, CircleDot, Clock, TriangleAlert } from 'lucide-react';
import { Badge, type BadgeTone } from './badge';

function aparencia(status: string): { tone: BadgeTone; Icone: typeof Clock } {
  if (statusEm(status, ['EM_ANDAMENTO'])) return { tone: 'info', Icone: Clock };
  if (statusEm(status, ['ESCALADO'])) return { tone: 'alerta', Icone: TriangleAlert };
  if (statusEm(status, ['FECHADO'])) return { tone: 'neutro', Icone: CircleCheck };
  return { tone: 'marca', Icone: CircleDot };
}

/** A case's Status in words (the domain's rotuloDoStatus), coloured by how far along it is. */
export function StatusCasoBadge({ status, className }: { status: string; className?: string }) {
  const { tone, Icone } = aparencia(status);
  return (
    <Badge tone={tone} icon={<Icone className="size-3.5" aria-hidden="true" />} className={className}>
      {rotuloDoStatus(status)}
    </Badge>
  );
}
