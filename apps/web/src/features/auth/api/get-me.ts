import type { User } from '@verdant/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client.ts';

export function getMe(signal?: AbortSignal): Promise<User> {
  return apiFetch<User>('/api/auth/me', signal ? { signal } : {});
}
