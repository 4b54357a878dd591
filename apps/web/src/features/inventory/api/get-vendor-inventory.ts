import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorInventoryPage } from '@verdant/shared/schemas/vendor';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';

/** The table's query string (search, filters, sort, page), as the address keeps it. */
export function getVendorInventory(query: string, signal?: AbortSignal): Promise<VendorInventoryPage> {
  return apiFetch<VendorInventoryPage>(`/api/vendor/inventory?${query}`, signal ? { signal } : {});
}

export const vendorInventoryQuery = (query: string) =>
  queryOptions({
    queryKey: vendorKeys.inventoryList(query),
    queryFn: ({ signal }) => getVendorInventory(query, signal),
    // Keep the page on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });

export function useVendorInventory(query: string, enabled = true) {
  return useQuery({ ...vendorInventoryQuery(query), enabled });
}
