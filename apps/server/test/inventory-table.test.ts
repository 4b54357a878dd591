import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems } from '../src/db/schema/index.ts';
import { NOT_ALL_YOURS } from '../src/modules/inventory/inventory-table.service.ts';
import { createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { insertOrderLine } from './order-fixtures.ts';

let ctx: TestContext;
let vendor: Session;
let other: Session;
type Row = typeof inventoryItems.$inferSelect;
const mine: Row[] = [];

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, session: Session, payload?: object) =>
  ctx.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
const page = async (query: string, session: Session = vendor) => {
  const response = await call('GET', `/api/vendor/inventory?${query}`, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: { id: number; plant_name: string; price: number; quantity_available: number; is_available: boolean }[];
    total: number;
    page: number;
    limit: number;
  };
};
const rowsOf = (ids: number[]) => ctx.app.db.select().from(inventoryItems).where(inArray(inventoryItems.id, ids));

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createVendor(ctx.app);
  other = await createVendor(ctx.app);
  // 30 plants: names A00..A29 (lower-case every third, to prove the name order ignores case), prices and stock
  // spread out, every fifth unpublished, every fourth sold out, categories alternating.
  for (let n = 0; n < 30; n++) {
    const name = `${n % 3 === 0 ? 'a' : 'A'}${String(n).padStart(2, '0')} Plant`;
    mine.push(
      await createPlant(ctx.app, vendor, {
        plantName: name,
        priceCents: 1000 + ((n * 7) % 30) * 100,
        quantityAvailable: n % 4 === 0 ? 0 : n,
        isAvailable: n % 5 !== 0,
        category: n % 2 === 0 ? 'indoor' : 'outdoor',
      }),
    );
  }
  await createPlant(ctx.app, other, { plantName: 'A99 Not Mine' });
});
afterAll(() => ctx.close());

describe('GET /api/vendor/inventory (the table)', () => {
  it('pages by name (case ignored) with the total over every page', async () => {
    const first = await page('limit=10');
    expect(first).toMatchObject({ total: 30, page: 1, limit: 10 });
    expect(first.items.map((item) => item.plant_name.slice(1, 3))).toEqual(
      Array.from({ length: 10 }, (_, n) => String(n).padStart(2, '0')),
    );
    const third = await page('limit=10&page=3');
    expect(third.items.map((item) => item.plant_name.slice(1, 3))[9]).toBe('29');
    expect((await page('limit=10&page=4')).items).toEqual([]);
    expect((await page('limit=10&page=4')).total).toBe(30);
  });

  it.each([
    ['price', (item: { price: number }) => item.price],
    ['quantity_available', (item: { quantity_available: number }) => item.quantity_available],
  ] as const)('sorts by %s both ways, ties by id', async (key, value) => {
    const up = (await page(`sort=${key}&limit=100`)).items;
    const down = (await page(`sort=-${key}&limit=100`)).items;
    const values = up.map((item) => value(item as never));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(down.map((item) => item.id)).toEqual(up.map((item) => item.id).reverse());
  });

  it('sorts by last change, newest first with -updated_at', async () => {
    const target = mine[17]!;
    expect(
      (await call('PATCH', `/api/vendor/inventory/${target.id}`, vendor, { quantity_available: 5 })).statusCode,
    ).toBe(200);
    expect((await page('sort=-updated_at&limit=1')).items[0]!.id).toBe(target.id);
    expect((await page('sort=updated_at&limit=100')).items.at(-1)!.id).toBe(target.id);
  });

  it('filters by category, stock, published and search together', async () => {
    const expected = mine
      .map((row, n) => ({ row, n }))
      .filter(({ n }) => n % 2 === 0 && n % 4 !== 0 && n % 5 !== 0 && n !== 17)
      .map(({ row }) => row.id);
    const found = await page('category=indoor&in_stock=true&published=true&limit=100');
    expect(found.items.map((item) => item.id).sort()).toEqual(expected.sort());
    expect(found.total).toBe(expected.length);
    expect((await page('in_stock=false&limit=100')).items.every((item) => item.quantity_available === 0)).toBe(true);
    expect((await page('published=false&limit=100')).total).toBe(6);
    expect((await page('search=a2&limit=100')).items.map((item) => item.plant_name.slice(1, 3))).toEqual(
      Array.from({ length: 10 }, (_, n) => `2${n}`),
    );
    expect((await page('search=not%20mine')).total).toBe(0);
  });

  it('refuses a bad sort or a limit above 100', async () => {
    expect((await call('GET', '/api/vendor/inventory?sort=-vendor_id', vendor)).statusCode).toBe(422);
    expect((await call('GET', '/api/vendor/inventory?limit=101', vendor)).statusCode).toBe(422);
  });
});

describe('POST /api/vendor/inventory/bulk', () => {
  it("refuses the whole request when one id is not the vendor's: nothing changes", async () => {
    const [theirs] = await ctx.app.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.vendorId, other.user.vendor_profile!.id));
    const ids = [mine[1]!.id, mine[2]!.id, theirs!.id];
    const before = await rowsOf(ids);
    for (const body of [
      { ids, action: 'unpublish' },
      { ids, action: 'set_stock', value: 3 },
      { ids, action: 'adjust_price', value: 10 },
      { ids, action: 'delete' },
    ]) {
      const response = await call('POST', '/api/vendor/inventory/bulk', vendor, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(NOT_ALL_YOURS);
    }
    expect(await rowsOf(ids)).toEqual(before);
  });

  it('publishes, unpublishes and sets stock, confirming the stock of what it changed', async () => {
    const ids = [mine[5]!.id, mine[10]!.id];
    const old = new Date('2020-01-01T00:00:00Z');
    await ctx.app.db.update(inventoryItems).set({ stockConfirmedAt: old }).where(inArray(inventoryItems.id, ids));
    let response = await call('POST', '/api/vendor/inventory/bulk', vendor, { ids, action: 'publish' });
    expect(response.json()).toEqual({ action: 'publish', count: 2, kept_for_history: 0 });
    expect((await rowsOf(ids)).every((row) => row.isAvailable && row.stockConfirmedAt > old)).toBe(true);
    await call('POST', '/api/vendor/inventory/bulk', vendor, { ids, action: 'unpublish' });
    expect((await rowsOf(ids)).every((row) => !row.isAvailable)).toBe(true);
    response = await call('POST', '/api/vendor/inventory/bulk', vendor, { ids, action: 'set_stock', value: 42 });
    expect(response.statusCode).toBe(200);
    expect((await rowsOf(ids)).map((row) => row.quantityAvailable)).toEqual([42, 42]);
    await call('POST', '/api/vendor/inventory/bulk', vendor, { ids, action: 'publish' });
  });

  it('changes prices by a percentage, rounded to cents, never below a cent, dropping a compare-at no longer above', async () => {
    const a = await createPlant(ctx.app, vendor, { plantName: 'Z Pct A', priceCents: 1999, compareAtPriceCents: 2100 });
    const b = await createPlant(ctx.app, vendor, { plantName: 'Z Pct B', priceCents: 1001, compareAtPriceCents: 5000 });
    let response = await call('POST', '/api/vendor/inventory/bulk', vendor, {
      ids: [a.id, b.id],
      action: 'adjust_price',
      value: 7.5,
    });
    expect(response.statusCode).toBe(200);
    const byId = async () => new Map((await rowsOf([a.id, b.id])).map((row) => [row.id, row]));
    let rows = await byId();
    // 1999 * 1.075 = 2148.925 -> 2149 (above the old compare-at 2100, which goes); 1001 * 1.075 = 1076.075 -> 1076
    expect(rows.get(a.id)).toMatchObject({ priceCents: 2149, compareAtPriceCents: null });
    expect(rows.get(b.id)).toMatchObject({ priceCents: 1076, compareAtPriceCents: 5000 });
    // 2149 less 99% is 21 cents; less 99% again 0.21 cents, kept at 1 cent (a price is more than 0).
    for (const expected of [21, 1]) {
      response = await call('POST', '/api/vendor/inventory/bulk', vendor, {
        ids: [a.id],
        action: 'adjust_price',
        value: -99,
      });
      expect(response.statusCode).toBe(200);
      rows = await byId();
      expect(rows.get(a.id)!.priceCents).toBe(expected);
    }
    for (const value of [-100, -101, 0, 1001, undefined]) {
      const refused = await call('POST', '/api/vendor/inventory/bulk', vendor, {
        ids: [b.id],
        action: 'adjust_price',
        value,
      });
      expect(refused.statusCode).toBe(422);
    }
    expect(
      (await call('POST', '/api/vendor/inventory/bulk', vendor, { ids: [b.id], action: 'set_stock', value: 1.5 }))
        .statusCode,
    ).toBe(422);
  });

  it('deletes, keeping the items with orders out of sight for their history', async () => {
    const plain = await createPlant(ctx.app, vendor, { plantName: 'Z Delete Plain' });
    const ordered = await createPlant(ctx.app, vendor, { plantName: 'Z Delete Ordered' });
    await insertOrderLine(ctx.app, ordered.id, vendor.user.vendor_profile!.id);
    const response = await call('POST', '/api/vendor/inventory/bulk', vendor, {
      ids: [plain.id, ordered.id],
      action: 'delete',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ action: 'delete', count: 2, kept_for_history: 1 });
    const left = await rowsOf([plain.id, ordered.id]);
    expect(left.map((row) => row.id)).toEqual([ordered.id]);
    expect(left[0]!.deletedAt).toBeInstanceOf(Date);
    expect((await page('search=z%20delete')).total).toBe(0);
  });
});

describe('stock confirmation', () => {
  it('lists items unconfirmed for 14 days, and "confirm all" confirms them', async () => {
    const stale = [mine[3]!.id, mine[4]!.id];
    await ctx.app.db
      .update(inventoryItems)
      .set({ stockConfirmedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(inArray(inventoryItems.id, stale));
    const listed = await page('unconfirmed=true&limit=100');
    expect(listed.items.map((item) => item.id).sort()).toEqual(stale.sort());
    const response = await call('POST', '/api/vendor/inventory/confirm-stock', vendor);
    expect(response.statusCode).toBe(200);
    expect(response.json().confirmed).toBeGreaterThanOrEqual(30);
    expect((await page('unconfirmed=true')).total).toBe(0);
    // Only the caller's items.
    const [theirs] = await ctx.app.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.vendorId, other.user.vendor_profile!.id));
    expect(theirs!.stockConfirmedAt.getTime()).toBeLessThan(new Date(response.json().stock_confirmed_at).getTime());
  });

  it('the catalog lists plants unconfirmed for 30 days after the others, in every sort', async () => {
    const seller = await createVendor(ctx.app);
    const plants = [];
    for (const [n, price] of [1500, 1000, 2000].entries()) {
      plants.push(await createPlant(ctx.app, seller, { plantName: `Rank ${n}`, priceCents: price }));
    }
    // The cheapest and newest-but-one goes stale.
    await ctx.app.db
      .update(inventoryItems)
      .set({ stockConfirmedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(inventoryItems.id, plants[1]!.id));
    ctx.app.catalogCache.clear();
    const order = async (query: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/inventory?vendor_id=${seller.user.vendor_profile!.id}&${query}`,
        })
      )
        .json()
        .map((plant: { plant_name: string }) => plant.plant_name);
    expect(await order('sort=price_asc')).toEqual(['Rank 0', 'Rank 2', 'Rank 1']);
    expect(await order('sort=newest')).toEqual(['Rank 2', 'Rank 0', 'Rank 1']);
    expect(await order('sort=price_asc&limit=1&page=3')).toEqual(['Rank 1']);
    expect(await order('search=rank&sort=price_desc')).toEqual(['Rank 2', 'Rank 0', 'Rank 1']);
    const stale = (await ctx.app.inject({ method: 'GET', url: `/api/inventory/${plants[1]!.id}` })).json();
    expect(new Date(stale.stock_confirmed_at).getTime()).toBeLessThan(Date.now() - 30 * 86_400_000);
  });

  it('any edit confirms the item', async () => {
    const item = mine[6]!;
    const old = new Date('2020-01-01T00:00:00Z');
    await ctx.app.db.update(inventoryItems).set({ stockConfirmedAt: old }).where(eq(inventoryItems.id, item.id));
    const response = await call('PATCH', `/api/vendor/inventory/${item.id}`, vendor, { price: 12.5 });
    expect(new Date(response.json().stock_confirmed_at).getTime()).toBeGreaterThan(old.getTime());
  });
});
