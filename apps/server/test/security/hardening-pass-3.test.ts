import { MESSAGES } from '@verdant/shared/messages';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inventoryItems } from '../../src/db/schema/index.ts';
import type { AppError } from '../../src/lib/errors.ts';
import { IMPORT_LOCK_CLASS, withVendorImportLock } from '../../src/modules/bulk-upload/import-lock.ts';
import { createBuyer, createPlant, createVendor, type Session } from '../factories.ts';
import { createTestApp, type TestContext, twoInstancesOnOnePostgres } from '../helpers.ts';
import { orderPayload } from '../order-fixtures.ts';
import { bidPayload, call, dateIn, postProject, projectPayload } from '../project-fixtures.ts';

// Third hardening pass: ids that only look like numbers, money and dates out of range, the same request twice.

let ctx: TestContext;
let vendor: Session;
let buyer: Session;
let plant: { id: number; priceCents: number };
beforeAll(async () => {
  ctx = await createTestApp();
  [vendor, buyer] = await Promise.all([createVendor(ctx.app), createBuyer(ctx.app)]);
  plant = await createPlant(ctx.app, vendor, { priceCents: 2500, quantityAvailable: 40 });
});
afterAll(() => ctx.close());

const NOT_IDS = (id: number) => [`${id}.0`, `+${id}`, ` ${id}`, `0x${id.toString(16)}`, `${id / 10}e1`, '1e3', ''];

describe('an id is digits only', () => {
  it('in the address: the public catalog answers 400, a vendor route 422, never the plant', async () => {
    for (const text of NOT_IDS(plant.id).filter(Boolean)) {
      const id = encodeURIComponent(text);
      const open = await call(ctx.app, undefined, 'GET', `/api/inventory/${id}`);
      expect([text, open.statusCode, open.json().detail]).toEqual([
        text,
        400,
        'The id in the address must be a positive whole number',
      ]);
      const own = await call(ctx.app, vendor, 'GET', `/api/vendor/inventory/${id}`);
      expect([text, own.statusCode]).toEqual([text, 422]);
    }
    expect((await call(ctx.app, vendor, 'GET', `/api/vendor/inventory/${plant.id}`)).statusCode).toBe(200);
  });

  it('in a body or a query: refused with the field named', async () => {
    for (const text of NOT_IDS(plant.id)) {
      const inquiry = await call(ctx.app, buyer, 'POST', '/api/inquiries', {
        inventory_item_id: text,
        message: 'Do you have these in stock this week?',
        requested_quantity: 1,
      });
      expect([text, inquiry.statusCode]).toEqual([text, 422]);
      const review = await call(ctx.app, buyer, 'POST', '/api/reviews', { inventory_item_id: text, rating: 4 });
      expect([text, review.statusCode, review.json().detail]).toEqual([
        text,
        422,
        'inventory_item_id must be a plant id',
      ]);
      const catalog = await call(ctx.app, undefined, 'GET', `/api/inventory?vendor_id=${encodeURIComponent(text)}`);
      expect([text, catalog.statusCode]).toEqual([text, text === '' ? 400 : 400]);
    }
    const limits = ['1e1', '0x10', '+5', '5.0'].map((limit) =>
      call(ctx.app, undefined, 'GET', `/api/inventory?limit=${encodeURIComponent(limit)}`),
    );
    for (const response of await Promise.all(limits)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('limit must be a whole number');
    }
    expect((await call(ctx.app, undefined, 'GET', '/api/inventory?min_price=0x10')).statusCode).toBe(400);
  });
});

describe('money in range', () => {
  const item = (overrides: Record<string, unknown>) => ({
    plant_name: 'Probe Fern',
    price: 12.5,
    quantity_available: 5,
    category: 'indoor',
    ...overrides,
  });

  it('a listing price must be more than 0', async () => {
    for (const price of [0, '0', '0.00', -1, 0.001, 1e9, 'NaN', 'Infinity', '1e3', null]) {
      const response = await call(ctx.app, vendor, 'POST', '/api/vendor/inventory', item({ price }));
      expect([price, response.statusCode]).toEqual([price, 422]);
    }
    const zero = await call(ctx.app, vendor, 'POST', '/api/vendor/inventory', item({ price: 0 }));
    expect(zero.json().detail).toBe('Price must be more than 0');
  });

  it('a bid offer must be more than 0', async () => {
    const project = await postProject(ctx.app, buyer);
    const response = await call(ctx.app, vendor, 'POST', `/api/projects/${project.id}/bids`, bidPayload(project, 0));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Unit price must be more than 0');
  });

  it('an order above what a card payment can take is a 422, not a 500', async () => {
    const dear = await Promise.all(
      Array.from({ length: 3 }, () => createPlant(ctx.app, vendor, { priceCents: 100_000_000, quantityAvailable: 40 })),
    );
    const response = await call(
      ctx.app,
      buyer,
      'POST',
      '/api/orders',
      orderPayload(dear.map((p) => ({ plant: p, quantity: 10 }))),
    );
    expect([response.statusCode, response.json().detail]).toEqual([422, MESSAGES.orderTotalTooLarge('$999,999.99')]);
    // Nothing held: the stock the refused order reserved is back.
    const stock = await Promise.all(
      dear.map(
        async (p) => (await call(ctx.app, undefined, 'GET', `/api/inventory/${p.id}`)).json().quantity_available,
      ),
    );
    expect(stock).toEqual([40, 40, 40]);
  });

  it('an award above it as well, its lines left unawarded', async () => {
    const project = await postProject(ctx.app, buyer);
    const bid = await call(
      ctx.app,
      vendor,
      'POST',
      `/api/projects/${project.id}/bids`,
      bidPayload(project, 10_000_000),
    );
    expect(bid.statusCode).toBe(201);
    const awards = { awards: project.lines.map((line) => ({ line_id: line.id, bid_id: bid.json().id })) };
    const response = await call(ctx.app, buyer, 'POST', `/api/projects/${project.id}/award`, awards);
    expect([response.statusCode, response.json().detail]).toEqual([422, MESSAGES.orderTotalTooLarge('$999,999.99')]);
    const after = await call(ctx.app, buyer, 'GET', `/api/projects/${project.id}/bids`);
    expect(after.json().lines.map((line: { awarded_bid_id: number | null }) => line.awarded_bid_id)).toEqual(
      project.lines.map(() => null),
    );
  });
});

describe('dates in a plausible range', () => {
  it('9999-12-31 is named as out of range, not as "not a date"', async () => {
    const ready = await call(ctx.app, vendor, 'POST', '/api/vendor/inventory', {
      plant_name: 'Probe Maple',
      price: 40,
      quantity_available: 3,
      ready_date: '9999-12-31',
    });
    expect(ready.statusCode).toBe(422);
    expect(ready.json().detail).toBe('Ready date must be between 2000-01-01 and 5 years from today');
    const project = await call(ctx.app, buyer, 'POST', '/api/projects', projectPayload({ needed_by: '9999-12-31' }));
    expect(project.statusCode).toBe(422);
    expect(project.json().detail).toBe('Needed by must be between 2000-01-01 and 5 years from today');
    const bid = await call(ctx.app, vendor, 'POST', `/api/projects/${(await postProject(ctx.app, buyer)).id}/bids`, {
      lines: [],
      valid_until: dateIn(365 * 6),
    });
    expect(bid.json().errors).toContainEqual({
      field: 'valid_until',
      message: 'Valid until must be between 2000-01-01 and 5 years from today',
    });
  });
});

describe('the same request twice at once', () => {
  const twice = async (send: () => Promise<{ statusCode: number }>) =>
    (await Promise.all([send(), send()])).map((response) => response.statusCode).sort();

  it('a password change: the second finds the password changed (was: both passed, the first token dead)', async () => {
    const user = await createBuyer(ctx.app);
    const change = () =>
      call(ctx.app, user, 'POST', '/api/auth/change-password', {
        current_password: 'correct horse battery',
        new_password: 'another horse battery',
        confirm_password: 'another horse battery',
      });
    const answers = await Promise.all([change(), change()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const token = answers.find((answer) => answer.statusCode === 200)!.json().access_token;
    const me = await call(ctx.app, { ...user, headers: { authorization: `Bearer ${token}` } }, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
  });

  it('a bid, a review, an award: one passes, the other is a 409', async () => {
    const project = await postProject(ctx.app, buyer);
    const bid = () => call(ctx.app, vendor, 'POST', `/api/projects/${project.id}/bids`, bidPayload(project));
    expect(await twice(bid)).toEqual([201, 409]);
    const review = () => call(ctx.app, buyer, 'POST', '/api/reviews', { inventory_item_id: plant.id, rating: 4 });
    expect(await twice(review)).toEqual([201, 409]);
    const bidId = (await call(ctx.app, buyer, 'GET', `/api/projects/${project.id}/bids`)).json().bids[0].id;
    const awards = { awards: project.lines.map((line) => ({ line_id: line.id, bid_id: bidId })) };
    expect(await twice(() => call(ctx.app, buyer, 'POST', `/api/projects/${project.id}/award`, awards))).toEqual([
      200, 409,
    ]);
  });
});

describe.runIf(inject('postgresTemplate'))('one import per vendor across server processes (PostgreSQL)', () => {
  it('the same list sent to two instances at once creates each plant once', async () => {
    const { apps, close } = await twoInstancesOnOnePostgres();
    try {
      const nursery = await createVendor(apps[0]);
      const rows = Array.from({ length: 60 }, (_, i) => ({
        row: i + 2,
        cells: { plant_name: `Twice Fern ${i}`, price: '4.50', quantity_available: '10', size: '#1' },
      }));
      const send = (app: (typeof apps)[number]) =>
        app.inject({
          method: 'POST',
          url: '/api/inventory/bulk-upload/rows',
          headers: nursery.headers,
          payload: { rows },
        });
      const answers = await Promise.all([send(apps[0]), send(apps[1])]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.json().created).sort()).toEqual([0, 60]);
      const listed = await apps[0].db
        .select({ id: inventoryItems.id })
        .from(inventoryItems)
        .where(eq(inventoryItems.vendorId, nursery.user.vendor_profile!.id));
      expect(listed).toHaveLength(60);
    } finally {
      await close();
    }
  });

  it("an import waits while another process holds the vendor's lock, then runs", async () => {
    const nursery = await createVendor(ctx.app);
    const pool = (ctx.app.db as unknown as { $client: pg.Pool }).$client;
    const otherProcess = new pg.Client(pool.options);
    await otherProcess.connect();
    await otherProcess.query('SELECT pg_advisory_lock($1, $2)', [IMPORT_LOCK_CLASS, nursery.user.vendor_profile!.id]);
    let answered = false;
    const pending = call(ctx.app, nursery, 'POST', '/api/inventory/bulk-upload/rows', {
      rows: [{ row: 2, cells: { plant_name: 'Waiting Fern', price: '3', quantity_available: '4' } }],
    }).finally(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answered).toBe(false);
    await otherProcess.end();
    expect((await pending).json()).toMatchObject({ created: 1 });
  });

  it('one that waits past its time is a 409 in the words of the spec, and does not run', async () => {
    const nursery = await createVendor(ctx.app);
    const vendorId = nursery.user.vendor_profile!.id;
    const pool = (ctx.app.db as unknown as { $client: pg.Pool }).$client;
    const otherProcess = new pg.Client(pool.options);
    await otherProcess.connect();
    try {
      await otherProcess.query('SELECT pg_advisory_lock($1, $2)', [IMPORT_LOCK_CLASS, vendorId]);
      let ran = false;
      const run = async () => {
        ran = true;
      };
      const refused = await withVendorImportLock(ctx.app.db, vendorId, run, { waitMs: 200 }).then(
        () => null,
        (error: AppError) => error,
      );
      expect([refused?.statusCode, refused?.message, ran]).toEqual([409, MESSAGES.bulkImportRunning, false]);
    } finally {
      await otherProcess.end();
    }
  });

  it('opens at most `connections` lock connections at once: the other vendors queue in the process', async () => {
    const gates: (() => void)[] = [];
    let running = 0;
    const run = () =>
      new Promise<void>((resolve) => {
        running++;
        gates.push(() => {
          running--;
          resolve();
        });
      });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
    const imports = [900_001, 900_002, 900_003].map((vendorId) =>
      withVendorImportLock(ctx.app.db, vendorId, run, { connections: 2 }),
    );
    await settle();
    expect(running).toBe(2);
    gates.shift()!();
    await settle();
    expect(running).toBe(2);
    for (const open of gates.splice(0)) open();
    await settle();
    gates.shift()?.();
    await Promise.all(imports);
    expect(running).toBe(0);
  });
});
