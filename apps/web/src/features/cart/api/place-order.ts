import { useMutation } from '@tanstack/react-query';
import type { OrderCreateInput, OrderCreateResponse } from '@verdant/shared/schemas/orders';
import { apiFetch } from '../../../lib/api-client.ts';

export type PlaceOrderVariables = { order: OrderCreateInput; idempotencyKey: string };

/** POST /api/orders. The key makes a retry or a double click return the same orders instead of new ones. */
export function placeOrder({ order, idempotencyKey }: PlaceOrderVariables): Promise<OrderCreateResponse> {
  return apiFetch<OrderCreateResponse>('/api/orders', {
    method: 'POST',
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
