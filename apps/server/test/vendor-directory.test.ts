import type { VendorDirectoryEntry } from '@verdant/shared/schemas/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/schema/index.ts';
import { createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Find Nursery Vendors is a live directory (issue 14.13): approved nurseries with the store page's own numbers.

let ctx: TestContext;
let oak: Session;
let fern: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  const { app } = ctx;
  oak = await createVendor(app, {
    plan: 'PREMIUM_VENDOR',
    vendor_profile: {
      business_name: 'Oak Hollow Nursery',
      business_address: '4810 Burnet Rd, Austin, TX 78756',
      business_phone: '512-555-0101',
      business_description: 'Shade trees and natives.',
    },
  });
  fern = await createVendor(app, {
    vendor_profile: {
      business_name: 'Fern Gully Growers',
      business_address: '1420 W 20th St, Houston, TX 77008',
      business_phone: '713-555-0102',
    },
  });
  await createVendor(app, {
    plan: 'PRO_VENDOR',
    vendor_profile: { business_name: 'Palm 100% Pure', business_address: '11250 Bandera Rd, San Antonio, TX' },
  });
  await createVendor(app, { approved: false, vendor_profile: { business_name: 'Pending Pines, Austin' } });
  await createVendor(app, { rejected: true, vendor_profile: { business_name: 'Rejected Roots, Austin' } });

  const maple = await createPlant(app, oak, { plantName: 'Bigtooth Maple' });
  await createPlant(app, fern, { plantName: 'Creeping Thyme', description: 'A fragrant groundcover.' });
  await createPlant(app, fern, { plantName: 'Hidden Boxwood Shrub', deletedAt: new Date() });
  const buyers = [await createBuyer(app), await createBuyer(app)];
  await app.db.insert(reviews).values([
    { inventoryItemId: maple.id, buyerId: buyers[0]!.user.id, rating: 5 },
    { inventoryItemId: maple.id, buyerId: buyers[1]!.user.id, rating: 4 },
  ]);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
async function names(query = ''): Promise<string[]> {
  const response = await get(`/api/vendors${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as VendorDirectoryEntry[]).map((vendor) => vendor.business_name);
}

describe('GET /api/vendors', () => {
  it('lists approved nurseries only, by name, without logging in', async () => {
    expect(await names()).toEqual(['Fern Gully Growers', 'Oak Hollow Nursery', 'Palm 100% Pure']);
  });

  it("shows the store page's rating, review count and phone, and the plan's tier", async () => {
    const [entry] = (await get('/api/vendors?search=oak')).json() as VendorDirectoryEntry[];
    const store = (await get(`/api/vendors/${oak.user.vendor_profile!.id}`)).json();
    expect(entry).toEqual({ ...store, tier: 'Premium' });
    expect(entry).toMatchObject({ rating_average: 4.5, rating_count: 2, business_phone: '512-555-0101' });
    const fernEntry = ((await get('/api/vendors?search=fern')).json() as VendorDirectoryEntry[])[0]!;
    // No reviews: no rating, not a made-up one.
    expect(fernEntry).toMatchObject({ rating_average: null, rating_count: 0, tier: 'Starter', plant_count: 1 });
  });

  it('searches names, descriptions and visible plant names; % and _ are plain characters', async () => {
    expect(await names('?search=hollow')).toEqual(['Oak Hollow Nursery']);
    expect(await names('?search=natives')).toEqual(['Oak Hollow Nursery']);
    expect(await names('?search=thyme')).toEqual(['Fern Gully Growers']);
    expect(await names('?search=boxwood')).toEqual([]); // a deleted plant
    expect(await names('?search=100%25')).toEqual(['Palm 100% Pure']);
    expect(await names('?search=_')).toEqual([]);
  });

  it('filters by location and by specialty', async () => {
    expect(await names('?location=austin')).toEqual(['Oak Hollow Nursery']);
    expect(await names('?location=san-antonio')).toEqual(['Palm 100% Pure']);
    expect(await names('?location=dallas')).toEqual([]);
    expect(await names('?category=trees')).toEqual(['Oak Hollow Nursery']);
    expect(await names('?category=groundcover')).toEqual(['Fern Gully Growers']);
    expect(await names('?category=shrubs')).toEqual([]);
    expect(await names('?location=houston&category=trees')).toEqual([]);
    expect(await names('?location=all&category=all&search=')).toHaveLength(3);
  });

  it('pages, saying whether another page follows', async () => {
    const first = await get('/api/vendors?limit=2');
    expect(first.headers['x-has-more']).toBe('true');
    expect(first.json()).toHaveLength(2);
    const second = await get('/api/vendors?limit=2&page=2');
    expect(second.headers['x-has-more']).toBe('false');
    expect((second.json() as VendorDirectoryEntry[]).map((v) => v.business_name)).toEqual(['Palm 100% Pure']);
  });

  it.each([
    ['location=paris', 'location must be one of all, austin, dallas, houston, san-antonio'],
    ['category=roses', 'category must be one of all, trees, shrubs, perennials, groundcover'],
    ['page=0', 'page must be at least 1'],
    ['limit=500', 'limit must be at most 48'],
    ['limit=abc', 'limit must be a whole number'],
    [`search=${'x'.repeat(300)}`, 'Search must be at most'],
  ])('refuses %s with 400 and our words', async (query, detail) => {
    const response = await get(`/api/vendors?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(detail);
  });
});
