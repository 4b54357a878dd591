import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryBulkResult, inventoryBulkSchema } from '@verdant/shared/schemas/vendor';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';

type BulkBody = z.input<typeof inventoryBulkSchema>;

/** POST /api/vendor/inventory/bulk: all the chosen items change, or none. */
export function useBulkInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkBody) =>
      apiFetch<InventoryBulkResult>('/api/vendor/inventory/bulk', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}

/** POST /api/vendor/inventory/confirm-stock: every item's stock is current as of now. */
export function useConfirmStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ confirmed: number; stock_confirmed_at: string }>('/api/vendor/inventory/confirm-stock', {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
