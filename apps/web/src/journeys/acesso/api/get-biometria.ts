import { biometriasSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /biometria: the customer's registered passkeys (one per device). */
export function getBiometria(signal?: AbortSignal) {
  return api.get('/biometria', { schema: biometriasSchema, signal });
}

export const biometriaQueryOptions = () =>
  queryOptions({ queryKey: ['biometria'], queryFn: ({ signal }) => getBiometria(signal) });

export function useBiometrias() {
  return useQuery(biometriaQueryOptions());
}
