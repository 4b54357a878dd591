import { z } from 'zod';
import { PLANS } from '../enums.ts';

export const BUYER_PLAN_LABELS = ['Basic', 'Pro'] as const;
export type BuyerPlanLabel = (typeof BUYER_PLAN_LABELS)[number];

/** The buyer dashboard's badge: Pro for PRO_BUYER, Basic otherwise (docs/product.md#pages-and-navigation). */
export function buyerPlanLabel(plan: (typeof PLANS)[number]): BuyerPlanLabel {
  return plan === 'PRO_BUYER' ? 'Pro' : 'Basic';
}

/** GET /api/buyer/profile. */
export const buyerProfileSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  plan: z.enum(PLANS),
  plan_label: z.enum(BUYER_PLAN_LABELS),
  is_pro: z.boolean(),
  trial_end_date: z.string().nullable(),
  created_at: z.string(),
  total_orders: z.number(),
  total_inquiries: z.number(),
  /** USDA hardiness zone for "grows in my zone" (PATCH /api/auth/profile sets it). */
  usda_zone: z.string().nullable(),
});
export type BuyerProfile = z.infer<typeof buyerProfileSchema>;
