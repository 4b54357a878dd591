// The one plan catalog: the public Pricing page and /settings both read it.
// Departure, on purpose (docs/product.md#plans): the original brief showed two price lists that disagree; we use the
// public pricing page's figures.

import type { Plan } from './enums.ts';
import { LIMITS } from './messages.ts';

export type PaidPlan = Exclude<Plan, 'NONE'>;
export type PlanAudience = 'vendor' | 'buyer';

export interface PlanInfo {
  id: PaidPlan;
  audience: PlanAudience;
  /** Short name shown on badges: Starter, Pro, Premium, Basic. */
  name: string;
  /** US dollars per month. */
  priceMonthly: number;
  priceCents: number;
  /** Invoices a month for vendor plans (LIMITS.invoiceUnlimited = unlimited); null for buyer plans. */
  monthlyInvoiceLimit: number | null;
  description: string;
  features: string[];
  /** The plan the Pricing page points out. */
  highlighted: boolean;
}

export const PLAN_CATALOG: Record<PaidPlan, PlanInfo> = {
  STARTER_VENDOR: {
    id: 'STARTER_VENDOR',
    audience: 'vendor',
    name: 'Starter',
    priceMonthly: 29,
    priceCents: 2900,
    monthlyInvoiceLimit: 2000,
    description: 'For nurseries getting started online.',
    features: ['Unlimited plant listings', '2,000 invoices a month', 'Orders and inquiries', 'Payouts to your bank'],
    highlighted: false,
  },
  PRO_VENDOR: {
    id: 'PRO_VENDOR',
    audience: 'vendor',
    name: 'Pro',
    priceMonthly: 49,
    priceCents: 4900,
    monthlyInvoiceLimit: 5000,
    description: 'For growing nurseries with a busy catalog.',
    features: ['Everything in Starter', '5,000 invoices a month', 'Bulk upload from photos'],
    highlighted: true,
  },
  PREMIUM_VENDOR: {
    id: 'PREMIUM_VENDOR',
    audience: 'vendor',
    name: 'Premium',
    priceMonthly: 99,
    priceCents: 9900,
    monthlyInvoiceLimit: LIMITS.invoiceUnlimited,
    description: 'For large wholesale operations.',
    features: ['Everything in Pro', 'Unlimited invoices', 'Featured placement on the marketplace'],
    highlighted: false,
  },
  BASIC_BUYER: {
    id: 'BASIC_BUYER',
    audience: 'buyer',
    name: 'Basic',
    priceMonthly: 19,
    priceCents: 1900,
    monthlyInvoiceLimit: null,
    description: 'For homeowners and occasional projects.',
    features: ['Order from every nursery', 'Inquiries to vendors', 'Order tracking'],
    highlighted: false,
  },
  PRO_BUYER: {
    id: 'PRO_BUYER',
    audience: 'buyer',
    name: 'Pro',
    priceMonthly: 39,
    priceCents: 3900,
    monthlyInvoiceLimit: null,
    description: 'For landscapers and contractors.',
    features: ['Everything in Basic', 'Wholesale quantity inquiries', 'Invoices for every order'],
    highlighted: true,
  },
};

export const VENDOR_PLANS: PlanInfo[] = [
  PLAN_CATALOG.STARTER_VENDOR,
  PLAN_CATALOG.PRO_VENDOR,
  PLAN_CATALOG.PREMIUM_VENDOR,
];
export const BUYER_PLANS: PlanInfo[] = [PLAN_CATALOG.BASIC_BUYER, PLAN_CATALOG.PRO_BUYER];

/** Badge text for any plan, NONE included. */
export function planLabel(plan: Plan): string {
  return plan === 'NONE' ? 'No plan' : PLAN_CATALOG[plan].name;
}
