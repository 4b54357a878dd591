import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EmailPreferences,
  emailPreferencesResponse,
  type UpdateEmailPreferencesRequest,
} from '@verdant/shared/schemas/notifications';
import { apiFetch } from '../../../lib/api-client.ts';

const preferencesKey = ['notifications', 'preferences'] as const;

export function useEmailPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: async () => emailPreferencesResponse.parse(await apiFetch('/api/notifications/preferences')),
  });
}

/** Saves one switch at a time; the list the server answers replaces the cached one. */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEmailPreferencesRequest) =>
      apiFetch<EmailPreferences>('/api/notifications/preferences', { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(preferencesKey, answer),
  });
}
