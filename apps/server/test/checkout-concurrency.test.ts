import { MESSAGES } from '@verdant/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../src/app.ts';
import { inventoryItems, orderItems } from '../src/db/schema/index.ts';
import { runReservationJob } from '../src/modules/orders/reservation-job.ts';
import { createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext, twoInstancesOnOnePostgres } from './helpers.ts';
import { expireCheckoutNow, injectRetrying, orderPayload, placeOrderOk, postOrder, stockOf } from './order-fixtures.ts';

// No overselling, whatever the interleaving. Run on PGlite by default and on PostgreSQL with DATABASE_URL.
const template = inject('postgresTemplate');
const dbName = template ? 'PostgreSQL' : 'PGlite';

async function soldOf(app: App, itemId: number): Promise<number> {
  const [row] = await app.db
    .select({ sold: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.inventoryItemId, itemId));
  return Number(row!.sold);
}

async function negativeStockRows(app: App): Promise<number> {
  const rows = await app.db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(sql`${inventoryItems.quantityAvailable} < 0`);
  return rows.length;
}

describe(`checkout concurrency on ${dbName}`, () => {
  let ctx: TestContext;
  let vendorA: Session;
  let vendorB: Session;
  beforeAll(async () => {
    ctx = await createTestApp();
    [vendorA, vendorB] = await Promise.all([createVendor(ctx.app), createVendor(ctx.app)]);
  });
  afterAll(() => ctx.close());

  it(`50 simultaneous orders for the last 10 units sell exactly 10 (${dbName})`, async () => {
    const plant = await createPlant(ctx.app, vendorA, { quantityAvailable: 10 });
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postOrder(ctx.app, orderPayload([{ plant, quantity: 1 }], { buyer_email: `racer${i}@example.test` })),
      ),
    );
    const elapsed = performance.now() - started;
    const statuses = results.map((result) => result.status);
    console.log(
      `[${dbName}] 50 concurrent orders for 10 units: ${statuses.filter((s) => s === 201).length} sold, ` +
        `${statuses.filter((s) => s === 409).length} refused, in ${elapsed.toFixed(0)} ms`,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const refused of results.filter((result) => result.status === 409)) {
      expect(refused.body.detail).toBe(MESSAGES.orderInsufficientStock(plant.plantName, 0));
    }
    expect(await stockOf(ctx.app, plant.id)).toBe(0);
    expect(await soldOf(ctx.app, plant.id)).toBe(10);
    expect(await negativeStockRows(ctx.app)).toBe(0);
  });

  it(`multi-vendor orders racing in opposite line orders are all-or-nothing, without deadlocks (${dbName})`, async () => {
    const fern = await createPlant(ctx.app, vendorA, { quantityAvailable: 10 });
    const cactus = await createPlant(ctx.app, vendorB, { quantityAvailable: 10 });
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const lines = [
          { plant: fern, quantity: 1 },
          { plant: cactus, quantity: 1 },
        ];
        return postOrder(ctx.app, orderPayload(i % 2 ? lines.reverse() : lines));
      }),
    );
    const elapsed = performance.now() - started;
    const statuses = results.map((result) => result.status);
    console.log(
      `[${dbName}] 30 concurrent two-vendor orders for 10 + 10 units: ${statuses.filter((s) => s === 201).length} placed, in ${elapsed.toFixed(0)} ms`,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    expect([await stockOf(ctx.app, fern.id), await stockOf(ctx.app, cactus.id)]).toEqual([0, 0]);
    expect([await soldOf(ctx.app, fern.id), await soldOf(ctx.app, cactus.id)]).toEqual([10, 10]);
  });

  it(`an order racing its own expiry and a cancellation gives the stock back once (${dbName})`, async () => {
    const plant = await createPlant(ctx.app, vendorA, { quantityAvailable: 10 });
    const created = await Promise.all(Array.from({ length: 5 }, () => placeOrderOk(ctx.app, [{ plant, quantity: 2 }])));
    expect(await stockOf(ctx.app, plant.id)).toBe(0);
    for (const order of created) await expireCheckoutNow(ctx.app, order.checkout_id);
    const cancels = created.map((order) =>
      injectRetrying(ctx.app, {
        method: 'PATCH',
        url: `/api/vendor/orders/${order.id}/status`,
        headers: vendorA.headers,
        payload: { status: 'cancelled' },
      }),
    );
    const [jobs, answers] = await Promise.all([
      Promise.all([runReservationJob(ctx.app.deps), runReservationJob(ctx.app.deps)]),
      Promise.all(cancels),
    ]);
    const cancelledByVendor = answers.filter((answer) => answer.statusCode === 200).length;
    const released = jobs.reduce((sum, job) => sum + job.releasedOrders, 0);
    expect(cancelledByVendor + released).toBe(5);
    expect(await stockOf(ctx.app, plant.id)).toBe(10);
  });
});

describe.runIf(template)('two server instances on one PostgreSQL database (runs only with DATABASE_URL)', () => {
  let apps: App[] = [];
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ apps, close } = await twoInstancesOnOnePostgres());
  });
  afterAll(() => close?.());

  it('50 simultaneous orders spread over two instances for the last 10 units sell exactly 10', async () => {
    const [one, two] = apps as [App, App];
    const vendor = await createVendor(one);
    const plant = await createPlant(one, vendor, { quantityAvailable: 10 });
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postOrder(i % 2 ? one : two, orderPayload([{ plant, quantity: 1 }]))),
    );
    const elapsed = performance.now() - started;
    const sold = results.filter((result) => result.status === 201).length;
    console.log(
      `[PostgreSQL, 2 instances] 50 concurrent orders for 10 units: ${sold} sold in ${elapsed.toFixed(0)} ms`,
    );
    expect(sold).toBe(10);
    expect(results.filter((result) => result.status === 409)).toHaveLength(40);
    expect(await stockOf(two, plant.id)).toBe(0);
    expect(await soldOf(one, plant.id)).toBe(10);
    expect(await negativeStockRows(one)).toBe(0);
  });

  it('the expiry job running in both instances at once releases each reservation once', async () => {
    const [one, two] = apps as [App, App];
    const vendor = await createVendor(one);
    const plant = await createPlant(one, vendor, { quantityAvailable: 12 });
    const created = await Promise.all(Array.from({ length: 6 }, () => placeOrderOk(one, [{ plant, quantity: 2 }])));
    expect(await stockOf(one, plant.id)).toBe(0);
    for (const order of created) await expireCheckoutNow(one, order.checkout_id);
    const started = performance.now();
    const passes = await Promise.all([
      runReservationJob(one.deps),
      runReservationJob(two.deps),
      runReservationJob(one.deps),
      runReservationJob(two.deps),
    ]);
    const elapsed = performance.now() - started;
    const released = passes.reduce((sum, pass) => sum + pass.releasedOrders, 0);
    console.log(
      `[PostgreSQL, 2 instances] 4 concurrent expiry passes released ${released} of 6 orders in ${elapsed.toFixed(0)} ms`,
    );
    expect(released).toBe(6);
    expect(await stockOf(two, plant.id)).toBe(12);
  });
});
