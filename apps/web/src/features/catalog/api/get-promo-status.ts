import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoStatus } from '@verdant/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client.ts';

export function getPromoStatus(signal?: AbortSignal): Promise<PromoStatus> {
  return apiFetch<PromoStatus>('/api/auth/promo-status', signal ? { signal } : {});
}

export const promoStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['promo-status'],
    queryFn: ({ signal }) => getPromoStatus(signal),
    // SPEC §8: promo status errors are silent.
    retry: false,
    staleTime: 10 * 60_000,
  });

export function usePromoStatus() {
  return useQuery(promoStatusQueryOptions());
}
