import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@verdant/shared/schemas/reviews';
import { apiFetch } from '../../../lib/api-client.ts';

/** docs/product.md#reviews: a failure is treated as an empty list. */
export async function getReviews(plantId: number, signal?: AbortSignal): Promise<Review[]> {
  try {
    return await apiFetch<Review[]>(`/api/reviews/product/${plantId}`, signal ? { signal } : {});
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export const reviewsQueryOptions = (plantId: number, viewerId: number | null) =>
  queryOptions({
    // can_delete depends on who asks.
    queryKey: ['reviews', plantId, viewerId],
    queryFn: ({ signal }) => getReviews(plantId, signal),
  });

export function useReviews(plantId: number, viewerId: number | null) {
  return useQuery(reviewsQueryOptions(plantId, viewerId));
}
