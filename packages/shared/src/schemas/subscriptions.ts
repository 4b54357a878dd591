import { z } from 'zod';
import { PLANS } from '../enums.ts';

const PAID_PLANS = ['BASIC_BUYER', 'PRO_BUYER', 'STARTER_VENDOR', 'PRO_VENDOR', 'PREMIUM_VENDOR'] as const;
const paidPlan = z.enum(PAID_PLANS, { error: 'Choose a plan' });

/** POST /api/subscribe and POST /api/upgrade-subscription. */
export const planChoiceSchema = z.object({ plan: paidPlan });

export const subscriptionStatusValues = [
  'none',
  'trialing',
  'trial_ended',
  'active',
  'past_due',
  'cancelled',
  'expired',
] as const;

/** GET /api/subscription/status: the spec's plan, trial_end_date and stripe_subscription_id, plus what /settings needs. */
export const subscriptionStatusSchema = z.object({
  plan: z.enum(PLANS),
  status: z.enum(subscriptionStatusValues),
  trial_end_date: z.string().nullable(),
  trial_days_left: z.number(),
  stripe_subscription_id: z.string().nullable(),
  current_period_end: z.string().nullable(),
  can_cancel: z.boolean(),
  can_subscribe: z.boolean(),
  upgrade_options: z.array(paidPlan),
  available_plans: z.array(paidPlan),
  /** 'test' when no Stripe keys are set: changes apply at once and nothing is charged. */
  payment_mode: z.enum(['stripe', 'test']),
});
export type SubscriptionStatusView = z.infer<typeof subscriptionStatusSchema>;

/** Subscribe / upgrade answer: a checkout_url to send the browser to, or null when it already took effect. */
export const subscriptionChangeSchema = z.object({
  message: z.string(),
  plan: z.enum(PLANS),
  checkout_url: z.string().nullable(),
});
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

export const invoiceStatusSchema = z.object({
  current_count: z.number(),
  /** 999999 means unlimited (docs/product.md#plans). */
  monthly_limit: z.number(),
  /** "YYYY-MM". */
  month: z.string(),
  plan: z.enum(PLANS),
});
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;
