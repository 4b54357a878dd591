import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerVendor, SlotType } from '@verdant/shared/schemas/catalog';
import { apiFetch } from '../../../lib/api-client.ts';

export function getBannerSlots(slotType: SlotType, signal?: AbortSignal): Promise<BannerVendor[]> {
  return apiFetch<BannerVendor[]>(`/api/ads/banner-slots?slot_type=${slotType}`, signal ? { signal } : {});
}

export const bannerSlotsQueryOptions = (slotType: SlotType) =>
  queryOptions({
    queryKey: ['banner-slots', slotType],
    queryFn: ({ signal }) => getBannerSlots(slotType, signal),
    // docs/product.md#error-messages: banner fetch errors are silent (the slot just stays hidden).
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useBannerSlots(slotType: SlotType) {
  return useQuery(bannerSlotsQueryOptions(slotType));
}
