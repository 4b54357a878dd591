import { rm } from 'node:fs/promises';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPlant, createVendor } from '../factories.ts';
import { createTestApp, type TestContext } from '../helpers.ts';
import { orderPayload, stockOf } from '../order-fixtures.ts';
import {
  call,
  createDatabase,
  guestOrder,
  logged,
  openShop,
  type ServerProcess,
  type Shop,
  sleep,
  startServer,
  stockAndSold,
  tempDataDir,
  waitFor,
} from './server-process.ts';

// Overload answers 503 + Retry-After at once instead of letting requests wait until clients give up, and ordinary
// load is never shed. PGlite by default, PostgreSQL when DATABASE_URL is set.
const template = inject('postgresTemplate');
const dbName = template ? 'PostgreSQL' : 'PGlite';
const BUSY = 'The server is busy. Please try again shortly.';

/** A request whose body never finishes until `finish()`: it stays "in progress" on the server meanwhile. */
function heldOrder(url: string, payload: unknown, key: string) {
  const body = Buffer.from(JSON.stringify(payload));
  const request = http.request(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': body.length, 'idempotency-key': key },
  });
  const answer = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
  request.write(body.subarray(0, 10));
  return { answer, finish: () => request.end(body.subarray(10)) };
}

async function startWith(env: Record<string, string>) {
  const dataDir = await tempDataDir({ pglite: !template });
  const database = template ? await createDatabase(template.adminUrl) : null;
  const server = await startServer({ dataDir, databaseUrl: database?.url, env: { RATE_LIMIT_FACTOR: '1000', ...env } });
  return {
    server,
    cleanup: async () => {
      await server.stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe(`overload on a real server process (${dbName})`, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it(`past MAX_CONCURRENT_REQUESTS a new request gets 503 + Retry-After at once, then service resumes (${dbName})`, async () => {
    const HELD = 4;
    // The event-loop guard is off here: on a busy machine it could shed the held requests themselves.
    const { server, cleanup } = await startWith({
      MAX_CONCURRENT_REQUESTS: String(HELD),
      MAX_EVENT_LOOP_DELAY_MS: '0',
      LOG_LEVEL: 'info',
    });
    cleanups.push(cleanup);
    const shop = await openShop(server.url, 100);

    // Slow clients fill every slot; their requests stay in progress.
    const held = Array.from({ length: HELD }, (_, i) =>
      heldOrder(server.url, guestOrder(shop.plantId, 1, i), `held-${i}`),
    );
    // Wait until the server started all of them (one "incoming request" log line each): every slot is taken.
    await waitFor(() => logged(server.output(), 'incoming request', '/api/orders') === HELD, 'the held requests');
    const asked = performance.now();
    const shed = await call<{ detail?: string }>(server.url, 'POST', '/api/orders', {
      body: guestOrder(shop.plantId, 1, 99),
      headers: { 'idempotency-key': 'shed-1' },
    });
    console.log(`[${dbName}] with ${HELD} of ${HELD} slots held: 503 in ${(performance.now() - asked).toFixed(0)} ms`);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('10');
    expect(shed.body).toEqual({ detail: BUSY });
    // The health check is not counted, so a load balancer keeps a busy process in rotation.
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);

    for (const request of held) request.finish();
    expect(await Promise.all(held.map((request) => request.answer))).toEqual(held.map(() => 201));
    // The shed order was never placed; retried with its key once the slots are free, it is placed once.
    expect((await stockAndSold(server.url, shop)).orders).toHaveLength(HELD);
    const retried = await call(server.url, 'POST', '/api/orders', {
      body: guestOrder(shop.plantId, 1, 99),
      headers: { 'idempotency-key': 'shed-1' },
    });
    expect(retried.status).toBe(201);
    const after = await stockAndSold(server.url, shop);
    expect(after.orders).toHaveLength(HELD + 1);
    expect(after.stock + after.sold).toBe(100);
  }, 90_000);

  describe(`with the default limits (${dbName})`, () => {
    let server: ServerProcess;
    let shop: Shop;
    beforeAll(async () => {
      // Here the 50 clients share one address (127.0.0.1); real ones each have their own, so no per-address cap.
      const started = await startWith({ MAX_CONCURRENT_REQUESTS_PER_ADDRESS: '0' });
      cleanups.push(started.cleanup);
      server = started.server;
      shop = await openShop(server.url, 10_000);
    }, 90_000);

    it(`serves 50 concurrent clients browsing and ordering for 6 s without shedding a request (${dbName})`, async () => {
      const CLIENTS = 50;
      const before = await stockAndSold(server.url, shop);
      const started = performance.now();
      let orders = 0;
      const statuses = (
        await Promise.all(
          Array.from({ length: CLIENTS }, async (_, client) => {
            const seen: number[] = [];
            for (let round = 0; performance.now() - started < 6000; round++) {
              for (const route of ['/api/inventory', `/api/inventory/${shop.plantId}`, '/api/inventory?search=fern']) {
                seen.push((await call(server.url, 'GET', route)).status);
              }
              const order = await call(server.url, 'POST', '/api/orders', {
                body: guestOrder(shop.plantId, 1, client),
                headers: { 'idempotency-key': `ordinary-${client}-${round}` },
              });
              if (order.status === 201) orders++;
              seen.push(order.status);
            }
            return seen;
          }),
        )
      ).flat();
      const elapsed = performance.now() - started;
      const count = (status: number) => statuses.filter((s) => s === status).length;
      console.log(
        `[${dbName}] ${CLIENTS} concurrent clients, ${statuses.length} requests in ${elapsed.toFixed(0)} ms: ` +
          `${count(200) + count(201)} answered 2xx, ${count(503)} shed`,
      );
      expect(count(503)).toBe(0);
      expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
      // Each acknowledged order took exactly one unit (the vendor's order list is capped, so count stock instead).
      expect(before.stock - (await stockAndSold(server.url, shop)).stock).toBe(orders);
    }, 90_000);
  });
});

describe('a stalled event loop (in-process, MAX_EVENT_LOOP_DELAY_MS lowered to 300)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '300' } });
  });
  afterAll(() => ctx.close());

  it('answers 503 + Retry-After while the loop lags, places nothing, and recovers', async () => {
    const vendor = await createVendor(ctx.app);
    const plant = await createPlant(ctx.app, vendor, { quantityAvailable: 5 });
    const order = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': 'stall-1' },
        payload: orderPayload([{ plant, quantity: 1 }]),
      });

    // What CPU-bound work back to back does (huge synchronous parses, a starved machine): for 2.5 s every turn
    // of the event loop takes 400 ms. The guard reads the mean lag of the last second.
    const until = Date.now() + 2500;
    while (Date.now() < until) {
      const turn = Date.now() + 400;
      while (Date.now() < turn) {
        // busy
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    const during = await order();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('10');
    expect(during.json()).toEqual({ detail: BUSY });
    expect(await stockOf(ctx.app, plant.id)).toBe(5);

    // The guard measures the loop once a second: the next healthy window lets the same order through.
    let after = during;
    for (let attempt = 0; attempt < 25 && after.statusCode === 503; attempt++) {
      await sleep(200);
      after = await order();
    }
    expect(after.statusCode).toBe(201);
    expect(await stockOf(ctx.app, plant.id)).toBe(4);
  });
});
