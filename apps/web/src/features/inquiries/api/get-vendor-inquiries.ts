import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Inquiry } from '@verdant/shared/schemas/inquiries';
import { apiFetch } from '../../../lib/api-client.ts';
import { inquiryKeys } from './query-keys.ts';

export function getVendorInquiries(signal?: AbortSignal): Promise<Inquiry[]> {
  return apiFetch<Inquiry[]>('/api/inquiries/vendor', signal ? { signal } : {});
}

export const vendorInquiriesQuery = () =>
  queryOptions({ queryKey: inquiryKeys.vendor(), queryFn: ({ signal }) => getVendorInquiries(signal) });

export function useVendorInquiries() {
  return useQuery(vendorInquiriesQuery());
}
