import type { ItemFilaAnalise } from '@portal/domain';
import { AlarmClock, Clock } from 'lucide-react';
import { Badge } from '@/components/badge';
import { formatarDataHora } from './aparencia';

type Sla = ItemFilaAnalise['sla'];

/** The 48-business-hour SLA: "Atrasado" in red once overdue, amber in its last 8 business hours. */
export function PrazoAnalise({ sla, compacto }: { sla: Sla; compacto?: boolean }) {
  const tom = sla.atrasado ? 'perigo' : sla.minutosUteisRestantes <= 8 * 60 ? 'alerta' : 'info';
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge
        tone={tom}
        icon={
          sla.atrasado ? (
            <AlarmClock className="size-3.5" aria-hidden="true" />
          ) : (
            <Clock className="size-3.5" aria-hidden="true" />
          )
        }
      >
        {sla.atrasado ? 'Atrasado' : 'No prazo'}
      </Badge>
      <p className="tabular text-sm font-semibold text-tinta">{sla.texto}</p>
      {!compacto && <p className="tabular text-xs text-tinta-suave">Prazo: {formatarDataHora(sla.prazo)}</p>}
    </div>
  );
}
