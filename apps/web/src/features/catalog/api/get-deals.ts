import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plant } from '@verdant/shared/schemas/inventory';
import { apiFetch } from '../../../lib/api-client.ts';

export function getDeals(signal?: AbortSignal): Promise<Plant[]> {
  return apiFetch<Plant[]>('/api/inventory/deals', signal ? { signal } : {});
}

export const dealsQueryOptions = () =>
  queryOptions({ queryKey: ['plants', 'deals'], queryFn: ({ signal }) => getDeals(signal) });

export function useDeals() {
  return useQuery(dealsQueryOptions());
}
