import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkImportRows, BulkUploadResult } from '@verdant/shared/schemas/bulk-upload';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';

/** POST /api/inventory/bulk-upload/rows: imports the previewed rows as the vendor corrected them. */
export function importBulkRows(body: BulkImportRows): Promise<BulkUploadResult> {
  return apiFetch<BulkUploadResult>('/api/inventory/bulk-upload/rows', { method: 'POST', body });
}

export function useImportBulkRows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBulkRows,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
