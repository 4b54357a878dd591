import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index.ts';
import { weekStarts } from '../src/modules/stats/stats.service.ts';
import { createAdmin, createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { payInTestMode, placeOrderOk } from './order-fixtures.ts';

// Issue 18 point 6: the numbers behind the dashboards' charts.

let ctx: TestContext;
let vendor: Session;
let admin: Session;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createVendor(ctx.app);
  admin = await createAdmin(ctx.app);
});
afterAll(() => ctx.close());

describe('weekStarts', () => {
  it('names the last 12 weeks by their Monday (UTC), this week last', () => {
    const weeks = weekStarts(new Date('2026-11-23T22:00:00Z')); // a Monday
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
    expect(weekStarts(new Date('2026-11-29T23:59:00Z')).at(-1)).toBe('2026-11-23'); // Sunday
  });
});

describe('GET /api/vendor/stats and the weeks of /api/admin/stats', () => {
  it('count paid orders and revenue per week of payment, and rank plants by revenue', async () => {
    const fern = await createPlant(ctx.app, vendor, { plantName: 'Fern', priceCents: 1000, quantityAvailable: 100 });
    const palm = await createPlant(ctx.app, vendor, { plantName: 'Palm', priceCents: 5000, quantityAvailable: 100 });
    const pay = async (lines: { plant: typeof fern; quantity: number }[], daysAgo: number) => {
      const created = await placeOrderOk(ctx.app, lines);
      await payInTestMode(ctx.app, created);
      await ctx.app.db
        .update(orders)
        .set({ paidAt: new Date(Date.now() - daysAgo * DAY) })
        .where(eq(orders.id, created.id));
    };
    await pay([{ plant: fern, quantity: 2 }], 0);
    await pay([{ plant: palm, quantity: 1 }], 0);
    await pay([{ plant: fern, quantity: 3 }], 7);
    await pay([{ plant: palm, quantity: 1 }], 200); // before the 12 weeks
    await placeOrderOk(ctx.app, [{ plant: palm, quantity: 4 }]); // unpaid: not counted
    await createBuyer(ctx.app);

    const response = await ctx.app.inject({ url: '/api/vendor/stats', headers: vendor.headers });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.weeks).toHaveLength(12);
    expect(stats.weeks.at(-1)).toMatchObject({ orders: 2, revenue: 70 });
    expect(stats.weeks.at(-2)).toMatchObject({ orders: 1, revenue: 30 });
    expect(stats.weeks.slice(0, 10).every((week: { orders: number }) => week.orders === 0)).toBe(true);
    // Equal revenue: the older plant first.
    expect(stats.top_plants).toEqual([
      { inventory_item_id: fern.id, plant_name: 'Fern', quantity: 5, revenue: 50 },
      { inventory_item_id: palm.id, plant_name: 'Palm', quantity: 1, revenue: 50 },
    ]);

    const adminStats = (await ctx.app.inject({ url: '/api/admin/stats', headers: admin.headers })).json();
    const thisWeek = adminStats.weeks.at(-1);
    expect(thisWeek).toMatchObject({ orders: 2, sales: 70, vendors: 1, buyers: 1 });
  });
});
