import type { Plan } from '@verdant/shared/enums';
import type { BannerVendor, SlotType } from '@verdant/shared/schemas/catalog';
import type { Deps } from '../../lib/deps.ts';
import { findVendorsOnPlan } from './ads.repository.ts';

/** Premium vendors fill the premium slot, Pro vendors the standard one. */
const PLAN_FOR_SLOT: Record<SlotType, Plan> = { premium: 'PREMIUM_VENDOR', standard: 'PRO_VENDOR' };

/** GET /api/ads/banner-slots: the vendors shown in one kind of banner slot. */
export function bannerVendors(deps: Deps, slot: SlotType): Promise<BannerVendor[]> {
  return findVendorsOnPlan(deps.db, PLAN_FOR_SLOT[slot]);
}
