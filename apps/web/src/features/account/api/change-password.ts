import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '@verdant/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client.ts';

export function changePassword(body: ChangePassword): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/auth/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
