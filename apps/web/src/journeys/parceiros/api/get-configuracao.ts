import { parceiroConfiguracaoSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { parceiro } from '@/lib/parceiro';
import { RAIZ_PARCEIRO } from '@/lib/queries/chaves';

/** GET /parceiros/configuracao?domain=: the partner's look and settings for this domain (public). */
export function getConfiguracao(dominio: string, signal?: AbortSignal) {
  return api.get('/parceiros/configuracao', {
    query: { domain: dominio },
    schema: parceiroConfiguracaoSchema,
    signal,
  });
}

export const configuracaoQueryOptions = (dominio: string) =>
  queryOptions({
    queryKey: [RAIZ_PARCEIRO, 'configuracao', dominio],
    queryFn: ({ signal }) => getConfiguracao(dominio, signal),
    staleTime: 60 * 60_000,
    // The stored copy paints the brand at once; the request only refreshes it.
    initialData: () => {
      const guardado = parceiro.ler();
      return guardado?.domain === dominio ? guardado : undefined;
    },
    initialDataUpdatedAt: 0,
    // Spec §2: no answer from the API about the partner means the portal is unavailable (/indisponivel).
    meta: { essencial: true },
  });

export function useConfiguracao(dominio: string) {
  return useQuery(configuracaoQueryOptions(dominio));
}
