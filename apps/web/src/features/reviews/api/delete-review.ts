import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function deleteReview(id: number): Promise<void> {
  return apiFetch<void>(`/api/reviews/${id}`, { method: 'DELETE' });
}

export function useDeleteReview(plantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reviews', plantId] }),
        queryClient.invalidateQueries({ queryKey: ['plant', plantId] }),
      ]);
    },
  });
}
