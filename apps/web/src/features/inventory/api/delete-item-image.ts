import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';

export function deleteItemImage(imageId: number): Promise<void> {
  return apiFetch<void>(`/api/inventory/images/${imageId}`, { method: 'DELETE' });
}

export function useDeleteItemImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItemImage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.inventory() }),
  });
}
