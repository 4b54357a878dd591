import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plant } from '@verdant/shared/schemas/inventory';
import { apiFetch } from '../../../lib/api-client.ts';

export function getPlant(id: number, signal?: AbortSignal): Promise<Plant> {
  return apiFetch<Plant>(`/api/inventory/${id}`, signal ? { signal } : {});
}

export const plantQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['plant', id], queryFn: ({ signal }) => getPlant(id, signal) });

export function usePlant(id: number) {
  return useQuery({ ...plantQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
