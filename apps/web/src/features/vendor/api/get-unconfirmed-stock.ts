import { useQuery } from '@tanstack/react-query';
import type { VendorInventoryPage } from '@verdant/shared/schemas/vendor';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';

const QUERY = 'unconfirmed=true&sort=updated_at&limit=5';

/** The plants whose stock was not confirmed for 14 days: the overview's reminder (first 5 and the count). */
export function useUnconfirmedStock(enabled: boolean) {
  return useQuery({
    queryKey: vendorKeys.inventoryList(QUERY),
    queryFn: ({ signal }) => apiFetch<VendorInventoryPage>(`/api/vendor/inventory?${QUERY}`, { signal }),
    enabled,
  });
}
