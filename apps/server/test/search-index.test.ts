import { catalogQuerySchema } from '@verdant/shared/schemas/catalog';
import type { Plant } from '@verdant/shared/schemas/inventory';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { referenceListings, relevancePairs, uniqueQueries } from '../bench/search-queries.ts';
import { inventoryItems, vendorProfiles } from '../src/db/schema/index.ts';
import { searchCatalog } from '../src/modules/catalog/catalog.service.ts';
import { parseTsvector } from '../src/modules/catalog/search-index/segment.ts';
import { fillPlantFacts } from '../src/modules/inventory/plant-facts.repository.ts';
import { createVendor } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Issue 15: the in-process search index (decision 024) must answer every search by relevance exactly as PostgreSQL
// does: the same plants in the same order, the same facet counts, and every change seen at once.

let ctx: TestContext;
const vendorIds: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  const addresses = ['1 Main St, Austin, TX 78701', '2 Elm St, Portland, OR 97201', '3 Oak Ave, Raleigh, NC 27601'];
  for (const business_address of addresses) {
    const vendor = await createVendor(ctx.app, { vendor_profile: { business_name: 'Green Acres', business_address } });
    vendorIds.push(vendor.user.vendor_profile!.id);
  }
  const hidden = await createVendor(ctx.app, { approved: false });
  vendorIds.push(hidden.user.vendor_profile!.id);
  const day = 86_400_000;
  const rows = referenceListings().map((listing, n) => ({
    ...listing,
    vendorId: vendorIds[n % vendorIds.length]!,
    priceCents: 500 + ((n * 7919) % 9_000),
    quantityAvailable: n % 7 === 0 ? 0 : 1 + (n % 40),
    isAvailable: n % 23 !== 0,
    deletedAt: n % 31 === 0 ? new Date() : null,
    // Some listings not confirmed for 40 days: they rank after the others.
    stockConfirmedAt: new Date(Date.now() - (n % 5 === 0 ? 40 : 1) * day),
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await ctx.app.db.insert(inventoryItems).values(rows.slice(start, start + 500));
  }
  await fillPlantFacts(ctx.app.db);
  ctx.app.catalogCache.clear();
}, 120_000);

afterAll(() => ctx.close());

const database = () => ({ ...ctx.app.deps, searchIndex: null });
const query = (params: Record<string, unknown>) => catalogQuerySchema.parse({ limit: 24, ...params });

/** The index's answer and PostgreSQL's, as ids, next-page flag and facets. */
async function bothAnswers(params: Record<string, unknown>) {
  const [indexed, direct] = [
    await searchCatalog(ctx.app.deps, query(params)),
    await searchCatalog(database(), query(params)),
  ];
  const view = (page: typeof indexed) => ({
    ids: page.plants.map((plant) => plant.id),
    hasMore: page.hasMore,
    facets: page.facets,
  });
  return { indexed: view(indexed), direct: view(direct) };
}

const FILTERS: Record<string, unknown>[] = [
  {},
  { facets: 'true' },
  { facets: 'true', zone: '7a', light: 'full_sun' },
  { facets: 'true', size_class: '#3,#5', in_stock: 'true' },
  { facets: 'true', water: 'low,medium', deer_resistant: 'true', min_price: '20', max_price: '70' },
  { facets: 'true', native_state: 'TX' },
  { facets: 'true', deer_resistant: 'false', state: 'TX', category: 'outdoor' },
];

describe('reading search_vector as text', () => {
  it('takes lexemes with quotes and backslashes, positions with their weights, and bare lexemes', () => {
    const lexemes = parseTsvector(`'acer':1A,5 'd''or':2B 'a\\\\b':3C 'solo'`);
    const weight = (entry: number) => entry >> 14;
    const position = (entry: number) => entry & 0x3fff;
    expect([...lexemes.keys()]).toEqual(['acer', "d'or", 'a\\b', 'solo']);
    expect(lexemes.get('acer')!.map((entry) => [position(entry), weight(entry)])).toEqual([
      [1, 3],
      [5, 0],
    ]);
    expect(lexemes.get("d'or")!.map(weight)).toEqual([2]);
    expect(lexemes.get('a\\b')!.map(weight)).toEqual([1]);
    expect(lexemes.get('solo')).toHaveLength(1);
  });
});

describe('the in-process search index', () => {
  it('is built and used', () => {
    expect(ctx.app.searchIndex?.ready).toBe(true);
  });

  it('answers like PostgreSQL: same plants, same order, same facet counts', async () => {
    const texts = [
      ...relevancePairs()
        .filter((_, n) => n % 3 === 0)
        .map((pair) => pair.query),
      ...uniqueQueries(120),
      'maple',
      'red',
      'a',
      'the maple',
      'ac ru',
      'Green Acres',
    ];
    const searched = vi.spyOn(ctx.app.searchIndex!, 'search');
    let compared = 0;
    let nonEmpty = 0;
    for (const [n, search] of texts.entries()) {
      const { indexed, direct } = await bothAnswers({ search, ...FILTERS[n % FILTERS.length] });
      expect(indexed, `search "${search}" with ${JSON.stringify(FILTERS[n % FILTERS.length])}`).toEqual(direct);
      compared++;
      if (direct.ids.length > 0) nonEmpty++;
    }
    // Broad words, deeper pages.
    for (const search of ['red', 'ma', 'oak', 'tree']) {
      for (const page of ['2', '3']) {
        const { indexed, direct } = await bothAnswers({ search, page, facets: 'true' });
        expect(indexed, `search "${search}" page ${page}`).toEqual(direct);
        if (direct.ids.length > 0) nonEmpty++;
      }
    }
    expect(compared).toBeGreaterThan(200);
    expect(nonEmpty).toBeGreaterThan(100);
    // Every search by relevance was answered by the index (the other answer of each pair came from PostgreSQL).
    expect(searched.mock.calls.length).toBeGreaterThanOrEqual(compared);
    searched.mockRestore();
  }, 300_000);

  it('sees a change at once: an edit, a hidden plant, a vendor no longer approved', async () => {
    const search = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/inventory?search=zzyzx+quince' })).json() as Plant[];
    const [plant] = await ctx.app.db
      .update(inventoryItems)
      .set({ plantName: 'Zzyzx Quince' })
      .where(sql`${inventoryItems.id} = (SELECT min(id) FROM inventory_items WHERE vendor_id = ${vendorIds[0]!}
        AND deleted_at IS NULL AND is_available)`)
      .returning({ id: inventoryItems.id });
    ctx.app.catalogCache.clear();
    expect((await search()).map((p) => p.id)).toContain(plant!.id);

    // The page's rows are kept in memory: a new price, or the nursery's new phone, shows at once all the same.
    await ctx.app.db.update(inventoryItems).set({ priceCents: 4321 }).where(eq(inventoryItems.id, plant!.id));
    await ctx.app.db
      .update(vendorProfiles)
      .set({ businessPhone: '512-555-0123' })
      .where(eq(vendorProfiles.id, vendorIds[0]!));
    ctx.app.catalogCache.clear();
    const shown = (await search()).find((p) => p.id === plant!.id)!;
    expect(shown.price).toBe(43.21);
    expect(shown.vendor.business_phone).toBe('512-555-0123');

    await ctx.app.db.update(inventoryItems).set({ isAvailable: false }).where(eq(inventoryItems.id, plant!.id));
    ctx.app.catalogCache.clear();
    expect((await search()).map((p) => p.id)).not.toContain(plant!.id);

    await ctx.app.db.update(inventoryItems).set({ isAvailable: true }).where(eq(inventoryItems.id, plant!.id));
    await ctx.app.db.update(vendorProfiles).set({ isApproved: false }).where(eq(vendorProfiles.id, vendorIds[0]!));
    ctx.app.catalogCache.clear();
    expect(await search()).toEqual([]);
    await ctx.app.db.update(vendorProfiles).set({ isApproved: true }).where(eq(vendorProfiles.id, vendorIds[0]!));
    ctx.app.catalogCache.clear();
    expect((await search()).length).toBeGreaterThan(0);
  });

  it('reads a write another process made within the cache time, without being told', async () => {
    const name = `Qwxyz ${Date.now()}`;
    await ctx.app.db.execute(sql`UPDATE inventory_items SET plant_name = ${name}
      WHERE id = (SELECT min(id) FROM inventory_items WHERE vendor_id = ${vendorIds[1]!} AND deleted_at IS NULL
        AND is_available)`);
    await new Promise((resolve) => setTimeout(resolve, ctx.config.SEARCH_INDEX_CHECK_MS + 50));
    const found = (await searchCatalog(ctx.app.deps, query({ search: 'qwxyz' }))).plants;
    expect(found.map((plant) => plant.plant_name)).toEqual([name]);
  });
});
