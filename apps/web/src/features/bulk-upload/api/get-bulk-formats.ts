import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BulkFormats } from '@verdant/shared/schemas/bulk-upload';
import { apiFetch } from '../../../lib/api-client.ts';
import { bulkUploadKeys } from './query-keys.ts';

export function getBulkFormats(signal?: AbortSignal): Promise<BulkFormats> {
  return apiFetch<BulkFormats>('/api/inventory/bulk-upload/formats', signal ? { signal } : {});
}

export const bulkFormatsQuery = () =>
  queryOptions({
    queryKey: bulkUploadKeys.formats(),
    queryFn: ({ signal }) => getBulkFormats(signal),
    staleTime: 60 * 60_000,
  });

export function useBulkFormats() {
  return useQuery(bulkFormatsQuery());
}
