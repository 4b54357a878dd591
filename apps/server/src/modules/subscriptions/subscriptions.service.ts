import type { Plan, Role } from '@verdant/shared/enums';
import { formatCount } from '@verdant/shared/format';
import { MESSAGES } from '@verdant/shared/messages';
import { type PaidPlan, planLabel } from '@verdant/shared/plans';
import {
  canCancel,
  canSubscribe,
  effectiveStatus,
  invoiceMonth,
  isUnlimited,
  monthlyInvoiceLimit,
  plansFor,
  trialDaysLeft,
  upgradeRefusal,
  upgradeTargets,
} from '@verdant/shared/rules/plans';
import type { InvoiceStatus, SubscriptionChange, SubscriptionStatusView } from '@verdant/shared/schemas/subscriptions';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { providerCall, type SubscriptionState } from '../../payments/connect-billing.ts';
import { notify } from '../notifications/notify.ts';
import {
  findSubscription,
  findUserAccount,
  findVendorPlan,
  incrementInvoiceCount,
  invoiceCount,
  type SubscriptionRow,
  savePlan,
} from './subscriptions.repository.ts';

export interface Subscriber {
  id: number;
  role: Role;
  email: string;
  vendorId: number | null;
}

async function load(db: Db, userId: number) {
  const account = await findUserAccount(db, userId);
  if (!account) throw notFound(MESSAGES.notFound);
  const subscription = await findSubscription(db, userId);
  const status = effectiveStatus(account.plan, subscription);
  return { account, subscription, status };
}

/** A paid subscription the provider is running now (its plan can be changed in place). */
const isLive = (subscription: SubscriptionRow | null, status: string) =>
  Boolean(subscription?.stripeSubscriptionId) && (status === 'active' || status === 'past_due');

export async function getSubscriptionStatus(deps: Deps, user: Subscriber): Promise<SubscriptionStatusView> {
  const { account, subscription, status } = await load(deps.db, user.id);
  const trialEnd = subscription?.trialEndDate ?? account.trialEndDate;
  const subscriptionId = subscription?.stripeSubscriptionId ?? null;
  return {
    plan: account.plan,
    status,
    trial_end_date: trialEnd?.toISOString() ?? null,
    trial_days_left: status === 'trialing' ? trialDaysLeft(trialEnd) : 0,
    stripe_subscription_id: subscriptionId,
    current_period_end: subscription?.currentPeriodEnd?.toISOString() ?? null,
    can_cancel: canCancel(account.plan, subscriptionId) && status !== 'cancelled',
    can_subscribe: plansFor(user.role).length > 0 && canSubscribe(status),
    upgrade_options: upgradeTargets(user.role, account.plan),
    available_plans: plansFor(user.role),
    payment_mode: deps.payments.name,
  };
}

/** Saves what the provider says a subscription is now; the plan falls back to the current one if it names none. */
export async function applyState(db: Db, userId: number, state: SubscriptionState, fallbackPlan: Plan): Promise<Plan> {
  if (state.status === 'cancelled') {
    await savePlan(db, userId, 'NONE', { status: 'cancelled', cancelledAt: new Date(), currentPeriodEnd: null });
    return 'NONE';
  }
  const plan = state.plan ?? fallbackPlan;
  if (plan === 'NONE') return 'NONE';
  await savePlan(db, userId, plan, {
    status: state.status ?? 'active',
    stripeSubscriptionId: state.subscriptionId,
    ...(state.customerId ? { stripeCustomerId: state.customerId } : {}),
    currentPeriodEnd: state.currentPeriodEnd,
    cancelledAt: null,
  });
  return plan;
}

/** Checkout (Stripe: the webhook changes the plan later) or an immediate change (test mode). */
async function startPaidSubscription(
  deps: Deps,
  user: Subscriber,
  plan: PaidPlan,
  current: Awaited<ReturnType<typeof load>>,
): Promise<SubscriptionChange> {
  const base = `${deps.config.PUBLIC_URL}/settings`;
  const started = await providerCall(deps.log, 'start subscription', () =>
    deps.payments.billing.startSubscription({
      userId: user.id,
      email: user.email,
      plan,
      customerId: current.subscription?.stripeCustomerId ?? null,
      trialEnd: current.status === 'trialing' ? (current.subscription?.trialEndDate ?? null) : null,
      successUrl: `${base}?checkout=success`,
      cancelUrl: `${base}?checkout=cancelled`,
    }),
  );
  if (started.kind === 'checkout') {
    return { message: 'Continue to checkout to finish.', plan: current.account.plan, checkout_url: started.url };
  }
  const saved = await applyState(deps.db, user.id, started.subscription, plan);
  return { message: `You are now on the ${planLabel(saved)} plan.`, plan: saved, checkout_url: null };
}

function checkPlanForRole(role: Role, plan: PaidPlan): void {
  if (!(plansFor(role) as Plan[]).includes(plan)) {
    throw invalid(MESSAGES.planNotForRole, [{ field: 'plan', message: MESSAGES.planNotForRole }]);
  }
}

/** POST /api/subscribe: a paid subscription to any plan of the role, when none is running (trial, ended, cancelled). */
export async function subscribe(deps: Deps, user: Subscriber, plan: PaidPlan): Promise<SubscriptionChange> {
  checkPlanForRole(user.role, plan);
  const current = await load(deps.db, user.id);
  if (!canSubscribe(current.status)) throw conflict(MESSAGES.alreadySubscribed);
  return startPaidSubscription(deps, user, plan, current);
}

/** POST /api/upgrade-subscription: only the upgrade paths of docs/product.md#plans. */
export async function upgrade(deps: Deps, user: Subscriber, plan: PaidPlan): Promise<SubscriptionChange> {
  checkPlanForRole(user.role, plan);
  const current = await load(deps.db, user.id);
  const refusal = upgradeRefusal(user.role, current.account.plan, plan);
  if (refusal) throw conflict(refusal);
  const subscriptionId = current.subscription?.stripeSubscriptionId;
  if (subscriptionId && isLive(current.subscription, current.status)) {
    // A running subscription changes price in place (prorated); no second subscription, no checkout.
    const state = await providerCall(deps.log, 'change plan', () =>
      deps.payments.billing.changePlan(subscriptionId, plan),
    );
    const saved = await applyState(deps.db, user.id, state, plan);
    return { message: `You are now on the ${planLabel(saved)} plan.`, plan: saved, checkout_url: null };
  }
  return startPaidSubscription(deps, user, plan, current);
}

/**
 * POST /api/cancel-subscription: when the plan is not NONE and a subscription id exists
 * (docs/product.md#subscriptions-and-the-promotional-period).
 */
export async function cancel(deps: Deps, user: Subscriber): Promise<SubscriptionChange> {
  const current = await load(deps.db, user.id);
  const subscriptionId = current.subscription?.stripeSubscriptionId;
  if (!subscriptionId || !canCancel(current.account.plan, subscriptionId) || current.status === 'cancelled') {
    throw conflict(MESSAGES.noSubscriptionToCancel);
  }
  await providerCall(deps.log, 'cancel subscription', () => deps.payments.billing.cancel(subscriptionId));
  await savePlan(deps.db, user.id, 'NONE', { status: 'cancelled', cancelledAt: new Date(), currentPeriodEnd: null });
  return { message: 'Your subscription has been cancelled.', plan: 'NONE', checkout_url: null };
}

async function vendorLimit(db: Db, vendorId: number, now: Date) {
  const vendor = await findVendorPlan(db, vendorId);
  if (!vendor) throw notFound(MESSAGES.vendorNotFound);
  const subscription = vendor.status ? { status: vendor.status, trialEndDate: vendor.trialEndDate } : null;
  return { vendor, limit: monthlyInvoiceLimit(vendor.plan, effectiveStatus(vendor.plan, subscription, now)) };
}

export async function getInvoiceStatus({ db }: Deps, vendorId: number, now = new Date()): Promise<InvoiceStatus> {
  const { vendor, limit } = await vendorLimit(db, vendorId, now);
  const month = invoiceMonth(now);
  return { current_count: await invoiceCount(db, vendorId, month), monthly_limit: limit, month, plan: vendor.plan };
}

/**
 * A checkout may start only while the vendor has invoices left this month (409 with a message buyers can read
 * otherwise). Nothing is counted here: an invoice counts when its order is paid (countPaidInvoices), so unpaid or
 * cancelled orders never use one. Checkouts started together may pass the last free invoice; their payments are
 * counted all the same (money taken is never refused), so a vendor can end a month a few invoices over.
 */
export async function ensureInvoiceRoom(db: Db, vendorId: number, now = new Date()): Promise<void> {
  const { vendor, limit } = await vendorLimit(db, vendorId, now);
  if (limit <= 0) throw conflict(MESSAGES.invoicesPaused(vendor.businessName));
  if (isUnlimited(limit)) return;
  if ((await invoiceCount(db, vendorId, invoiceMonth(now))) >= limit) {
    throw conflict(MESSAGES.invoiceLimitReached(vendor.businessName, limit));
  }
}

/** Counts one invoice per paid order, for its vendor, in this calendar month; call it in the payment's transaction. */
export async function countPaidInvoices(db: Db, vendorIds: number[], now = new Date()): Promise<void> {
  for (const vendorId of vendorIds) {
    const count = await incrementInvoiceCount(db, vendorId, invoiceMonth(now), null);
    if (count !== null) await warnNearInvoiceLimit(db, vendorId, count, now);
  }
}

/** The invoice that reaches 80% of the month's limit tells the vendor, once a month (counts only go up by one). */
async function warnNearInvoiceLimit(db: Db, vendorId: number, count: number, now: Date): Promise<void> {
  const { vendor, limit } = await vendorLimit(db, vendorId, now);
  if (limit <= 0 || isUnlimited(limit) || count !== Math.ceil(limit * 0.8)) return;
  await notify(db, {
    userId: vendor.userId,
    type: 'invoice_limit',
    title: `${formatCount(count)} of ${formatCount(limit)} invoices used this month`,
    body: `${vendor.businessName} has used 80% of this month's ${formatCount(limit)} invoices on the ${planLabel(vendor.plan)} plan. Upgrade to keep taking orders once the limit is reached.`,
    link: '/pricing',
  });
}

/**
 * Counts one invoice for the vendor in this calendar month; call it inside the order's transaction (pass the tx),
 * so a refused invoice rolls the order back. Throws 409 with a message buyers can read when the vendor's plan
 * allows no more invoices this month.
 */
export async function recordInvoice(
  db: Db,
  vendorId: number,
  now = new Date(),
): Promise<{ count: number; limit: number; month: string }> {
  const { vendor, limit } = await vendorLimit(db, vendorId, now);
  if (limit <= 0) throw conflict(MESSAGES.invoicesPaused(vendor.businessName));
  const month = invoiceMonth(now);
  const count = await incrementInvoiceCount(db, vendorId, month, isUnlimited(limit) ? null : limit);
  if (count === null) throw conflict(MESSAGES.invoiceLimitReached(vendor.businessName, limit));
  return { count, limit, month };
}
