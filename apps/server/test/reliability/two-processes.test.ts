import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  createDatabase,
  guestOrder,
  openShop,
  type ServerProcess,
  startServer,
  stockAndSold,
  tempDataDir,
} from './server-process.ts';

// Two real server processes behind one (imaginary) load balancer, sharing one PostgreSQL database: they start
// together on an empty database (migrations under the advisory lock) and race for the last units of a plant.
const template = inject('postgresTemplate');

const LAST_UNITS = 10;
const BUYERS = 60;

describe.runIf(template)('two server processes on one PostgreSQL database (runs only with DATABASE_URL)', () => {
  const servers: ServerProcess[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    const database = await createDatabase(template!.adminUrl);
    cleanups.push(() => database.drop());
    const dataDirs = await Promise.all([tempDataDir(), tempDataDir()]);
    for (const dir of dataDirs) cleanups.push(() => rm(dir, { recursive: true, force: true }));
    // Both start at once on the empty database: one migrates, the other waits for the lock, neither fails.
    servers.push(
      ...(await Promise.all(
        dataDirs.map((dataDir) =>
          // The 60 buyers stand for 60 clients, though all come from 127.0.0.1: no per-address request cap.
          startServer({
            dataDir,
            databaseUrl: database.url,
            env: { RATE_LIMIT_FACTOR: '1000', MAX_CONCURRENT_REQUESTS_PER_ADDRESS: '0' },
          }),
        ),
      )),
    );
    for (const server of servers) cleanups.push(() => server.stop());
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it(`${BUYERS} simultaneous checkouts over both processes for the last ${LAST_UNITS} units sell exactly ${LAST_UNITS}`, async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const shop = await openShop(one.url, LAST_UNITS);
    // A token from one process is accepted by the other (shared JWT_SECRET).
    expect(
      (await call(two.url, 'GET', `/api/vendor/inventory/${shop.plantId}`, { headers: shop.vendorHeaders })).status,
    ).toBe(200);

    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) =>
        call<{ detail?: string }>(i % 2 ? one.url : two.url, 'POST', '/api/orders', {
          body: guestOrder(shop.plantId, 1, i),
          headers: { 'idempotency-key': `last-units-${i}` },
        }),
      ),
    );
    const elapsed = performance.now() - started;
    const statuses = answers.map((answer) => answer.status);
    const soldBy = (server: ServerProcess) =>
      answers.filter((answer, i) => answer.status === 201 && (i % 2 ? one : two) === server).length;
    console.log(
      `[PostgreSQL, 2 processes] ${BUYERS} concurrent checkouts for ${LAST_UNITS} units: ` +
        `${statuses.filter((s) => s === 201).length} sold (${soldBy(one)} + ${soldBy(two)}), ` +
        `${statuses.filter((s) => s === 409).length} refused, in ${elapsed.toFixed(0)} ms`,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(LAST_UNITS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - LAST_UNITS);

    for (const server of servers) {
      const seen = await stockAndSold(server.url, shop);
      expect(seen.stock).toBe(0);
      expect(seen.sold).toBe(LAST_UNITS);
      expect(seen.orders).toHaveLength(LAST_UNITS);
    }
  }, 60_000);
});
