import { hojeEmSaoPaulo, referenciasOperacoes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '@/lib/operacoes';

/**
 * Today as the server says (GET util/datahoraatual, Brasília), so a device with a wrong clock neither repeats
 * nor hides the once-a-day modals; if the call fails, the device's own São Paulo date. Null while it answers.
 */
export function useHojeDoServidor(): string | null {
  const { data, isError, isPending } = useQuery({
    ...consulta(referenciasOperacoes.dataHoraAtual),
    staleTime: 10 * 60_000,
    retry: false,
    meta: { semIndisponivel: true },
  });
  if (isError) return hojeEmSaoPaulo();
  if (isPending) return null;
  return data.dataAtual;
}
