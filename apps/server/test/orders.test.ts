import { MESSAGES } from '@verdant/shared/messages';
import type { OrderView } from '@verdant/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, orders, paymentAccounts } from '../src/db/schema/index.ts';
import { runReservationJob } from '../src/modules/orders/reservation-job.ts';
import { createAdmin, createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import {
  expireCheckoutNow,
  orderPayload,
  payInTestMode,
  placeOrderOk,
  postOrder,
  statusOf,
  stockOf,
} from './order-fixtures.ts';

let ctx: TestContext;
let vendorA: Session;
let vendorB: Session;
let buyer: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  [vendorA, vendorB, buyer] = await Promise.all([createVendor(ctx.app), createVendor(ctx.app), createBuyer(ctx.app)]);
});
afterAll(() => ctx.close());

const plantOf = (vendor: Session, overrides: Parameters<typeof createPlant>[2] = {}) =>
  createPlant(ctx.app, vendor, overrides);

describe('POST /api/orders', () => {
  it('lets a guest buy from two vendors: one checkout, one pending order per vendor, stock reserved', async () => {
    const fern = await plantOf(vendorA, { priceCents: 2499, quantityAvailable: 5 });
    const palm = await plantOf(vendorA, { priceCents: 1000, quantityAvailable: 5 });
    const cactus = await plantOf(vendorB, { priceCents: 850, quantityAvailable: 5 });
    const created = await placeOrderOk(ctx.app, [
      { plant: fern, quantity: 2 },
      { plant: cactus, quantity: 1 },
      { plant: palm, quantity: 1 },
    ]);

    expect(created.orders).toHaveLength(2);
    expect(created.id).toBe(created.orders[0]!.id);
    expect(created.order_numbers).toEqual(created.orders.map((order) => order.order_number));
    expect(created.order_numbers[0]).toMatch(/^VRD-\d{6}-1$/);
    expect(created.status).toBe('pending');
    expect(created.orders.every((order) => order.status === 'pending')).toBe(true);
    expect(created.payment_provider).toBe('test');
    expect(created.checkout_url).toBe(
      `/checkout/pay/${created.checkout_id}?token=${encodeURIComponent(created.access_token)}`,
    );
    const byVendor = Object.fromEntries(created.orders.map((order) => [order.vendor_id, order]));
    expect(byVendor[vendorA.user.vendor_profile!.id]?.total_amount).toBe(59.98);
    expect(byVendor[vendorA.user.vendor_profile!.id]?.items.map((item) => item.plant_name)).toEqual([
      fern.plantName,
      palm.plantName,
    ]);
    expect(byVendor[vendorB.user.vendor_profile!.id]?.total_amount).toBe(8.5);
    expect(created.total_amount).toBe(68.48);
    expect([
      await stockOf(ctx.app, fern.id),
      await stockOf(ctx.app, palm.id),
      await stockOf(ctx.app, cactus.id),
    ]).toEqual([3, 4, 4]);
  });

  it('charges database prices: a tampered unit_price or total_amount is ignored', async () => {
    const fern = await plantOf(vendorA, { priceCents: 4200 });
    const payload = orderPayload([{ plant: fern, quantity: 3 }], { total_amount: 0.03 });
    payload.items[0]!.unit_price = 0.01;
    const { status, body } = await postOrder(ctx.app, payload);
    expect(status).toBe(201);
    expect(body.total_amount).toBe(126);
    expect(body.orders[0]?.items[0]?.unit_price).toBe(42);
    const [checkout] = await ctx.app.db.select().from(checkouts).where(eq(checkouts.id, body.checkout_id));
    expect(checkout?.totalCents).toBe(12600);
  });

  it('works without an Idempotency-Key too', async () => {
    const fern = await plantOf(vendorA, { quantityAvailable: 3 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderPayload([{ plant: fern, quantity: 3 }]),
    });
    expect(response.statusCode).toBe(201);
    expect(await stockOf(ctx.app, fern.id)).toBe(0);
  });

  it('returns the same result for a retry with the same Idempotency-Key, and reserves once', async () => {
    const fern = await plantOf(vendorA, { quantityAvailable: 10 });
    const headers = { 'idempotency-key': 'retry-key-1' };
    const first = await placeOrderOk(ctx.app, [{ plant: fern, quantity: 2 }], headers);
    const second = await placeOrderOk(ctx.app, [{ plant: fern, quantity: 2 }], headers);
    expect(second.id).toBe(first.id);
    expect(second.order_numbers).toEqual(first.order_numbers);
    expect(second.access_token).toBe(first.access_token);
    expect(await stockOf(ctx.app, fern.id)).toBe(8);
  });

  it('answers a double click (two requests at once, one key) with one order', async () => {
    const fern = await plantOf(vendorA, { quantityAvailable: 10 });
    const headers = { 'idempotency-key': 'double-click-1' };
    const results = await Promise.all(
      [1, 2, 3].map(() => postOrder(ctx.app, orderPayload([{ plant: fern, quantity: 1 }]), headers)),
    );
    expect(results.map((result) => result.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((result) => result.body.id)).size).toBe(1);
    expect(await stockOf(ctx.app, fern.id)).toBe(9);
  });

  it('refuses to reuse a key for a different order, and keys are per buyer', async () => {
    const fern = await plantOf(vendorA, { quantityAvailable: 10 });
    const headers = { 'idempotency-key': 'reused-key' };
    await placeOrderOk(ctx.app, [{ plant: fern, quantity: 1 }], headers);
    const other = await postOrder(ctx.app, orderPayload([{ plant: fern, quantity: 4 }]), headers);
    expect(other.status).toBe(409);
    expect(other.body.detail).toBe(MESSAGES.idempotencyKeyReused);
    // The same key from a logged-in buyer is another key.
    const mine = await postOrder(ctx.app, orderPayload([{ plant: fern, quantity: 4 }]), {
      ...headers,
      ...buyer.headers,
    });
    expect(mine.status).toBe(201);
    expect(await stockOf(ctx.app, fern.id)).toBe(5);
  });

  it('refuses more than the stock with a clear 409 and leaves nothing behind', async () => {
    const fern = await plantOf(vendorA, { quantityAvailable: 5 });
    const cactus = await plantOf(vendorB, { quantityAvailable: 2 });
    const before = await ctx.app.db.select({ id: orders.id }).from(orders);
    const { status, body } = await postOrder(
      ctx.app,
      orderPayload([
        { plant: fern, quantity: 1 },
        { plant: cactus, quantity: 3 },
      ]),
    );
    expect(status).toBe(409);
    expect(body.detail).toBe(MESSAGES.orderInsufficientStock(cactus.plantName, 2));
    expect(await stockOf(ctx.app, fern.id)).toBe(5);
    expect(await stockOf(ctx.app, cactus.id)).toBe(2);
    expect(await ctx.app.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });

  it.each([
    ['sold out', { quantityAvailable: 0 }, (name: string) => MESSAGES.orderInsufficientStock(name, 0)],
    ['unavailable', { isAvailable: false }, MESSAGES.orderItemUnavailable],
    ['deleted', { deletedAt: new Date() }, MESSAGES.orderItemUnavailable],
  ])('refuses a %s plant', async (_label, overrides, message) => {
    const plant = await plantOf(vendorA, overrides);
    const { status, body } = await postOrder(ctx.app, orderPayload([{ plant, quantity: 1 }]));
    expect(status).toBe(409);
    expect(body.detail).toBe(message(plant.plantName));
  });

  it("refuses an unapproved vendor's plant and an unknown plant", async () => {
    const pending = await createVendor(ctx.app, { approved: false });
    const plant = await plantOf(pending);
    const refused = await postOrder(ctx.app, orderPayload([{ plant, quantity: 1 }]));
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(MESSAGES.orderItemUnavailable(plant.plantName));
    const unknown = await postOrder(ctx.app, orderPayload([{ plant: { id: 999999, priceCents: 1 }, quantity: 1 }]));
    expect(unknown.status).toBe(409);
    expect(unknown.body.detail).toBe(MESSAGES.orderItemUnavailable('Plant 999999'));
  });

  it.each([
    ['buyer_name', '', 'Full Name is required'],
    ['buyer_email', 'nope', MESSAGES.invalidEmail],
    ['shipping_address', '', 'Shipping Address is required'],
    ['items', [], MESSAGES.cartEmpty],
  ])('answers 422 when %s is %j', async (field, value, message) => {
    const fern = await plantOf(vendorA);
    const response = await postOrder(ctx.app, { ...orderPayload([{ plant: fern, quantity: 1 }]), [field]: value });
    expect(response.status).toBe(422);
    expect(response.body.detail).toBe(message);
    expect(await stockOf(ctx.app, fern.id)).toBe(20);
  });

  it('refuses vendors and admins (buyers and guests check out)', async () => {
    const fern = await plantOf(vendorA);
    const admin = await createAdmin(ctx.app);
    for (const session of [vendorB, admin]) {
      const response = await postOrder(ctx.app, orderPayload([{ plant: fern, quantity: 1 }]), session.headers);
      expect(response.status).toBe(403);
      expect(response.body.detail).toBe(MESSAGES.orderBuyersOnly);
    }
  });
});

describe('reading orders', () => {
  let order: OrderView;
  let otherBuyer: Session;
  beforeAll(async () => {
    otherBuyer = await createBuyer(ctx.app);
    const fern = await plantOf(vendorA, { priceCents: 1500 });
    const cactus = await plantOf(vendorB, { priceCents: 700 });
    const created = await placeOrderOk(
      ctx.app,
      [
        { plant: fern, quantity: 2 },
        { plant: cactus, quantity: 1 },
      ],
      buyer.headers,
    );
    order = created.orders.find((o) => o.vendor_id === vendorA.user.vendor_profile!.id)!;
  });

  it("lists the buyer's own orders in the spec's listed shape, with the way to pay while pending", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/buyer/orders', headers: buyer.headers });
    expect(response.statusCode).toBe(200);
    const listed = (response.json() as OrderView[]).find((o) => o.id === order.id)!;
    expect(listed).toMatchObject({
      id: order.id,
      status: 'pending',
      buyer_name: 'Grace Hopper',
      buyer_email: 'grace@example.test',
      quantity: 2,
      unit_price: 15,
      total_amount: 30,
      shipping_address: '12 Live Oak Lane, Austin, TX 78701',
      plant_name: order.items[0]!.plant_name,
      vendor_name: vendorA.user.vendor_profile!.business_name,
      inventory_item_id: order.items[0]!.inventory_item_id,
      payout_status: null,
    });
    expect(listed.order_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(listed.payment_url).toMatch(new RegExp(`^/checkout/pay/${order.checkout_id}\\?token=`));
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/buyer/orders', headers: otherBuyer.headers });
    expect((theirs.json() as OrderView[]).map((o) => o.id)).not.toContain(order.id);
  });

  it('shows a vendor only its own orders', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/api/vendor/orders', headers: vendorA.headers });
    const b = await ctx.app.inject({ method: 'GET', url: '/api/vendor/orders', headers: vendorB.headers });
    const aOrders = a.json() as OrderView[];
    expect(aOrders.map((o) => o.id)).toContain(order.id);
    expect(aOrders.every((o) => o.vendor_id === vendorA.user.vendor_profile!.id)).toBe(true);
    expect(aOrders.find((o) => o.id === order.id)?.payout_status).toBe('not_due');
    expect((b.json() as OrderView[]).map((o) => o.id)).not.toContain(order.id);
    const asBuyer = await ctx.app.inject({ method: 'GET', url: '/api/vendor/orders', headers: buyer.headers });
    expect(asBuyer.statusCode).toBe(403);
  });

  it('GET /api/orders/{id}: its buyer, its vendor or an admin; anyone else 404; no token 401', async () => {
    const admin = await createAdmin(ctx.app);
    const get = (headers?: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, ...(headers ? { headers } : {}) });
    for (const session of [buyer, vendorA, admin]) expect((await get(session.headers)).statusCode).toBe(200);
    for (const session of [otherBuyer, vendorB]) {
      const response = await get(session.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(MESSAGES.orderNotFound);
    }
    expect((await get()).statusCode).toBe(401);
  });

  it('GET /api/orders lists the caller’s own orders', async () => {
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: buyer.headers });
    expect((mine.json() as OrderView[]).every((o) => o.buyer_email === 'grace@example.test')).toBe(true);
    const vendors = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: vendorB.headers });
    expect((vendors.json() as OrderView[]).every((o) => o.vendor_id === vendorB.user.vendor_profile!.id)).toBe(true);
  });
});

describe('checkout access, test-mode payment and expiry', () => {
  it('shows the checkout to the holder of its token only', async () => {
    const created = await placeOrderOk(ctx.app, [{ plant: await plantOf(vendorA), quantity: 1 }]);
    const ok = await ctx.app.inject({
      method: 'GET',
      url: `/api/checkouts/${created.checkout_id}?token=${encodeURIComponent(created.access_token)}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ payment_status: 'unpaid', order_numbers: created.order_numbers });
    expect(ok.json().checkout_url).toBe(created.checkout_url);
    const wrong = await ctx.app.inject({ method: 'GET', url: `/api/checkouts/${created.checkout_id}?token=nope` });
    expect(wrong.statusCode).toBe(404);
  });

  it('takes the access token in the X-Checkout-Token header too (no token in the URL)', async () => {
    const created = await placeOrderOk(ctx.app, [{ plant: await plantOf(vendorA), quantity: 1 }]);
    const url = `/api/checkouts/${created.checkout_id}`;
    const ok = await ctx.app.inject({ method: 'GET', url, headers: { 'x-checkout-token': created.access_token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: created.checkout_id, order_numbers: created.order_numbers });
    const wrong = await ctx.app.inject({ method: 'GET', url, headers: { 'x-checkout-token': 'nope' } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().detail).toBe(MESSAGES.checkoutNotFound);
    // A wrong header is not rescued by a right query, nor the other way round: the header is what counts.
    const mixed = await ctx.app.inject({
      method: 'GET',
      url: `${url}?token=${encodeURIComponent(created.access_token)}`,
      headers: { 'x-checkout-token': 'nope' },
    });
    expect(mixed.statusCode).toBe(404);
    const none = await ctx.app.inject({ method: 'GET', url });
    expect(none.statusCode).toBe(404);
  });

  it('pays in test mode through the payment code: orders become paid, once', async () => {
    const created = await placeOrderOk(ctx.app, [
      { plant: await plantOf(vendorA), quantity: 1 },
      { plant: await plantOf(vendorB), quantity: 1 },
    ]);
    const paid = await payInTestMode(ctx.app, created);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payment_status).toBe('paid');
    expect(paid.json().orders.map((o: OrderView) => o.status)).toEqual(['paid', 'paid']);
    expect(paid.json().checkout_url).toBeNull();
    const again = await payInTestMode(ctx.app, created);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(MESSAGES.checkoutAlreadyPaid);
    const badToken = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/test/checkouts/${created.checkout_id}/pay`,
      payload: { token: 'wrong' },
    });
    expect(badToken.statusCode).toBe(404);
  });

  it('releases an unpaid reservation after its time, exactly once, and then refuses the payment', async () => {
    const fern = await plantOf(vendorA, { quantityAvailable: 6 });
    const created = await placeOrderOk(ctx.app, [{ plant: fern, quantity: 4 }]);
    expect(await stockOf(ctx.app, fern.id)).toBe(2);
    await expireCheckoutNow(ctx.app, created.checkout_id);

    const first = await runReservationJob(ctx.app.deps);
    expect(first.releasedOrders).toBeGreaterThanOrEqual(1);
    const second = await runReservationJob(ctx.app.deps);
    expect(second.releasedOrders).toBe(0);
    expect(await stockOf(ctx.app, fern.id)).toBe(6);
    expect(await statusOf(ctx.app, created.id)).toBe('cancelled');
    const [checkout] = await ctx.app.db.select().from(checkouts).where(eq(checkouts.id, created.checkout_id));
    expect(checkout?.paymentStatus).toBe('expired');

    const late = await payInTestMode(ctx.app, created);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(MESSAGES.checkoutExpired);
  });

  it("refunds a vendor's cancelled share when the buyer pays the whole checkout", async () => {
    const created = await placeOrderOk(ctx.app, [
      { plant: await plantOf(vendorA, { priceCents: 1000 }), quantity: 1 },
      { plant: await plantOf(vendorB, { priceCents: 2000 }), quantity: 1 },
    ]);
    const orderB = created.orders.find((o) => o.vendor_id === vendorB.user.vendor_profile!.id)!;
    const cancel = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/orders/${orderB.id}/status`,
      headers: vendorB.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    const paid = await payInTestMode(ctx.app, created);
    expect(paid.statusCode).toBe(200);
    const byId = Object.fromEntries((paid.json().orders as OrderView[]).map((o) => [o.id, o]));
    expect(byId[orderB.id]).toMatchObject({ status: 'cancelled', refunded: true });
    expect(Object.values(byId).filter((o) => o.status === 'paid')).toHaveLength(1);
  });
});

it('answers 400 to webhooks in test mode (no Stripe configured)', async () => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: '{"id":"evt_1"}',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().detail).toBe(MESSAGES.webhooksNotConfigured);
});

describe('cart check', () => {
  it('answers current price, stock and availability, and hides what is not for sale', async () => {
    const fern = await plantOf(vendorA, { priceCents: 1234, quantityAvailable: 3 });
    const hidden = await plantOf(vendorA, { isAvailable: false });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/check',
      payload: {
        items: [
          { inventory_item_id: fern.id, quantity: 5 },
          { inventory_item_id: hidden.id },
          { inventory_item_id: 987654 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      {
        inventory_item_id: fern.id,
        found: true,
        plant_name: fern.plantName,
        price: 12.34,
        price_tiers: [],
        quantity_available: 3,
        is_available: true,
        vendor: { id: vendorA.user.vendor_profile!.id, business_name: vendorA.user.vendor_profile!.business_name },
      },
      {
        inventory_item_id: hidden.id,
        found: false,
        plant_name: null,
        price: null,
        price_tiers: [],
        quantity_available: 0,
        is_available: false,
        vendor: null,
      },
      {
        inventory_item_id: 987654,
        found: false,
        plant_name: null,
        price: null,
        price_tiers: [],
        quantity_available: 0,
        is_available: false,
        vendor: null,
      },
    ]);
  });
});

describe('paying the vendor on delivery (test mode)', () => {
  it('keeps a delivery without a payout account deliverable, with the transfer pending, and pays it later', async () => {
    const vendor = await createVendor(ctx.app);
    const created = await placeOrderOk(ctx.app, [{ plant: await plantOf(vendor, { priceCents: 5000 }), quantity: 1 }]);
    expect((await payInTestMode(ctx.app, created)).statusCode).toBe(200);
    const patch = (status: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/vendor/orders/${created.id}/status`,
        headers: vendor.headers,
        payload: { status },
      });
    expect((await patch('shipped')).statusCode).toBe(200);
    const delivered = await patch('delivered');
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ status: 'delivered', payout_status: 'pending' });

    await ctx.app.db
      .insert(paymentAccounts)
      .values({ vendorId: vendor.user.vendor_profile!.id, provider: 'test', accountId: `acct_test_${created.id}` });
    const job = await runReservationJob(ctx.app.deps);
    expect(job.transferred).toBe(1);
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, created.id));
    expect(row?.transferId).toMatch(/^tr_test_/);
    expect((await runReservationJob(ctx.app.deps)).transferred).toBe(0);
  });
});
