import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlantImage } from '@verdant/shared/schemas/inventory';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';

export function setPrimaryImage(imageId: number): Promise<PlantImage> {
  return apiFetch<PlantImage>(`/api/inventory/images/${imageId}/primary`, { method: 'PATCH' });
}

export function useSetPrimaryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrimaryImage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.inventory() }),
  });
}
