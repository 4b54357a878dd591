import type { Deps } from '../../lib/deps.ts';
import type { PaymentEvent } from '../../payments/provider.ts';
import { completeCheckoutPayment } from '../orders/checkout.service.ts';
import { findCheckout, findCheckoutBySession } from '../orders/orders.repository.ts';
import { releaseReservations } from '../orders/reservations.ts';
import { prepareVendorBillingEvent } from '../subscriptions/subscriptions.webhooks.ts';
import { claimWebhookEvent } from './webhook.repository.ts';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
]);

/**
 * Handles one verified event, once: its id is stored in the same transaction as its effects, so a replay (or two
 * deliveries at once) has no second effect, and a failure stores nothing and lets the provider retry.
 * Events can arrive in any order, so the handler re-reads the session and acts on its current state, not on the
 * event's copy.
 */
export async function handlePaymentEvent(deps: Deps, event: PaymentEvent): Promise<WebhookOutcome> {
  // Payout accounts and plan subscriptions (their own modules); null for the checkout events below.
  const vendorBilling = await prepareVendorBillingEvent(deps, event);
  const session =
    !vendorBilling && SESSION_EVENTS.has(event.type) && event.objectId
      ? await deps.payments.retrieveCheckoutSession(event.objectId)
      : null;

  return deps.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, event))) return 'duplicate';
    if (vendorBilling) return vendorBilling(tx);
    if (!session) return 'ignored';

    const checkout =
      (await findCheckoutBySession(tx, session.id)) ??
      (session.checkoutId ? await findCheckout(tx, session.checkoutId) : null);
    if (!checkout) {
      deps.log.warn({ eventId: event.id, sessionId: session.id }, 'webhook for an unknown checkout session');
      return 'ignored';
    }

    if (session.paid) {
      await completeCheckoutPayment({ ...deps, db: tx }, checkout.id, session.paymentIntentId);
      return 'processed';
    }
    if (session.status === 'expired') {
      // The session is already closed at the provider.
      await releaseReservations({ ...deps, db: tx }, { checkoutId: checkout.id, closeSessions: false });
      return 'processed';
    }
    return 'ignored'; // e.g. completed but still awaiting an asynchronous payment
  });
}
