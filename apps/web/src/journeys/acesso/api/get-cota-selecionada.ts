import { cotaSchema } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';

/** GET /login/cota-selecionada: the quota the current token is bound to. */
export function getCotaSelecionada(signal?: AbortSignal) {
  return api.get('/login/cota-selecionada', { schema: cotaSchema, signal });
}

export const cotaSelecionadaQueryOptions = () =>
  queryOptions({ queryKey: [POR_COTA, 'selecionada'], queryFn: ({ signal }) => getCotaSelecionada(signal) });
