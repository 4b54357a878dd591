import { MESSAGES } from '@verdant/shared/messages';
import { type BuyerProfile, buyerPlanLabel } from '@verdant/shared/schemas/buyer';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { findBuyer } from './buyer.repository.ts';

export async function getBuyerProfile({ db }: Deps, userId: number): Promise<BuyerProfile> {
  const found = await findBuyer(db, userId);
  if (!found) throw notFound(MESSAGES.notFound);
  const { user } = found;
  const planLabel = buyerPlanLabel(user.plan);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    plan: user.plan,
    plan_label: planLabel,
    is_pro: planLabel === 'Pro',
    trial_end_date: user.trialEndDate?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    total_orders: found.totalOrders,
    total_inquiries: found.totalInquiries,
    usda_zone: user.usdaZone,
  };
}
