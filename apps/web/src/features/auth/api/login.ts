import type { LoginResponse } from '@verdant/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client.ts';

export function loginRequest(email: string, password: string): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/api/auth/login', {
    method: 'POST',
    // The server takes the spec's `username` (the email) as JSON or form-encoded.
    body: { username: email, password },
    // A 401 here means wrong credentials: show the server's detail instead of redirecting.
    redirectOnUnauthorized: false,
  });
}
