import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaidPlan } from '@verdant/shared/plans';
import type { SubscriptionChange } from '@verdant/shared/schemas/subscriptions';
import { apiFetch } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.ts';
import { subscriptionKeys } from './query-keys.ts';

// POST /api/subscribe, /api/upgrade-subscription and /api/cancel-subscription: each may change the plan, so each
// refreshes the status, the invoice limit and the signed-in user (whose plan badges read it).

export type SubscriptionAction = 'subscribe' | 'upgrade' | 'cancel';

const PATHS: Record<SubscriptionAction, string> = {
  subscribe: '/api/subscribe',
  upgrade: '/api/upgrade-subscription',
  cancel: '/api/cancel-subscription',
};

export function changeSubscription(action: SubscriptionAction, plan?: PaidPlan): Promise<SubscriptionChange> {
  return apiFetch<SubscriptionChange>(PATHS[action], plan ? { method: 'POST', body: { plan } } : { method: 'POST' });
}

export function useChangeSubscription() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: ({ action, plan }: { action: SubscriptionAction; plan?: PaidPlan }) => changeSubscription(action, plan),
    onSuccess: async (answer) => {
      if (answer.checkout_url) return; // the browser leaves for checkout; the webhook changes the plan
      await Promise.all([queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }), refreshUser()]);
    },
  });
}
