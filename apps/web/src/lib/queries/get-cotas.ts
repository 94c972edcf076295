import { cotasOperacoes, TAMANHO_PAGINA_MAXIMO, type Cota } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chamar, chave } from '../operacoes';

/**
 * GET /cotas, every page: the list filters run on the whole set (filtrarCotas), and a customer holds a
 * handful of quotas, so one request is the usual case. Shared by home and cotas, hence in lib.
 */
export async function getCotas(signal?: AbortSignal): Promise<Cota[]> {
  const cotas: Cota[] = [];
  for (let page = 1; ; page++) {
    const query = { page, page_size: TAMANHO_PAGINA_MAXIMO };
    const pagina = await chamar(cotasOperacoes.listar, { query }, signal);
    cotas.push(...pagina.data);
    if (page >= pagina.total_pages) return cotas;
  }
}

export const cotasQueryOptions = () =>
  queryOptions({ queryKey: chave(cotasOperacoes.listar), queryFn: ({ signal }) => getCotas(signal) });

export function useCotas() {
  return useQuery(cotasQueryOptions());
}
