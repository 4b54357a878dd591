import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// GET /api/vendor/inventory?size_class=...: the catalog's size classes ("#3", "pot-6in") on the vendor's own table,
// and the page's size_classes (the Size filter's options).

let ctx: TestContext;
let vendor: Session;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createVendor(ctx.app);
  const other = await createVendor(ctx.app);
  for (const [key, size] of [
    ['three', '#3'],
    ['threeGal', '3 gal'],
    ['one', '1 gal'],
    ['pot', '6"'],
    ['odd', 'Large'],
  ] as const) {
    ids[key] = (await createPlant(ctx.app, vendor, { plantName: `Plant ${key}`, size })).id;
  }
  await createPlant(ctx.app, other, { plantName: 'Not mine', size: '#3' });
});
afterAll(() => ctx.close());

const get = (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/vendor/inventory?${query}`, headers: vendor.headers });
const idsOf = (body: { items: { id: number }[] }) => body.items.map((item) => item.id).sort();

describe('size_class filter on the vendor inventory', () => {
  it('keeps the items of that class (a "3 gal" is a #3), only the vendor\'s own', async () => {
    const response = await get(`size_class=${encodeURIComponent('#3')}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().total).toBe(2);
    expect(idsOf(response.json())).toEqual([ids.three, ids.threeGal].sort());
  });

  it('takes several classes, comma-separated or repeated, with the other filters', async () => {
    const listed = await get(`size_class=${encodeURIComponent('#1,pot-6in')}`);
    expect(idsOf(listed.json())).toEqual([ids.one, ids.pot].sort());
    const repeated = await get('size_class=%231&size_class=pot-6in&search=pot');
    expect(idsOf(repeated.json())).toEqual([ids.pot]);
  });

  it("answers the size classes of all the vendor's items, smallest first, with counts", async () => {
    const response = await get(`size_class=${encodeURIComponent('#1')}`);
    expect(response.json().size_classes).toEqual([
      { value: 'pot-6in', label: '6" pot', count: 1 },
      { value: '#1', label: '#1 container', count: 1 },
      { value: '#3', label: '#3 container', count: 2 },
    ]);
  });

  it('refuses a class the catalog does not know', async () => {
    const response = await get('size_class=huge');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('size_class');
  });
});
