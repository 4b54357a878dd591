import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type PlantListFilters, plantsUrl } from '@verdant/shared/pages';
import type { Plant } from '@verdant/shared/schemas/inventory';
import { apiFetch } from '../../../lib/api-client.ts';

export type PlantFilters = PlantListFilters;

export type PlantPage = { plants: Plant[]; page: number; hasMore: boolean };

/** One page; a full page means another may follow (the server's x-has-more header is not exposed by apiFetch). */
export async function getPlants(filters: PlantFilters, page: number, signal?: AbortSignal): Promise<PlantPage> {
  const plants = await apiFetch<Plant[]>(plantsUrl(filters, page), signal ? { signal } : {});
  return { plants, page, hasMore: plants.length === (filters.limit ?? 24) };
}

export const plantsQueryOptions = (filters: PlantFilters) =>
  infiniteQueryOptions({
    queryKey: ['plants', filters],
    queryFn: ({ pageParam, signal }) => getPlants(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export function usePlants(filters: PlantFilters) {
  return useInfiniteQuery(plantsQueryOptions(filters));
}
