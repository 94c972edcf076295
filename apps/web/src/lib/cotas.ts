import { cotasOperacoes, TAMANHO_PAGINA_MAXIMO, type Cota } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chamar, chave, consulta } from './operacoes';
import { useSessao } from './session';

/**
 * The customer's quotas, shared by every journey: the list (home, cotas, the quota switch) and the selected
 * quota (spec §1: later calls concern it).
 */

/** GET /cotas/{id}: the quota with details, registration data and statement summary (404 for someone else's). */
const cotaQueryOptions = (idCota: number) => consulta(cotasOperacoes.detalhe, { params: { id: idCota } });

export function useCota(idCota: number | undefined) {
  return useQuery({ ...cotaQueryOptions(idCota ?? 0), enabled: idCota !== undefined });
}

/**
 * GET /cotas, every page: the list filters run on the whole set (filtrarCotas), and a customer holds a
 * handful of quotas, so one request is the usual case.
 */
async function getCotas(signal?: AbortSignal): Promise<Cota[]> {
  const cotas: Cota[] = [];
  for (let page = 1; ; page++) {
    const query = { page, page_size: TAMANHO_PAGINA_MAXIMO };
    const pagina = await chamar(cotasOperacoes.listar, { query }, signal);
    cotas.push(...pagina.data);
    if (page >= pagina.total_pages) return cotas;
  }
}

const cotasQueryOptions = () =>
  queryOptions({ queryKey: chave(cotasOperacoes.listar), queryFn: ({ signal }) => getCotas(signal) });

export function useCotas() {
  return useQuery(cotasQueryOptions());
}

/**
 * The selected quota. The session normally holds it; when it does not (an older session on this device), it is
 * read once from GET /cotas/{id}.
 */
export function useCotaSelecionada(): { idCota: number | undefined; cota: Cota | null } {
  const sessao = useSessao();
  const idCota = sessao?.idCotaPadrao;
  const guardada = sessao?.cotaPadrao && sessao.cotaPadrao.idCota === idCota ? sessao.cotaPadrao : null;
  const detalhe = useCota(guardada ? undefined : idCota);
  return { idCota, cota: guardada ?? detalhe.data ?? null };
}
