import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceStatus } from '@verdant/shared/schemas/subscriptions';
import { apiFetch } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './query-keys.ts';

export function getInvoiceStatus(signal?: AbortSignal): Promise<InvoiceStatus> {
  return apiFetch<InvoiceStatus>('/api/invoice-status', signal ? { signal } : {});
}

export const invoiceStatusQuery = () =>
  queryOptions({ queryKey: subscriptionKeys.invoices(), queryFn: ({ signal }) => getInvoiceStatus(signal) });

/** Vendors only. */
export function useInvoiceStatus(enabled: boolean) {
  return useQuery({ ...invoiceStatusQuery(), enabled });
}
