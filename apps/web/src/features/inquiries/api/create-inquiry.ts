import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Inquiry, InquiryCreate } from '@verdant/shared/schemas/inquiries';
import { apiFetch } from '../../../lib/api-client.ts';
import { inquiryKeys } from './query-keys.ts';

export type InquiryCreated = { message: string; inquiry: Inquiry };

export function createInquiry(payload: InquiryCreate): Promise<InquiryCreated> {
  return apiFetch<InquiryCreated>('/api/inquiries', { method: 'POST', body: payload });
}

export function useCreateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.buyer() }),
  });
}
