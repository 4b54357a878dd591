import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VendorDirectoryEntry, VendorDirectoryQueryInput } from '@verdant/shared/schemas/catalog';
import { apiFetch } from '../../../lib/api-client.ts';

export type VendorDirectoryParams = Required<Pick<VendorDirectoryQueryInput, 'search' | 'location' | 'category'>> & {
  page: number;
};

/** GET /api/vendors: one page of approved nurseries. */
export function getVendorDirectory(params: VendorDirectoryParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ location: params.location, category: params.category, page: `${params.page}` });
  if (params.search) query.set('search', params.search);
  return apiFetch<VendorDirectoryEntry[]>(`/api/vendors?${query}`, signal ? { signal } : {});
}

export function useVendorDirectory(params: VendorDirectoryParams) {
  return useQuery({
    queryKey: ['vendor-directory', params],
    queryFn: ({ signal }) => getVendorDirectory(params, signal),
    // The last answer stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });
}
