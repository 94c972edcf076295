import { LoadingIndicator } from '@/components/spinner';
import { useCarregando } from '@/lib/loading';

export function CarregamentoGlobal() {
  return <LoadingIndicator visivel={useCarregando()} />;
}
