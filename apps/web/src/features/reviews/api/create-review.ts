import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewCreateInput } from '@verdant/shared/schemas/reviews';
import { apiFetch } from '../../../lib/api-client.ts';

export function createReview(input: ReviewCreateInput): Promise<Review> {
  return apiFetch<Review>('/api/reviews', { method: 'POST', body: input });
}

/** Refreshes the plant's reviews and its rating once saved. */
export function useCreateReview(plantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reviews', plantId] }),
        queryClient.invalidateQueries({ queryKey: ['plant', plantId] }),
      ]);
    },
  });
}
