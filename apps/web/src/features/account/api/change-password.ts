import { useMutation } from '@tanstack/react-query';
import type { ChangePassword, ChangePasswordResponse } from '@verdant/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client.ts';
import { replaceToken } from '../../../lib/session.ts';

export function changePassword(body: ChangePassword): Promise<ChangePasswordResponse> {
  return apiFetch<ChangePasswordResponse>('/api/auth/change-password', { method: 'POST', body });
}

/** The change ends every session issued before it, this one too: carry on with the token the server returns. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: (answer) => replaceToken(answer.access_token) });
}
