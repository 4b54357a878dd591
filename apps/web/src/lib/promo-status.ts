import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoStatus } from '@verdant/shared/schemas/auth';
import { apiFetch } from './api-client.ts';

function getPromoStatus(signal?: AbortSignal): Promise<PromoStatus> {
  return apiFetch<PromoStatus>('/api/auth/promo-status', signal ? { signal } : {});
}

/** The launch promotion: the home page's banner and the bulk upload's plan note share this one answer. */
export function usePromoStatus() {
  return useQuery(
    queryOptions({
      queryKey: ['promo-status'],
      queryFn: ({ signal }) => getPromoStatus(signal),
      // docs/product.md#error-messages: promo status errors are silent.
      retry: false,
      staleTime: 10 * 60_000,
    }),
  );
}
