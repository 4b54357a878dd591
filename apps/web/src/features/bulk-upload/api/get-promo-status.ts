import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoStatus } from '@verdant/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client.ts';

export function getPromoStatus(signal?: AbortSignal): Promise<PromoStatus> {
  return apiFetch<PromoStatus>('/api/auth/promo-status', signal ? { signal } : {});
}

/** Same key as the home page's banner, so the answer is shared. SPEC §8: its errors are silent. */
export const promoStatusQuery = () =>
  queryOptions({
    queryKey: ['promo-status'],
    queryFn: ({ signal }) => getPromoStatus(signal),
    retry: false,
    staleTime: 10 * 60_000,
  });

export function usePromoStatus() {
  return useQuery(promoStatusQuery());
}
