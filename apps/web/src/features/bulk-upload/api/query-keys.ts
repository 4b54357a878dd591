/** Query keys of bulk upload. */
export const bulkUploadKeys = {
  all: ['bulk-upload'] as const,
  formats: () => [...bulkUploadKeys.all, 'formats'] as const,
  progress: (uploadId: string) => [...bulkUploadKeys.all, 'progress', uploadId] as const,
};
