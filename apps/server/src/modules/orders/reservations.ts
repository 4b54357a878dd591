import type { Deps } from '../../lib/deps.ts';
import { releaseAwards } from '../projects/award-release.ts';
import { notifyReleasedOrders } from './order-notifications.ts';
import * as repo from './orders.repository.ts';

/**
 * Releases unpaid reservations: every checkout past its expiry, or just `checkoutId`. The orders are claimed by one
 * conditional UPDATE ... RETURNING, so with several server processes each order is released exactly once.
 * `deps.db` may be the caller's transaction (the webhook's).
 */
export async function releaseReservations(
  deps: Deps,
  { checkoutId, closeSessions = true }: { checkoutId?: number; closeSessions?: boolean } = {},
) {
  const { released, expired } = await deps.db.transaction(async (tx) => {
    const claimed = await repo.claimExpiredOrders(tx, checkoutId);
    await repo.releaseStock(
      tx,
      claimed.map((order) => order.id),
    );
    await notifyReleasedOrders(tx, claimed);
    // Awarded project lines held by these orders can be awarded again (issue 16).
    await releaseAwards(
      tx,
      claimed.map((order) => order.id),
      'expired',
    );
    const checkoutIds = [...new Set(claimed.map((order) => order.checkoutId))];
    if (checkoutId !== undefined && !checkoutIds.includes(checkoutId)) checkoutIds.push(checkoutId);
    return { released: claimed, expired: await repo.expireEmptyCheckouts(tx, checkoutIds) };
  });
  // Close the provider's payment page too, so a released checkout cannot be paid (a late payment is refunded anyway).
  for (const checkout of closeSessions ? expired : []) {
    if (!checkout.providerSessionId || deps.payments.name !== 'stripe') continue;
    await deps.payments.expireCheckoutSession(checkout.providerSessionId).catch((error: unknown) => {
      deps.log.warn({ err: error, checkoutId: checkout.id }, 'could not expire the payment session');
    });
  }
  return { releasedOrders: released.length, expiredCheckouts: expired.length };
}
