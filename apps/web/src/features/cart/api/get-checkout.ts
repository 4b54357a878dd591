import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutView } from '@verdant/shared/schemas/orders';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/checkouts/{id}: a checkout and its orders, for the holder of its access token (a header, not the URL). */
export function getCheckout(id: number, token: string, signal?: AbortSignal): Promise<CheckoutView> {
  const headers = { 'X-Checkout-Token': token };
  return apiFetch<CheckoutView>(`/api/checkouts/${id}`, signal ? { signal, headers } : { headers });
}

export const checkoutKeys = {
  one: (id: number) => ['checkouts', id] as const,
};

const POLL_MS = 2000;
const POLL_TIMES = 30;

export const checkoutQuery = (id: number, token: string, { pollWhileUnpaid = false } = {}) =>
  queryOptions({
    queryKey: checkoutKeys.one(id),
    queryFn: ({ signal }) => getCheckout(id, token, signal),
    enabled: id > 0 && token.length > 0,
    retry: false,
    refetchInterval: (query) =>
      pollWhileUnpaid && query.state.data?.payment_status === 'unpaid' && query.state.dataUpdateCount < POLL_TIMES
        ? POLL_MS
        : false,
  });

export function useCheckout(id: number, token: string, options: { pollWhileUnpaid?: boolean } = {}) {
  return useQuery(checkoutQuery(id, token, options));
}
