import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BulkProgress } from '@verdant/shared/schemas/bulk-upload';
import { apiFetch } from '../../../lib/api-client.ts';
import { bulkUploadKeys } from './query-keys.ts';

const POLL_MS = 500;

export function getBulkProgress(uploadId: string, signal?: AbortSignal): Promise<BulkProgress> {
  return apiFetch<BulkProgress>(
    `/api/inventory/bulk-upload/progress/${encodeURIComponent(uploadId)}`,
    signal ? { signal } : {},
  );
}

export const bulkProgressQuery = (uploadId: string) =>
  queryOptions({
    queryKey: bulkUploadKeys.progress(uploadId),
    queryFn: ({ signal }) => getBulkProgress(uploadId, signal),
    refetchInterval: POLL_MS,
    // A missed poll just waits for the next one.
    retry: false,
    gcTime: 0,
  });

/** Follows a photo's reading while its upload runs. */
export function useBulkProgress(uploadId: string | null) {
  return useQuery({ ...bulkProgressQuery(uploadId ?? ''), enabled: uploadId !== null });
}
