import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlantImage } from '@verdant/shared/schemas/inventory';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';

export function uploadItemImage(itemId: number, file: File, isPrimary: boolean): Promise<PlantImage> {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<PlantImage>(`/api/inventory/${itemId}/images?is_primary=${isPrimary}`, { method: 'POST', form });
}

export function useUploadItemImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, file, isPrimary }: { itemId: number; file: File; isPrimary: boolean }) =>
      uploadItemImage(itemId, file, isPrimary),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.inventory() }),
  });
}
