import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';

export function deleteInventoryItem(id: number): Promise<{ message: string; kept_for_history: boolean }> {
  return apiFetch(`/api/vendor/inventory/${id}`, { method: 'DELETE' });
}

export function useDeleteInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInventoryItem,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: vendorKeys.inventory() });
      void queryClient.invalidateQueries({ queryKey: vendorKeys.analytics() });
    },
  });
}
