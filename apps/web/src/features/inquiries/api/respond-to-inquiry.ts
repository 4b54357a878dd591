import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Inquiry, InquiryRespond } from '@verdant/shared/schemas/inquiries';
import { apiFetch } from '../../../lib/api-client.ts';
import { inquiryKeys } from './query-keys.ts';

export type InquiryResponded = { message: string; inquiry: Inquiry };

export function respondToInquiry(payload: InquiryRespond): Promise<InquiryResponded> {
  return apiFetch<InquiryResponded>('/api/inquiries/respond', { method: 'PUT', body: payload });
}

export function useRespondToInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToInquiry,
    // A 409 means someone already answered: refresh either way so the list shows the real state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.vendor() }),
  });
}
