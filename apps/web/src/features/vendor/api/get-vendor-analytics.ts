import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorAnalytics } from '@verdant/shared/schemas/vendor';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';

export function getVendorAnalytics(signal?: AbortSignal): Promise<VendorAnalytics> {
  return apiFetch<VendorAnalytics>('/api/vendor/analytics', signal ? { signal } : {});
}

export const vendorAnalyticsQuery = () =>
  queryOptions({ queryKey: vendorKeys.analytics(), queryFn: ({ signal }) => getVendorAnalytics(signal) });

export function useVendorAnalytics() {
  return useQuery(vendorAnalyticsQuery());
}
