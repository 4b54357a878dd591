import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SubscriptionState } from '../../payments/connect-billing.ts';
import type { PaymentEvent } from '../../payments/provider.ts';
import { prepareAccountUpdated } from '../payouts/payouts.service.ts';
import { findByProviderId, findSubscription, findUserAccount } from './subscriptions.repository.ts';
import { applyState } from './subscriptions.service.ts';

type Outcome = 'processed' | 'ignored';
/** Work to run inside the webhook's transaction, after the event id was claimed. */
export type VendorBillingStep = (db: Db) => Promise<Outcome>;

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

/**
 * The events of payouts and subscriptions (account.updated, subscription-mode checkout.session.completed,
 * customer.subscription.*), for /api/stripe/webhook. Reads the provider first (events arrive in any order, so the
 * object is re-read, not taken from the event); returns null for events that are not ours.
 */
export async function prepareVendorBillingEvent(deps: Deps, event: PaymentEvent): Promise<VendorBillingStep | null> {
  if (event.type === 'account.updated') {
    const step = await prepareAccountUpdated(deps, event);
    return step && (async (db) => ((await step(db)) ? 'processed' : 'ignored'));
  }
  if (event.type === 'checkout.session.completed' && event.object.mode === 'subscription' && event.objectId) {
    const state = await deps.payments.billing.subscriptionFromCheckout(event.objectId);
    return async (db) => (state ? saveProviderState(deps, db, state, event) : 'ignored');
  }
  if (SUBSCRIPTION_EVENTS.has(event.type) && event.objectId) {
    const state = await deps.payments.billing.retrieve(event.objectId);
    return async (db) => saveProviderState(deps, db, state, event);
  }
  return null;
}

async function saveProviderState(deps: Deps, db: Db, state: SubscriptionState, event: PaymentEvent): Promise<Outcome> {
  if (state.status === null) return 'ignored'; // first payment still incomplete
  const known = await findByProviderId(db, state.subscriptionId);
  let userId = known?.userId ?? null;
  if (!userId && state.userId) {
    // A new subscription of ours (metadata names the user), unless the user already runs a different one.
    const current = await findSubscription(db, state.userId);
    const other = current?.stripeSubscriptionId && current.stripeSubscriptionId !== state.subscriptionId;
    if (!other || current?.status === 'cancelled') userId = state.userId;
  }
  if (!userId) {
    deps.log.warn({ eventId: event.id, subscriptionId: state.subscriptionId }, 'subscription event for no known user');
    return 'ignored';
  }
  const account = await findUserAccount(db, userId);
  if (!account) return 'ignored';
  await applyState(db, userId, state, account.plan);
  return 'processed';
}
