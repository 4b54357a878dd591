import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VendorProfile } from '@verdant/shared/schemas/auth';
import type { VendorProfileUpdate } from '@verdant/shared/schemas/vendor';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';

export function updateVendorProfile(body: VendorProfileUpdate): Promise<VendorProfile> {
  return apiFetch<VendorProfile>('/api/vendor/profile', { method: 'PATCH', body });
}

export function useUpdateVendorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendorProfile,
    onSuccess: (profile) => queryClient.setQueryData(vendorKeys.profile(), profile),
  });
}
