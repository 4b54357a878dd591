// Plan rules of docs/product.md#plans (upgrade paths, cancel, monthly invoice limit), pure so the
// server, /settings and the tests agree.
import type { Plan, Role, SubscriptionStatus } from '../enums.ts';
import { formatCount } from '../format.ts';
import { LIMITS, MESSAGES } from '../messages.ts';
import { type PaidPlan, PLAN_CATALOG, planLabel } from '../plans.ts';

const DAY_MS = 24 * 3600 * 1000;

/** The plans a role may subscribe to. */
export function plansFor(role: Role): PaidPlan[] {
  if (role === 'buyer') return ['BASIC_BUYER', 'PRO_BUYER'];
  if (role === 'vendor') return ['STARTER_VENDOR', 'PRO_VENDOR', 'PREMIUM_VENDOR'];
  return [];
}

/**
 * docs/product.md#plans: a buyer who is not Pro goes to PRO_BUYER; STARTER_VENDOR goes to PRO_VENDOR or PREMIUM_VENDOR;
 * PRO_VENDOR goes to PREMIUM_VENDOR. Nothing else is an upgrade.
 */
export function upgradeTargets(role: Role, plan: Plan): PaidPlan[] {
  // "Not Pro" for a buyer means Basic or no plan (a vendor plan on a buyer is not a state we create).
  if (role === 'buyer') return plan === 'NONE' || plan === 'BASIC_BUYER' ? ['PRO_BUYER'] : [];
  if (role !== 'vendor') return [];
  if (plan === 'STARTER_VENDOR') return ['PRO_VENDOR', 'PREMIUM_VENDOR'];
  if (plan === 'PRO_VENDOR') return ['PREMIUM_VENDOR'];
  return [];
}

export function canUpgrade(role: Role, from: Plan, to: Plan): boolean {
  return (upgradeTargets(role, from) as Plan[]).includes(to);
}

/** Why an upgrade is refused, in the API's words; null when it is allowed. */
export function upgradeRefusal(role: Role, from: Plan, to: Plan): string | null {
  if (!(plansFor(role) as Plan[]).includes(to)) return MESSAGES.planNotForRole;
  if (!canUpgrade(role, from, to)) return MESSAGES.upgradeNotAllowed(planLabel(from), planLabel(to));
  return null;
}

/**
 * docs/product.md#subscriptions-and-the-promotional-period: Cancel is available when the plan is not NONE and a
 * subscription id exists.
 */
export function canCancel(plan: Plan, subscriptionId: string | null | undefined): boolean {
  return plan !== 'NONE' && Boolean(subscriptionId);
}

/** What the account is in now: a trial past its end date reads as ended, whatever the stored status says. */
export type EffectiveStatus = SubscriptionStatus | 'trial_ended' | 'none';

export function effectiveStatus(
  plan: Plan,
  subscription: { status: SubscriptionStatus; trialEndDate: Date | null } | null,
  now: Date = new Date(),
): EffectiveStatus {
  if (plan === 'NONE') return 'none';
  // A plan set without a subscription record (seeded or granted by hand) counts as running.
  if (!subscription) return 'active';
  if (subscription.status === 'trialing' && subscription.trialEndDate && subscription.trialEndDate <= now) {
    return 'trial_ended';
  }
  return subscription.status;
}

/** Whole days left in the trial (0 once it has ended). */
export function trialDaysLeft(trialEndDate: Date | null, now: Date = new Date()): number {
  if (!trialEndDate) return 0;
  return Math.max(0, Math.ceil((trialEndDate.getTime() - now.getTime()) / DAY_MS));
}

/** Whether /settings should offer to subscribe: no paid subscription running. */
export function canSubscribe(status: EffectiveStatus): boolean {
  return status !== 'active' && status !== 'past_due';
}

/**
 * Invoices a vendor may issue this month. A plan's limit while the trial runs or the subscription is paid;
 * none once the trial ended or the subscription was cancelled (nothing is deleted: a subscription resumes them).
 */
export function monthlyInvoiceLimit(plan: Plan, status: EffectiveStatus = 'active'): number {
  if (plan === 'NONE') return 0;
  if (status === 'trial_ended' || status === 'cancelled' || status === 'expired' || status === 'none') return 0;
  return PLAN_CATALOG[plan].monthlyInvoiceLimit ?? 0;
}

/** docs/product.md#plans: a monthly limit of 999999 means unlimited. */
export function isUnlimited(limit: number): boolean {
  return limit >= LIMITS.invoiceUnlimited;
}

export function canIssueInvoice(currentCount: number, limit: number): boolean {
  return isUnlimited(limit) || currentCount < limit;
}

/** The calendar month an invoice counts in, "YYYY-MM" in UTC. */
export function invoiceMonth(date: Date = new Date()): string {
  return date.toISOString().slice(0, 7);
}

/** "1,234 of 2,000" or "1,234 of Unlimited". */
export function formatInvoiceLimit(limit: number): string {
  return isUnlimited(limit) ? 'Unlimited' : formatCount(limit);
}
