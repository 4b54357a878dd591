import type { BuyerProfile } from '@verdant/shared/schemas/buyer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createAdmin, createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let buyer: Session;
let vendor: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  buyer = await createBuyer(ctx.app, { first_name: 'Rosa', last_name: 'Park', phone: '512-555-0111' });
  vendor = await createVendor(ctx.app);
});
afterAll(() => ctx.close());

const profile = (who?: Session) =>
  ctx.app.inject({ method: 'GET', url: '/api/buyer/profile', headers: who?.headers ?? {} });

describe('GET /api/buyer/profile', () => {
  it("gives the buyer's profile with the Basic badge and counts", async () => {
    const plant = await createPlant(ctx.app, vendor);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      headers: buyer.headers,
      payload: { inventory_item_id: plant.id, message: 'Is this fern pet safe?', requested_quantity: 1 },
    });
    const response = await profile(buyer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: buyer.user.id,
      first_name: 'Rosa',
      last_name: 'Park',
      email: buyer.user.email,
      phone: '512-555-0111',
      plan: 'BASIC_BUYER',
      plan_label: 'Basic',
      is_pro: false,
      trial_end_date: expect.any(String),
      created_at: expect.any(String),
      total_orders: 0,
      total_inquiries: 1,
      usda_zone: null,
    } satisfies Record<keyof BuyerProfile, unknown>);
  });

  it('shows Pro for PRO_BUYER', async () => {
    await ctx.app.db.update(users).set({ plan: 'PRO_BUYER' }).where(eq(users.id, buyer.user.id));
    expect((await profile(buyer)).json()).toMatchObject({ plan: 'PRO_BUYER', plan_label: 'Pro', is_pro: true });
  });

  it('is for buyers only', async () => {
    expect((await profile()).statusCode).toBe(401);
    expect((await profile(vendor)).statusCode).toBe(403);
    expect((await profile(await createAdmin(ctx.app))).statusCode).toBe(403);
  });
});
