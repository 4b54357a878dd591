import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../src/enums.ts';
import { MESSAGES } from '../src/messages.ts';
import {
  buyerCanCancel,
  buyerCanReview,
  canTransition,
  countByStatus,
  needsRefund,
  nextStatuses,
  type OrderActor,
  transitionRefusal,
} from '../src/rules/order-status.ts';

// Every (actor, from, to) triple: the allowed ones are exactly these.
const ALLOWED = new Set([
  'vendor:paid>shipped',
  'vendor:shipped>delivered',
  'vendor:pending>cancelled',
  'buyer:pending>cancelled',
  'buyer:paid>cancelled',
  'system:pending>paid',
  'system:pending>cancelled',
]);
const ACTORS: OrderActor[] = ['vendor', 'buyer', 'admin', 'system'];
const table = ACTORS.flatMap((actor) =>
  ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.map((to) => [actor, from, to] as [OrderActor, OrderStatus, OrderStatus]),
  ),
);

describe('order status machine', () => {
  it.each(table)('%s: %s -> %s', (actor, from, to) => {
    const allowed = ALLOWED.has(`${actor}:${from}>${to}`);
    expect(canTransition(actor, from, to)).toBe(allowed);
    const refusal = transitionRefusal(actor, from, to);
    if (allowed) expect(refusal).toBeNull();
    else if (from === to) expect(refusal).toBe(MESSAGES.orderStatusUnchanged(from));
    else expect(refusal).toBe(MESSAGES.orderStatusRefused(from, to));
  });

  it('lists the next statuses a vendor can choose', () => {
    expect(nextStatuses('vendor', 'pending')).toEqual(['cancelled']);
    expect(nextStatuses('vendor', 'paid')).toEqual(['shipped']);
    expect(nextStatuses('vendor', 'shipped')).toEqual(['delivered']);
    expect(nextStatuses('vendor', 'delivered')).toEqual([]);
    expect(nextStatuses('vendor', 'cancelled')).toEqual([]);
    expect(nextStatuses('admin', 'paid')).toEqual([]);
  });

  it('refunds only a paid order that is cancelled', () => {
    expect(needsRefund('paid', 'cancelled')).toBe(true);
    expect(needsRefund('pending', 'cancelled')).toBe(false);
  });

  it('shows the buyer Cancel Order when pending or paid and Leave Review when delivered', () => {
    expect(ORDER_STATUSES.filter(buyerCanCancel)).toEqual(['pending', 'paid']);
    expect(ORDER_STATUSES.filter(buyerCanReview)).toEqual(['delivered']);
  });

  it('counts orders for the six filter tabs', () => {
    const statuses: OrderStatus[] = ['pending', 'paid', 'paid', 'delivered'];
    expect(countByStatus(statuses.map((status) => ({ status })))).toEqual({
      all: 4,
      pending: 1,
      paid: 2,
      shipped: 0,
      delivered: 1,
      cancelled: 0,
    });
  });
});
