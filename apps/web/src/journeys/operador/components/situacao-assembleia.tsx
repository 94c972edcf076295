import type { AssembleiaOperador, SituacaoAssembleia } from '@portal/domain';
import { CalendarClock, CircleCheck, Radio } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/badge';

const SITUACOES: Record<SituacaoAssembleia, { rotulo: string; tom: BadgeTone; Icone: typeof Radio }> = {
  agendada: { rotulo: 'Agendada', tom: 'info', Icone: CalendarClock },
  'em-andamento': { rotulo: 'Em andamento', tom: 'perigo', Icone: Radio },
  realizada: { rotulo: 'Realizada', tom: 'sucesso', Icone: CircleCheck },
};

export function SituacaoAssembleiaBadge({ situacao }: { situacao: SituacaoAssembleia }) {
  const { rotulo, tom, Icone } = SITUACOES[situacao];
  return (
    <Badge tone={tom} icon={<Icone className="size-3.5" aria-hidden="true" />}>
      {rotulo}
    </Badge>
  );
}

/**
 * What opening the assembly lets the operator do, as the row's call to action; a role that does not run
 * assemblies (`podeApurar` false) only follows them.
 */
export function acaoDaAssembleia(
  a: Pick<AssembleiaOperador, 'situacao' | 'podeIniciar'>,
  podeApurar: boolean,
): string {
  if (a.situacao === 'realizada') return 'Ver resultado';
  if (!podeApurar) return a.situacao === 'em-andamento' ? 'Acompanhar' : 'Abrir';
  if (a.situacao === 'em-andamento') return 'Continuar';
  return a.podeIniciar ? 'Iniciar' : 'Abrir';
}

/** '1 por sorteio · 2 por lance'. */
export function contemplacoesPrevistas(
  a: Pick<AssembleiaOperador, 'contemplacoesPorSorteio' | 'contemplacoesPorLance'>,
) {
  return `${a.contemplacoesPorSorteio} por sorteio · ${a.contemplacoesPorLance} por lance`;
}
