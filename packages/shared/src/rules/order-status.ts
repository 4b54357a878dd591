import { ORDER_STATUSES, type OrderStatus } from '../enums.ts';
import { MESSAGES } from '../messages.ts';

// The order status machine (docs/product.md#order-states), one table for server and web.
// - vendor: paid -> shipped (Mark as Shipped), shipped -> delivered, pending -> cancelled.
// - buyer (a departure, on purpose): pending -> cancelled, and paid -> cancelled with a refund.
// - system: pending -> paid when the payment arrives, pending -> cancelled when the reservation expires.
// - admin: may look at every order but changes none.

export type OrderActor = 'vendor' | 'buyer' | 'admin' | 'system';

export const ORDER_TRANSITIONS: Record<OrderActor, readonly (readonly [OrderStatus, OrderStatus])[]> = {
  vendor: [
    ['paid', 'shipped'],
    ['shipped', 'delivered'],
    ['pending', 'cancelled'],
  ],
  buyer: [
    ['pending', 'cancelled'],
    ['paid', 'cancelled'],
  ],
  system: [
    ['pending', 'paid'],
    ['pending', 'cancelled'],
  ],
  admin: [],
};

export function canTransition(actor: OrderActor, from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[actor].some(([a, b]) => a === from && b === to);
}

export function nextStatuses(actor: OrderActor, from: OrderStatus): OrderStatus[] {
  return ORDER_TRANSITIONS[actor].filter(([a]) => a === from).map(([, b]) => b);
}

/** Why a move is refused, or null when it is allowed. */
export function transitionRefusal(actor: OrderActor, from: OrderStatus, to: OrderStatus): string | null {
  if (canTransition(actor, from, to)) return null;
  if (from === to) return MESSAGES.orderStatusUnchanged(from);
  return MESSAGES.orderStatusRefused(from, to);
}

/** Cancelling a paid order refunds it (cancelling any order gives the reserved stock back). */
export const needsRefund = (from: OrderStatus, to: OrderStatus) => from === 'paid' && to === 'cancelled';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The vendor's button for each target status. */
export const VENDOR_ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  shipped: 'Mark as Shipped',
  delivered: 'Mark as Delivered',
  cancelled: 'Cancel Order',
};

export const ORDER_FILTERS = ['all', ...ORDER_STATUSES] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** The counts shown on the buyer's filter tabs. */
export function countByStatus(orders: readonly { status: OrderStatus }[]): Record<OrderFilter, number> {
  const counts = Object.fromEntries(ORDER_FILTERS.map((filter) => [filter, 0])) as Record<OrderFilter, number>;
  for (const order of orders) {
    counts.all += 1;
    counts[order.status] += 1;
  }
  return counts;
}

/** The buyer sees Cancel Order while pending or paid, and Leave Review once delivered. */
export const buyerCanCancel = (status: OrderStatus) => canTransition('buyer', status, 'cancelled');
export const buyerCanReview = (status: OrderStatus) => status === 'delivered';
