import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Bid, BidInput, VendorProjects } from '@verdant/shared/schemas/projects';
import { apiFetch } from '../../../lib/api-client.ts';
import { projectKeys } from './query-keys.ts';

/** GET /api/vendor/projects: open projects matching the nursery's plants first, and its bids. */
export function useVendorProjects(enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.vendor(),
    queryFn: ({ signal }) => apiFetch<VendorProjects>('/api/vendor/projects', { signal }),
    enabled,
  });
}

/** POST /api/projects/{id}/bids, or PUT .../bids/mine once the vendor has a bid (a withdrawn one is sent again). */
export function useSaveBid(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, existing }: { payload: BidInput; existing: boolean }) =>
      apiFetch<Bid>(existing ? `/api/projects/${projectId}/bids/mine` : `/api/projects/${projectId}/bids`, {
        method: existing ? 'PUT' : 'POST',
        body: payload,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** DELETE /api/projects/{id}/bids/mine: withdraws the bid (until the deadline). */
export function useWithdrawBid(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<Bid>(`/api/projects/${projectId}/bids/mine`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
