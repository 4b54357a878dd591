import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentAccountStatus } from '@verdant/shared/schemas/payouts';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';

export function getAccountStatus(signal?: AbortSignal): Promise<PaymentAccountStatus> {
  return apiFetch<PaymentAccountStatus>('/api/stripe-connect/account-status', signal ? { signal } : {});
}

export const accountStatusQuery = () =>
  queryOptions({ queryKey: vendorKeys.payouts(), queryFn: ({ signal }) => getAccountStatus(signal) });

/** Only for approved vendors: the API refuses the others. */
export function useAccountStatus(enabled: boolean) {
  return useQuery({ ...accountStatusQuery(), enabled });
}
