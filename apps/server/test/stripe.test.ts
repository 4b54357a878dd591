import { MESSAGES } from '@verdant/shared/messages';
import type { OrderView } from '@verdant/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkouts, orders, paymentAccounts } from '../src/db/schema/index.ts';
import { runReservationJob } from '../src/modules/orders/reservation-job.ts';
import { createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { type FakeStripe, fakeStripeEnv, signedWebhook, startFakeStripe, stripeError } from './fake-stripe.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import {
  expireCheckoutNow,
  fakeCheckoutSessions,
  orderPayload,
  placeOrderOk,
  postOrder,
  statusOf,
  stockOf,
} from './order-fixtures.ts';

// The Stripe path through the real `stripe` SDK, pointed at a local fake Stripe HTTP server.

let fake: FakeStripe;
let sessions: ReturnType<typeof fakeCheckoutSessions>;
let ctx: TestContext;
let vendor: Session;
let unconnected: Session;
let buyer: Session;

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestApp({ env: { ...fakeStripeEnv(fake), PLATFORM_FEE_PERCENT: '10' } });
  [vendor, unconnected, buyer] = await Promise.all([
    createVendor(ctx.app),
    createVendor(ctx.app),
    createBuyer(ctx.app),
  ]);
  await ctx.app.db.insert(paymentAccounts).values({
    vendorId: vendor.user.vendor_profile!.id,
    provider: 'stripe',
    accountId: 'acct_vendor_1',
    chargesEnabled: true,
    payoutsEnabled: true,
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  fake.reset({ routes: true });
  sessions = fakeCheckoutSessions(fake);
  fake.on('POST', '/v1/refunds', (request) => ({
    id: `re_${fake.requests.length}`,
    object: 'refund',
    amount: Number(request.body.amount),
  }));
  fake.on('POST', '/v1/transfers', (request) => ({
    id: `tr_${fake.requests.length}`,
    object: 'transfer',
    amount: Number(request.body.amount),
  }));
});

/** The buyer paid on Stripe's page, and Stripe told us so. */
async function payOnStripe(checkoutId: number) {
  const [checkout] = await ctx.app.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  const session = sessions.pay(checkout!.providerSessionId!);
  const response = await ctx.app.inject(
    signedWebhook({
      id: `evt_paid_${checkoutId}`,
      type: 'checkout.session.completed',
      data: { object: { ...session } },
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return session;
}

const setStatus = (session: Session, id: number, status: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/vendor/orders/${id}/status`,
    headers: session.headers,
    payload: { status },
  });

describe('checkout with Stripe', () => {
  it('creates one Checkout Session for the whole checkout, at database prices, and sends the buyer to it', async () => {
    const fern = await createPlant(ctx.app, vendor, { priceCents: 2500 });
    const cactus = await createPlant(ctx.app, unconnected, { priceCents: 1200 });
    const payload = orderPayload([
      { plant: fern, quantity: 2 },
      { plant: cactus, quantity: 1 },
    ]);
    payload.items[0]!.unit_price = 0.5; // tampered: never used
    const { status, body } = await postOrder(ctx.app, payload, { 'idempotency-key': 'stripe-order-1' });
    expect(status).toBe(201);
    expect(body.payment_provider).toBe('stripe');

    const created = fake.requestsTo('POST', '/v1/checkout/sessions');
    expect(created).toHaveLength(1);
    const request = created[0]!;
    expect(request.headers.authorization).toBe('Bearer sk_test_fake_verdant');
    expect(request.idempotencyKey).toBe(`checkout-session-${body.checkout_id}`);
    expect(request.body).toMatchObject({
      mode: 'payment',
      client_reference_id: String(body.checkout_id),
      customer_email: 'grace@example.test',
      payment_intent_data: { transfer_group: `checkout_${body.checkout_id}` },
      metadata: { checkout_id: String(body.checkout_id) },
      line_items: [
        { quantity: '2', price_data: { currency: 'usd', unit_amount: '2500', product_data: { name: fern.plantName } } },
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '1200', product_data: { name: cactus.plantName } },
        },
      ],
    });
    expect(request.body.success_url).toBe(
      `http://localhost:3000/order-success?checkout=${body.checkout_id}&token=${encodeURIComponent(body.access_token)}`,
    );
    const expiresAt = Number(request.body.expires_at) * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThan(30 * 60_000);

    const sessionId = [...sessions.sessions.keys()].at(-1)!;
    expect(body.checkout_url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const [checkout] = await ctx.app.db.select().from(checkouts).where(eq(checkouts.id, body.checkout_id));
    expect(checkout).toMatchObject({ providerSessionId: sessionId, totalCents: 6200, paymentProvider: 'stripe' });

    // A retry with the same key answers the same session, without a second one.
    const retry = await postOrder(ctx.app, payload, { 'idempotency-key': 'stripe-order-1' });
    expect(retry.body.checkout_url).toBe(body.checkout_url);
    expect(fake.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(1);

    // The payment page (and the confirmation page after Stripe) reads the open session's url.
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/checkouts/${body.checkout_id}?token=${encodeURIComponent(body.access_token)}`,
    });
    expect(view.json().checkout_url).toBe(body.checkout_url);
  });

  it('releases the reservation when Stripe cannot create the session', async () => {
    fake.on('POST', '/v1/checkout/sessions', stripeError(400, 'Invalid API key'));
    const fern = await createPlant(ctx.app, vendor, { quantityAvailable: 4 });
    const { status, body } = await postOrder(ctx.app, orderPayload([{ plant: fern, quantity: 3 }]));
    expect(status).toBe(502);
    expect(body.detail).toBe(MESSAGES.paymentProviderFailed);
    expect(await stockOf(ctx.app, fern.id)).toBe(4);
  });

  it('pays the vendor by a Transfer on delivery: total minus the platform fee, in the checkout transfer group', async () => {
    const fern = await createPlant(ctx.app, vendor, { priceCents: 3000 });
    const created = await placeOrderOk(ctx.app, [{ plant: fern, quantity: 2 }]);
    await payOnStripe(created.checkout_id);
    expect(await statusOf(ctx.app, created.id)).toBe('paid');

    expect((await setStatus(vendor, created.id, 'shipped')).statusCode).toBe(200);
    expect(fake.requestsTo('POST', '/v1/transfers')).toHaveLength(0);
    const delivered = await setStatus(vendor, created.id, 'delivered');
    expect(delivered.json()).toMatchObject({ status: 'delivered', payout_status: 'transferred' });

    const transfers = fake.requestsTo('POST', '/v1/transfers');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.body).toMatchObject({
      amount: '5400',
      currency: 'usd',
      destination: 'acct_vendor_1',
      transfer_group: `checkout_${created.checkout_id}`,
    });
    expect(transfers[0]!.idempotencyKey).toBe(`transfer-order-${created.id}`);
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, created.id));
    expect(row).toMatchObject({ platformFeeCents: 600, transferId: expect.stringMatching(/^tr_/) });
  });

  it('keeps an order deliverable when its vendor has no connected account: the transfer waits, then goes', async () => {
    const cactus = await createPlant(ctx.app, unconnected, { priceCents: 1000 });
    const created = await placeOrderOk(ctx.app, [{ plant: cactus, quantity: 1 }]);
    await payOnStripe(created.checkout_id);
    await setStatus(unconnected, created.id, 'shipped');
    const delivered = await setStatus(unconnected, created.id, 'delivered');
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ status: 'delivered', payout_status: 'pending' });
    expect(fake.requestsTo('POST', '/v1/transfers')).toHaveLength(0);

    await ctx.app.db
      .insert(paymentAccounts)
      .values({ vendorId: unconnected.user.vendor_profile!.id, provider: 'stripe', accountId: 'acct_late_1' });
    expect((await runReservationJob(ctx.app.deps)).transferred).toBe(1);
    expect(fake.requestsTo('POST', '/v1/transfers')[0]?.body).toMatchObject({
      amount: '900',
      destination: 'acct_late_1',
    });
    await ctx.app.db.delete(paymentAccounts).where(eq(paymentAccounts.accountId, 'acct_late_1'));
  });

  it('keeps the delivery when the transfer fails, with the transfer pending', async () => {
    fake.on('POST', '/v1/transfers', stripeError(400, 'Insufficient funds in Stripe account'));
    const fern = await createPlant(ctx.app, vendor, { priceCents: 1000 });
    const created = await placeOrderOk(ctx.app, [{ plant: fern, quantity: 1 }]);
    await payOnStripe(created.checkout_id);
    await setStatus(vendor, created.id, 'shipped');
    const delivered = await setStatus(vendor, created.id, 'delivered');
    expect(delivered.json()).toMatchObject({ status: 'delivered', payout_status: 'pending' });
  });

  it('refunds a paid order the buyer cancels, and gives the stock back', async () => {
    const fern = await createPlant(ctx.app, vendor, { priceCents: 1500, quantityAvailable: 5 });
    const created = await placeOrderOk(ctx.app, [{ plant: fern, quantity: 2 }], buyer.headers);
    const session = await payOnStripe(created.checkout_id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/buyer/orders/${created.id}/cancel`,
      headers: buyer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json() as OrderView).toMatchObject({ status: 'cancelled', refunded: true });
    const refunds = fake.requestsTo('POST', '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body).toMatchObject({ payment_intent: session.payment_intent, amount: '3000' });
    expect(refunds[0]!.idempotencyKey).toBe(`refund-order-${created.id}`);
    expect(await stockOf(ctx.app, fern.id)).toBe(5);
  });

  it('leaves the order paid and reserved when the refund fails', async () => {
    fake.on('POST', '/v1/refunds', stripeError(402, 'Charge already refunded', 'card_error'));
    const fern = await createPlant(ctx.app, vendor, { quantityAvailable: 5 });
    const created = await placeOrderOk(ctx.app, [{ plant: fern, quantity: 2 }], buyer.headers);
    await payOnStripe(created.checkout_id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/buyer/orders/${created.id}/cancel`,
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toBe(MESSAGES.refundFailed);
    expect(await statusOf(ctx.app, created.id)).toBe('paid');
    expect(await stockOf(ctx.app, fern.id)).toBe(3);
  });

  it('expires the Stripe session when the reservation runs out', async () => {
    const fern = await createPlant(ctx.app, vendor, { quantityAvailable: 5 });
    const created = await placeOrderOk(ctx.app, [{ plant: fern, quantity: 5 }]);
    await expireCheckoutNow(ctx.app, created.checkout_id);
    await runReservationJob(ctx.app.deps);
    const [checkout] = await ctx.app.db.select().from(checkouts).where(eq(checkouts.id, created.checkout_id));
    expect(fake.requestsTo('POST', '/v1/checkout/sessions/:id/expire').map((r) => r.path)).toEqual([
      `/v1/checkout/sessions/${checkout!.providerSessionId}/expire`,
    ]);
    expect(await stockOf(ctx.app, fern.id)).toBe(5);
  });

  it('turns the test-mode payment route off', async () => {
    const created = await placeOrderOk(ctx.app, [{ plant: await createPlant(ctx.app, vendor), quantity: 1 }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/test/checkouts/${created.checkout_id}/pay`,
      payload: { token: created.access_token },
    });
    expect(response.statusCode).toBe(404);
    expect(await statusOf(ctx.app, created.id)).toBe('pending');
  });
});
