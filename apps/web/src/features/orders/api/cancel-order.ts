import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@verdant/shared/schemas/orders';
import { apiFetch } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** POST /api/buyer/orders/{id}/cancel: a pending order is cancelled, a paid one cancelled and refunded. */
export function cancelOrder(id: number): Promise<OrderView> {
  return apiFetch<OrderView>(`/api/buyer/orders/${id}/cancel`, { method: 'POST' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // A 409 means the order moved on meanwhile: refresh either way so the list shows the real state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.buyer() }),
  });
}
