import { useMutation } from '@tanstack/react-query';
import type { ChangePassword, ChangePasswordResponse } from '@verdant/shared/schemas/auth';
import { apiFetch, replacingToken } from '../../../lib/api-client.ts';
import { replaceToken } from '../../../lib/session.ts';

/**
 * The change ends every session issued before it, this one too: carry on with the token the server returns, stored
 * before the call counts as done so a request answered 401 meanwhile does not log this session out.
 */
export function changePassword(body: ChangePassword): Promise<ChangePasswordResponse> {
  return replacingToken(async () => {
    const answer = await apiFetch<ChangePasswordResponse>('/api/auth/change-password', {
      method: 'POST',
      body,
      replacesToken: true,
    });
    replaceToken(answer.access_token);
    return answer;
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
