import type { OrderStatus } from '@verdant/shared/enums';
import { MESSAGES } from '@verdant/shared/messages';
import { fromCents } from '@verdant/shared/rules/cart';
import { needsRefund, type OrderActor, transitionRefusal } from '@verdant/shared/rules/order-status';
import type { CartCheckResponse, OrderView } from '@verdant/shared/schemas/orders';
import type { Deps } from '../../lib/deps.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/guard.ts';
import { tiersFromCents } from '../inventory/price-tiers.ts';
import { findPayoutAccount } from '../payouts/payouts.repository.ts';
import { releaseAwards } from '../projects/award-release.ts';
import { transferGroup } from './checkout.service.ts';
import { notifyOrderStatus } from './order-notifications.ts';
import { type Audience, toOrderViews } from './order-view.ts';
import * as repo from './orders.repository.ts';

/** Who may see an order: its buyer, its vendor, or an admin. Anyone else sees nothing (404, not 403). */
function ownerFor(user: AuthUser): { owner: repo.OrderOwner | null; audience: Audience } {
  if (user.role === 'admin') return { owner: 'anyone', audience: 'admin' };
  if (user.role === 'vendor') {
    // A vendor account without a profile owns no order.
    return { owner: user.vendorId === null ? null : { vendorId: user.vendorId }, audience: 'vendor' };
  }
  return { owner: { buyerId: user.id }, audience: 'buyer' };
}

async function views(deps: Deps, filter: repo.OrderFilter, audience: Audience): Promise<OrderView[]> {
  const rows = await repo.listOrders(deps.db, filter);
  const items = await repo.itemsOfOrders(
    deps.db,
    rows.map((row) => row.order.id),
  );
  return toOrderViews(rows, items, audience);
}

export const listBuyerOrders = (deps: Deps, buyer: AuthUser) => views(deps, { owner: { buyerId: buyer.id } }, 'buyer');
export const listVendorOrders = (deps: Deps, vendorId: number) => views(deps, { owner: { vendorId } }, 'vendor');

/** GET /api/orders: the caller's own orders (all of them for an admin). */
export async function listOrdersFor(deps: Deps, user: AuthUser): Promise<OrderView[]> {
  const { owner, audience } = ownerFor(user);
  return owner ? views(deps, { owner }, audience) : [];
}

export async function getOrderFor(deps: Deps, user: AuthUser, id: number): Promise<OrderView> {
  const { owner, audience } = ownerFor(user);
  const [view] = owner ? await views(deps, { owner, orderId: id }, audience) : [];
  if (!view) throw notFound(MESSAGES.orderNotFound);
  return view;
}

/**
 * Moves one order along the status machine for `actor`, inside one transaction with the row locked:
 * a cancellation gives the stock back exactly once, and a paid order is refunded before it counts as cancelled.
 */
export async function changeOrderStatus(
  deps: Deps,
  user: AuthUser,
  actor: Extract<OrderActor, 'vendor' | 'buyer'>,
  id: number,
  to: OrderStatus,
): Promise<OrderView> {
  const owner = actor === 'vendor' ? ownerFor(user).owner : { buyerId: user.id };
  await deps.db.transaction(async (tx) => {
    const locked = owner && (await repo.lockOrder(tx, id, owner));
    if (!locked) throw notFound(MESSAGES.orderNotFound);
    const { order, checkout } = locked;
    const refused = transitionRefusal(actor, order.status, to);
    if (refused) throw conflict(refused);

    const updated = await repo.updateOrderStatus(tx, order.id, order.status, to);
    if (!updated) throw conflict(MESSAGES.orderStatusRefused(order.status, to));
    if (to === 'cancelled') await repo.releaseStock(tx, [order.id]);
    // An awarded project line held by this unpaid order can be awarded again (issue 16).
    if (to === 'cancelled' && order.status === 'pending') await releaseAwards(tx, [order.id], 'cancelled');

    if (needsRefund(order.status, to)) {
      // Inside the transaction: if the provider refuses, the order stays paid and its stock stays reserved.
      if (!checkout.providerPaymentIntentId) throw new AppError(502, MESSAGES.refundFailed);
      const refund = await deps.payments
        .refund({
          paymentIntentId: checkout.providerPaymentIntentId,
          amountCents: order.totalCents,
          idempotencyKey: `refund-order-${order.id}`,
          metadata: { order_id: String(order.id), order_number: order.orderNumber },
        })
        .catch((error: unknown) => {
          deps.log.error({ err: error, orderId: order.id }, 'refund failed');
          throw new AppError(502, MESSAGES.refundFailed);
        });
      await repo.setOrderRefund(tx, [order.id], refund.id);
    }
    await notifyOrderStatus(tx, order, to, actor, needsRefund(order.status, to));
  });
  if (to === 'delivered') await payVendor(deps, id);
  return getOrderFor(deps, user, id);
}

export type PayoutResult = 'transferred' | 'pending' | 'not_applicable';

/**
 * Sends the vendor its share of a delivered order (total minus the platform fee) by a Transfer in the checkout's
 * transfer group. A vendor without a payout account, or a failing transfer, leaves the order delivered with
 * transfer_id NULL: "transfer pending", retried by the background job once the vendor has an account.
 */
export async function payVendor(deps: Deps, orderId: number): Promise<PayoutResult> {
  const order = await repo.findUnpaidDelivery(deps.db, orderId, deps.payments.name);
  if (!order) return 'not_applicable';
  const account = await findPayoutAccount(deps.db, order.vendorId, deps.payments.name);
  if (!account) {
    deps.log.info({ orderId, vendorId: order.vendorId }, 'transfer pending: the vendor has no payout account yet');
    return 'pending';
  }
  try {
    const transfer = await deps.payments.transfer({
      amountCents: order.totalCents - order.platformFeeCents,
      destinationAccountId: account.accountId,
      transferGroup: transferGroup(order.checkoutId),
      // Two processes retrying the same order get the same transfer back from the provider.
      idempotencyKey: `transfer-order-${order.id}`,
      metadata: { order_id: String(order.id), order_number: order.orderNumber },
    });
    await repo.setTransfer(deps.db, order.id, transfer.id);
    return 'transferred';
  } catch (error) {
    deps.log.warn({ err: error, orderId }, 'transfer failed; it stays pending and will be retried');
    return 'pending';
  }
}

export async function retryPendingTransfers(deps: Deps): Promise<number> {
  let transferred = 0;
  for (const id of await repo.pendingTransferOrderIds(deps.db, deps.payments.name)) {
    if ((await payVendor(deps, id)) === 'transferred') transferred += 1;
  }
  return transferred;
}

/** POST /api/cart/check: the current facts of the plants in a saved cart. */
export async function checkCart(deps: Deps, ids: number[]): Promise<CartCheckResponse> {
  const unique = [...new Set(ids)];
  const found = new Map((await repo.findPlantFacts(deps.db, unique)).map((plant) => [plant.id, plant]));
  return {
    items: unique.map((id) => {
      const plant = found.get(id);
      const visible = plant?.sellable ?? false;
      return {
        inventory_item_id: id,
        found: visible,
        plant_name: visible ? plant!.plantName : null,
        price: visible ? fromCents(plant!.priceCents) : null,
        price_tiers: visible ? tiersFromCents(plant!.priceTiers) : [],
        quantity_available: visible ? Math.max(0, plant!.quantityAvailable) : 0,
        is_available: visible,
        vendor: visible ? { id: plant!.vendorId, business_name: plant!.vendorName } : null,
      };
    }),
  };
}
