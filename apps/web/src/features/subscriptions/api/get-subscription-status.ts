import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatusView } from '@verdant/shared/schemas/subscriptions';
import { apiFetch } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './query-keys.ts';

export function getSubscriptionStatus(signal?: AbortSignal): Promise<SubscriptionStatusView> {
  return apiFetch<SubscriptionStatusView>('/api/subscription/status', signal ? { signal } : {});
}

export const subscriptionStatusQuery = () =>
  queryOptions({ queryKey: subscriptionKeys.status(), queryFn: ({ signal }) => getSubscriptionStatus(signal) });

/** `pollMs` while a checkout's webhook is awaited. */
export function useSubscriptionStatus(pollMs: number | false = false) {
  return useQuery({ ...subscriptionStatusQuery(), refetchInterval: pollMs });
}
