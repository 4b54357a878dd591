import { catalogQuerySchema } from '@verdant/shared/schemas/catalog';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../src/lib/deps.ts';
import { type ListQuery, listPlants, listPlantsQuery, rowsOf } from '../src/modules/catalog/catalog.repository.ts';
import { searchCatalog } from '../src/modules/catalog/catalog.service.ts';
import { facetCountsQuery, searchWithFacetsQuery } from '../src/modules/catalog/catalog-facets.repository.ts';
import { statementOf } from '../src/modules/catalog/catalog-statements.ts';
import { createPlant, createVendor } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// A catalog statement is built once per shape with placeholders and then only filled in (catalog-statements.ts):
// every query must render to exactly the text and values that building it directly gives, or a request would run
// with another request's values.

const dialect = new PgDialect({ casing: 'snake_case' });
const page = { sort: 'relevance', limit: 25, offset: 0 } as const;

const queries: ListQuery[] = [
  { ...page, tsquery: 'acer:*' },
  { ...page, tsquery: '(hydrangae:* | hydrangea:*) & quercifolia:*' },
  { ...page, tsquery: 'fig:*', named: 'Ficus carica' },
  { ...page, tsquery: 'black:* & alder:*', named: 'Alnus glutinosa|Ilex verticillata', zoneRank: 9 },
  { ...page, tsquery: 'acer:*', offset: 50 },
  { ...page, tsquery: 'oak:*', zoneRank: 13, light: ['full_sun'], sizeClass: ['#3', '#1'] },
  { ...page, tsquery: 'oak:*', zoneRank: 9, light: ['part_shade', 'shade'], sizeClass: ['#5'] },
  { ...page, tsquery: 'maple:*', category: 'outdoor', minPriceCents: 500, maxPriceCents: 9000, inStock: true },
  { ...page, tsquery: 'maple:*', water: ['low', 'medium'], nativeState: 'TX', deerResistant: false, state: 'OR' },
  { ...page, tsquery: 'fern:*', deerResistant: true, vendorId: 7 },
  { ...page, sort: 'price_asc', tsquery: 'fern:*', inStock: true },
  { sort: 'newest', limit: 13, offset: 12, category: 'herbs', minPriceCents: 100 },
  { sort: 'size', limit: 25, offset: 0, sizeClass: ['#3'], zoneRank: 20 },
];

describe('catalog statements built once per shape', () => {
  const builders = {
    'search+facets': (query: ListQuery) => searchWithFacetsQuery(query),
    facets: (query: ListQuery) => facetCountsQuery(query),
    list: (query: ListQuery) => listPlantsQuery(query),
  };
  for (const [kind, build] of Object.entries(builders)) {
    it(`${kind}: the same text and values as building each query directly`, () => {
      // Twice over: the first pass builds the shapes, the second fills the cached ones.
      for (const pass of [1, 2]) {
        for (const query of queries) {
          const direct = dialect.sqlToQuery(build(query));
          const cached = statementOf(kind, query, build);
          expect(cached.text, `pass ${pass}: ${JSON.stringify(query)}`).toBe(direct.sql);
          expect(cached.params, `pass ${pass}: ${JSON.stringify(query)}`).toEqual(direct.params);
        }
      }
    });
  }

  it('gives two queries of one shape the same text and their own values', () => {
    const one = statementOf('list', { ...page, tsquery: 'acer:*', light: ['full_sun'] }, listPlantsQuery);
    const two = statementOf('list', { ...page, tsquery: 'quercus:*', light: ['shade'] }, listPlantsQuery);
    expect(two.text).toBe(one.text);
    expect(one.params).toContain('acer:*');
    expect(two.params).toContain('quercus:*');
    expect(two.params).toContain('shade');
    expect(two.params).not.toContain('full_sun');
  });

  it('gives two searches naming different plants the same text and their own names', () => {
    const one = statementOf('list', { ...page, tsquery: 'fig:*', named: 'Ficus carica' }, listPlantsQuery);
    const two = statementOf('list', { ...page, tsquery: 'plum:*', named: 'Prunus domestica' }, listPlantsQuery);
    expect(two.text).toBe(one.text);
    expect(two.params).toContain('Prunus domestica');
    expect(two.params).not.toContain('Ficus carica');
  });
});

// On PGlite a shape is PREPAREd once and EXECUTEd with its values as quoted literals; on PostgreSQL it is a named
// prepared statement. Either way a value is only ever a value, whatever quotes it holds.
describe('catalog statements run prepared', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    const vendor = await createVendor(ctx.app);
    await createPlant(ctx.app, vendor, { plantName: 'Quoted Fern', nativeStates: ["O'Hare"], priceCents: 1200 });
    await createPlant(ctx.app, vendor, { plantName: 'Plain Fern', nativeStates: ['TX'], priceCents: 900 });
  });
  afterAll(() => ctx.close());

  const names = async (query: Partial<ListQuery>) =>
    (await listPlants(ctx.app.db, { sort: 'price_asc', limit: 10, offset: 0, ...query })).map((row) => row.plant_name);

  it('fills each run of a shape with its own values, quotes and all', async () => {
    for (let run = 0; run < 7; run += 1) {
      expect(await names({ nativeState: "O'Hare" })).toEqual(['Quoted Fern']);
      expect(await names({ nativeState: 'TX' })).toEqual(['Plain Fern']);
      expect(await names({ nativeState: "x'); DROP TABLE inventory_items; --" })).toEqual([]);
    }
    expect(await names({})).toEqual(['Plain Fern', 'Quoted Fern']);
    expect(await names({ minPriceCents: 1000 })).toEqual(['Quoted Fern']);
  });

  it('refuses a value its column cannot read, and the next read runs as before', async () => {
    await expect(names({ minPriceCents: 'cheap' as unknown as number })).rejects.toThrow();
    expect(await names({ minPriceCents: 1000 })).toEqual(['Quoted Fern']);
    expect(await names({ nativeState: 'TX' })).toEqual(['Plain Fern']);
  });

  // On PGlite a prepared read runs under PGlite's query lock, which a transaction does not hold between its own
  // queries: it must still wait for the transaction (db/client.ts queues it), never read inside it.
  it('waits for an open transaction rather than reading inside it', async () => {
    expect(await names({ nativeState: 'TX' })).toEqual(['Plain Fern']); // the shape is prepared
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const rolledBack = ctx.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE inventory_items SET plant_name = 'Renamed Fern' WHERE plant_name = 'Plain Fern'`);
        opened();
        await new Promise((resolve) => setTimeout(resolve, 50));
        tx.rollback();
      })
      .catch(() => undefined);
    await open;
    const during = names({ nativeState: 'TX' });
    await rolledBack;
    expect(await during).toEqual(['Plain Fern']);
  });

  // A search with facets runs its word check and its page-and-facets statement in one turn of PGlite's queue: a
  // query asked for meanwhile waits until both are done, rather than slipping in between (docs/performance.md).
  it('runs a search with facets in one turn of the queue on PGlite', async () => {
    for (const word of ['fernq', 'quotde']) {
      const order: string[] = [];
      const query = catalogQuerySchema.parse({ search: `${word} plain`, facets: 'true' });
      const searched = searchCatalog({ db: ctx.app.db } as Deps, query).then(() => order.push('search'));
      const other = ctx.app.db.execute(sql`SELECT 1`).then(() => order.push('other'));
      await Promise.all([searched, other]);
      if (ctx.database.kind === 'pglite') expect(order).toEqual(['search', 'other']);
    }
  });

  it('keeps the statement prepared on PGlite', async () => {
    await names({ nativeState: 'TX' });
    const prepared = rowsOf<{ name: string }>(
      await ctx.app.db.execute(sql`SELECT name FROM pg_prepared_statements ORDER BY name`),
    );
    // PostgreSQL's pool may answer on another connection than the one that prepared it; PGlite has one session.
    if (ctx.database.kind === 'pglite')
      expect(prepared.some(({ name }) => name.startsWith('catalog_shape_'))).toBe(true);
    else expect(ctx.database.kind).toBe('postgres');
  });
});
