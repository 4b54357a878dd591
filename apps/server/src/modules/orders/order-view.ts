import { fromCents } from '@verdant/shared/rules/cart';
import type { OrderView } from '@verdant/shared/schemas/orders';
import { paymentPagePath } from '../../payments/payment-page.ts';
import type { OrderItemRow, OrderListRow } from './orders.repository.ts';

export type Audience = 'buyer' | 'vendor' | 'admin';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function payoutStatus(row: OrderListRow): OrderView['payout_status'] {
  const { order } = row;
  if (order.status === 'cancelled') return 'none';
  if (order.status !== 'delivered') return 'not_due';
  return order.transferId ? 'transferred' : 'pending';
}

/** The order as the API lists it ("order as listed", docs/product.md#data), for one audience. */
export function toOrderView(row: OrderListRow, items: OrderItemRow[], audience: Audience): OrderView {
  const { order, checkout } = row;
  const first = items[0];
  const awaitingPayment =
    order.status === 'pending' && checkout.paymentStatus === 'unpaid' && checkout.expiresAt.getTime() > Date.now();
  return {
    id: order.id,
    order_number: order.orderNumber,
    checkout_id: order.checkoutId,
    status: order.status,
    order_date: order.createdAt.toISOString(),
    buyer_name: order.buyerName,
    buyer_email: order.buyerEmail,
    buyer_phone: order.buyerPhone,
    shipping_address: order.shippingAddress,
    vendor_id: order.vendorId,
    vendor_name: row.vendorName,
    plant_name: first?.plantName ?? '',
    inventory_item_id: first?.inventoryItemId ?? 0,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    unit_price: fromCents(first?.unitPriceCents ?? 0),
    total_amount: fromCents(order.totalCents),
    items: items.map((item) => ({
      inventory_item_id: item.inventoryItemId,
      plant_name: item.plantName,
      quantity: item.quantity,
      unit_price: fromCents(item.unitPriceCents),
      line_total: fromCents(item.unitPriceCents * item.quantity),
      ready_date: item.readyDate,
      tier_min_quantity: item.tierMinQuantity,
    })),
    paid_at: iso(order.paidAt),
    shipped_at: iso(order.shippedAt),
    delivered_at: iso(order.deliveredAt),
    cancelled_at: iso(order.cancelledAt),
    refunded: order.refundId !== null,
    invoice_number: order.invoiceNumber,
    payout_status: audience === 'buyer' ? null : payoutStatus(row),
    // Our payment page (test mode, or a link on to Stripe) for the buyer's own unpaid order.
    payment_url:
      audience === 'buyer' && awaitingPayment ? paymentPagePath(order.checkoutId, checkout.accessToken) : null,
  };
}

export function toOrderViews(rows: OrderListRow[], items: OrderItemRow[], audience: Audience): OrderView[] {
  const byOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return rows.map((row) => toOrderView(row, byOrder.get(row.order.id) ?? [], audience));
}
