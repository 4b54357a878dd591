import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuyerProfile } from '@verdant/shared/schemas/buyer';
import { apiFetch } from '../../../lib/api-client.ts';

export function getBuyerProfile(signal?: AbortSignal): Promise<BuyerProfile> {
  return apiFetch<BuyerProfile>('/api/buyer/profile', signal ? { signal } : {});
}

export const buyerProfileQuery = () =>
  queryOptions({ queryKey: ['buyer', 'profile'], queryFn: ({ signal }) => getBuyerProfile(signal) });

export function useBuyerProfile() {
  return useQuery(buyerProfileQuery());
}
