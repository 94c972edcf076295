import { CanaisAtendimento } from '@/components/canais-atendimento';
import { useCanaisDeAtendimento } from '@/lib/canais-de-atendimento';

/** The partner's service channels (phone, e-mail, WhatsApp, hours) for the screens only an attendant solves. */
export function Atendimento() {
  const { carregando, ...canais } = useCanaisDeAtendimento();
  if (carregando) return null;
  return <CanaisAtendimento {...canais} />;
}
