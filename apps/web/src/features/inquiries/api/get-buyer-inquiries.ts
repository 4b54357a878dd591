import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Inquiry } from '@verdant/shared/schemas/inquiries';
import { apiFetch } from '../../../lib/api-client.ts';
import { inquiryKeys } from './query-keys.ts';

export function getBuyerInquiries(signal?: AbortSignal): Promise<Inquiry[]> {
  return apiFetch<Inquiry[]>('/api/inquiries/buyer', signal ? { signal } : {});
}

export const buyerInquiriesQuery = () =>
  queryOptions({ queryKey: inquiryKeys.buyer(), queryFn: ({ signal }) => getBuyerInquiries(signal) });

export function useBuyerInquiries() {
  return useQuery(buyerInquiriesQuery());
}
