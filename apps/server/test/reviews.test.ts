import { MESSAGES } from '@verdant/shared/messages';
import type { Plant } from '@verdant/shared/schemas/inventory';
import type { Review } from '@verdant/shared/schemas/reviews';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, inventoryItems, orderItems, orders } from '../src/db/schema/index.ts';
import { createAdmin, createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let vendor: Session;
let buyer: Session;
let plantId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createVendor(ctx.app);
  buyer = await createBuyer(ctx.app, { first_name: 'Bea', last_name: 'buyer' });
  plantId = (await createPlant(ctx.app, vendor)).id;
});
afterAll(() => ctx.close());

const post = (payload: unknown, session?: Session) =>
  ctx.app.inject({ method: 'POST', url: '/api/reviews', payload: payload as object, headers: session?.headers ?? {} });
const list = async (id: number, session?: Session) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/reviews/product/${id}`,
    headers: session?.headers ?? {},
  });
  return { status: response.statusCode, reviews: response.json() as Review[] };
};
const plant = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/inventory/${id}` })).json() as Plant;
const remove = (id: number, session?: Session) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers: session?.headers ?? {} });

/** A delivered (or other status) order of the plant for the buyer, straight into the database. */
async function orderFor(session: Session, itemId: number, status: 'delivered' | 'shipped') {
  const [checkout] = await ctx.app.db
    .insert(checkouts)
    .values({
      buyerId: session.user.id,
      buyerName: 'Bea Buyer',
      buyerEmail: session.user.email,
      shippingAddress: '1 Main St',
      totalCents: 2499,
      paymentProvider: 'test',
      accessToken: `token-${Math.random()}`,
      expiresAt: new Date(Date.now() + 3600_000),
    })
    .returning();
  const [order] = await ctx.app.db
    .insert(orders)
    .values({
      orderNumber: `VD-${Math.random().toString(36).slice(2, 10)}`,
      checkoutId: checkout!.id,
      vendorId: vendor.user.vendor_profile!.id,
      buyerId: session.user.id,
      buyerName: 'Bea Buyer',
      buyerEmail: session.user.email,
      shippingAddress: '1 Main St',
      totalCents: 2499,
      status,
    })
    .returning();
  await ctx.app.db
    .insert(orderItems)
    .values({ orderId: order!.id, inventoryItemId: itemId, plantName: 'Fern', quantity: 1, unitPriceCents: 2499 });
}

describe('POST /api/reviews', () => {
  it('lets a buyer review a plant once and updates the plant rating', async () => {
    const response = await post(
      { inventory_item_id: plantId, rating: 4, review_text: '  Healthy and well packed. ' },
      buyer,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      inventory_item_id: plantId,
      rating: 4,
      review_text: 'Healthy and well packed.',
      buyer_name: 'Bea B.',
      is_verified_purchase: false,
      can_delete: true,
    });
    expect(await plant(plantId)).toMatchObject({ rating_average: 4, rating_count: 1 });

    const again = await post({ inventory_item_id: plantId, rating: 5 }, buyer);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: MESSAGES.reviewDuplicate });
    expect(await plant(plantId)).toMatchObject({ rating_average: 4, rating_count: 1 });
  });

  it('refuses anyone but a buyer', async () => {
    const payload = { inventory_item_id: plantId, rating: 5 };
    expect((await post(payload)).statusCode).toBe(401);
    for (const session of [vendor, await createAdmin(ctx.app)]) {
      const response = await post(payload, session);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: MESSAGES.reviewBuyersOnly });
    }
  });

  it.each([
    ['rating 0', { rating: 0 }, 'rating', MESSAGES.reviewRatingRange],
    ['rating 6', { rating: 6 }, 'rating', MESSAGES.reviewRatingRange],
    ['rating 4.5', { rating: 4.5 }, 'rating', MESSAGES.reviewRatingRange],
    ['rating "5"', { rating: '5' }, 'rating', MESSAGES.reviewRatingRange],
    ['no rating', { rating: undefined }, 'rating', MESSAGES.reviewRatingRange],
    ['a long text', { review_text: 'x'.repeat(2001) }, 'review_text', 'Review must be at most 2000 characters'],
  ])('refuses %s with 422 and changes nothing', async (_name, overrides, field, message) => {
    const other = await createBuyer(ctx.app);
    const response = await post({ inventory_item_id: plantId, rating: 5, ...overrides }, other);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({ field, message });
    expect((await list(plantId)).reviews).toHaveLength(1);
  });

  it('answers 404 for an unknown or hidden plant', async () => {
    const hidden = await createPlant(ctx.app, vendor, { isAvailable: false });
    for (const id of [999999, hidden.id]) {
      const response = await post({ inventory_item_id: id, rating: 5 }, buyer);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.plantNotFound });
    }
  });

  it('marks a review "verified purchase" only when the buyer has a delivered order of the plant', async () => {
    const verified = await createBuyer(ctx.app);
    const shipped = await createBuyer(ctx.app);
    const item = (await createPlant(ctx.app, vendor)).id;
    await orderFor(verified, item, 'delivered');
    await orderFor(shipped, item, 'shipped');
    expect((await post({ inventory_item_id: item, rating: 5 }, verified)).json().is_verified_purchase).toBe(true);
    expect((await post({ inventory_item_id: item, rating: 2 }, shipped)).json().is_verified_purchase).toBe(false);
  });

  it('counts reviews saved at the same moment', async () => {
    const item = (await createPlant(ctx.app, vendor)).id;
    const buyers = await Promise.all([createBuyer(ctx.app), createBuyer(ctx.app), createBuyer(ctx.app)]);
    const results = await Promise.all(buyers.map((b, n) => post({ inventory_item_id: item, rating: n + 3 }, b)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await plant(item)).toMatchObject({ rating_average: 4, rating_count: 3 });
  });
});

describe('GET /api/reviews/product/{id}', () => {
  it('lists reviews newest first; only the author (or an admin) may delete', async () => {
    const second = await createBuyer(ctx.app, { first_name: 'Cy', last_name: 'Reader' });
    await post({ inventory_item_id: plantId, rating: 2, review_text: 'Arrived droopy.' }, second);
    const anonymous = await list(plantId);
    expect(anonymous.status).toBe(200);
    expect(anonymous.reviews.map((r) => [r.buyer_name, r.rating, r.can_delete])).toEqual([
      ['Cy R.', 2, false],
      ['Bea B.', 4, false],
    ]);
    expect((await list(plantId, second)).reviews.map((r) => r.can_delete)).toEqual([true, false]);
    expect((await list(plantId, await createAdmin(ctx.app))).reviews.map((r) => r.can_delete)).toEqual([true, true]);
    expect(JSON.stringify(anonymous.reviews)).not.toMatch(/buyer_id|email/);
  });

  it('answers 404 for an unknown plant and 400 for a bad id', async () => {
    expect((await list(999999)).status).toBe(404);
    expect((await list(0)).status).toBe(400);
  });
});

describe('DELETE /api/reviews/{id}', () => {
  it("lets the author and an admin delete, refuses others, and updates the plant's rating", async () => {
    const item = (await createPlant(ctx.app, vendor)).id;
    const author = await createBuyer(ctx.app);
    const stranger = await createBuyer(ctx.app);
    const first = (await post({ inventory_item_id: item, rating: 5 }, author)).json() as Review;
    const second = (await post({ inventory_item_id: item, rating: 1 }, stranger)).json() as Review;
    expect(await plant(item)).toMatchObject({ rating_average: 3, rating_count: 2 });

    expect((await remove(first.id)).statusCode).toBe(401);
    const refused = await remove(first.id, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MESSAGES.reviewDeleteForbidden });
    expect((await remove(first.id, vendor)).statusCode).toBe(403);

    expect((await remove(first.id, author)).statusCode).toBe(204);
    expect(await plant(item)).toMatchObject({ rating_average: 1, rating_count: 1 });
    expect((await remove(second.id, await createAdmin(ctx.app))).statusCode).toBe(204);
    expect(await plant(item)).toMatchObject({ rating_average: null, rating_count: 0 });
    expect((await remove(second.id, author)).json()).toEqual({ detail: MESSAGES.reviewNotFound });
  });

  it('lets a plant with reviews be deleted outright (the rating trigger copes)', async () => {
    const item = (await createPlant(ctx.app, vendor)).id;
    await post({ inventory_item_id: item, rating: 5 }, buyer);
    await ctx.app.db.delete(inventoryItems).where(eq(inventoryItems.id, item));
    expect((await list(item)).status).toBe(404);
  });
});
