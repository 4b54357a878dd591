import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryItemInput } from '@verdant/shared/schemas/inventory';
import type { VendorInventoryItem } from '@verdant/shared/schemas/vendor';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';

// POST /api/vendor/inventory and PATCH /api/vendor/inventory/{id}: one form saves both ways.

export function createInventoryItem(body: InventoryItemInput): Promise<VendorInventoryItem> {
  return apiFetch<VendorInventoryItem>('/api/vendor/inventory', { method: 'POST', body });
}

export function updateInventoryItem(id: number, body: Partial<InventoryItemInput>): Promise<VendorInventoryItem> {
  return apiFetch<VendorInventoryItem>(`/api/vendor/inventory/${id}`, { method: 'PATCH', body });
}

export function useSaveInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: InventoryItemInput }) =>
      id === null ? createInventoryItem(body) : updateInventoryItem(id, body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: vendorKeys.inventory() });
      void queryClient.invalidateQueries({ queryKey: vendorKeys.analytics() });
    },
  });
}
