import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem } from '@verdant/shared/rules/cart';
import type { CartCheckResponse } from '@verdant/shared/schemas/orders';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/cart/check: what the server says now about the plants of a saved cart. */
export function checkCart(items: CartItem[], signal?: AbortSignal): Promise<CartCheckResponse> {
  return apiFetch<CartCheckResponse>('/api/cart/check', {
    method: 'POST',
    body: { items: items.map((item) => ({ inventory_item_id: item.id })) },
    ...(signal ? { signal } : {}),
  });
}

export const cartKeys = {
  check: (ids: number[]) => ['cart', 'check', ids] as const,
};

export const cartCheckQuery = (items: CartItem[]) => {
  const ids = items.map((item) => item.id).sort((a, b) => a - b);
  return queryOptions({
    queryKey: cartKeys.check(ids),
    queryFn: ({ signal }) => checkCart(items, signal),
    // Always fresh: prices and stock change while the cart waits.
    staleTime: 0,
    enabled: ids.length > 0,
  });
};

export function useCartCheck(items: CartItem[]) {
  return useQuery(cartCheckQuery(items));
}
