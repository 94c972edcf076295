import { ajudaOperacoes, offsetDaPagina, type FaqBuscaBody } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chamar, chave } from '@/lib/operacoes';

/** What a screen asks of POST /faq/search: the quota (id_cota) is the session's, added by the hook. */
export type PedidoBusca =
  | { tipo: 'categoria'; categoria: string; pagina: number }
  | { tipo: 'texto'; texto: string; pagina: number }
  | { tipo: 'pergunta'; categoria: string; pergunta: string };

function corpo(pedido: PedidoBusca, idCota: number): FaqBuscaBody {
  switch (pedido.tipo) {
    case 'categoria':
      return { category: pedido.categoria, offset: offsetDaPagina(pedido.pagina), id_cota: idCota };
    case 'texto':
      return { question: pedido.texto, offset: offsetDaPagina(pedido.pagina), id_cota: idCota };
    case 'pergunta':
      return { category: pedido.categoria, question_url: pedido.pergunta, id_cota: idCota };
  }
}

/** Another page of the same category or search. */
function mesmaLista(a: PedidoBusca | undefined, b: PedidoBusca): boolean {
  if (!a || a.tipo !== b.tipo) return false;
  if (a.tipo === 'categoria' && b.tipo === 'categoria') return a.categoria === b.categoria;
  if (a.tipo === 'texto' && b.tipo === 'texto') return a.texto === b.texto;
  return false;
}

/**
 * A read sent as POST: the path's key names the partner's searches (so a vote invalidates them all with
 * `prefixo('/faq/search/{partner}')`), and the request itself ends the key.
 */
export function buscaQueryOptions(idParceiro: number, idCota: number, pedido: PedidoBusca) {
  const args = { params: { partner: idParceiro }, body: corpo(pedido, idCota) };
  return queryOptions({
    queryKey: [...chave(ajudaOperacoes.buscar, args), pedido],
    queryFn: ({ signal }) => chamar(ajudaOperacoes.buscar, args, signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * A category's questions, a text search (Portuguese, accents ignored) or one question by its address, 10 per
 * page. 404 {mensagem} when the category or the question does not exist.
 */
export function useFaqSearch(
  idParceiro: number | undefined,
  idCota: number | undefined,
  pedido: PedidoBusca,
) {
  return useQuery({
    ...buscaQueryOptions(idParceiro ?? 0, idCota ?? 0, pedido),
    enabled: idParceiro !== undefined && idCota !== undefined,
    // Turning a page keeps the current one on screen until the next arrives (never another list's answers).
    placeholderData: (anterior, consulta) =>
      mesmaLista(consulta?.queryKey.at(-1) as PedidoBusca | undefined, pedido) ? anterior : undefined,
  });
}
