import type { SituacaoBoleto, TipoBoleto } from '@portal/domain';
import { Ban, CircleCheck, Clock, Replace, TriangleAlert } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/badge';

const SITUACOES: Record<SituacaoBoleto, { rotulo: string; tom: BadgeTone; Icone: typeof Ban }> = {
  aberto: { rotulo: 'Em aberto', tom: 'alerta', Icone: Clock },
  vencido: { rotulo: 'Vencido', tom: 'perigo', Icone: TriangleAlert },
  pago: { rotulo: 'Pago', tom: 'sucesso', Icone: CircleCheck },
  cancelado: { rotulo: 'Cancelado', tom: 'neutro', Icone: Ban },
  substituido: { rotulo: 'Substituído', tom: 'neutro', Icone: Replace },
};

export const ROTULOS_TIPO_BOLETO: Record<TipoBoleto, string> = {
  parcelas: 'Parcelas',
  quitacao: 'Quitação',
};

/** The boleto's state in words and colour, with an icon so colour is never the only cue. */
export function SituacaoBoletoBadge({ situacao }: { situacao: SituacaoBoleto }) {
  const { rotulo, tom, Icone } = SITUACOES[situacao];
  return (
    <Badge tone={tom} icon={<Icone className="size-3.5" aria-hidden="true" />}>
      {rotulo}
    </Badge>
  );
}
