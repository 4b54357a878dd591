import type { Db } from '../../db/client.ts';
import type { orderItems } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { ensureInvoiceRoom } from '../subscriptions/subscriptions.service.ts';
import { notifyOrdersPlaced } from './order-notifications.ts';
import * as repo from './orders.repository.ts';

// Writing a new checkout's orders, shared by POST /api/orders (checkout.service.ts) and a project's award
// (projects/award.service.ts), so the award's orders are ordinary orders.

/** A checkout's orders and their lines, in the order they were placed: what its views are made of. */
export interface PlacedOrders {
  rows: repo.OrderListRow[];
  items: repo.OrderItemRow[];
}

type OrderLineValues = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/**
 * One order per vendor of a new checkout (`VRD-<checkout>-<n>`), its platform fee, and the vendor's invoice room
 * (a vendor with no invoices left this month takes no order). Used by POST /api/orders and by a project's award.
 */
export async function insertVendorOrders(
  deps: Deps,
  tx: Db,
  checkout: repo.CheckoutRow,
  groups: { vendorId: number; vendorName: string; lines: OrderLineValues[] }[],
): Promise<PlacedOrders> {
  const result: PlacedOrders = { rows: [], items: [] };
  for (const { vendorId, vendorName, lines } of groups) {
    const orderTotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    const { order, items } = await repo.insertOrder(
      tx,
      {
        orderNumber: `VRD-${String(checkout.id).padStart(6, '0')}-${result.rows.length + 1}`,
        checkoutId: checkout.id,
        vendorId,
        buyerId: checkout.buyerId,
        buyerName: checkout.buyerName,
        buyerEmail: checkout.buyerEmail,
        buyerPhone: checkout.buyerPhone,
        shippingAddress: checkout.shippingAddress,
        totalCents: orderTotal,
        platformFeeCents: Math.round((orderTotal * deps.config.PLATFORM_FEE_PERCENT) / 100),
      },
      lines,
    );
    await ensureInvoiceRoom(tx, vendorId);
    result.rows.push({ order, vendorName, checkout });
    result.items.push(...items);
  }
  // In this transaction: the order is never committed without its emails queued, nor emails sent for a rollback.
  await notifyOrdersPlaced(deps, tx, result.rows, result.items);
  return result;
}
