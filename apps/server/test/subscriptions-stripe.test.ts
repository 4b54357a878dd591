import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../src/db/schema/index.ts';
import { createBuyer, createVendor, type Session } from './factories.ts';
import {
  type FakeStripe,
  type FakeStripeRequest,
  fakeStripeEnv,
  signedWebhook,
  startFakeStripe,
} from './fake-stripe.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Subscriptions through Stripe: the real SDK against a local fake Stripe server, and signed webhooks.

type Params = Record<string, string>;
type Method = 'GET' | 'POST';
const caller = (ctx: TestContext) => (method: Method, url: string, session?: Session, payload?: object) =>
  ctx.app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });

const planOf = async (ctx: TestContext, session: Session) => {
  const [row] = await ctx.app.db
    .select({ plan: users.plan, status: subscriptions.status, subscriptionId: subscriptions.stripeSubscriptionId })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, session.user.id));
  return row!;
};

type FakeSubscriptionSession = Record<string, unknown> & {
  customer?: string | null;
  subscription_data?: { metadata?: Record<string, string> };
  line_items: { price: string }[];
  subscription: string;
};

/** Prices, subscription-mode Checkout Sessions and Subscriptions kept by the fake Stripe. */
function fakeBilling(fake: FakeStripe) {
  const prices = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, Record<string, unknown>>();
  const subs = new Map<string, Record<string, unknown>>();
  const list = (data: unknown[]) => ({ object: 'list', data, has_more: false, url: '/v1/prices' });
  const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;

  fake.on('GET', '/v1/prices', (request: FakeStripeRequest) => {
    const keys = (request.query.lookup_keys as string[] | undefined) ?? [];
    return list([...prices.values()].filter((price) => keys.includes(price.lookup_key as string)));
  });
  fake.on('POST', '/v1/prices', (request: FakeStripeRequest) => {
    const body = request.body as Record<string, unknown>;
    const id = `price_fake_${prices.size + 1}`;
    const price = { id, object: 'price', ...body, unit_amount: Number(body.unit_amount) };
    prices.set(id, price);
    return price;
  });
  fake.on('POST', '/v1/checkout/sessions', (request: FakeStripeRequest) => {
    const id = `cs_sub_fake_${sessions.size + 1}`;
    const session = {
      id,
      object: 'checkout.session',
      ...request.body,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      subscription: null,
      customer: request.body.customer ?? null,
    };
    sessions.set(id, session);
    return session;
  });
  fake.on('GET', '/v1/checkout/sessions/:id', (_request: FakeStripeRequest, { id }: Params) => sessions.get(id!));
  const item = (priceId: string) => ({
    object: 'list',
    data: [
      { id: `si_${priceId}`, object: 'subscription_item', price: prices.get(priceId), current_period_end: periodEnd },
    ],
  });
  fake.on('GET', '/v1/subscriptions/:id', (_request: FakeStripeRequest, { id }: Params) => subs.get(id!));
  fake.on('POST', '/v1/subscriptions/:id', (request: FakeStripeRequest, { id }: Params) => {
    const body = request.body as { items: { price: string }[]; metadata: Record<string, string> };
    return Object.assign(subs.get(id!)!, { items: item(body.items[0]!.price), metadata: body.metadata });
  });
  fake.on('DELETE', '/v1/subscriptions/:id', (_request: FakeStripeRequest, { id }: Params) =>
    Object.assign(subs.get(id!)!, { status: 'canceled' }),
  );

  return {
    sessions,
    subs,
    /** The customer paid on Checkout: Stripe creates the subscription and completes the session. */
    pay(sessionId: string) {
      const session = sessions.get(sessionId)! as FakeSubscriptionSession;
      const id = `sub_fake_${subs.size + 1}`;
      subs.set(id, {
        id,
        object: 'subscription',
        status: 'active',
        customer: session.customer ?? `cus_fake_${subs.size + 1}`,
        metadata: session.subscription_data?.metadata ?? {},
        items: item(session.line_items[0]!.price),
      });
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: id, url: null });
      return session;
    },
  };
}

describe('subscriptions through Stripe (real SDK, fake Stripe server)', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof caller>;
  let fake: FakeStripe;
  let billing: ReturnType<typeof fakeBilling>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    billing = fakeBilling(fake);
    ctx = await createTestApp({ env: fakeStripeEnv(fake) });
    call = caller(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const completed = (session: Record<string, unknown>, id = `evt_${session.id}`) =>
    signedWebhook({ id, type: 'checkout.session.completed', data: { object: session } });

  it('upgrades through Checkout in subscription mode; the webhook changes the plan, not the redirect', async () => {
    const vendor = await createVendor(ctx.app);
    fake.reset();
    const response = await call('POST', '/api/upgrade-subscription', vendor, { plan: 'PRO_VENDOR' });
    expect(response.statusCode).toBe(200);
    const { checkout_url, plan } = response.json();
    expect(plan).toBe('STARTER_VENDOR');
    expect(checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_sub_fake_/);

    const [price] = fake.requestsTo('POST', '/v1/prices');
    expect(price!.body).toMatchObject({
      currency: 'usd',
      unit_amount: '4900',
      recurring: { interval: 'month' },
      lookup_key: 'verdant_pro_vendor_4900',
    });
    const [checkout] = fake.requestsTo('POST', '/v1/checkout/sessions');
    expect(checkout!.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(vendor.user.id),
      customer_email: vendor.user.email,
      line_items: [{ price: expect.stringMatching(/^price_fake_/), quantity: '1' }],
      subscription_data: { metadata: { user_id: String(vendor.user.id), plan: 'PRO_VENDOR' } },
      success_url: 'http://localhost:3000/settings?checkout=success',
      cancel_url: 'http://localhost:3000/settings?checkout=cancelled',
    });
    // The trial still has 30 days: the paid plan starts charging when it ends.
    expect(Number((checkout!.body.subscription_data as { trial_end: string }).trial_end)).toBeGreaterThan(
      Date.now() / 1000,
    );
    expect(await planOf(ctx, vendor)).toMatchObject({ plan: 'STARTER_VENDOR', status: 'trialing' });

    const sessionId = checkout_url.split('/').at(-1);
    const paid = billing.pay(sessionId);
    const delivered = await ctx.app.inject(completed(paid));
    expect(delivered.json()).toEqual({ received: true, outcome: 'processed' });
    expect(await planOf(ctx, vendor)).toEqual({
      plan: 'PRO_VENDOR',
      status: 'active',
      subscriptionId: paid.subscription,
    });
    expect((await ctx.app.inject(completed(paid))).json().outcome).toBe('duplicate');

    // A second upgrade changes the running subscription in place: no checkout, same subscription.
    fake.reset();
    const premium = await call('POST', '/api/upgrade-subscription', vendor, { plan: 'PREMIUM_VENDOR' });
    expect(premium.json()).toMatchObject({ plan: 'PREMIUM_VENDOR', checkout_url: null });
    const [update] = fake.requestsTo('POST', `/v1/subscriptions/${paid.subscription}`);
    expect(update!.body).toMatchObject({
      items: [{ id: expect.stringMatching(/^si_/), price: expect.any(String) }],
      proration_behavior: 'create_prorations',
      metadata: { plan: 'PREMIUM_VENDOR' },
    });
    expect(fake.requestsTo('POST', '/v1/checkout/sessions')).toEqual([]);
    expect(await planOf(ctx, vendor)).toMatchObject({ plan: 'PREMIUM_VENDOR', subscriptionId: paid.subscription });

    const cancelled = await call('POST', '/api/cancel-subscription', vendor);
    expect(cancelled.json().plan).toBe('NONE');
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${paid.subscription}`)).toHaveLength(1);
    expect(await planOf(ctx, vendor)).toMatchObject({ plan: 'NONE', status: 'cancelled' });
  });

  it('follows customer.subscription.* events, re-reading the subscription from Stripe', async () => {
    const buyer = await createBuyer(ctx.app);
    const { checkout_url } = (await call('POST', '/api/upgrade-subscription', buyer, { plan: 'PRO_BUYER' })).json();
    const paid = billing.pay(checkout_url.split('/').at(-1));
    const subscription = billing.subs.get(paid.subscription)!;
    // The subscription events can come first: the metadata names the user.
    const created = signedWebhook({
      id: 'evt_sub_created',
      type: 'customer.subscription.created',
      data: { object: subscription },
    });
    expect((await ctx.app.inject(created)).json().outcome).toBe('processed');
    expect(await planOf(ctx, buyer)).toMatchObject({ plan: 'PRO_BUYER', status: 'active' });

    subscription.status = 'past_due';
    const updated = signedWebhook({
      id: 'evt_sub_updated',
      type: 'customer.subscription.updated',
      data: { object: { ...subscription, status: 'active' } },
    });
    expect((await ctx.app.inject(updated)).json().outcome).toBe('processed');
    expect(await planOf(ctx, buyer)).toMatchObject({ plan: 'PRO_BUYER', status: 'past_due' });

    subscription.status = 'canceled';
    const deleted = signedWebhook({
      id: 'evt_sub_deleted',
      type: 'customer.subscription.deleted',
      data: { object: subscription },
    });
    expect((await ctx.app.inject(deleted)).json().outcome).toBe('processed');
    expect(await planOf(ctx, buyer)).toMatchObject({ plan: 'NONE', status: 'cancelled' });
  });

  it('ignores subscriptions of no known user and refuses forged webhooks', async () => {
    billing.subs.set('sub_stranger', {
      id: 'sub_stranger',
      object: 'subscription',
      status: 'active',
      metadata: {},
      items: { data: [] },
    });
    const stranger = signedWebhook({
      id: 'evt_stranger',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_stranger', object: 'subscription' } },
    });
    expect((await ctx.app.inject(stranger)).json().outcome).toBe('ignored');

    const vendor = await createVendor(ctx.app);
    const { checkout_url } = (await call('POST', '/api/subscribe', vendor, { plan: 'PREMIUM_VENDOR' })).json();
    const paid = billing.pay(checkout_url.split('/').at(-1));
    const forged = signedWebhook(
      { id: 'evt_forged_sub', type: 'checkout.session.completed', data: { object: paid } },
      'whsec_wrong_secret',
    );
    expect((await ctx.app.inject(forged)).statusCode).toBe(400);
    expect(await planOf(ctx, vendor)).toMatchObject({ plan: 'STARTER_VENDOR', status: 'trialing' });
  });
});
