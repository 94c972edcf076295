import { rotuloSituacao, type ClassificacaoCota } from '@portal/domain';
import { Ban, BadgeCheck, CircleCheck, Trophy, TriangleAlert } from 'lucide-react';
import { Badge, type BadgeTone } from './badge';

function aparencia(c: ClassificacaoCota): { tone: BadgeTone; Icone: typeof Ban } {
  switch (c.situacao) {
    case 'cancelada':
      return { tone: 'perigo', Icone: Ban };
    case 'quitada':
      return { tone: 'neutro', Icone: BadgeCheck };
    case 'contemplada':
      return { tone: 'info', Icone: Trophy };
    case 'ativa':
      return c.emAtraso ? { tone: 'alerta', Icone: TriangleAlert } : { tone: 'sucesso', Icone: CircleCheck };
  }
}

/** The quota's status as the domain classifies it (classificarCota → rotuloSituacao). */
export function SituacaoBadge({ classificacao }: { classificacao: ClassificacaoCota }) {
  const { tone, Icone } = aparencia(classificacao);
  return (
    <Badge tone={tone} icon={<Icone className="size-3.5" aria-hidden="true" />}>
      {rotuloSituacao(classificacao)}
    </Badge>
  );
}
