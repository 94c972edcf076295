import { informativoSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chaveInformativos } from '@/lib/queries/get-informativos';

/** POST /informativos {news_id}: marks one item read (idempotent). */
export function postInformativos(newsId: number) {
  return api.post('/informativos', { news_id: newsId }, { schema: informativoSchema });
}

/** Reading refreshes every list of the quota, so the navbar badge and the home card fall at once. */
export function useMarcarLido(idCota: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postInformativos,
    meta: { erroTratado: true },
    onSuccess: () => {
      if (idCota !== undefined) void queryClient.invalidateQueries({ queryKey: chaveInformativos(idCota) });
    },
  });
}
