import type { BuyerRegistration, User, VendorRegistration } from '@verdant/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client.ts';

export type RegisterResponse = { message: string; user: User };

export function registerBuyer(payload: BuyerRegistration): Promise<RegisterResponse> {
  return apiFetch<RegisterResponse>('/api/auth/register/buyer', { method: 'POST', body: payload });
}

export function registerVendor(payload: VendorRegistration): Promise<RegisterResponse> {
  return apiFetch<RegisterResponse>('/api/auth/register/vendor', { method: 'POST', body: payload });
}
