import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentAccountStatus, TestOnboarding } from '@verdant/shared/schemas/payouts';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';

export function completeTestOnboarding(body: TestOnboarding): Promise<PaymentAccountStatus> {
  return apiFetch<PaymentAccountStatus>('/api/stripe-connect/test-onboarding', { method: 'POST', body });
}

export function useCompleteTestOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTestOnboarding,
    onSuccess: (status) => queryClient.setQueryData(vendorKeys.payouts(), status),
  });
}
