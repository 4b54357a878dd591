import { MESSAGES } from '@verdant/shared/messages';
import { inventoryItemInputSchema } from '@verdant/shared/schemas/inventory';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems, itemImages, orderItems } from '../src/db/schema/index.ts';
import { upsertInventoryItems } from '../src/modules/inventory/inventory.service.ts';
import { createAdmin, createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { insertOrderLine } from './order-fixtures.ts';

let ctx: TestContext;
let vendor: Session;
let otherVendor: Session;
const others: Record<string, Session | undefined> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createVendor(ctx.app);
  otherVendor = await createVendor(ctx.app);
  others.anonymous = undefined;
  others.buyer = await createBuyer(ctx.app);
  others.admin = await createAdmin(ctx.app);
  others.pendingVendor = await createVendor(ctx.app, { approved: false });
  others.rejectedVendor = await createVendor(ctx.app, { rejected: true });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, session?: Session, payload?: object) =>
  ctx.app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });

const fern = (overrides: Record<string, unknown> = {}) => ({
  plant_name: 'Boston Fern',
  scientific_name: 'Nephrolepis exaltata',
  description: 'Arching fronds.',
  care_instructions: 'Keep moist.',
  price: 24.99,
  compare_at_price: 29.99,
  quantity_available: 12,
  category: 'indoor',
  size: '6"',
  pot_size: '6" pot',
  is_available: true,
  ...overrides,
});

describe('who may use /api/vendor/inventory', () => {
  const refusals: [string, number][] = [
    ['anonymous', 401],
    ['buyer', 403],
    ['admin', 403],
    ['pendingVendor', 403],
    ['rejectedVendor', 403],
  ];

  it.each(refusals)('%s gets %i on every route and nothing changes', async (who, status) => {
    const item = await createPlant(ctx.app, vendor);
    const session = others[who];
    const responses = await Promise.all([
      call('GET', '/api/vendor/inventory', session),
      call('GET', `/api/vendor/inventory/${item.id}`, session),
      call('POST', '/api/vendor/inventory', session, fern()),
      call('PATCH', `/api/vendor/inventory/${item.id}`, session, { price: 1 }),
      call('DELETE', `/api/vendor/inventory/${item.id}`, session),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(status);
      expect(response.json().detail).toEqual(expect.any(String));
    }
    const [after] = await ctx.app.db.select().from(inventoryItems).where(eq(inventoryItems.id, item.id));
    expect(after).toMatchObject({ priceCents: item.priceCents, deletedAt: null });
  });

  it('tells an unapproved vendor why', async () => {
    const response = await call('POST', '/api/vendor/inventory', others.pendingVendor, fern());
    expect(response.json()).toEqual({ detail: MESSAGES.vendorNotApproved });
  });

  it("answers 404 for another vendor's item and leaves it alone", async () => {
    const theirs = await createPlant(ctx.app, otherVendor);
    const responses = await Promise.all([
      call('GET', `/api/vendor/inventory/${theirs.id}`, vendor),
      call('PATCH', `/api/vendor/inventory/${theirs.id}`, vendor, { price: 1, quantity_available: 0 }),
      call('DELETE', `/api/vendor/inventory/${theirs.id}`, vendor),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.itemNotFound });
    }
    const [after] = await ctx.app.db.select().from(inventoryItems).where(eq(inventoryItems.id, theirs.id));
    expect(after).toMatchObject({ priceCents: theirs.priceCents, quantityAvailable: theirs.quantityAvailable });
    expect(after!.deletedAt).toBeNull();
  });

  it('answers 404 for an id that does not exist and 422 for one that is not a number', async () => {
    expect((await call('PATCH', '/api/vendor/inventory/999999', vendor, { price: 1 })).statusCode).toBe(404);
    expect((await call('GET', '/api/vendor/inventory/abc', vendor)).statusCode).toBe(422);
  });
});

describe('create, list, edit', () => {
  it('creates an item with every field and lists it for its vendor only', async () => {
    const created = await call('POST', '/api/vendor/inventory', vendor, fern({ plant_name: 'Listed Fern' }));
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      plant_name: 'Listed Fern',
      scientific_name: 'Nephrolepis exaltata',
      description: 'Arching fronds.',
      care_instructions: 'Keep moist.',
      price: 24.99,
      compare_at_price: 29.99,
      quantity_available: 12,
      category: 'indoor',
      size: '6"',
      pot_size: '6" pot',
      is_available: true,
      image_url: null,
      images: [],
    });
    const [row] = await ctx.app.db.select().from(inventoryItems).where(eq(inventoryItems.id, item.id));
    expect(row).toMatchObject({ priceCents: 2499, compareAtPriceCents: 2999 });

    const mine = (await call('GET', '/api/vendor/inventory?limit=100', vendor)).json().items;
    expect(mine.map((i: { id: number }) => i.id)).toContain(item.id);
    const theirs = (await call('GET', '/api/vendor/inventory?limit=100', otherVendor)).json().items;
    expect(theirs.map((i: { id: number }) => i.id)).not.toContain(item.id);
  });

  it('searches by name, scientific name and category, case-insensitively', async () => {
    const seller = await createVendor(ctx.app);
    await call(
      'POST',
      '/api/vendor/inventory',
      seller,
      fern({ plant_name: 'Golden Pothos', scientific_name: 'Epipremnum aureum' }),
    );
    await call(
      'POST',
      '/api/vendor/inventory',
      seller,
      fern({ plant_name: 'Lavender', scientific_name: null, category: 'herbs' }),
    );
    const names = async (search: string) =>
      (await call('GET', `/api/vendor/inventory?search=${encodeURIComponent(search)}`, seller))
        .json()
        .items.map((i: { plant_name: string }) => i.plant_name);
    expect(await names('pothos')).toEqual(['Golden Pothos']);
    expect(await names('EPIPREMNUM')).toEqual(['Golden Pothos']);
    expect(await names('herbs')).toEqual(['Lavender']);
    expect(await names('%')).toEqual([]);
    expect(await names('')).toEqual(['Golden Pothos', 'Lavender']);
  });

  it('defaults optional fields', async () => {
    const response = await call('POST', '/api/vendor/inventory', vendor, {
      plant_name: 'Plain Plant',
      price: 5,
      quantity_available: 0,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      category: 'outdoor',
      is_available: true,
      compare_at_price: null,
      scientific_name: null,
      size: null,
    });
  });

  it('edits only the fields sent', async () => {
    const item = await createPlant(ctx.app, vendor, { priceCents: 1000, quantityAvailable: 3 });
    const response = await call('PATCH', `/api/vendor/inventory/${item.id}`, vendor, {
      price: 12.5,
      compare_at_price: 15,
      is_available: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      plant_name: item.plantName,
      price: 12.5,
      compare_at_price: 15,
      quantity_available: 3,
      is_available: false,
    });
    const cleared = await call('PATCH', `/api/vendor/inventory/${item.id}`, vendor, { compare_at_price: null });
    expect(cleared.json().compare_at_price).toBeNull();
  });
});

describe('validation (docs/product.md#validation-rules-and-limits: name, price with 2 decimals, quantity)', () => {
  it.each([
    ['plant_name', { plant_name: '' }, 'Plant name is required'],
    ['plant_name', { plant_name: '   ' }, 'Plant name is required'],
    ['price', { price: undefined }, 'Price is required'],
    ['price', { price: '' }, 'Price is required'],
    ['price', { price: 'abc' }, 'Price is required'],
    ['price', { price: 1.234 }, 'Price can have at most 2 decimals'],
    ['price', { price: -1 }, 'Price must be more than 0'],
    ['price', { price: 0 }, 'Price must be more than 0'],
    ['quantity_available', { quantity_available: undefined }, 'Quantity is required'],
    ['quantity_available', { quantity_available: '' }, 'Quantity is required'],
    ['quantity_available', { quantity_available: 1.5 }, 'Quantity must be a whole number'],
    ['quantity_available', { quantity_available: -2 }, 'Quantity must be 0 or more'],
    ['compare_at_price', { price: 10, compare_at_price: 10 }, MESSAGES.compareAtAbovePrice],
    ['category', { category: 'trees' }, 'Choose a category'],
  ])('refuses a bad %s with 422 "%s"', async (field, overrides, message) => {
    const before = (await call('GET', '/api/vendor/inventory', vendor)).json().total;
    const response = await call('POST', '/api/vendor/inventory', vendor, fern(overrides));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors).toContainEqual({ field, message });
    expect((await call('GET', '/api/vendor/inventory', vendor)).json().total).toBe(before);
  });

  it('checks a compare-at price against the stored price on PATCH', async () => {
    const item = await createPlant(ctx.app, vendor, { priceCents: 2000, compareAtPriceCents: null });
    const lower = await call('PATCH', `/api/vendor/inventory/${item.id}`, vendor, { compare_at_price: 19.99 });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().errors).toEqual([{ field: 'compare_at_price', message: MESSAGES.compareAtAbovePrice }]);

    const withCompare = await createPlant(ctx.app, vendor, { priceCents: 2000, compareAtPriceCents: 2500 });
    const above = await call('PATCH', `/api/vendor/inventory/${withCompare.id}`, vendor, { price: 26 });
    expect(above.statusCode).toBe(422);
    const [row] = await ctx.app.db.select().from(inventoryItems).where(eq(inventoryItems.id, withCompare.id));
    expect(row!.priceCents).toBe(2000);
  });

  it('refuses a bad PATCH value with 422 and keeps the item', async () => {
    const item = await createPlant(ctx.app, vendor);
    const response = await call('PATCH', `/api/vendor/inventory/${item.id}`, vendor, { plant_name: '', price: 3 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({ field: 'plant_name', message: 'Plant name is required' });
    const [row] = await ctx.app.db.select().from(inventoryItems).where(eq(inventoryItems.id, item.id));
    expect(row!.priceCents).toBe(item.priceCents);
  });
});

describe('delete', () => {
  it('deletes an item without history, with its images', async () => {
    const item = await createPlant(ctx.app, vendor);
    await ctx.app.db
      .insert(itemImages)
      .values({ inventoryItemId: item.id, storageKey: crypto.randomUUID(), widths: [320], width: 320, height: 240 });
    const response = await call('DELETE', `/api/vendor/inventory/${item.id}`, vendor);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Item deleted', kept_for_history: false });
    expect(await ctx.app.db.select().from(inventoryItems).where(eq(inventoryItems.id, item.id))).toEqual([]);
    expect(await ctx.app.db.select().from(itemImages).where(eq(itemImages.inventoryItemId, item.id))).toEqual([]);
  });

  it('keeps an item that has orders for their history, out of the list', async () => {
    const item = await createPlant(ctx.app, vendor);
    const order = await insertOrderLine(ctx.app, item.id, vendor.user.vendor_profile!.id);
    const response = await call('DELETE', `/api/vendor/inventory/${item.id}`, vendor);
    expect(response.json()).toEqual({ message: 'Item deleted', kept_for_history: true });
    const [row] = await ctx.app.db.select().from(inventoryItems).where(eq(inventoryItems.id, item.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!.isAvailable).toBe(false);
    const [line] = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ inventoryItemId: item.id, plantName: 'Ordered' });
    const listed = (await call('GET', '/api/vendor/inventory?limit=100', vendor)).json().items;
    expect(listed.map((i: { id: number }) => i.id)).not.toContain(item.id);
    expect((await call('PATCH', `/api/vendor/inventory/${item.id}`, vendor, { price: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/vendor/inventory/${item.id}`, vendor)).statusCode).toBe(404);
  });
});

describe('upsertInventoryItems (bulk upload write path)', () => {
  it('creates new rows and updates price, compare-at and stock of the same name + size', async () => {
    const seller = await createVendor(ctx.app);
    const vendorId = seller.user.vendor_profile!.id;
    const existing = await createPlant(ctx.app, seller, {
      plantName: 'Snake Plant',
      size: '6"',
      priceCents: 2000,
      compareAtPriceCents: 2200,
      quantityAvailable: 5,
    });
    const row = (overrides: Record<string, unknown>) =>
      inventoryItemInputSchema.parse({
        plant_name: 'Snake Plant',
        scientific_name: null,
        description: null,
        care_instructions: null,
        price: 21,
        compare_at_price: null,
        quantity_available: 9,
        category: 'indoor' as const,
        size: '6"',
        pot_size: null,
        is_available: true,
        ...overrides,
      });
    const outcomes = await upsertInventoryItems(ctx.app.db, vendorId, [
      row({ plant_name: '  snake plant ', size: '6"', price: 23 }),
      row({ size: '10"' }),
      row({ plant_name: 'Aloe', size: null }),
    ]);
    expect(outcomes.map((o) => o.action)).toEqual(['updated', 'created', 'created']);
    const [updated] = await ctx.app.db.select().from(inventoryItems).where(eq(inventoryItems.id, existing.id));
    // The old compare-at price (22.00) is below the new price, so it is dropped.
    expect(updated).toMatchObject({ priceCents: 2300, compareAtPriceCents: null, quantityAvailable: 9 });
    const mine = await ctx.app.db.select().from(inventoryItems).where(eq(inventoryItems.vendorId, vendorId));
    expect(mine).toHaveLength(3);
  });
});
