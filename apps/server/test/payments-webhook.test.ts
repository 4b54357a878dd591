import { MESSAGES } from '@verdant/shared/messages';
import type { OrderCreateResponse } from '@verdant/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkouts, processedWebhookEvents } from '../src/db/schema/index.ts';
import { createPlant, createVendor, type Session } from './factories.ts';
import { type FakeStripe, fakeStripeEnv, signedWebhook, startFakeStripe } from './fake-stripe.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { type FakeSession, fakeCheckoutSessions, placeOrderOk, statusOf, stockOf } from './order-fixtures.ts';

// POST /api/stripe/webhook: signature on the raw body, each event once, any order of arrival.

let fake: FakeStripe;
let sessions: ReturnType<typeof fakeCheckoutSessions>;
let ctx: TestContext;
let vendorA: Session;
let vendorB: Session;
let eventSequence = 0;

beforeAll(async () => {
  fake = await startFakeStripe();
  sessions = fakeCheckoutSessions(fake);
  fake.on('POST', '/v1/refunds', (request) => ({
    id: `re_${fake.requests.length}`,
    object: 'refund',
    amount: Number(request.body.amount),
  }));
  ctx = await createTestApp({ env: fakeStripeEnv(fake) });
  [vendorA, vendorB] = await Promise.all([createVendor(ctx.app), createVendor(ctx.app)]);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => fake.reset());

async function newCheckout(
  quantity = 1,
): Promise<{ created: OrderCreateResponse; session: FakeSession; plantId: number }> {
  const plant = await createPlant(ctx.app, vendorA, { quantityAvailable: 10 });
  const created = await placeOrderOk(ctx.app, [{ plant, quantity }]);
  const [checkout] = await ctx.app.db.select().from(checkouts).where(eq(checkouts.id, created.checkout_id));
  return { created, session: sessions.sessions.get(checkout!.providerSessionId!)!, plantId: plant.id };
}

const event = (type: string, object: object, id = `evt_${++eventSequence}`) => ({
  id,
  type,
  data: { object: { ...object } },
});
const deliver = (body: ReturnType<typeof event>) => ctx.app.inject(signedWebhook(body));

describe('signature', () => {
  it.each([
    ['a bad signature', { 'stripe-signature': 't=123,v1=deadbeef' }],
    ['no signature', { 'stripe-signature': '' }],
    [
      'a signature made with another secret',
      {
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: '{}', secret: 'whsec_someone_else' }),
      },
    ],
  ])('answers 400 to %s and changes nothing', async (_label, headers) => {
    const { created, session } = await newCheckout();
    sessions.pay(session.id);
    const delivery = signedWebhook(event('checkout.session.completed', session));
    const response = await ctx.app.inject({ ...delivery, headers: { ...delivery.headers, ...headers } });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(MESSAGES.webhookSignatureInvalid);
    expect(await statusOf(ctx.app, created.id)).toBe('pending');
  });

  it('answers 400 when the body was altered after signing', async () => {
    const { created, session } = await newCheckout();
    sessions.pay(session.id);
    const delivery = signedWebhook(event('checkout.session.completed', session));
    const response = await ctx.app.inject({
      ...delivery,
      payload: delivery.payload.replace('"object":"event"', '"object":"evil"'),
    });
    expect(response.statusCode).toBe(400);
    expect(await statusOf(ctx.app, created.id)).toBe('pending');
  });

  it('checks the exact bytes received (pretty-printed JSON verifies; re-serializing it would not)', async () => {
    const { created, session } = await newCheckout();
    sessions.pay(session.id);
    const payload = JSON.stringify({ object: 'event', ...event('checkout.session.completed', session) }, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: fakeStripeEnv(fake).STRIPE_WEBHOOK_SECRET!,
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(ctx.app, created.id)).toBe('paid');
  });
});

describe('checkout.session.completed', () => {
  it('re-reads the session and moves the orders to paid', async () => {
    const { created, session } = await newCheckout();
    sessions.pay(session.id, 'pi_123');
    const response = await deliver(event('checkout.session.completed', session));
    expect(response.json()).toEqual({ received: true, outcome: 'processed' });
    expect(fake.requestsTo('GET', '/v1/checkout/sessions/:id').map((r) => r.path)).toEqual([
      `/v1/checkout/sessions/${session.id}`,
    ]);
    expect(await statusOf(ctx.app, created.id)).toBe('paid');
    const [checkout] = await ctx.app.db.select().from(checkouts).where(eq(checkouts.id, created.checkout_id));
    expect(checkout).toMatchObject({ paymentStatus: 'paid', providerPaymentIntentId: 'pi_123' });
  });

  it('has no second effect when the same event is replayed, even at the same time', async () => {
    // A checkout whose second vendor cancelled before payment: its share is refunded on payment, exactly once.
    const fern = await createPlant(ctx.app, vendorA);
    const cactus = await createPlant(ctx.app, vendorB, { priceCents: 1100 });
    const created = await placeOrderOk(ctx.app, [
      { plant: fern, quantity: 1 },
      { plant: cactus, quantity: 1 },
    ]);
    const orderB = created.orders.find((o) => o.vendor_id === vendorB.user.vendor_profile!.id)!;
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/orders/${orderB.id}/status`,
      headers: vendorB.headers,
      payload: { status: 'cancelled' },
    });
    const [checkout] = await ctx.app.db.select().from(checkouts).where(eq(checkouts.id, created.checkout_id));
    const session = sessions.pay(checkout!.providerSessionId!);
    const paid = event('checkout.session.completed', session);

    const answers = await Promise.all([deliver(paid), deliver(paid)]);
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(['duplicate', 'processed']);
    const orderA = created.orders.find((o) => o.id !== orderB.id)!;
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/orders/${orderA.id}/status`,
      headers: vendorA.headers,
      payload: { status: 'shipped' },
    });
    const replay = await deliver(paid);
    expect(replay.json().outcome).toBe('duplicate');

    const refunds = fake.requestsTo('POST', '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body.amount).toBe('1100');
    expect(await statusOf(ctx.app, orderA.id)).toBe('shipped');
    const stored = await ctx.app.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, paid.id));
    expect(stored).toHaveLength(1);
  });
});

describe('events out of order', () => {
  it('a stale "expired" event after the payment releases nothing: the session says complete', async () => {
    const { created, session, plantId } = await newCheckout(3);
    const stale = { ...session }; // the event's copy, taken while the session was still open
    sessions.pay(session.id);
    const late = await deliver(event('checkout.session.expired', { ...stale, status: 'expired' }));
    expect(late.statusCode).toBe(200);
    expect(await statusOf(ctx.app, created.id)).toBe('paid');
    expect(await stockOf(ctx.app, plantId)).toBe(7);
    // And the "completed" event arriving last changes nothing more.
    expect((await deliver(event('checkout.session.completed', session))).statusCode).toBe(200);
    expect(await statusOf(ctx.app, created.id)).toBe('paid');
  });

  it('a "completed" event whose copy still says unpaid is acted on by the current state', async () => {
    const { created, session } = await newCheckout();
    const copy = { ...session, status: 'complete', payment_status: 'unpaid' };
    sessions.pay(session.id);
    await deliver(event('checkout.session.completed', copy));
    expect(await statusOf(ctx.app, created.id)).toBe('paid');
  });

  it('a completed session awaiting an asynchronous payment waits, then the success event pays it', async () => {
    const { created, session } = await newCheckout();
    Object.assign(sessions.sessions.get(session.id)!, { status: 'complete', payment_status: 'unpaid' });
    expect((await deliver(event('checkout.session.completed', session))).json().outcome).toBe('ignored');
    expect(await statusOf(ctx.app, created.id)).toBe('pending');
    sessions.pay(session.id);
    expect((await deliver(event('checkout.session.async_payment_succeeded', session))).json().outcome).toBe(
      'processed',
    );
    expect(await statusOf(ctx.app, created.id)).toBe('paid');
  });

  it('a real expiry releases the reservation once', async () => {
    const { created, session, plantId } = await newCheckout(4);
    Object.assign(sessions.sessions.get(session.id)!, { status: 'expired', url: null });
    const expired = event('checkout.session.expired', session);
    expect((await deliver(expired)).json().outcome).toBe('processed');
    expect((await deliver(event('checkout.session.expired', session))).statusCode).toBe(200);
    expect(await statusOf(ctx.app, created.id)).toBe('cancelled');
    expect(await stockOf(ctx.app, plantId)).toBe(10);
  });
});

it('accepts and ignores other event types', async () => {
  const response = await deliver(event('customer.created', { id: 'cus_1', object: 'customer' }));
  expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
});
