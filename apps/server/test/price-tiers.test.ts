import { MESSAGES } from '@verdant/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../src/db/schema/index.ts';
import { createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { postOrder } from './order-fixtures.ts';

// Issue 18 point 4: quantity breaks on items, and the server's checkout charging them whatever the client sent.

let ctx: TestContext;
let vendor: Session;
const item = {
  plant_name: 'Red Maple',
  price: 34.5,
  quantity_available: 500,
  category: 'outdoor',
  // Any order in; the API keeps them sorted.
  price_tiers: [
    { min_quantity: 50, price: 28 },
    { min_quantity: 10, price: '31.00' },
  ],
};
let plantId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createVendor(ctx.app);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/vendor/inventory',
    headers: vendor.headers,
    payload: item,
  });
  expect(response.statusCode, response.body).toBe(201);
  plantId = response.json().id;
});
afterAll(() => ctx.close());

const tiers = [
  { min_quantity: 10, price: 31 },
  { min_quantity: 50, price: 28 },
];

/** An order whose client claims every unit costs a cent. */
const tamperedOrder = (quantity: number) =>
  postOrder(ctx.app, {
    buyer_name: 'Grace Hopper',
    buyer_email: 'grace@example.test',
    shipping_address: '12 Live Oak Lane, Austin, TX 78701',
    items: [{ inventory_item_id: plantId, quantity, unit_price: 0.01 }],
    total_amount: 0.01,
  });

describe('quantity breaks', () => {
  it('are kept sorted and shown by the vendor API, the catalog and the cart check', async () => {
    const own = await ctx.app.inject({ url: `/api/vendor/inventory/${plantId}`, headers: vendor.headers });
    expect(own.json().price_tiers).toEqual(tiers);
    const catalog = await ctx.app.inject({ url: `/api/inventory/${plantId}` });
    expect(catalog.json().price_tiers).toEqual(tiers);
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/check',
      payload: { items: [{ inventory_item_id: plantId }] },
    });
    expect(check.json().items[0].price_tiers).toEqual(tiers);
  });

  it.each([
    [3, 34.5, null],
    [9, 34.5, null],
    [10, 31, 10],
    [49, 31, 10],
    [50, 28, 50],
  ])('checkout charges %i units at %d (break %s), ignoring the client price', async (quantity, unit, tier) => {
    const { status, body } = await tamperedOrder(quantity);
    expect(status, JSON.stringify(body)).toBe(201);
    const line = body.orders[0]!.items[0]!;
    expect(line).toMatchObject({ quantity, unit_price: unit, tier_min_quantity: tier });
    expect(body.total_amount).toBe(Math.round(unit * quantity * 100) / 100);
    const [stored] = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, body.orders[0]!.id));
    expect(stored).toMatchObject({ unitPriceCents: Math.round(unit * 100), tierMinQuantity: tier });
  });

  it('never charges more per unit for more: a base price cut below a break wins', async () => {
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/inventory/${plantId}`,
      headers: vendor.headers,
      payload: { price: 29.5 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const { body } = await tamperedOrder(20);
    expect(body.orders[0]!.items[0]).toMatchObject({ unit_price: 29.5, tier_min_quantity: null });
    expect((await tamperedOrder(60)).body.orders[0]!.items[0]).toMatchObject({ unit_price: 28, tier_min_quantity: 50 });
  });

  it.each([
    ['a break from 1 unit', [{ min_quantity: 1, price: 30 }], MESSAGES.tierMinQuantity],
    [
      'two breaks at one quantity',
      [
        { min_quantity: 10, price: 30 },
        { min_quantity: 10, price: 29 },
      ],
      MESSAGES.tierQuantitiesUnique,
    ],
    [
      'a price rising with quantity',
      [
        { min_quantity: 10, price: 30 },
        { min_quantity: 20, price: 31 },
      ],
      MESSAGES.tierPricesFalling,
    ],
    ['a break at the price', [{ min_quantity: 10, price: 40 }], MESSAGES.tierBelowPrice],
    ['a free break', [{ min_quantity: 10, price: 0 }], MESSAGES.tierPricePositive],
  ])('refuses %s', async (_name, priceTiers, message) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor/inventory',
      headers: vendor.headers,
      payload: { ...item, price: 40, price_tiers: priceTiers },
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(message);
  });

  it('checks new breaks of a PATCH against the stored price', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/inventory/${plantId}`,
      headers: vendor.headers,
      payload: { price_tiers: [{ min_quantity: 5, price: 29.5 }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(MESSAGES.tierBelowPrice);
    const cleared = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/inventory/${plantId}`,
      headers: vendor.headers,
      payload: { price_tiers: [] },
    });
    expect(cleared.json().price_tiers).toEqual([]);
  });
});
