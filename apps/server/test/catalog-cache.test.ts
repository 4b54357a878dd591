import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogCache } from '../src/modules/catalog/catalog-cache.ts';
import { runReservationJob } from '../src/modules/orders/reservation-job.ts';
import { createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { expireCheckoutNow, placeOrderOk } from './order-fixtures.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('CatalogCache', () => {
  it('answers a key from memory until its time is up', async () => {
    // The clock is moved by hand: a busy machine can pause longer than a short TTL between two lines.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = new CatalogCache(40);
      let loads = 0;
      const load = async () => ++loads;
      expect(await cache.get('a', load)).toBe(1);
      vi.setSystemTime(Date.now() + 39);
      expect(await cache.get('a', load)).toBe(1);
      expect(await cache.get('b', load)).toBe(2);
      vi.setSystemTime(Date.now() + 2);
      expect(await cache.get('a', load)).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one load between concurrent misses, and does not keep a failure', async () => {
    const cache = new CatalogCache(10_000);
    const pending = deferred<string>();
    let loads = 0;
    const load = () => {
      loads++;
      return pending.promise;
    };
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    pending.resolve('plants');
    expect(await both).toEqual(['plants', 'plants']);
    expect(loads).toBe(1);

    await expect(cache.get('bad', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('bad', async () => 'recovered')).toBe('recovered');
  });

  it('does not keep the answer of a read that was running when a write cleared the cache', async () => {
    const cache = new CatalogCache(10_000);
    const before = deferred<string>();
    const read = cache.get('k', () => before.promise);
    cache.clear(); // a write commits while the read is still on its way
    before.resolve('old');
    expect(await read).toBe('old'); // that reader gets what it asked for...
    expect(await cache.get('k', async () => 'new')).toBe('new'); // ...but the next one does not
  });

  it('keeps at most its maximum number of entries, and 0 ms turns it off', async () => {
    const cache = new CatalogCache(10_000, 3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.get(key, async () => key);
    expect(cache.size).toBe(3);
    expect(await cache.get('e', async () => 'reloaded')).toBe('e');
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');

    const off = new CatalogCache(0);
    let loads = 0;
    await off.get('k', async () => ++loads);
    await off.get('k', async () => ++loads);
    expect(loads).toBe(2);
    expect(off.size).toBe(0);
  });
});

describe('the public catalog behind the cache', () => {
  let ctx: TestContext;
  let vendor: Session;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { CATALOG_CACHE_MS: '60000' } });
    vendor = await createVendor(ctx.app);
  });
  afterAll(() => ctx.close());

  const listPrices = async (url: string) =>
    ((await ctx.app.inject({ method: 'GET', url })).json() as { id: number; price: number }[]).map((p) => p.price);
  const setPriceBehindTheApi = (id: number, cents: number) =>
    ctx.database.db.execute(sql`UPDATE inventory_items SET price_cents = ${cents} WHERE id = ${id}`);

  it('serves a repeated listing, search or deals read from memory', async () => {
    const plant = await createPlant(ctx.app, vendor, { plantName: 'Cached Cypress', priceCents: 1000 });
    const urls = [
      `/api/inventory?vendor_id=${vendor.user.vendor_profile!.id}`,
      '/api/inventory?search=cypress',
      '/api/inventory/deals',
    ];
    await ctx.app.inject({ method: 'GET', url: urls[2]! });
    expect(await listPrices(urls[0]!)).toEqual([10]);
    expect(await listPrices(urls[1]!)).toEqual([10]);
    const deals = await listPrices(urls[2]!);

    await setPriceBehindTheApi(plant.id, 2000); // no request saw this write
    expect(await listPrices(urls[0]!)).toEqual([10]);
    expect(await listPrices(urls[1]!)).toEqual([10]);
    expect(await listPrices(urls[2]!)).toEqual(deals);
    // A different query is a different entry: it reads the database.
    expect(await listPrices(`${urls[1]}&sort=price_asc`)).toEqual([20]);
    // The plant page is never cached.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/inventory/${plant.id}` })).json().price).toBe(20);
  });

  it('forgets everything as soon as a write goes through the API', async () => {
    const plant = await createPlant(ctx.app, vendor, { plantName: 'Refreshed Rosemary', priceCents: 1000 });
    const url = '/api/inventory?search=rosemary';
    expect(await listPrices(url)).toEqual([10]);
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/inventory/${plant.id}`,
      headers: vendor.headers,
      payload: { price: 12.5 },
    });
    expect(edit.statusCode).toBe(200);
    expect(await listPrices(url)).toEqual([12.5]);

    // Even a refused write empties it: cheap, and nothing has to decide which writes matter.
    await setPriceBehindTheApi(plant.id, 1300);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(refused.statusCode).toBe(422);
    expect(await listPrices(url)).toEqual([13]);
  });

  it('forgets stock counts when the reservation job puts expired units back', async () => {
    const plant = await createPlant(ctx.app, vendor, { plantName: 'Restocked Redbud', quantityAvailable: 6 });
    const url = '/api/inventory?search=redbud';
    const stock = async () =>
      ((await ctx.app.inject({ method: 'GET', url })).json() as { quantity_available: number }[])[0]!
        .quantity_available;
    const created = await placeOrderOk(ctx.app, [{ plant, quantity: 4 }]);
    expect(await stock()).toBe(2);
    await expireCheckoutNow(ctx.app, created.checkout_id);
    expect(await stock()).toBe(2); // still the cached answer
    expect((await runReservationJob(ctx.app.deps)).releasedOrders).toBe(1);
    expect(await stock()).toBe(6);
  });
});
