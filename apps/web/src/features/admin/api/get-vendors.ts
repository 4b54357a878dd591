import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminVendor } from '@verdant/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** Every vendor; the dashboard filters and counts them itself so the tab counts always agree with the table. */
export function getVendors(signal?: AbortSignal): Promise<AdminVendor[]> {
  return apiFetch<AdminVendor[]>('/api/admin/vendors', signal ? { signal } : {});
}

export const vendorsQuery = () =>
  queryOptions({ queryKey: adminKeys.vendors(), queryFn: ({ signal }) => getVendors(signal) });

export function useAdminVendors() {
  return useQuery(vendorsQuery());
}
