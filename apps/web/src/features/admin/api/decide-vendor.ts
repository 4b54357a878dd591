import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalAction } from '@verdant/shared/rules/admin';
import type { AdminVendor } from '@verdant/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

export type VendorDecision = { message: string; vendor: AdminVendor };

/** PATCH /api/admin/vendors/{id}/approve, and /reject with the reason the vendor reads. */
export function decideVendor({
  id,
  action,
  reason,
}: {
  id: number;
  action: ApprovalAction;
  reason?: string | undefined;
}): Promise<VendorDecision> {
  return apiFetch<VendorDecision>(
    `/api/admin/vendors/${id}/${action}`,
    action === 'reject' ? { method: 'PATCH', body: { reason } } : { method: 'PATCH' },
  );
}

export function useDecideVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVendor,
    // Refresh on failure too: a 409 means the list was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
