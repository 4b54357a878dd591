import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdate, User } from '@verdant/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.ts';

export function updateProfile(body: ProfileUpdate): Promise<User> {
  return apiFetch<User>('/api/auth/profile', { method: 'PATCH', body });
}

export function useUpdateProfile() {
  const { setUser } = useAuth();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => setUser(user) });
}
