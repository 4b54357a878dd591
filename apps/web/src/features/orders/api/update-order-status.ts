import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@verdant/shared/enums';
import type { OrderView } from '@verdant/shared/schemas/orders';
import { apiFetch } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** PATCH /api/vendor/orders/{id}/status */
export function updateOrderStatus({ id, status }: { id: number; status: OrderStatus }): Promise<OrderView> {
  return apiFetch<OrderView>(`/api/vendor/orders/${id}/status`, { method: 'PATCH', body: { status } });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.vendor() }),
  });
}
