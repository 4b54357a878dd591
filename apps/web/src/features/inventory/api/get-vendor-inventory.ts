import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorInventoryItem } from '@verdant/shared/schemas/vendor';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';

export function getVendorInventory(search: string, signal?: AbortSignal): Promise<VendorInventoryItem[]> {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  return apiFetch<VendorInventoryItem[]>(`/api/vendor/inventory${query}`, signal ? { signal } : {});
}

export const vendorInventoryQuery = (search: string) =>
  queryOptions({
    queryKey: vendorKeys.inventoryList(search),
    queryFn: ({ signal }) => getVendorInventory(search, signal),
    // Keep the list on screen while a new search loads.
    placeholderData: keepPreviousData,
  });

export function useVendorInventory(search: string, enabled = true) {
  return useQuery({ ...vendorInventoryQuery(search), enabled });
}
