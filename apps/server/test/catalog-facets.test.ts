import type { CatalogPageWithFacets } from '@verdant/shared/schemas/catalog';
import type { Plant } from '@verdant/shared/schemas/inventory';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems } from '../src/db/schema/index.ts';
import { fillPlantFacts } from '../src/modules/inventory/plant-facts.repository.ts';
import { createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Issue 15: trade size classes, growing attributes from the plant-name reference, the filters of GET /api/inventory
// and their facets (each counted with its own filter left out). Runs on PGlite, and on PostgreSQL with DATABASE_URL.

let ctx: TestContext;
let texas: Session;
let oregon: Session;

const list = async (query: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/inventory?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Plant[]).map((plant) => plant.plant_name);
};
const faceted = async (query: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/inventory?facets=true&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CatalogPageWithFacets;
};
const counts = (values: { value: string; count: number }[]) =>
  Object.fromEntries(values.map(({ value, count }) => [value, count]));

beforeAll(async () => {
  ctx = await createTestApp();
  texas = await createVendor(ctx.app, {
    vendor_profile: { business_name: 'Hill Country Trees', business_address: '4810 Burnet Rd, Austin, TX 78756' },
  });
  oregon = await createVendor(ctx.app, {
    vendor_profile: { business_name: 'Willamette Perennials', business_address: '12 Main St, Salem, or' },
  });
  const { app } = ctx;
  // Zones, light, water and native range from the reference; sizes parsed from the vendor's text.
  await createPlant(app, texas, { plantName: 'Crape Myrtle', scientificName: 'Lagerstroemia indica', size: '3 gal' });
  await createPlant(app, texas, { plantName: 'Red Maple', scientificName: 'Acer rubrum', size: '#15 container' });
  await createPlant(app, texas, { plantName: 'Yaupon Holly', scientificName: 'Ilex vomitoria', size: '#3' });
  await createPlant(app, oregon, { plantName: 'Plantain Lily', scientificName: 'Hosta', size: '1 qt' });
  await createPlant(app, oregon, {
    plantName: 'New England Aster',
    scientificName: 'Symphyotrichum novae-angliae',
    size: '72 cell flat',
    quantityAvailable: 0,
  });
  await createPlant(app, oregon, {
    plantName: 'English Lavender',
    scientificName: 'Lavandula angustifolia',
    size: '#1',
  });
  // No reference entry and a size in no known format: no zone, no class.
  await createPlant(app, oregon, { plantName: 'Mystery Seedling', scientificName: null, size: 'large' });
});

afterAll(() => ctx.close());

describe('derived columns', () => {
  it('a vendor-created plant gets its size class and the reference values it left empty; its own stay', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor/inventory',
      headers: { authorization: `Bearer ${texas.token}` },
      payload: {
        plant_name: 'Purple Coneflower',
        scientific_name: 'Echinacea purpurea',
        price: 12,
        quantity_available: 4,
        size: '2-1/2" cal B&B',
        zone_min: '5a',
        light: ['part_shade'],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json() as Plant;
    expect(item).toMatchObject({
      size_class: 'bb-cal-2.5',
      zone_min: '5a', // the vendor's
      zone_max: '9b', // the reference's "3-9"
      light: ['part_shade'],
      water: 'low',
      deer_resistant: true,
      habit: 'herbaceous',
      bloom_season: ['summer'],
    });
    expect(item.native_states).toContain('TX');

    // Renamed to another plant: the filled values follow the new name, the vendor's own stay.
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/inventory/${item.id}`,
      headers: { authorization: `Bearer ${texas.token}` },
      payload: { scientific_name: 'Ilex vomitoria', size: '#7' },
    });
    expect(renamed.json()).toMatchObject({
      size_class: '#7',
      zone_min: '5a',
      zone_max: '10b',
      light: ['part_shade'],
      water: 'low',
      habit: 'evergreen',
    });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/vendor/inventory/${item.id}`,
      headers: { authorization: `Bearer ${texas.token}` },
    });
  });

  it('refuses zones out of order or unknown', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor/inventory',
      headers: { authorization: `Bearer ${texas.token}` },
      payload: { plant_name: 'Fig', price: 9, quantity_available: 1, zone_min: '9a', zone_max: '7b', water: 'lots' },
    });
    expect(response.statusCode).toBe(422);
    const fields = (response.json() as { errors: { field: string }[] }).errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['water']));
  });
});

describe('the start-up fill', () => {
  it('fills rows written with plain SQL once, and finds them by their reference names', async () => {
    const vendorId = oregon.user.vendor_profile!.id;
    const [row] = await ctx.app.db
      .insert(inventoryItems)
      .values({ vendorId, plantName: 'Yaupon', scientificName: 'Ilex vomitoria', priceCents: 900, size: '3 gal' })
      .returning();
    expect(row).toMatchObject({ sizeClass: null, factsVersion: 0 });
    expect(await fillPlantFacts(ctx.app.db)).toBe(1);
    expect(await fillPlantFacts(ctx.app.db)).toBe(0);
    const [filled] = await ctx.app.db.select().from(inventoryItems).where(eq(inventoryItems.id, row!.id));
    expect(filled).toMatchObject({
      sizeClass: '#3',
      zoneMin: '7a',
      zoneMax: '10b',
      light: ['full_sun', 'part_shade', 'shade'],
      nativeStates: expect.arrayContaining(['TX', 'FL']),
      deerResistant: true,
      factsFromReference: expect.arrayContaining(['zone_min', 'light']),
    });
    ctx.app.catalogCache.clear();
    expect(await list('search=yaupon%20holly&state=OR')).toEqual(['Yaupon']);
    await ctx.app.db.delete(inventoryItems).where(eq(inventoryItems.id, row!.id));
    ctx.app.catalogCache.clear();
  });
});

describe('filters', () => {
  it('zone: plants whose range holds the zone (10a is warmer than 8a, not colder as text)', async () => {
    expect((await list('zone=8a')).sort()).toEqual(
      ['Crape Myrtle', 'English Lavender', 'Red Maple', 'Yaupon Holly', 'Plantain Lily', 'New England Aster'].sort(),
    );
    expect((await list('zone=10a')).sort()).toEqual(['Yaupon Holly']);
    expect(await list('zone=3a')).toEqual(expect.not.arrayContaining(['Crape Myrtle', 'Yaupon Holly']));
  });

  it('light, water, size class, native state, deer resistant and the nursery state', async () => {
    expect((await list('light=shade')).sort()).toEqual(['Plantain Lily', 'Yaupon Holly']);
    expect((await list('light=shade,full_sun&water=high')).sort()).toEqual([]);
    expect((await list('water=medium')).sort()).toEqual(['New England Aster', 'Plantain Lily', 'Red Maple']);
    expect((await list('size_class=%233')).sort()).toEqual(['Crape Myrtle', 'Yaupon Holly']);
    expect((await list('size_class=%233,%2315')).sort()).toEqual(['Crape Myrtle', 'Red Maple', 'Yaupon Holly']);
    expect((await list('native_state=tx')).sort()).toEqual(['New England Aster', 'Yaupon Holly']);
    expect((await list('deer_resistant=true')).sort()).toEqual([
      'English Lavender',
      'New England Aster',
      'Yaupon Holly',
    ]);
    expect((await list('state=OR')).sort()).toEqual([
      'English Lavender',
      'Mystery Seedling',
      'New England Aster',
      'Plantain Lily',
    ]);
    expect((await list('zone=8a&light=full_sun&size_class=%233')).sort()).toEqual(['Crape Myrtle', 'Yaupon Holly']);
  });

  it('sorts by size class, smallest first, unknown sizes last', async () => {
    expect(await list('sort=size')).toEqual([
      'New England Aster',
      'Plantain Lily',
      'English Lavender',
      'Crape Myrtle',
      'Yaupon Holly',
      'Red Maple',
      'Mystery Seedling',
    ]);
  });

  it('refuses unknown values with 400', async () => {
    for (const query of ['zone=14a', 'light=moon', 'water=lots', 'size_class=huge', 'native_state=XX', 'state=1']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/inventory?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('facets', () => {
  it('counts each facet over the query with its own filter left out', async () => {
    const { plants, facets } = await faceted('size_class=%233&light=full_sun');
    expect(plants.map((plant) => plant.plant_name).sort()).toEqual(['Crape Myrtle', 'Yaupon Holly']);
    // Size classes of full-sun plants (the size filter left out), smallest first, with labels.
    expect(facets.size_class).toEqual([
      { value: 'flat-72', label: 'Flat of 72', count: 1 },
      { value: '#1', label: '#1 container', count: 1 },
      { value: '#3', label: '#3 container', count: 2 },
      { value: '#15', label: '#15 container', count: 1 },
    ]);
    // Light values of #3 plants (the light filter left out).
    expect(counts(facets.light)).toEqual({ full_sun: 2, part_shade: 1, shade: 1 });
    expect(counts(facets.state)).toEqual({ TX: 2 });
    expect(counts(facets.deer_resistant)).toEqual({ true: 1 });
    expect(counts(facets.in_stock)).toEqual({ true: 2 });
    expect(facets.price).toEqual({ min: 24.99, max: 24.99 });
    expect(facets.zone).toBeNull();
  });

  it('gives the zone count and the category, water and native facets', async () => {
    const { facets } = await faceted('zone=9a&in_stock=true');
    expect(facets.zone).toEqual({ value: '9a', count: 4 });
    expect(counts(facets.in_stock)).toEqual({ true: 4 });
    expect(counts(facets.category)).toEqual({ indoor: 4 });
    expect(facets.category[0]!.label).toBe('Indoor Plants');
    expect(counts(facets.water)).toEqual({ low: 2, medium: 2 });
    expect(counts(facets.native_state).TX).toBe(1);
  });

  it('counts over a search, and is null-priced when nothing matches', async () => {
    const { plants, facets } = await faceted('search=holly');
    expect(plants.map((plant) => plant.plant_name)).toEqual(['Yaupon Holly']);
    expect(counts(facets.size_class)).toEqual({ '#3': 1 });
    const none = await faceted('search=zzzqqq');
    expect(none.facets.price).toBeNull();
    expect(none.facets.size_class).toEqual([]);
  });
});

describe('a search by relevance with facets (page and counts from one statement)', () => {
  const body = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/inventory?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as unknown;
  };
  it('gives the same plants as the search alone, and the same counts as another order', async () => {
    for (const query of [
      'search=plant',
      'search=plant&light=full_sun&zone=8a',
      'search=plant&limit=2&page=2',
      'search=mapel&in_stock=true',
      'search=zzzqqq',
    ]) {
      const { plants, facets } = (await body(`facets=true&${query}`)) as CatalogPageWithFacets;
      expect(plants, query).toEqual(await body(query));
      // Sorted by price, the page and the counts come from separate statements.
      const byPrice = (await body(`facets=true&sort=price_asc&${query}`)) as CatalogPageWithFacets;
      expect(facets, query).toEqual(byPrice.facets);
    }
    const { plants } = (await body('facets=true&search=plant&light=full_sun')) as CatalogPageWithFacets;
    expect(plants.length).toBeGreaterThan(0);
  });
});

describe('names in search', () => {
  it('finds a plant by a synonym, common-name variants, genus and cultivar', async () => {
    expect(await list('search=Aster%20novae-angliae')).toEqual(['New England Aster']);
    expect(await list('search=crepe%20myrtle')).toEqual(['Crape Myrtle']);
    expect(await list('search=crapemyrtle')).toEqual(['Crape Myrtle']);
    expect(await list('search=Lagerstroemia')).toEqual(['Crape Myrtle']);
    expect(await list('search=funkia')).toEqual(['Plantain Lily']);
  });
});

describe("the buyer's zone", () => {
  it('is kept in the profile and validated', async () => {
    const buyer = await createBuyer(ctx.app);
    const headers = { authorization: `Bearer ${buyer.token}` };
    const names = { first_name: 'Bea', last_name: 'Buyer' };
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers,
      payload: { ...names, usda_zone: '8A' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ usda_zone: '8a' });
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/buyer/profile', headers });
    expect(profile.json()).toMatchObject({ usda_zone: '8a' });
    const wrong = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers,
      payload: { ...names, usda_zone: '15c' },
    });
    expect(wrong.statusCode).toBe(422);
    const cleared = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers,
      payload: { ...names, usda_zone: null },
    });
    expect(cleared.json()).toMatchObject({ usda_zone: null });
  });
});
