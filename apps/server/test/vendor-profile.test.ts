import { MESSAGES } from '@verdant/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, orders } from '../src/db/schema/index.ts';
import { createAdmin, createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let vendor: Session;
let buyer: Session;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createVendor(ctx.app);
  buyer = await createBuyer(ctx.app);
  admin = await createAdmin(ctx.app);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PATCH', url: string, session?: Session, payload?: object) =>
  ctx.app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });

describe('who may use /api/vendor/profile and /api/vendor/analytics', () => {
  it.each([
    ['GET', '/api/vendor/profile'],
    ['PATCH', '/api/vendor/profile'],
    ['GET', '/api/vendor/analytics'],
  ] as const)('%s %s: anonymous 401, buyer and admin 403', async (method, url) => {
    const payload = method === 'PATCH' ? { business_name: 'Hijack' } : undefined;
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    for (const session of [buyer, admin]) {
      const response = await call(method, url, session, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: MESSAGES.forbiddenRole });
    }
  });

  it('lets a vendor waiting for approval see where it stands and fix its details', async () => {
    const pending = await createVendor(ctx.app, { approved: false });
    expect((await call('GET', '/api/vendor/analytics', pending)).json().account_status).toBe('pending');
    const edited = await call('PATCH', '/api/vendor/profile', pending, { business_name: 'Pending Nursery' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ business_name: 'Pending Nursery', is_approved: false });
    const rejected = await createVendor(ctx.app, { rejected: true });
    expect((await call('GET', '/api/vendor/analytics', rejected)).json().account_status).toBe('rejected');
  });
});

describe('business profile', () => {
  it('returns my profile and only mine', async () => {
    const other = await createVendor(ctx.app);
    const mine = (await call('GET', '/api/vendor/profile', vendor)).json();
    expect(mine).toMatchObject({
      id: vendor.user.vendor_profile!.id,
      business_name: vendor.user.vendor_profile!.business_name,
      business_phone: '512-555-0199',
      is_approved: true,
      is_rejected: false,
    });
    expect((await call('GET', '/api/vendor/profile', other)).json().id).toBe(other.user.vendor_profile!.id);
  });

  it('saves every field, trimming text and clearing empty optional fields', async () => {
    const response = await call('PATCH', '/api/vendor/profile', vendor, {
      business_name: '  Green Acres  ',
      business_description: 'Native plants since 1999.',
      business_address: '1 Garden Way, Austin, TX',
      business_phone: '',
      business_email: 'Hello@GreenAcres.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      business_name: 'Green Acres',
      business_description: 'Native plants since 1999.',
      business_address: '1 Garden Way, Austin, TX',
      business_phone: null,
      business_email: 'hello@greenacres.test',
    });
    expect((await call('GET', '/api/vendor/profile', vendor)).json().business_name).toBe('Green Acres');
  });

  it.each([
    [{ business_name: '' }, 'business_name', 'Business name is required'],
    [{ business_name: '   ' }, 'business_name', 'Business name is required'],
    [{}, 'business_name', 'Business name is required'],
    [{ business_name: 'Ok', business_email: 'nope' }, 'business_email', MESSAGES.invalidEmail],
  ])('refuses %j with 422 and changes nothing', async (payload, field, message) => {
    const before = (await call('GET', '/api/vendor/profile', vendor)).json();
    const response = await call('PATCH', '/api/vendor/profile', vendor, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({ field, message });
    expect((await call('GET', '/api/vendor/profile', vendor)).json()).toEqual(before);
  });
});

describe('analytics', () => {
  it('counts my live products, my orders and the revenue of paid orders', async () => {
    const seller = await createVendor(ctx.app);
    const vendorId = seller.user.vendor_profile!.id;
    await createPlant(ctx.app, seller);
    await createPlant(ctx.app, seller, { quantityAvailable: 0 });
    await createPlant(ctx.app, seller, { deletedAt: new Date() });
    await createPlant(ctx.app, vendor);

    const empty = (await call('GET', '/api/vendor/analytics', seller)).json();
    expect(empty).toMatchObject({ total_products: 2, out_of_stock_products: 1, total_orders: 0, total_revenue: 0 });

    const [checkout] = await ctx.app.db
      .insert(checkouts)
      .values({
        buyerName: 'Ann',
        buyerEmail: 'ann@example.test',
        shippingAddress: '1 Main St',
        totalCents: 0,
        paymentProvider: 'test',
        accessToken: `a-${Date.now()}`,
        expiresAt: new Date(Date.now() + 3600_000),
      })
      .returning();
    const base = {
      checkoutId: checkout!.id,
      buyerName: 'Ann',
      buyerEmail: 'ann@example.test',
      shippingAddress: '1 Main',
    };
    await ctx.app.db.insert(orders).values([
      { ...base, vendorId, orderNumber: `A-${Date.now()}-1`, totalCents: 1050, status: 'paid' },
      { ...base, vendorId, orderNumber: `A-${Date.now()}-2`, totalCents: 2000, status: 'delivered' },
      { ...base, vendorId, orderNumber: `A-${Date.now()}-3`, totalCents: 999, status: 'pending' },
      { ...base, vendorId, orderNumber: `A-${Date.now()}-4`, totalCents: 500, status: 'cancelled' },
      {
        ...base,
        vendorId: vendor.user.vendor_profile!.id,
        orderNumber: `A-${Date.now()}-5`,
        totalCents: 7000,
        status: 'paid',
      },
    ]);

    const stats = (await call('GET', '/api/vendor/analytics', seller)).json();
    expect(stats).toMatchObject({
      total_products: 2,
      total_orders: 4,
      total_revenue: 30.5,
      pending_orders: 1,
      account_status: 'approved',
    });
    expect(stats.recent_orders).toHaveLength(4);
    expect(stats.recent_orders[0]).toMatchObject({ buyer_name: 'Ann', total_amount: expect.any(Number) });
  });
});
