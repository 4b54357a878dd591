import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@verdant/shared/schemas/orders';
import { apiFetch } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

export function getVendorOrders(signal?: AbortSignal): Promise<OrderView[]> {
  return apiFetch<OrderView[]>('/api/vendor/orders', signal ? { signal } : {});
}

export const vendorOrdersQuery = () =>
  queryOptions({ queryKey: orderKeys.vendor(), queryFn: ({ signal }) => getVendorOrders(signal) });

export function useVendorOrders() {
  return useQuery(vendorOrdersQuery());
}
