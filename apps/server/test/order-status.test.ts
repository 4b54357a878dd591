import { ORDER_STATUSES, type OrderStatus } from '@verdant/shared/enums';
import { MESSAGES } from '@verdant/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { forceStatus, placeOrderOk, statusOf, stockOf } from './order-fixtures.ts';

// The status machine through the API, for every role: a table of every (from, to) pair.

let ctx: TestContext;
let vendor: Session;
let otherVendor: Session;
let buyer: Session;
let otherBuyer: Session;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  [vendor, otherVendor, buyer, otherBuyer, admin] = await Promise.all([
    createVendor(ctx.app),
    createVendor(ctx.app),
    createBuyer(ctx.app),
    createBuyer(ctx.app),
    createAdmin(ctx.app),
  ]);
});
afterAll(() => ctx.close());

/** A one-unit order of a fresh plant (stock 10 -> 9), owned by `buyer`, put in status `from`. */
async function orderIn(from: OrderStatus) {
  const plant = await createPlant(ctx.app, vendor, { quantityAvailable: 10 });
  const created = await placeOrderOk(ctx.app, [{ plant, quantity: 1 }], buyer.headers);
  await forceStatus(ctx.app, created.id, from);
  return { id: created.id, plantId: plant.id };
}

const setStatus = (session: Session | null, id: number, status: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/vendor/orders/${id}/status`,
    payload: { status },
    ...(session ? { headers: session.headers } : {}),
  });

const cancelAsBuyer = (session: Session, id: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/buyer/orders/${id}/cancel`, headers: session.headers });

const VENDOR_ALLOWED = new Set(['paid>shipped', 'shipped>delivered', 'pending>cancelled']);
const BUYER_CAN_CANCEL = new Set<OrderStatus>(['pending', 'paid']);
const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe('vendor: PATCH /api/vendor/orders/{id}/status', () => {
  it.each(pairs)('%s -> %s', async (from, to) => {
    const { id, plantId } = await orderIn(from);
    const response = await setStatus(vendor, id, to);
    const allowed = VENDOR_ALLOWED.has(`${from}>${to}`);
    if (allowed) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe(to);
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(
        from === to ? MESSAGES.orderStatusUnchanged(from) : MESSAGES.orderStatusRefused(from, to),
      );
    }
    expect(await statusOf(ctx.app, id)).toBe(allowed ? to : from);
    // Only an allowed cancellation gives the unit back.
    expect(await stockOf(ctx.app, plantId)).toBe(allowed && to === 'cancelled' ? 10 : 9);
  });

  it('refuses an unknown status with 422', async () => {
    const { id } = await orderIn('paid');
    const response = await setStatus(vendor, id, 'teleported');
    expect(response.statusCode).toBe(422);
    expect(await statusOf(ctx.app, id)).toBe('paid');
  });
});

describe('buyer: POST /api/buyer/orders/{id}/cancel', () => {
  it.each(ORDER_STATUSES)('from %s', async (from) => {
    const { id, plantId } = await orderIn(from);
    const response = await cancelAsBuyer(buyer, id);
    if (BUYER_CAN_CANCEL.has(from)) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: 'cancelled', refunded: from === 'paid' });
      expect(await stockOf(ctx.app, plantId)).toBe(10);
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(
        from === 'cancelled' ? MESSAGES.orderStatusUnchanged(from) : MESSAGES.orderStatusRefused(from, 'cancelled'),
      );
      expect(await statusOf(ctx.app, id)).toBe(from);
      expect(await stockOf(ctx.app, plantId)).toBe(9);
    }
  });
});

describe('everyone else', () => {
  it.each(ORDER_STATUSES)('cannot move an order in %s', async (from) => {
    const { id } = await orderIn(from);
    const target = from === 'paid' ? 'shipped' : 'cancelled';
    expect((await setStatus(buyer, id, target)).statusCode).toBe(403);
    expect((await setStatus(admin, id, target)).statusCode).toBe(403);
    expect((await setStatus(null, id, target)).statusCode).toBe(401);
    const foreign = await setStatus(otherVendor, id, target);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(MESSAGES.orderNotFound);
    expect((await cancelAsBuyer(otherBuyer, id)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/buyer/orders/${id}/cancel`, headers: vendor.headers }))
        .statusCode,
    ).toBe(403);
    expect(await statusOf(ctx.app, id)).toBe(from);
  });
});

describe('cancelling twice', () => {
  it('one after the other: the second is refused and the stock came back once', async () => {
    const { id, plantId } = await orderIn('pending');
    expect((await cancelAsBuyer(buyer, id)).statusCode).toBe(200);
    const again = await cancelAsBuyer(buyer, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(MESSAGES.orderStatusUnchanged('cancelled'));
    expect((await setStatus(vendor, id, 'cancelled')).statusCode).toBe(409);
    expect(await stockOf(ctx.app, plantId)).toBe(10);
  });

  it('at the same time, by the buyer and the vendor: one wins, the stock comes back once', async () => {
    const { id, plantId } = await orderIn('pending');
    const results = await Promise.all([
      cancelAsBuyer(buyer, id),
      setStatus(vendor, id, 'cancelled'),
      cancelAsBuyer(buyer, id),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(ctx.app, plantId)).toBe(10);
  });
});
