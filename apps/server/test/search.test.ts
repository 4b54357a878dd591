import type { Plant } from '@verdant/shared/schemas/inventory';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyDealsQuery, findPlantQuery, listPlantsQuery } from '../src/modules/catalog/catalog.repository.ts';
import { searchWithFacetsQuery } from '../src/modules/catalog/catalog-facets.repository.ts';
import { analyzeTermsQuery } from '../src/modules/catalog/catalog-terms.repository.ts';
import { createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let cafe: Session;
let greenleaf: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  cafe = await createVendor(ctx.app, { vendor_profile: { business_name: 'Café Botánica' } });
  greenleaf = await createVendor(ctx.app, { vendor_profile: { business_name: 'Greenleaf Growers' } });
  const pending = await createVendor(ctx.app, { approved: false });
  const rejected = await createVendor(ctx.app, { rejected: true });
  const { app } = ctx;
  await createPlant(app, cafe, {
    plantName: 'Monstera Deliciosa',
    scientificName: 'Monstera deliciosa',
    description: 'Split-leaf tropical climber.',
  });
  await createPlant(app, greenleaf, {
    plantName: 'Swiss Cheese Vine',
    scientificName: 'Monstera adansonii',
    description: 'Trailing vine with holey leaves.',
    quantityAvailable: 0,
  });
  await createPlant(app, cafe, {
    plantName: 'Philodendron Brasil',
    scientificName: 'Philodendron hederaceum',
    description: 'Heart-shaped variegated leaves.',
  });
  await createPlant(app, greenleaf, {
    plantName: 'Japanese Maple',
    scientificName: 'Acer palmatum',
    description: 'Deep red autumn colour.',
    category: 'outdoor',
  });
  await createPlant(app, greenleaf, {
    plantName: 'English Lavender',
    scientificName: 'Lavandula angustifolia',
    description: 'Fragrant purple spikes.',
    category: 'herbs',
  });
  await createPlant(app, cafe, {
    plantName: 'Échevéria Perle von Nürnberg',
    scientificName: 'Echeveria',
    description: 'Rosette succulent.',
    category: 'succulents',
  });
  // Mentions monstera only in its description: ranks below the plants named so.
  await createPlant(app, cafe, {
    plantName: 'Moss Pole',
    scientificName: null,
    description: 'Support for a climbing monstera or philodendron.',
    category: 'care',
  });
  // Hidden: never found, whatever the search.
  await createPlant(app, pending, { plantName: 'Monstera Pending' });
  await createPlant(app, rejected, { plantName: 'Monstera Rejected' });
  await createPlant(app, cafe, { plantName: 'Monstera Unavailable', isAvailable: false });
  await createPlant(app, cafe, { plantName: 'Monstera Deleted', deletedAt: new Date() });
});
afterAll(() => ctx.close());

async function search(text: string, extra = ''): Promise<string[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/inventory?search=${encodeURIComponent(text)}${extra}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as Plant[]).map((plant) => plant.plant_name);
}

describe('catalog search', () => {
  it('matches a word prefix ("monst" finds Monstera)', async () => {
    const names = await search('monst');
    expect(names).toEqual(expect.arrayContaining(['Monstera Deliciosa', 'Swiss Cheese Vine', 'Moss Pole']));
  });

  it('ranks plants named by the search above plants that only mention it', async () => {
    const names = await search('monstera');
    expect(names.indexOf('Moss Pole')).toBe(names.length - 1);
    expect(names.slice(0, 2).sort()).toEqual(['Monstera Deliciosa', 'Swiss Cheese Vine']);
  });

  it('tolerates typos through the catalog word dictionary', async () => {
    expect((await search('monstra delicosa'))[0]).toBe('Monstera Deliciosa');
    expect((await search('philodendorn'))[0]).toBe('Philodendron Brasil');
    expect(await search('lavendar')).toEqual(['English Lavender']);
  });

  it('finds plants by scientific name', async () => {
    expect(await search('Acer palmatum')).toEqual(['Japanese Maple']);
    expect(await search('lavandula')).toEqual(['English Lavender']);
  });

  it('finds plants by vendor name, accents or not', async () => {
    const byVendor = await search('greenleaf');
    expect(byVendor.sort()).toEqual(['English Lavender', 'Japanese Maple', 'Swiss Cheese Vine']);
    const cafeNames = ['Moss Pole', 'Monstera Deliciosa', 'Philodendron Brasil', 'Échevéria Perle von Nürnberg'];
    expect((await search('botanica')).sort()).toEqual(cafeNames.sort());
    expect((await search('Café Botánica')).sort()).toEqual(cafeNames.sort());
  });

  it('ignores case and accents both ways', async () => {
    expect(await search('ECHEVERIA nurnberg')).toEqual(['Échevéria Perle von Nürnberg']);
    expect(await search('Échévéria NÜRNBERG')).toEqual(['Échevéria Perle von Nürnberg']);
    expect(await search('MONSTERA DELICIOSA')).toContain('Monstera Deliciosa');
  });

  it('finds by category words', async () => {
    expect(await search('succulent')).toEqual(['Échevéria Perle von Nürnberg']);
  });

  it('requires every word and finds nothing for nonsense', async () => {
    expect(await search('maple lavender')).toEqual([]);
    expect(await search('qwxzzv')).toEqual([]);
  });

  it('treats a search of punctuation only as no search', async () => {
    expect((await search('!!! ---')).length).toBe(7);
  });

  it('never returns hidden plants (pending, rejected, unavailable, deleted)', async () => {
    const names = await search('monstera');
    expect(names.some((name) => /Pending|Rejected|Unavailable|Deleted/.test(name))).toBe(false);
  });

  it('combines search with filters', async () => {
    expect(await search('monstera', '&in_stock=true')).not.toContain('Swiss Cheese Vine');
    expect(await search('monstera', '&category=care')).toEqual(['Moss Pole']);
  });

  it('is safe with tsquery syntax in the input', async () => {
    for (const text of ["monstera & !'", 'a:* | b', '(((', "'); DROP TABLE reviews; --"]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/inventory?search=${encodeURIComponent(text)}`,
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

/** The plan PostgreSQL picks on its own for a catalog of thousands of rows, with fresh statistics. */
async function plan(query: SQL): Promise<string> {
  const result = await ctx.database.db.execute(sql`EXPLAIN ${query}`);
  return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('every listing and search query uses an index', () => {
  let vendorId = 0;
  beforeAll(async () => {
    const bulk = await createVendor(ctx.app);
    vendorId = cafe.user.vendor_profile!.id;
    // Set-based, like the bench: 6,000 plants over the nine categories, then fresh planner statistics.
    await ctx.database.db.execute(sql`INSERT INTO inventory_items
        (vendor_id, plant_name, scientific_name, description, price_cents, compare_at_price_cents, quantity_available,
         category, created_at)
      SELECT ${bulk.user.vendor_profile!.id}, 'Bulk plant ' || g, 'Genus' || (g % 997) || ' species' || (g % 991),
        'Grown in a field ' || g,
        100 + (g * 37) % 20000, CASE WHEN g % 50 = 0 THEN 30000 END, g % 25,
        (enum_range(NULL::plant_category))[1 + g % 9], now() - g * interval '1 minute'
      FROM generate_series(1, 6000) AS g`);
    await ctx.database.db.execute(sql`VACUUM ANALYZE`);
  });

  const base = { sort: 'newest' as const, limit: 25, offset: 0 };
  // Listing pages may pick any of the catalog's btree indexes; search must go through its GIN indexes.
  const anyItemIndex = /Index (Only )?Scan (Backward )?(using|on) inventory_items_\w+/;
  const cases: [string, () => SQL, RegExp][] = [
    [
      'full-text search',
      () => listPlantsQuery({ ...base, tsquery: 'monstera:*', sort: 'relevance' }),
      /Bitmap Index Scan on inventory_items_search_idx/,
    ],
    ['newest', () => listPlantsQuery(base), anyItemIndex],
    ['category page', () => listPlantsQuery({ ...base, category: 'care' }), anyItemIndex],
    ['price ascending', () => listPlantsQuery({ ...base, sort: 'price_asc' }), /inventory_items_price_idx/],
    ['price descending', () => listPlantsQuery({ ...base, sort: 'price_desc' }), /inventory_items_price_idx/],
    ['top rated', () => listPlantsQuery({ ...base, sort: 'rating' }), /inventory_items_rating_idx/],
    ['vendor store', () => listPlantsQuery({ ...base, vendorId }), /inventory_items_vendor\w*_idx/],
    [
      'filters and price sort',
      () => listPlantsQuery({ ...base, category: 'herbs', inStock: true, minPriceCents: 500, sort: 'price_asc' }),
      anyItemIndex,
    ],
    ['daily deals', () => dailyDealsQuery(4), /inventory_items_deals_idx/],
    ['plant detail', () => findPlantQuery(1), /inventory_items_pkey/],
    ['typo dictionary', () => analyzeTermsQuery(['monstra', 'delicosa']), /catalog_words_(trgm_idx|pkey)/],
  ];
  it.each(cases)('%s', async (_name, build, index) => {
    const text = await plan(build());
    expect(text).toMatch(index);
    expect(text).not.toMatch(/Seq Scan on (inventory_items|catalog_words)/);
  });

  // The word check runs prepared, and after five runs PostgreSQL may keep its generic plan, which cannot see the
  // words: "a catalog word starts with it" must still read an index there (with `LIKE $1` it scanned the dictionary).
  it('checks search words through an index in the generic plan too', async () => {
    const { sql: text, params } = new PgDialect().sqlToQuery(analyzeTermsQuery(['monstra', 'delicosa']));
    const values = params.map((value) => (typeof value === 'number' ? value : `'${value}'`)).join(', ');
    const rows = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`PREPARE verdant_test_term_check AS ${text}`));
      const result = await tx.execute(sql.raw(`EXPLAIN EXECUTE verdant_test_term_check(${values})`));
      await tx.execute(sql`DEALLOCATE verdant_test_term_check`);
      return (result as unknown as { rows: Record<string, string>[] }).rows;
    });
    const explained = rows.map((row) => Object.values(row)[0]).join('\n');
    expect(explained).toMatch(/catalog_words_prefix_idx/);
    expect(explained).not.toMatch(/Seq Scan on catalog_words/);
  });

  // A prepared search keeps one generic plan only while planning for the given words would gain nothing, so the
  // planner must not see them (fromClause): a word in 6,000 plants and one in a handful get the same estimates.
  it('plans a search the same whatever its words', async () => {
    const estimate = async (tsquery: string) =>
      (await plan(searchWithFacetsQuery({ tsquery, sort: 'relevance', limit: 25, offset: 0 }))).split('\n')[0];
    expect(await estimate('bulk:*')).toBe(await estimate('monstera:*'));
  });
});
