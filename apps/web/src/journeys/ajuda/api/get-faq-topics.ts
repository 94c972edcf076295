import { faqTopicosSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chaveAjuda } from './chaves';

/** GET /faq/topics/{partner}: the partner's help categories, in display order. */
export function getFaqTopics(idParceiro: number, signal?: AbortSignal) {
  return api.get(`/faq/topics/${idParceiro}`, { schema: faqTopicosSchema, signal });
}

export const faqTopicsQueryOptions = (idParceiro: number) =>
  queryOptions({
    queryKey: [...chaveAjuda(idParceiro), 'topics'],
    queryFn: ({ signal }) => getFaqTopics(idParceiro, signal),
    // The content changes rarely; browsing back and forth should not ask again.
    staleTime: 10 * 60_000,
  });

export function useFaqTopics(idParceiro: number | undefined) {
  return useQuery({ ...faqTopicsQueryOptions(idParceiro ?? 0), enabled: idParceiro !== undefined });
}
