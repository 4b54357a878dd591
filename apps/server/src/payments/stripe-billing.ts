import { type PaidPlan, PLAN_CATALOG } from '@verdant/shared/plans';
import type Stripe from 'stripe';
import type {
  BillingPayments,
  BillingStatus,
  StartedSubscription,
  StartSubscriptionInput,
  SubscriptionState,
} from './connect-billing.ts';

// Stripe wants a trial end at least two days away; a shorter remainder is simply not passed on.
const MIN_TRIAL_MS = 49 * 3600 * 1000;

const isPaidPlan = (value: unknown): value is PaidPlan =>
  typeof value === 'string' && Object.hasOwn(PLAN_CATALOG, value);

function toStatus(status: Stripe.Subscription.Status): BillingStatus | null {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'cancelled';
    default:
      return null; // incomplete: the first payment is still under way
  }
}

function toState(subscription: Stripe.Subscription): SubscriptionState {
  const customer = subscription.customer;
  const item = subscription.items?.data?.[0];
  const userId = Number(subscription.metadata?.user_id);
  return {
    subscriptionId: subscription.id,
    customerId: typeof customer === 'string' ? customer : (customer?.id ?? null),
    plan: isPaidPlan(subscription.metadata?.plan) ? subscription.metadata.plan : null,
    status: toStatus(subscription.status),
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    userId: Number.isInteger(userId) && userId > 0 ? userId : null,
  };
}

/** Monthly subscriptions through Stripe Billing: one Price per plan, found by its lookup key or created once. */
export class StripeBilling implements BillingPayments {
  readonly #stripe: Stripe;
  readonly #prices = new Map<PaidPlan, string>();
  constructor(stripe: Stripe) {
    this.#stripe = stripe;
  }

  async #priceId(plan: PaidPlan): Promise<string> {
    const cached = this.#prices.get(plan);
    if (cached) return cached;
    const info = PLAN_CATALOG[plan];
    // The amount is part of the key, so a price change in the catalog makes a new Price instead of reusing one.
    const lookupKey = `verdant_${plan.toLowerCase()}_${info.priceCents}`;
    const found = await this.#stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const price =
      found.data[0] ??
      (await this.#stripe.prices.create(
        {
          currency: 'usd',
          unit_amount: info.priceCents,
          recurring: { interval: 'month' },
          lookup_key: lookupKey,
          product_data: { name: `Verdant ${info.name} (${info.audience})` },
          metadata: { plan },
        },
        { idempotencyKey: `price-${lookupKey}` },
      ));
    this.#prices.set(plan, price.id);
    return price.id;
  }

  async startSubscription(input: StartSubscriptionInput): Promise<StartedSubscription> {
    const metadata = { user_id: String(input.userId), plan: input.plan };
    const trialEnd =
      input.trialEnd && input.trialEnd.getTime() - Date.now() > MIN_TRIAL_MS
        ? Math.floor(input.trialEnd.getTime() / 1000)
        : undefined;
    const session = await this.#stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: await this.#priceId(input.plan), quantity: 1 }],
      client_reference_id: String(input.userId),
      ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
      metadata,
      subscription_data: { metadata, ...(trialEnd ? { trial_end: trialEnd } : {}) },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { kind: 'checkout', url: session.url, sessionId: session.id };
  }

  async changePlan(subscriptionId: string, plan: PaidPlan): Promise<SubscriptionState> {
    const current = await this.#stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no items`);
    const updated = await this.#stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: await this.#priceId(plan) }],
      proration_behavior: 'create_prorations',
      metadata: { ...current.metadata, plan },
    });
    return toState(updated);
  }

  async cancel(subscriptionId: string): Promise<SubscriptionState> {
    return toState(await this.#stripe.subscriptions.cancel(subscriptionId));
  }

  async retrieve(subscriptionId: string): Promise<SubscriptionState> {
    return toState(await this.#stripe.subscriptions.retrieve(subscriptionId));
  }

  async subscriptionFromCheckout(sessionId: string): Promise<SubscriptionState | null> {
    const session = await this.#stripe.checkout.sessions.retrieve(sessionId);
    if (session.mode !== 'subscription' || session.status !== 'complete' || !session.subscription) return null;
    const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
    const state = await this.retrieve(subscriptionId);
    const userId = Number(session.client_reference_id);
    return {
      ...state,
      // The session carries them too, in case the subscription's metadata was not set.
      userId: state.userId ?? (Number.isInteger(userId) && userId > 0 ? userId : null),
      plan: state.plan ?? (isPaidPlan(session.metadata?.plan) ? session.metadata.plan : null),
    };
  }
}
