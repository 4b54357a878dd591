import { useQuery } from '@tanstack/react-query';
import type { VendorStats } from '@verdant/shared/schemas/stats';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';

export function useVendorStats() {
  return useQuery({
    queryKey: vendorKeys.stats(),
    queryFn: ({ signal }) => apiFetch<VendorStats>('/api/vendor/stats', { signal }),
  });
}
