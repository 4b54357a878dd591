import { useMutation } from '@tanstack/react-query';
import type { BulkUploadResult } from '@verdant/shared/schemas/bulk-upload';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/inventory/bulk-upload?dry_run=true: reads the file and checks its rows; nothing is written. */
export function previewBulkUpload(file: File, uploadId: string): Promise<BulkUploadResult> {
  const form = new FormData();
  form.append('file', file);
  const query = new URLSearchParams({ dry_run: 'true', upload_id: uploadId });
  return apiFetch<BulkUploadResult>(`/api/inventory/bulk-upload?${query}`, { method: 'POST', form });
}

export function usePreviewBulkUpload() {
  return useMutation({
    mutationFn: ({ file, uploadId }: { file: File; uploadId: string }) => previewBulkUpload(file, uploadId),
  });
}
