import type { Plant } from '@verdant/shared/schemas/inventory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceListings, relevancePairs } from '../bench/search-queries.ts';
import { inventoryItems } from '../src/db/schema/index.ts';
import { fillPlantFacts } from '../src/modules/inventory/plant-facts.repository.ts';
import { createVendor } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Issue 15: the relevance list. One listing per taxon of the plant-name reference (about 1,470), then each query
// of the list (synonyms, other common names, cultivars without quotes, accepted and misspelt names) must have its
// expected plant among the first 3 results, for at least 95% of the pairs.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const vendor = await createVendor(ctx.app);
  const vendorId = vendor.user.vendor_profile!.id;
  const rows = referenceListings().map((listing) => ({ vendorId, priceCents: 1500, quantityAvailable: 5, ...listing }));
  for (let start = 0; start < rows.length; start += 500) {
    await ctx.app.db.insert(inventoryItems).values(rows.slice(start, start + 500));
  }
  // Written with plain SQL, as an older catalog would be: the start-up fill adds the reference names.
  await fillPlantFacts(ctx.app.db);
  ctx.app.catalogCache.clear();
}, 120_000);

afterAll(() => ctx.close());

describe('search relevance over the plant-name reference', () => {
  it('finds the expected plant in the top 3 for at least 95% of at least 200 pairs', async () => {
    const pairs = relevancePairs();
    expect(pairs.length).toBeGreaterThanOrEqual(200);
    const misses: string[] = [];
    for (const { query, expected, kind } of pairs) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/inventory?limit=3&search=${encodeURIComponent(query)}`,
      });
      const top = (response.json() as Plant[]).map((plant) => plant.scientific_name);
      if (!top.includes(expected)) misses.push(`${kind}: "${query}" -> ${expected} (got ${top.join('; ')})`);
    }
    const hitRate = 1 - misses.length / pairs.length;
    // The misses say what to improve next; the threshold is the issue's.
    if (misses.length) console.info(`relevance ${(hitRate * 100).toFixed(1)}%, misses:\n${misses.join('\n')}`);
    expect(hitRate).toBeGreaterThanOrEqual(0.95);
  }, 300_000);
});
