import { MESSAGES } from '@verdant/shared/messages';
import { catalogPageWithFacetsSchema, type VendorStore } from '@verdant/shared/schemas/catalog';
import { type Plant, plantSchema } from '@verdant/shared/schemas/inventory';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inventoryItems, itemImages, reviews } from '../src/db/schema/index.ts';
import { createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let vendor: Session;
let other: Session;
const ids: Record<string, number> = {};
const hour = 3600 * 1000;

beforeAll(async () => {
  ctx = await createTestApp();
  const { app } = ctx;
  vendor = await createVendor(app, { vendor_profile: { business_name: 'Oak Hollow Nursery' } });
  other = await createVendor(app, {
    vendor_profile: { business_name: 'Prairie Sun Farm', business_phone: '512-555-0199' },
  });
  const pending = await createVendor(app, { approved: false });
  const rejected = await createVendor(app, { rejected: true });
  const now = Date.now();
  const plant = async (key: string, owner: Session, values: Parameters<typeof createPlant>[2]) => {
    ids[key] = (await createPlant(app, owner, { plantName: key, ...values })).id;
  };
  await plant('Cheap Fern', vendor, { priceCents: 500, category: 'indoor', createdAt: new Date(now - 5 * hour) });
  await plant('Mid Palm', vendor, { priceCents: 2500, category: 'indoor', createdAt: new Date(now - 4 * hour) });
  await plant('Dear Maple', other, { priceCents: 9900, category: 'outdoor', createdAt: new Date(now - 3 * hour) });
  await plant('Sold Out Sage', other, {
    priceCents: 1200,
    category: 'herbs',
    quantityAvailable: 0,
    createdAt: new Date(now - 2 * hour),
  });
  await plant('Deal Rose', vendor, {
    priceCents: 1500,
    compareAtPriceCents: 2000,
    category: 'flowering',
    createdAt: new Date(now - 1 * hour),
  });
  await plant('Big Deal Cactus', other, {
    priceCents: 600,
    compareAtPriceCents: 1200,
    category: 'succulents',
    createdAt: new Date(now - 6 * hour),
  });
  await plant('Pending Vendor Plant', pending, {});
  await plant('Rejected Vendor Plant', rejected, {});
  await plant('Unavailable Plant', vendor, { isAvailable: false });
  await plant('Deleted Plant', vendor, { deletedAt: new Date() });
  await app.db.insert(itemImages).values([
    { inventoryItemId: ids['Mid Palm']!, storageKey: 'key-second', widths: [320], width: 320, height: 240 },
    {
      inventoryItemId: ids['Mid Palm']!,
      storageKey: 'key-primary',
      widths: [320, 640, 1024],
      width: 1024,
      height: 768,
      isPrimary: true,
    },
  ]);
  const buyers = [await createBuyer(app), await createBuyer(app)];
  await app.db.insert(reviews).values([
    { inventoryItemId: ids['Dear Maple']!, buyerId: buyers[0]!.user.id, rating: 5 },
    { inventoryItemId: ids['Dear Maple']!, buyerId: buyers[1]!.user.id, rating: 4 },
    { inventoryItemId: ids['Cheap Fern']!, buyerId: buyers[0]!.user.id, rating: 3 },
  ]);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
async function names(query: string): Promise<string[]> {
  const response = await get(`/api/inventory${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as Plant[]).map((p) => p.plant_name);
}
const VISIBLE = ['Deal Rose', 'Sold Out Sage', 'Dear Maple', 'Mid Palm', 'Cheap Fern', 'Big Deal Cactus'];

describe('GET /api/inventory', () => {
  it('lists visible plants, newest first, in the catalog shape', async () => {
    const response = await get('/api/inventory');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-has-more']).toBe('false');
    const plants = response.json() as Plant[];
    expect(plants.map((p) => p.plant_name)).toEqual(VISIBLE);
    for (const plant of plants) expect(plantSchema.safeParse(plant).success).toBe(true);
    const palm = plants.find((p) => p.plant_name === 'Mid Palm')!;
    expect(palm).toMatchObject({
      price: 25,
      compare_at_price: null,
      category: 'indoor',
      vendor: { id: vendor.user.vendor_profile!.id, business_name: 'Oak Hollow Nursery' },
      image_url: '/media/key-primary/640.webp',
      rating_average: null,
      rating_count: 0,
    });
    expect(palm.images.map((i) => i.is_primary)).toEqual([true, false]);
    expect(palm.images[0]!.srcset).toBe(
      '/media/key-primary/320.webp 320w, /media/key-primary/640.webp 640w, /media/key-primary/1024.webp 1024w',
    );
    expect(palm.images[0]).toMatchObject({ width: 1024, height: 768 });
    expect(plants.find((p) => p.plant_name === 'Deal Rose')).toMatchObject({ price: 15, compare_at_price: 20 });
    expect(plants.find((p) => p.plant_name === 'Dear Maple')).toMatchObject({ rating_average: 4.5, rating_count: 2 });
    expect(plants.find((p) => p.plant_name === 'Cheap Fern')).toMatchObject({ image_url: null, images: [] });
  });

  it('hides plants of pending and rejected vendors, unavailable and deleted plants', async () => {
    const all = await names('?limit=100');
    for (const hidden of ['Pending Vendor Plant', 'Rejected Vendor Plant', 'Unavailable Plant', 'Deleted Plant']) {
      expect(all).not.toContain(hidden);
      const response = await get(`/api/inventory/${ids[hidden]}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.plantNotFound });
    }
  });

  it('filters by category ("all" is no filter)', async () => {
    expect(await names('?category=indoor')).toEqual(['Mid Palm', 'Cheap Fern']);
    expect(await names('?category=planters')).toEqual([]);
    expect(await names('?category=all')).toEqual(VISIBLE);
  });

  it('filters by vendor, price range and stock', async () => {
    expect(await names(`?vendor_id=${other.user.vendor_profile!.id}`)).toEqual([
      'Sold Out Sage',
      'Dear Maple',
      'Big Deal Cactus',
    ]);
    expect(await names('?min_price=10&max_price=25')).toEqual(['Deal Rose', 'Sold Out Sage', 'Mid Palm']);
    expect(await names('?min_price=99')).toEqual(['Dear Maple']);
    expect(await names('?in_stock=true')).not.toContain('Sold Out Sage');
    expect(await names('?in_stock=false')).toContain('Sold Out Sage');
  });

  it('sorts by price, newest and rating', async () => {
    expect(await names('?sort=price_asc')).toEqual([
      'Cheap Fern',
      'Big Deal Cactus',
      'Sold Out Sage',
      'Deal Rose',
      'Mid Palm',
      'Dear Maple',
    ]);
    expect(await names('?sort=price_desc')).toEqual([
      'Dear Maple',
      'Mid Palm',
      'Deal Rose',
      'Sold Out Sage',
      'Big Deal Cactus',
      'Cheap Fern',
    ]);
    expect(await names('?sort=newest')).toEqual(VISIBLE);
    expect((await names('?sort=rating')).slice(0, 2)).toEqual(['Dear Maple', 'Cheap Fern']);
    // Without a search, relevance falls back to newest.
    expect(await names('?sort=relevance')).toEqual(VISIBLE);
  });

  it('pages with limit and page, and says whether more follow', async () => {
    const first = await get('/api/inventory?limit=4');
    expect(first.headers['x-has-more']).toBe('true');
    expect((first.json() as Plant[]).map((p) => p.plant_name)).toEqual(VISIBLE.slice(0, 4));
    const second = await get('/api/inventory?limit=4&page=2');
    expect(second.headers['x-has-more']).toBe('false');
    expect((second.json() as Plant[]).map((p) => p.plant_name)).toEqual(VISIBLE.slice(4));
    expect(await names('?limit=4&page=3')).toEqual([]);
  });

  it('returns 24 plants a page by default and at most 100', async () => {
    const base = Date.now() - 100 * hour;
    await ctx.app.db.insert(inventoryItems).values(
      Array.from({ length: 120 }, (_, n) => ({
        vendorId: other.user.vendor_profile!.id,
        plantName: `Filler ${n}`,
        priceCents: 100 + n,
        category: 'seeds' as const,
        createdAt: new Date(base - n * 1000),
      })),
    );
    expect(await names('?category=seeds')).toHaveLength(24);
    expect(await names('?category=seeds&limit=100')).toHaveLength(100);
    expect(await names('?category=seeds&limit=100&page=2')).toHaveLength(20);
  });

  // The route sends its answer as built, without the response schema's Zod pass (catalog.routes.ts): every kind of
  // listing must already be exactly what that pass would give (no extra, missing or differently typed field).
  it.each([
    '',
    'search=maple',
    'facets=true',
    'facets=true&search=deal',
    'facets=true&search=palm&in_stock=true',
    'facets=true&sort=price_asc&category=indoor',
  ])('answers ?%s exactly as the response schema gives it', async (query) => {
    const response = await get(`/api/inventory?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual(z.encode(z.union([z.array(plantSchema), catalogPageWithFacetsSchema]), body));
    const plants = (Array.isArray(body) ? body : body.plants) as Plant[];
    expect(plants.length).toBeGreaterThan(0);
  });

  it.each([
    ['page=0', 'page', 'page must be at least 1'],
    ['page=1001', 'page', 'page must be at most 1000'],
    ['page=abc', 'page', 'page must be a whole number'],
    ['limit=1e1', 'limit', 'limit must be a whole number'],
    ['limit=0', 'limit', 'limit must be at least 1'],
    ['limit=101', 'limit', 'limit must be at most 100'],
    ['limit=2.5', 'limit', 'limit must be a whole number'],
    ['sort=cheapest', 'sort', 'sort must be one of relevance, price_asc, price_desc, newest, rating, size'],
    ['category=trees', 'category', 'Choose a category'],
    ['vendor_id=-3', 'vendor_id', 'vendor_id must be a vendor id'],
    ['vendor_id=0x10', 'vendor_id', 'vendor_id must be a vendor id'],
    ['min_price=-1', 'min_price', 'min_price must be 0 or more'],
    ['max_price=abc', 'max_price', 'max_price must be a number'],
    ['min_price=50&max_price=10', 'min_price', MESSAGES.minAbovePrice],
    ['in_stock=maybe', 'in_stock', 'Must be true or false'],
    ['zone=14a', 'zone', 'zone must be a USDA zone from 1a to 13b'],
    ['light=moon', 'light', 'light: unknown value moon'],
    [`search=${'x'.repeat(201)}`, 'search', 'Search must be at most 200 characters'],
  ])('refuses %s with a 400', async (query, field, message) => {
    const response = await get(`/api/inventory?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: message, errors: [{ field, message }] });
  });
});

describe('GET /api/inventory/{id}', () => {
  it('returns one plant in the catalog shape', async () => {
    const response = await get(`/api/inventory/${ids['Mid Palm']}`);
    expect(response.statusCode).toBe(200);
    const plant = response.json() as Plant;
    expect(plantSchema.parse(plant)).toMatchObject({ plant_name: 'Mid Palm', quantity_available: 20, size: '6"' });
    expect(plant.care_instructions).toBe('Keep the soil evenly moist.');
  });

  it('answers 404 with a detail for an unknown id and 400 for a malformed one', async () => {
    const unknown = await get('/api/inventory/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Plant Not Found' });
    expect((await get('/api/inventory/abc')).statusCode).toBe(400);
    expect((await get('/api/inventory/99999999999')).statusCode).toBe(400);
  });
});

describe('GET /api/inventory/deals', () => {
  it('shows the largest real discounts first, then plants with no struck-through price', async () => {
    const response = await get('/api/inventory/deals');
    expect(response.statusCode).toBe(200);
    const deals = response.json() as Plant[];
    expect(deals.map((p) => p.plant_name)).toEqual(['Big Deal Cactus', 'Deal Rose', 'Sold Out Sage', 'Dear Maple']);
    expect(deals.slice(2).every((p) => p.compare_at_price === null)).toBe(true);
  });

  it('never counts a compare-at price at or below the price as a deal', async () => {
    await ctx.app.db
      .update(inventoryItems)
      .set({ compareAtPriceCents: 1500 })
      .where(eq(inventoryItems.id, ids['Deal Rose']!));
    const deals = (await get('/api/inventory/deals?limit=2')).json() as Plant[];
    expect(deals.map((p) => p.plant_name)).toEqual(['Big Deal Cactus', 'Deal Rose']);
    expect((await get('/api/inventory/deals?limit=0')).statusCode).toBe(400);
  });
});

describe('GET /api/vendors/{id}', () => {
  it("shows an approved vendor's store profile with its rating over all its plants", async () => {
    const response = await get(`/api/vendors/${other.user.vendor_profile!.id}`);
    expect(response.statusCode).toBe(200);
    const store = response.json() as VendorStore;
    expect(store).toMatchObject({
      business_name: 'Prairie Sun Farm',
      business_phone: '512-555-0199',
      rating_average: 4.5,
      rating_count: 2,
    });
    expect(store.plant_count).toBeGreaterThanOrEqual(3);
    expect(Date.parse(store.member_since)).not.toBeNaN();
  });

  it('answers 404 for unknown and unapproved vendors', async () => {
    expect((await get('/api/vendors/999999')).json()).toEqual({ detail: MESSAGES.vendorNotFound });
    const pending = await createVendor(ctx.app, { approved: false });
    expect((await get(`/api/vendors/${pending.user.vendor_profile!.id}`)).statusCode).toBe(404);
  });
});
