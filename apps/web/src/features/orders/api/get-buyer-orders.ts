import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@verdant/shared/schemas/orders';
import { apiFetch } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

export function getBuyerOrders(signal?: AbortSignal): Promise<OrderView[]> {
  return apiFetch<OrderView[]>('/api/buyer/orders', signal ? { signal } : {});
}

export const buyerOrdersQuery = () =>
  queryOptions({ queryKey: orderKeys.buyer(), queryFn: ({ signal }) => getBuyerOrders(signal) });

export function useBuyerOrders() {
  return useQuery(buyerOrdersQuery());
}
