import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Inquiry, InquiryDetail, InquiryMessage } from '@verdant/shared/schemas/inquiries';
import { apiFetch } from '../../../lib/api-client.ts';
import { inquiryKeys } from './query-keys.ts';

/** One inquiry with its thread (GET /api/inquiries/{id}), loaded when the conversation is opened. */
export function useInquiryThread(id: number, enabled: boolean) {
  return useQuery({
    queryKey: inquiryKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<InquiryDetail>(`/api/inquiries/${id}`, { signal }),
    enabled,
    // A conversation is read as it goes: look again every 15 s while it is open.
    refetchInterval: enabled ? 15_000 : false,
  });
}

export function useSendInquiryMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiFetch<{ message: string; inquiry_message: InquiryMessage }>(`/api/inquiries/${id}/messages`, {
        method: 'POST',
        body: { body },
      }),
    // A 409 (closed meanwhile) also refreshes, so the thread shows the real state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}

/** The caller opened the thread: the other party's messages count as read. */
export function useMarkInquiryRead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ message: string }>(`/api/inquiries/${id}/read`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}

export function useCancelInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ message: string; inquiry: Inquiry }>(`/api/inquiries/${id}/cancel`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}
