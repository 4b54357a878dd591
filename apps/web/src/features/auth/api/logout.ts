import { apiFetch } from '../../../lib/api-client.ts';

/** Ends the current token on the server (a copy of it stops working too). The local session is cleared either way. */
export function logoutRequest(): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/auth/logout', { method: 'POST', redirectOnUnauthorized: false });
}
