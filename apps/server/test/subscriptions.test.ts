import type { Plan } from '@verdant/shared/enums';
import { MESSAGES } from '@verdant/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCounts, subscriptions, users } from '../src/db/schema/index.ts';
import { recordInvoice } from '../src/modules/subscriptions/subscriptions.service.ts';
import { createAdmin, createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { orderPayload, payInTestMode, postOrder, stockOf } from './order-fixtures.ts';

// Subscriptions in test mode (no Stripe keys): status, upgrade paths, cancel, trial end, invoice limit.

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

describe('subscriptions in test mode', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    ctx = await createTestApp();
    call = caller(ctx);
  });
  afterAll(() => ctx.close());

  const session = async (role: 'buyer' | 'vendor', plan?: Plan) =>
    role === 'buyer'
      ? plan
        ? createBuyer(ctx.app).then(async (s) => {
            await ctx.app.db.update(users).set({ plan }).where(eq(users.id, s.user.id));
            return s;
          })
        : createBuyer(ctx.app)
      : createVendor(ctx.app, plan ? { plan } : {});

  describe('who may call', () => {
    it('refuses anonymous (401) and admins (403) on changes; buyers and unapproved vendors on invoice-status', async () => {
      const admin = await createAdmin(ctx.app);
      const buyer = await createBuyer(ctx.app);
      for (const url of ['/api/subscribe', '/api/upgrade-subscription', '/api/cancel-subscription']) {
        expect((await call('POST', url, undefined, { plan: 'PRO_BUYER' })).statusCode).toBe(401);
        expect((await call('POST', url, admin, { plan: 'PRO_BUYER' })).statusCode).toBe(403);
      }
      expect((await call('GET', '/api/subscription/status')).statusCode).toBe(401);
      expect((await call('GET', '/api/invoice-status')).statusCode).toBe(401);
      expect((await call('GET', '/api/invoice-status', buyer)).statusCode).toBe(403);
      expect((await call('GET', '/api/invoice-status', admin)).statusCode).toBe(403);
      const pending = await createVendor(ctx.app, { approved: false });
      expect((await call('GET', '/api/invoice-status', pending)).statusCode).toBe(200);
    });
  });

  describe('status', () => {
    it('starts vendors on a 30-day Starter trial with no card', async () => {
      const vendor = await createVendor(ctx.app);
      const status = (await call('GET', '/api/subscription/status', vendor)).json();
      expect(status).toMatchObject({
        plan: 'STARTER_VENDOR',
        status: 'trialing',
        trial_days_left: 30,
        stripe_subscription_id: null,
        can_cancel: false,
        can_subscribe: true,
        upgrade_options: ['PRO_VENDOR', 'PREMIUM_VENDOR'],
        available_plans: ['STARTER_VENDOR', 'PRO_VENDOR', 'PREMIUM_VENDOR'],
        payment_mode: 'test',
      });
      expect(Date.parse(status.trial_end_date) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    });

    it('starts buyers on Basic with Pro as the upgrade; an admin has no plan', async () => {
      const buyer = await createBuyer(ctx.app);
      expect((await call('GET', '/api/subscription/status', buyer)).json()).toMatchObject({
        plan: 'BASIC_BUYER',
        status: 'trialing',
        upgrade_options: ['PRO_BUYER'],
      });
      const admin = await createAdmin(ctx.app);
      expect((await call('GET', '/api/subscription/status', admin)).json()).toMatchObject({
        plan: 'NONE',
        status: 'none',
        upgrade_options: [],
        can_subscribe: false,
        can_cancel: false,
      });
    });
  });

  describe('upgrade paths (docs/product.md#plans)', () => {
    it.each([
      ['buyer', 'BASIC_BUYER', 'PRO_BUYER'],
      ['buyer', 'NONE', 'PRO_BUYER'],
      ['vendor', 'STARTER_VENDOR', 'PRO_VENDOR'],
      ['vendor', 'STARTER_VENDOR', 'PREMIUM_VENDOR'],
      ['vendor', 'PRO_VENDOR', 'PREMIUM_VENDOR'],
    ] as const)('%s %s -> %s succeeds at once in test mode', async (role, from, to) => {
      const user = await session(role, from);
      const response = await call('POST', '/api/upgrade-subscription', user, { plan: to });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ plan: to, checkout_url: null });
      const row = await planOf(ctx, user);
      expect(row).toMatchObject({ plan: to, status: 'active' });
      expect(row.subscriptionId).toMatch(/^sub_test_/);
      expect((await call('GET', '/api/auth/me', user)).json().plan).toBe(to);
    });

    it.each([
      ['vendor', 'PRO_VENDOR', 'STARTER_VENDOR', 409],
      ['vendor', 'PREMIUM_VENDOR', 'PRO_VENDOR', 409],
      ['vendor', 'PREMIUM_VENDOR', 'PREMIUM_VENDOR', 409],
      ['vendor', 'STARTER_VENDOR', 'STARTER_VENDOR', 409],
      ['vendor', 'NONE', 'PRO_VENDOR', 409],
      ['buyer', 'PRO_BUYER', 'PRO_BUYER', 409],
      ['buyer', 'PRO_BUYER', 'BASIC_BUYER', 409],
      ['buyer', 'BASIC_BUYER', 'PRO_VENDOR', 422],
      ['vendor', 'STARTER_VENDOR', 'PRO_BUYER', 422],
    ] as const)('%s %s -> %s is refused with %i and changes nothing', async (role, from, to, status) => {
      const user = await session(role, from);
      const before = await planOf(ctx, user);
      const response = await call('POST', '/api/upgrade-subscription', user, { plan: to });
      expect(response.statusCode).toBe(status);
      expect(response.json().detail).toEqual(expect.any(String));
      expect(await planOf(ctx, user)).toEqual(before);
    });

    it('explains a refused path in words', async () => {
      const vendor = await createVendor(ctx.app, { plan: 'PREMIUM_VENDOR' });
      const response = await call('POST', '/api/upgrade-subscription', vendor, { plan: 'PRO_VENDOR' });
      expect(response.json()).toEqual({ detail: MESSAGES.upgradeNotAllowed('Premium', 'Pro') });
    });

    it.each([[{}], [{ plan: 'GOLD' }], [{ plan: 'NONE' }]])(
      'refuses a missing or unknown plan %j with 422',
      async (body) => {
        const vendor = await createVendor(ctx.app);
        const response = await call('POST', '/api/upgrade-subscription', vendor, body);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toContainEqual({ field: 'plan', message: 'Choose a plan' });
      },
    );
  });

  describe('subscribe and cancel', () => {
    it('cancels only when the plan is not NONE and a subscription id exists', async () => {
      const vendor = await createVendor(ctx.app);
      const trial = await call('POST', '/api/cancel-subscription', vendor);
      expect(trial.statusCode).toBe(409);
      expect(trial.json()).toEqual({ detail: MESSAGES.noSubscriptionToCancel });

      await call('POST', '/api/upgrade-subscription', vendor, { plan: 'PRO_VENDOR' });
      const status = (await call('GET', '/api/subscription/status', vendor)).json();
      expect(status).toMatchObject({ can_cancel: true, can_subscribe: false, upgrade_options: ['PREMIUM_VENDOR'] });

      const cancelled = await call('POST', '/api/cancel-subscription', vendor);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ plan: 'NONE', checkout_url: null });
      expect(await planOf(ctx, vendor)).toMatchObject({ plan: 'NONE', status: 'cancelled' });
      expect((await call('POST', '/api/cancel-subscription', vendor)).statusCode).toBe(409);

      const after = (await call('GET', '/api/subscription/status', vendor)).json();
      expect(after).toMatchObject({ plan: 'NONE', status: 'none', can_cancel: false, can_subscribe: true });
      const again = await call('POST', '/api/subscribe', vendor, { plan: 'STARTER_VENDOR' });
      expect(again.json()).toMatchObject({ plan: 'STARTER_VENDOR', checkout_url: null });
      expect(await planOf(ctx, vendor)).toMatchObject({ plan: 'STARTER_VENDOR', status: 'active' });
    });

    it('refuses a second subscription while one runs, and a plan of the other role', async () => {
      const buyer = await createBuyer(ctx.app);
      expect((await call('POST', '/api/subscribe', buyer, { plan: 'STARTER_VENDOR' })).statusCode).toBe(422);
      expect((await call('POST', '/api/subscribe', buyer, { plan: 'BASIC_BUYER' })).statusCode).toBe(200);
      const second = await call('POST', '/api/subscribe', buyer, { plan: 'PRO_BUYER' });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ detail: MESSAGES.alreadySubscribed });
      expect((await call('POST', '/api/upgrade-subscription', buyer, { plan: 'PRO_BUYER' })).statusCode).toBe(200);
    });

    it('keeps listings when the trial ends, and offers to subscribe', async () => {
      const vendor = await createVendor(ctx.app);
      const plant = await createPlant(ctx.app, vendor);
      await ctx.app.db
        .update(subscriptions)
        .set({ trialEndDate: new Date(Date.now() - 1000) })
        .where(eq(subscriptions.userId, vendor.user.id));
      expect((await call('GET', '/api/subscription/status', vendor)).json()).toMatchObject({
        plan: 'STARTER_VENDOR',
        status: 'trial_ended',
        trial_days_left: 0,
        can_subscribe: true,
      });
      const listed = (await call('GET', '/api/vendor/inventory', vendor)).json().items;
      expect(listed.map((item: { id: number }) => item.id)).toEqual([plant.id]);
      expect((await call('GET', '/api/invoice-status', vendor)).json().monthly_limit).toBe(0);
      await expect(recordInvoice(ctx.app.db, vendor.user.vendor_profile!.id)).rejects.toThrow(
        MESSAGES.invoicesPaused(vendor.user.vendor_profile!.business_name),
      );
      await call('POST', '/api/subscribe', vendor, { plan: 'STARTER_VENDOR' });
      expect((await call('GET', '/api/invoice-status', vendor)).json().monthly_limit).toBe(2000);
      expect((await recordInvoice(ctx.app.db, vendor.user.vendor_profile!.id)).count).toBe(1);
    });
  });

  describe('invoice limit', () => {
    const setCount = async (vendorId: number, month: string, count: number) =>
      ctx.app.db
        .insert(invoiceCounts)
        .values({ vendorId, month, count })
        .onConflictDoUpdate({ target: [invoiceCounts.vendorId, invoiceCounts.month], set: { count } });

    it('counts per vendor per calendar month and stops at the plan limit with a clear message', async () => {
      const vendor = await createVendor(ctx.app);
      const vendorId = vendor.user.vendor_profile!.id;
      const january = new Date('2026-01-31T23:00:00Z');
      await setCount(vendorId, '2026-01', 1998);
      expect(await recordInvoice(ctx.app.db, vendorId, january)).toEqual({
        count: 1999,
        limit: 2000,
        month: '2026-01',
      });
      expect((await recordInvoice(ctx.app.db, vendorId, january)).count).toBe(2000);
      const refused = recordInvoice(ctx.app.db, vendorId, january);
      await expect(refused).rejects.toMatchObject({
        statusCode: 409,
        message: MESSAGES.invoiceLimitReached(vendor.user.vendor_profile!.business_name, 2000),
      });
      expect((await recordInvoice(ctx.app.db, vendorId, new Date('2026-02-01T00:00:00Z'))).count).toBe(1);
      const [row] = await ctx.app.db
        .select()
        .from(invoiceCounts)
        .where(sql`${invoiceCounts.vendorId} = ${vendorId} and ${invoiceCounts.month} = '2026-01'`);
      expect(row!.count).toBe(2000);
    });

    it('lets exactly the remaining invoices through when orders arrive at once', async () => {
      const vendor = await createVendor(ctx.app, { plan: 'PRO_VENDOR' });
      const vendorId = vendor.user.vendor_profile!.id;
      const now = new Date();
      const month = now.toISOString().slice(0, 7);
      await setCount(vendorId, month, 4998);
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => recordInvoice(ctx.app.db, vendorId, now)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      expect((await call('GET', '/api/invoice-status', vendor)).json()).toEqual({
        current_count: 5000,
        monthly_limit: 5000,
        month,
        plan: 'PRO_VENDOR',
      });
    });

    it('refuses an order to a vendor at its limit and reserves no stock', async () => {
      const vendor = await createVendor(ctx.app);
      const vendorId = vendor.user.vendor_profile!.id;
      const plant = await createPlant(ctx.app, vendor, { quantityAvailable: 5 });
      await setCount(vendorId, new Date().toISOString().slice(0, 7), 2000);
      const response = await postOrder(ctx.app, orderPayload([{ plant, quantity: 1 }]));
      expect(response.status).toBe(409);
      expect(response.body.detail).toBe(MESSAGES.invoiceLimitReached(vendor.user.vendor_profile!.business_name, 2000));
      expect(await stockOf(ctx.app, plant.id)).toBe(5);
    });

    it('counts each paid order as one invoice of its vendor, not before', async () => {
      const vendor = await createVendor(ctx.app);
      const plant = await createPlant(ctx.app, vendor, { quantityAvailable: 5 });
      const placed = await postOrder(ctx.app, orderPayload([{ plant, quantity: 2 }]));
      expect(placed.status).toBe(201);
      expect((await call('GET', '/api/invoice-status', vendor)).json().current_count).toBe(0);
      expect((await payInTestMode(ctx.app, placed.body)).statusCode).toBe(200);
      expect((await call('GET', '/api/invoice-status', vendor)).json().current_count).toBe(1);
    });

    it('rolls back with the order transaction that recorded it', async () => {
      const vendor = await createVendor(ctx.app);
      const vendorId = vendor.user.vendor_profile!.id;
      await expect(
        ctx.app.db.transaction(async (tx) => {
          await recordInvoice(tx, vendorId);
          throw new Error('order failed');
        }),
      ).rejects.toThrow('order failed');
      expect((await call('GET', '/api/invoice-status', vendor)).json().current_count).toBe(0);
    });

    it('shows 999999 for Premium and never stops it', async () => {
      const vendor = await createVendor(ctx.app, { plan: 'PREMIUM_VENDOR' });
      const vendorId = vendor.user.vendor_profile!.id;
      const now = new Date();
      await setCount(vendorId, now.toISOString().slice(0, 7), 1_500_000);
      expect((await recordInvoice(ctx.app.db, vendorId, now)).count).toBe(1_500_001);
      expect((await call('GET', '/api/invoice-status', vendor)).json().monthly_limit).toBe(999999);
    });
  });
});
