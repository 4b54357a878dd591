import { MESSAGES } from '@verdant/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAccounts } from '../src/db/schema/index.ts';
import { createAdmin, createBuyer, createVendor, type Session } from './factories.ts';
import {
  type FakeStripe,
  type FakeStripeRequest,
  fakeStripeEnv,
  signedWebhook,
  startFakeStripe,
  stripeError,
} from './fake-stripe.ts';

type Params = Record<string, string>;

import { createTestApp, type TestContext } from './helpers.ts';

type Method = 'GET' | 'POST';
const ROUTES: [Method, string][] = [
  ['POST', '/api/stripe-connect/onboard'],
  ['POST', '/api/stripe-connect/onboard-link'],
  ['GET', '/api/stripe-connect/account-status'],
  ['GET', '/api/stripe-connect/dashboard-link'],
  ['POST', '/api/stripe-connect/test-onboarding'],
];
const bank = { account_holder_name: 'Green Acres LLC', routing_number: '110000000', account_number: '000123456789' };

const caller = (ctx: TestContext) => (method: Method, url: string, session?: Session, payload?: object) =>
  ctx.app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });

const accountRows = (ctx: TestContext, session: Session) =>
  ctx.app.db.select().from(paymentAccounts).where(eq(paymentAccounts.vendorId, session.user.vendor_profile!.id));

describe('payouts in test mode (no Stripe keys)', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    ctx = await createTestApp();
    call = caller(ctx);
  });
  afterAll(() => ctx.close());

  it('refuses anonymous (401), buyers, admins and unapproved vendors (403) on every route', async () => {
    const refused: [Session | undefined, number][] = [
      [undefined, 401],
      [await createBuyer(ctx.app), 403],
      [await createAdmin(ctx.app), 403],
      [await createVendor(ctx.app, { approved: false }), 403],
      [await createVendor(ctx.app, { rejected: true }), 403],
    ];
    for (const [session, status] of refused) {
      for (const [method, url] of ROUTES) {
        const response = await call(method, url, session, method === 'POST' ? bank : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    expect(await ctx.app.db.select().from(paymentAccounts)).toEqual([]);
  });

  it('has no account before onboarding', async () => {
    const vendor = await createVendor(ctx.app);
    expect((await call('GET', '/api/stripe-connect/account-status', vendor)).json()).toEqual({
      has_account: false,
      account_id: null,
      charges_enabled: false,
      details_submitted: false,
      payouts_enabled: false,
      requirements: { currently_due: [] },
      payment_mode: 'test',
    });
    for (const url of ['/api/stripe-connect/onboard-link', '/api/stripe-connect/dashboard-link']) {
      const response = await call(url.endsWith('onboard-link') ? 'POST' : 'GET', url, vendor);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: MESSAGES.payoutsAccountMissing });
    }
    const early = await call('POST', '/api/stripe-connect/test-onboarding', vendor, bank);
    expect(early.json()).toEqual({ detail: MESSAGES.payoutsAccountMissing });
  });

  it('opens one account and completes it on the in-app onboarding page', async () => {
    const vendor = await createVendor(ctx.app);
    const first = await call('POST', '/api/stripe-connect/onboard', vendor);
    expect(first.statusCode).toBe(200);
    const { account_id, url } = first.json();
    expect(account_id).toMatch(/^acct_test_/);
    expect(url).toBe(`/vendor/payouts/test-onboarding?account=${account_id}`);
    expect((await call('POST', '/api/stripe-connect/onboard', vendor)).json().account_id).toBe(account_id);
    expect(await accountRows(ctx, vendor)).toHaveLength(1);
    expect((await call('POST', '/api/stripe-connect/onboard-link', vendor)).json()).toEqual({ url });

    const pending = (await call('GET', '/api/stripe-connect/account-status', vendor)).json();
    expect(pending).toMatchObject({ has_account: true, account_id, details_submitted: false, payouts_enabled: false });
    expect(pending.requirements.currently_due.length).toBeGreaterThan(0);
    const early = await call('GET', '/api/stripe-connect/dashboard-link', vendor);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: MESSAGES.payoutsNotComplete });

    const done = await call('POST', '/api/stripe-connect/test-onboarding', vendor, bank);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      has_account: true,
      charges_enabled: true,
      details_submitted: true,
      payouts_enabled: true,
      requirements: { currently_due: [] },
    });
    expect((await call('GET', '/api/stripe-connect/account-status', vendor)).json().payouts_enabled).toBe(true);
    expect((await call('GET', '/api/stripe-connect/dashboard-link', vendor)).json().url).toBe(
      `/vendor/payouts/test-onboarding?account=${account_id}&view=dashboard`,
    );
  });

  it.each([
    [{ ...bank, account_holder_name: ' ' }, 'account_holder_name', 'Account holder name is required'],
    [{ ...bank, routing_number: '12345' }, 'routing_number', 'Routing number must be 9 digits'],
    [{ ...bank, account_number: 'abc' }, 'account_number', 'Account number must be 4 to 17 digits'],
  ])(
    'refuses bad test onboarding details (%#) with 422 and keeps the account incomplete',
    async (body, field, message) => {
      const vendor = await createVendor(ctx.app);
      await call('POST', '/api/stripe-connect/onboard', vendor);
      const response = await call('POST', '/api/stripe-connect/test-onboarding', vendor, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toContainEqual({ field, message });
      expect((await accountRows(ctx, vendor))[0]!.detailsSubmitted).toBe(false);
    },
  );
});

/** Connect accounts kept by the fake Stripe: created (once per idempotency key), read, linked. */
function fakeConnect(fake: FakeStripe) {
  const accounts = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, Record<string, unknown>>();
  let links = 0;
  fake.on('POST', '/v1/accounts', (request: FakeStripeRequest) => {
    const replay = request.idempotencyKey ? byKey.get(request.idempotencyKey) : undefined;
    if (replay) return replay;
    const id = `acct_fake_${accounts.size + 1}`;
    const account = {
      id,
      object: 'account',
      type: 'express',
      email: (request.body as { email?: string }).email,
      charges_enabled: false,
      details_submitted: false,
      payouts_enabled: false,
      requirements: { currently_due: ['external_account', 'individual.dob.day'] },
    };
    accounts.set(id, account);
    if (request.idempotencyKey) byKey.set(request.idempotencyKey, account);
    return account;
  });
  fake.on(
    'GET',
    '/v1/accounts/:id',
    (_request: FakeStripeRequest, { id }: Params) => accounts.get(id!) ?? stripeError(404, 'No such account'),
  );
  fake.on('POST', '/v1/account_links', (request: FakeStripeRequest) => ({
    object: 'account_link',
    created: Math.floor(Date.now() / 1000),
    expires_at: Math.floor(Date.now() / 1000) + 300,
    url: `https://connect.stripe.test/setup/e/${(request.body as { account: string }).account}/${++links}`,
  }));
  fake.on('POST', '/v1/accounts/:id/login_links', (_request: FakeStripeRequest, { id }: Params) => ({
    object: 'login_link',
    created: Math.floor(Date.now() / 1000),
    url: `https://connect.stripe.test/express/${id}`,
  }));
  return {
    accounts,
    /** The vendor finished Stripe's form. */
    complete(id: string) {
      Object.assign(accounts.get(id)!, {
        charges_enabled: true,
        details_submitted: true,
        payouts_enabled: true,
        requirements: { currently_due: [] },
      });
      return accounts.get(id)!;
    },
  };
}

describe('payouts through Stripe Connect (real SDK, fake Stripe server)', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof caller>;
  let fake: FakeStripe;
  let connect: ReturnType<typeof fakeConnect>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    connect = fakeConnect(fake);
    ctx = await createTestApp({ env: fakeStripeEnv(fake) });
    call = caller(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('creates an Express account with card_payments and transfers, then an onboarding link', async () => {
    const vendor = await createVendor(ctx.app, { email: 'stripe-vendor@example.test' });
    fake.reset();
    const response = await call('POST', '/api/stripe-connect/onboard', vendor);
    expect(response.statusCode).toBe(200);
    const { account_id, url } = response.json();

    const [create] = fake.requestsTo('POST', '/v1/accounts');
    expect(create!.body).toMatchObject({
      type: 'express',
      country: 'US',
      email: 'stripe-vendor@example.test',
      capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
      metadata: { vendor_id: String(vendor.user.vendor_profile!.id) },
      business_profile: { name: vendor.user.vendor_profile!.business_name },
    });
    expect(create!.idempotencyKey).toBe(`connect-account-vendor-${vendor.user.vendor_profile!.id}`);
    expect(create!.headers.authorization).toBe('Bearer sk_test_fake_verdant');

    const [link] = fake.requestsTo('POST', '/v1/account_links');
    expect(link!.body).toEqual({
      account: account_id,
      type: 'account_onboarding',
      refresh_url: 'http://localhost:3000/vendor/dashboard?tab=overview&payouts=refresh',
      return_url: 'http://localhost:3000/vendor/dashboard?tab=overview&payouts=return',
    });
    expect(url).toMatch(`https://connect.stripe.test/setup/e/${account_id}/`);
    expect(await accountRows(ctx, vendor)).toMatchObject([{ provider: 'stripe', accountId: account_id }]);
  });

  it('makes a fresh single-use link on every click, without a second account', async () => {
    const vendor = await createVendor(ctx.app);
    const [a, b] = await Promise.all([
      call('POST', '/api/stripe-connect/onboard', vendor),
      call('POST', '/api/stripe-connect/onboard', vendor),
    ]);
    expect(a.json().account_id).toBe(b.json().account_id);
    expect(await accountRows(ctx, vendor)).toHaveLength(1);
    const links = new Set([a.json().url, b.json().url]);
    for (let i = 0; i < 2; i++) links.add((await call('POST', '/api/stripe-connect/onboard-link', vendor)).json().url);
    expect(links.size).toBe(4);
  });

  it('reads the status from the API and from signed account.updated webhooks', async () => {
    const vendor = await createVendor(ctx.app);
    const { account_id } = (await call('POST', '/api/stripe-connect/onboard', vendor)).json();
    expect((await call('GET', '/api/stripe-connect/account-status', vendor)).json()).toMatchObject({
      has_account: true,
      details_submitted: false,
      requirements: { currently_due: ['external_account', 'individual.dob.day'] },
      payment_mode: 'stripe',
    });

    const completed = connect.complete(account_id);
    const event = { id: `evt_acct_${account_id}`, type: 'account.updated', data: { object: completed } };
    const delivered = await ctx.app.inject(signedWebhook(event));
    expect(delivered.json()).toEqual({ received: true, outcome: 'processed' });
    expect((await accountRows(ctx, vendor))[0]).toMatchObject({
      chargesEnabled: true,
      detailsSubmitted: true,
      payoutsEnabled: true,
      requirementsCurrentlyDue: [],
    });
    expect((await ctx.app.inject(signedWebhook(event))).json().outcome).toBe('duplicate');

    fake.reset();
    const link = await call('GET', '/api/stripe-connect/dashboard-link', vendor);
    expect(link.json()).toEqual({ url: `https://connect.stripe.test/express/${account_id}` });
    expect(fake.requestsTo('POST', `/v1/accounts/${account_id}/login_links`)).toHaveLength(1);
  });

  it('trusts the API over a stale event copy, and ignores accounts it does not know', async () => {
    const vendor = await createVendor(ctx.app);
    const { account_id } = (await call('POST', '/api/stripe-connect/onboard', vendor)).json();
    const stale = { ...connect.accounts.get(account_id)!, details_submitted: true, payouts_enabled: true };
    const response = await ctx.app.inject(
      signedWebhook({ id: `evt_stale_${account_id}`, type: 'account.updated', data: { object: stale } }),
    );
    expect(response.json().outcome).toBe('processed');
    expect((await accountRows(ctx, vendor))[0]!.payoutsEnabled).toBe(false);

    connect.accounts.set('acct_elsewhere', { id: 'acct_elsewhere', object: 'account', requirements: {} });
    const unknown = await ctx.app.inject(
      signedWebhook({
        id: 'evt_unknown_account',
        type: 'account.updated',
        data: { object: { id: 'acct_elsewhere', object: 'account' } },
      }),
    );
    expect(unknown.json().outcome).toBe('ignored');
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const vendor = await createVendor(ctx.app);
    const { account_id } = (await call('POST', '/api/stripe-connect/onboard', vendor)).json();
    const forged = signedWebhook(
      { id: 'evt_forged', type: 'account.updated', data: { object: connect.complete(account_id) } },
      'whsec_wrong_secret',
    );
    expect((await ctx.app.inject(forged)).statusCode).toBe(400);
    expect((await accountRows(ctx, vendor))[0]!.payoutsEnabled).toBe(false);
  });

  it('answers 502 with the spec message when Stripe refuses, and saves nothing', async () => {
    const vendor = await createVendor(ctx.app);
    fake.on('POST', '/v1/accounts', stripeError(400, 'Your platform cannot create accounts'));
    const response = await call('POST', '/api/stripe-connect/onboard', vendor);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: MESSAGES.stripeAccessFailed });
    expect(await accountRows(ctx, vendor)).toEqual([]);
    expect((await call('POST', '/api/stripe-connect/test-onboarding', vendor, bank)).statusCode).toBe(404);
  });
});
