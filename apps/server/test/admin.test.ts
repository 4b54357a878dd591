import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import type { AdminStats, AdminVendor, PublicVendor } from '@verdant/shared/schemas/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, orders } from '../src/db/schema/index.ts';
import {
  createAdmin,
  createBuyer,
  createPlant,
  createVendor,
  login,
  type Session,
  TEST_PASSWORD,
} from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: Session;
let buyer: Session;
let approved: Session;
let pending: Session;
let rejected: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx.app);
  buyer = await createBuyer(ctx.app);
  approved = await createVendor(ctx.app, { vendor_profile: { business_name: 'Approved Acres' } });
  pending = await createVendor(ctx.app, { approved: false, vendor_profile: { business_name: 'Pending Pines' } });
  rejected = await createVendor(ctx.app, { rejected: true, vendor_profile: { business_name: 'Rejected Roots' } });
  await createPlant(ctx.app, approved);
  await createPlant(ctx.app, approved, { deletedAt: new Date() });
});
afterAll(() => ctx.close());

const REASON = 'Please add a business address we can verify.';
const call = (method: 'GET' | 'PATCH', url: string, who?: Session, payload?: object) =>
  ctx.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const vendorId = (session: Session) => session.user.vendor_profile!.id;
const decide = (
  session: Session | number,
  action: 'approve' | 'reject',
  who: Session = admin,
  // null: no body at all
  payload: object | null = action === 'reject' ? { reason: REASON } : null,
) =>
  call(
    'PATCH',
    `/api/admin/vendors/${typeof session === 'number' ? session : vendorId(session)}/${action}`,
    who,
    payload ?? undefined,
  );
const listVendors = async (query = ''): Promise<AdminVendor[]> =>
  (await call('GET', `/api/admin/vendors${query}`, admin)).json();

describe('the admin routes refuse everyone but admins', () => {
  const routes: ['GET' | 'PATCH', string][] = [
    ['GET', '/api/admin/vendors'],
    ['GET', '/api/admin/stats'],
    ['PATCH', '/api/admin/vendors/PENDING/approve'],
    ['PATCH', '/api/admin/vendors/PENDING/reject'],
  ];
  it.each(routes)('%s %s', async (method, template) => {
    const url = template.replace('PENDING', String(vendorId(pending)));
    const payload = url.endsWith('/reject') ? { reason: REASON } : undefined;
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    for (const who of [buyer, approved, pending, rejected]) {
      const response = await call(method, url, who, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: MESSAGES.forbiddenRole });
    }
    // Nobody but the admin changed anything.
    expect((await listVendors()).find((vendor) => vendor.id === vendorId(pending))?.status).toBe('pending');
  });
});

describe('GET /api/admin/vendors', () => {
  it('lists every vendor with its state, owner and live plant count', async () => {
    const vendors = await listVendors();
    expect(vendors).toHaveLength(3);
    const row = vendors.find((vendor) => vendor.id === vendorId(approved))!;
    expect(row).toMatchObject({
      business_name: 'Approved Acres',
      status: 'approved',
      is_approved: true,
      is_rejected: false,
      plant_count: 1,
      owner: { email: approved.user.email, first_name: 'Vic', last_name: 'Vendor' },
      plan: 'STARTER_VENDOR',
    });
  });

  it.each([
    ['pending', 'Pending Pines'],
    ['approved', 'Approved Acres'],
    ['rejected', 'Rejected Roots'],
  ])('filters by %s', async (status, name) => {
    const vendors = await listVendors(`?status=${status}`);
    expect(vendors.map((vendor) => vendor.business_name)).toEqual([name]);
  });

  it('refuses an unknown filter with 422', async () => {
    expect((await call('GET', '/api/admin/vendors?status=banned', admin)).statusCode).toBe(422);
  });
});

describe('approval transitions (docs/product.md#vendor-approval)', () => {
  it('approves a pending vendor, who can then list a plant at once', async () => {
    const fresh = await createVendor(ctx.app, { approved: false });
    const item = { plant_name: 'Lavender', price: 9.5, quantity_available: 3, category: 'herbs' };
    const list = () =>
      ctx.app.inject({ method: 'POST', url: '/api/vendor/inventory', headers: fresh.headers, payload: item });
    const refused = await list();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MESSAGES.vendorNotApproved });

    const response = await decide(fresh, 'approve');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Vendor approved', vendor: { status: 'approved' } });
    expect(response.json().vendor.reviewed_at).toEqual(expect.any(String));

    // The same token now passes the approved-vendor guard: the flag is read on every request.
    const listing = await list();
    expect(listing.statusCode, listing.body).toBe(201);
    expect((await listVendors()).find((vendor) => vendor.id === vendorId(fresh))?.plant_count).toBe(1);
  });

  it('keeps a rejected vendor from selling', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor/inventory',
      headers: rejected.headers,
      payload: { plant_name: 'Sage', price: 5, quantity_available: 1, category: 'herbs' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('rejects a pending vendor with a reason the vendor then reads', async () => {
    const fresh = await createVendor(ctx.app, { approved: false });
    const response = await decide(fresh, 'reject', admin, { reason: `  ${REASON}  ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Vendor rejected',
      vendor: { status: 'rejected', rejection_reason: REASON },
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: fresh.headers });
    expect(me.json().vendor_profile).toMatchObject({ is_rejected: true, rejection_reason: REASON });
    const analytics = await ctx.app.inject({ method: 'GET', url: '/api/vendor/analytics', headers: fresh.headers });
    expect(analytics.json()).toMatchObject({ account_status: 'rejected', rejection_reason: REASON });
  });

  it.each([
    ['no body', null, MESSAGES.rejectionReasonRequired],
    ['no reason', {}, MESSAGES.rejectionReasonRequired],
    ['a blank reason', { reason: '   ' }, MESSAGES.rejectionReasonRequired],
    [
      'a reason that is too long',
      { reason: 'x'.repeat(LIMITS.rejectionReasonMax + 1) },
      MESSAGES.tooLong('Reason', LIMITS.rejectionReasonMax),
    ],
  ])('refuses a rejection with %s and leaves the vendor pending', async (_name, payload, detail) => {
    const fresh = await createVendor(ctx.app, { approved: false });
    const response = await decide(fresh, 'reject', admin, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
    expect((await listVendors()).find((vendor) => vendor.id === vendorId(fresh))?.status).toBe('pending');
  });

  it('approves a rejected vendor and forgets the reason', async () => {
    const fresh = await createVendor(ctx.app, { approved: false });
    expect((await decide(fresh, 'reject')).statusCode).toBe(200);
    const response = await decide(fresh, 'approve');
    expect(response.statusCode).toBe(200);
    expect(response.json().vendor).toMatchObject({
      status: 'approved',
      is_approved: true,
      is_rejected: false,
      rejection_reason: null,
    });
    // The vendor logs in again and sees the new state.
    const again = await login(ctx.app, fresh.user.email, TEST_PASSWORD);
    expect(again.user.vendor_profile).toMatchObject({ is_approved: true, is_rejected: false, rejection_reason: null });
  });

  it.each([
    ['approve an approved vendor', 'approved', 'approve', MESSAGES.vendorAlreadyApproved],
    ['reject an approved vendor', 'approved', 'reject', MESSAGES.approvedVendorCannotBeRejected],
    ['reject a rejected vendor', 'rejected', 'reject', MESSAGES.vendorAlreadyRejected],
  ] as const)('refuses to %s with 409', async (_name, state, action, detail) => {
    const fresh = await createVendor(ctx.app, { approved: state === 'approved', rejected: state === 'rejected' });
    const response = await decide(fresh, action);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail });
    const row = (await listVendors()).find((vendor) => vendor.id === vendorId(fresh))!;
    expect(row.status).toBe(state);
  });

  it('answers 404 for an unknown vendor and 422 for a bad id', async () => {
    for (const action of ['approve', 'reject'] as const) {
      const response = await decide(999999, action);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.vendorNotFound });
    }
    expect((await call('PATCH', '/api/admin/vendors/abc/approve', admin)).statusCode).toBe(422);
  });

  it('lets exactly one of two simultaneous decisions on a pending vendor win', async () => {
    const fresh = await createVendor(ctx.app, { approved: false });
    const results = await Promise.all([decide(fresh, 'reject'), decide(fresh, 'reject')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts vendors by state, buyers, live plants, orders and paid sales', async () => {
    const db = ctx.app.db;
    const [checkout] = await db
      .insert(checkouts)
      .values({
        buyerName: 'Bea',
        buyerEmail: 'bea@example.test',
        shippingAddress: '1 Main St',
        totalCents: 7000,
        paymentProvider: 'test',
        accessToken: 'stats-test',
        expiresAt: new Date(Date.now() + 3600_000),
      })
      .returning();
    const order = (orderNumber: string, totalCents: number, status: 'pending' | 'paid' | 'delivered') => ({
      orderNumber,
      checkoutId: checkout!.id,
      vendorId: vendorId(approved),
      buyerName: 'Bea',
      buyerEmail: 'bea@example.test',
      shippingAddress: '1 Main St',
      totalCents,
      status,
    });
    await db
      .insert(orders)
      .values([order('S-1', 1000, 'pending'), order('S-2', 2550, 'paid'), order('S-3', 3450, 'delivered')]);

    const vendors = await listVendors();
    const stats: AdminStats = (await call('GET', '/api/admin/stats', admin)).json();
    expect(stats).toEqual({
      total_vendors: vendors.length,
      pending_vendors: vendors.filter((v) => v.status === 'pending').length,
      approved_vendors: vendors.filter((v) => v.status === 'approved').length,
      rejected_vendors: vendors.filter((v) => v.status === 'rejected').length,
      total_buyers: 1,
      total_plants: vendors.reduce((sum, v) => sum + v.plant_count, 0),
      total_orders: 3,
      total_sales: 60,
      weeks: expect.any(Array),
    });
    expect(stats.pending_vendors + stats.approved_vendors + stats.rejected_vendors).toBe(stats.total_vendors);
  });
});

describe('GET /api/auth/vendors', () => {
  it('lists approved vendors only, with public business details and no owner data', async () => {
    const response = await call('GET', '/api/auth/vendors');
    expect(response.statusCode).toBe(200);
    const vendors: PublicVendor[] = response.json();
    const names = vendors.map((vendor) => vendor.business_name);
    expect(names).toContain('Approved Acres');
    expect(names).not.toContain('Pending Pines');
    expect(names).not.toContain('Rejected Roots');
    expect(Object.keys(vendors[0]!).sort()).toEqual([
      'business_address',
      'business_description',
      'business_email',
      'business_name',
      'business_phone',
      'id',
    ]);
  });
});
