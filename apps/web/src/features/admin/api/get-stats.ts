import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@verdant/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

export function getStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiFetch<AdminStats>('/api/admin/stats', signal ? { signal } : {});
}

export const statsQuery = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getStats(signal) });

export function useAdminStats() {
  return useQuery(statsQuery());
}
