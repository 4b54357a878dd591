import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Category } from '@verdant/shared/enums';
import type { Plant } from '@verdant/shared/schemas/inventory';
import { apiFetch } from '../../../lib/api-client.ts';

export type PlantFilters = {
  search?: string | undefined;
  category?: Category | undefined;
  vendorId?: number | undefined;
  sort?: 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'rating' | undefined;
  inStock?: boolean | undefined;
  limit?: number | undefined;
};

export type PlantPage = { plants: Plant[]; page: number; hasMore: boolean };

export function plantsUrl(filters: PlantFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.vendorId) params.set('vendor_id', String(filters.vendorId));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.inStock) params.set('in_stock', 'true');
  if (filters.limit) params.set('limit', String(filters.limit));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/api/inventory${query ? `?${query}` : ''}`;
}

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
