import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorStore } from '@verdant/shared/schemas/catalog';
import { apiFetch } from '../../../lib/api-client.ts';

export function getVendorStore(id: number, signal?: AbortSignal): Promise<VendorStore> {
  return apiFetch<VendorStore>(`/api/vendors/${id}`, signal ? { signal } : {});
}

export const vendorStoreQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['vendor-store', id], queryFn: ({ signal }) => getVendorStore(id, signal) });

export function useVendorStore(id: number) {
  return useQuery({ ...vendorStoreQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
