import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorProfile } from '@verdant/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';

export function getVendorProfile(signal?: AbortSignal): Promise<VendorProfile> {
  return apiFetch<VendorProfile>('/api/vendor/profile', signal ? { signal } : {});
}

export const vendorProfileQuery = () =>
  queryOptions({ queryKey: vendorKeys.profile(), queryFn: ({ signal }) => getVendorProfile(signal) });

export function useVendorProfile() {
  return useQuery(vendorProfileQuery());
}
