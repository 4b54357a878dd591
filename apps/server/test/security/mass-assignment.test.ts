import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inquiries,
  inventoryItems,
  orderItems,
  orders,
  reviews,
  users,
  vendorProfiles,
} from '../../src/db/schema/index.ts';
import { buyerPayload, createBuyer, createPlant, createVendor, type Session, vendorPayload } from '../factories.ts';
import { createTestApp, type TestContext } from '../helpers.ts';
import { orderPayload } from '../order-fixtures.ts';
import { retryWhenBusy, rowOf, vendorIdOf, type World } from './world.ts';

// Fields a caller may not set (role, vendor_id, is_approved, status, price, plan...) are ignored or refused.

let ctx: TestContext;
let buyer: Session;
let vendor: Session;
let otherVendor: Session;
let plant: { id: number; priceCents: number };

beforeAll(async () => {
  ctx = await createTestApp();
  await retryWhenBusy(ctx.app);
  [buyer, vendor, otherVendor] = await Promise.all([
    createBuyer(ctx.app),
    createVendor(ctx.app),
    createVendor(ctx.app),
  ]);
  plant = await createPlant(ctx.app, vendor, { priceCents: 4000, quantityAvailable: 50 });
});
afterAll(() => ctx.close());

const call = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object, session?: Session) =>
  ctx.app.inject({ method, url, payload, headers: session?.headers ?? {} });
const asWorld = () => ({ app: ctx.app }) as World;
const userRow = async (email: string) => (await ctx.app.db.select().from(users).where(eq(users.email, email)))[0]!;
/** What a plain registration gives, minus what differs between any two users. */
const comparable = ({ role, plan, isActive }: typeof users.$inferSelect) => ({ role, plan, isActive });

describe('registration and profile ignore privileged fields', () => {
  it('a buyer cannot register as admin, pick a plan or approve itself', async () => {
    const plain = buyerPayload();
    const forged = buyerPayload({ role: 'admin', plan: 'PRO_BUYER', is_active: false, is_approved: true, id: 1 });
    expect((await call('POST', '/api/auth/register/buyer', plain)).statusCode).toBe(201);
    const response = await call('POST', '/api/auth/register/buyer', forged);
    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe('buyer');
    expect(comparable(await userRow(forged.email))).toEqual(comparable(await userRow(plain.email)));
  });

  it('a vendor cannot register approved, as admin or on a paid plan', async () => {
    const plain = vendorPayload();
    const forged = vendorPayload({
      role: 'admin',
      plan: 'PREMIUM_VENDOR',
      is_approved: true,
      vendor_profile: { business_name: 'Sneaky Sprouts', is_approved: true, is_rejected: false, user_id: 1 },
    });
    await call('POST', '/api/auth/register/vendor', plain);
    expect((await call('POST', '/api/auth/register/vendor', forged)).statusCode).toBe(201);
    const row = await userRow(forged.email);
    expect(comparable(row)).toEqual(comparable(await userRow(plain.email)));
    const [profile] = await ctx.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, row.id));
    expect(profile).toMatchObject({ isApproved: false, isRejected: false, businessName: 'Sneaky Sprouts' });
  });

  it('PATCH /api/auth/profile changes names and phone only', async () => {
    const before = await userRow(buyer.user.email);
    const response = await call(
      'PATCH',
      '/api/auth/profile',
      {
        first_name: before.firstName,
        last_name: 'Changed',
        phone: before.phone,
        role: 'admin',
        plan: 'PRO_BUYER',
        email: 'x@example.test',
        is_active: false,
      },
      buyer,
    );
    expect(response.statusCode).toBe(200);
    const after = await userRow(buyer.user.email);
    expect({ ...after, lastName: before.lastName, updatedAt: before.updatedAt }).toEqual(before);
    expect(after.lastName).toBe('Changed');
  });

  it('an unapproved vendor cannot approve itself through its business profile', async () => {
    const pending = await createVendor(ctx.app, { approved: false });
    const response = await call(
      'PATCH',
      '/api/vendor/profile',
      { business_name: 'Approved Now', is_approved: true, is_rejected: false, id: 1, user_id: buyer.user.id },
      pending,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ business_name: 'Approved Now', is_approved: false });
    const inventory = await ctx.app.inject({ method: 'GET', url: '/api/vendor/inventory', headers: pending.headers });
    expect(inventory.statusCode).toBe(403);
  });
});

describe('listings stay with their vendor', () => {
  it('vendor_id in a new listing is ignored', async () => {
    const response = await call(
      'POST',
      '/api/vendor/inventory',
      { plant_name: 'Planted Elsewhere', price: 5, quantity_available: 1, vendor_id: vendorIdOf(otherVendor), id: 1 },
      vendor,
    );
    expect(response.statusCode).toBe(201);
    const row = (await rowOf(asWorld(), inventoryItems, response.json().id)) as typeof inventoryItems.$inferSelect;
    expect(row.vendorId).toBe(vendorIdOf(vendor));
    expect(row.id).not.toBe(1);
  });

  it('vendor_id in a listing change is ignored', async () => {
    const own = await createPlant(ctx.app, vendor);
    const response = await call(
      'PATCH',
      `/api/vendor/inventory/${own.id}`,
      { vendor_id: vendorIdOf(otherVendor), deleted_at: '2020-01-01T00:00:00Z', description: 'still mine' },
      vendor,
    );
    expect(response.statusCode).toBe(200);
    const row = (await rowOf(asWorld(), inventoryItems, own.id)) as typeof inventoryItems.$inferSelect;
    expect(row).toMatchObject({ vendorId: vendorIdOf(vendor), deletedAt: null, description: 'still mine' });
  });
});

describe('orders: the server sets prices, totals and status', () => {
  it('charges the database price whatever unit_price, total_amount, price or status say', async () => {
    const payload = orderPayload([{ plant, quantity: 2 }], { total_amount: 0.01, status: 'paid', price: 0.01 });
    payload.items[0] = { ...payload.items[0]!, unit_price: 0.01, price: 0.01 } as (typeof payload.items)[0];
    const response = await call('POST', '/api/orders', payload, buyer);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ total_amount: 80, status: 'pending', payment_status: 'unpaid' });
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, response.json().id));
    expect(order).toMatchObject({ status: 'pending', totalCents: 8000, buyerId: buyer.user.id });
    const [line] = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(line!.unitPriceCents).toBe(4000);
  });

  it('a vendor cannot mark an order paid', async () => {
    const created = (await call('POST', '/api/orders', orderPayload([{ plant, quantity: 1 }]), buyer)).json();
    const response = await call('PATCH', `/api/vendor/orders/${created.id}/status`, { status: 'paid' }, vendor);
    expect([409, 422]).toContain(response.statusCode);
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, created.id));
    expect(order!.status).toBe('pending');
  });
});

describe('inquiries and reviews: status, owner and verification are the server’s', () => {
  it('a new inquiry is pending and belongs to its sender', async () => {
    const response = await call(
      'POST',
      '/api/inquiries',
      {
        inventory_item_id: plant.id,
        message: 'Is this one frost hardy?',
        requested_quantity: 1,
        status: 'confirmed',
        buyer_id: vendor.user.id,
        vendor_response: 'Yes',
      },
      buyer,
    );
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.app.db.select().from(inquiries).where(eq(inquiries.id, response.json().inquiry.id));
    expect(row).toMatchObject({ status: 'pending', buyerId: buyer.user.id, vendorResponse: null });
  });

  it('a vendor may answer confirmed or declined, never pending or cancelled', async () => {
    const created = await call(
      'POST',
      '/api/inquiries',
      { inventory_item_id: plant.id, message: 'Can you ship in March?', requested_quantity: 1 },
      buyer,
    );
    const id = created.json().inquiry.id;
    for (const status of ['pending', 'cancelled']) {
      const response = await call('PUT', '/api/inquiries/respond', { inquiry_id: id, status }, vendor);
      expect(response.statusCode).toBe(422);
    }
    const [row] = await ctx.app.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row!.status).toBe('pending');
  });

  it('a review cannot claim a verified purchase, another author or another name', async () => {
    const response = await call(
      'POST',
      '/api/reviews',
      {
        inventory_item_id: plant.id,
        rating: 5,
        review_text: 'Great',
        is_verified_purchase: true,
        buyer_id: vendor.user.id,
        buyer_name: 'The Admin',
      },
      buyer,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ is_verified_purchase: false, buyer_name: expect.stringMatching(/^Bea/) });
    const [row] = await ctx.app.db.select().from(reviews).where(eq(reviews.id, response.json().id));
    expect(row).toMatchObject({ buyerId: buyer.user.id, isVerifiedPurchase: false });
  });
});

describe('plans are changed through the plan rules only', () => {
  it.each([
    ['a buyer asks for a vendor plan', 'buyer', 'PREMIUM_VENDOR'],
    ['a vendor asks for a buyer plan', 'vendor', 'PRO_BUYER'],
    ['anyone asks for an unknown plan', 'buyer', 'ENTERPRISE'],
  ] as const)('%s: 422, plan unchanged', async (_name, who, plan) => {
    const session = who === 'buyer' ? await createBuyer(ctx.app) : await createVendor(ctx.app);
    const before = (await userRow(session.user.email)).plan;
    for (const url of ['/api/subscribe', '/api/upgrade-subscription']) {
      expect((await call('POST', url, { plan }, session)).statusCode).toBe(422);
    }
    expect((await userRow(session.user.email)).plan).toBe(before);
  });
});
