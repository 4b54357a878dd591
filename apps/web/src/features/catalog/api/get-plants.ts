import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type PlantListFilters, plantsUrl } from '@verdant/shared/pages';
import type { CatalogFacets, CatalogPageWithFacets } from '@verdant/shared/schemas/catalog';
import type { Plant } from '@verdant/shared/schemas/inventory';
import { apiFetch } from '../../../lib/api-client.ts';

export type PlantFilters = PlantListFilters;

export type PlantPage = { plants: Plant[]; page: number; hasMore: boolean; facets?: CatalogFacets | undefined };

/**
 * One page; a full page means another may follow (the server's x-has-more header is not exposed by apiFetch). With
 * `facets`, the first page also brings the facets' counts (later pages leave them out: they are the same).
 */
export async function getPlants(filters: PlantFilters, page: number, signal?: AbortSignal): Promise<PlantPage> {
  const withFacets = Boolean(filters.facets) && page === 1;
  const url = plantsUrl({ ...filters, facets: withFacets || undefined }, page);
  const init = signal ? { signal } : {};
  if (withFacets) {
    const { plants, facets } = await apiFetch<CatalogPageWithFacets>(url, init);
    return { plants, page, hasMore: plants.length === (filters.limit ?? 24), facets };
  }
  const plants = await apiFetch<Plant[]>(url, init);
  return { plants, page, hasMore: plants.length === (filters.limit ?? 24) };
}

export const plantsQueryOptions = (filters: PlantFilters) =>
  infiniteQueryOptions({
    queryKey: ['plants', filters],
    queryFn: ({ pageParam, signal }) => getPlants(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** `keepPrevious`: while other filters load, the list and facets shown stay those of the last ones. */
export function usePlants(filters: PlantFilters, { keepPrevious = false } = {}) {
  return useInfiniteQuery({
    ...plantsQueryOptions(filters),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
