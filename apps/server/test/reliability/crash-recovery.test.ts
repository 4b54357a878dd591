import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  createDatabase,
  guestOrder,
  openShop,
  sleep,
  startServer,
  stockAndSold,
  tempDataDir,
} from './server-process.ts';

// SIGKILL in the middle of a stream of guest orders, restart on the same data: nothing acknowledged is lost and
// no unit of stock is lost or invented. PGlite by default, PostgreSQL when DATABASE_URL is set.
const template = inject('postgresTemplate');
const dbName = template ? 'PostgreSQL' : 'PGlite';

const START_STOCK = 5000;
const LOOPS = 6;
const KILL_AFTER = 30;

interface Sent {
  key: string;
  payload: ReturnType<typeof guestOrder>;
}

describe(`SIGKILL during a stream of orders (${dbName})`, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it(`keeps every acknowledged order, and stock + units sold == starting stock (${dbName})`, async () => {
    const dataDir = await tempDataDir({ pglite: !template });
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = template ? await createDatabase(template.adminUrl) : null;
    if (database) cleanups.push(() => database.drop());
    const options = { dataDir, databaseUrl: database?.url, env: { RATE_LIMIT_FACTOR: '1000' } };

    const first = await startServer(options);
    cleanups.push(() => first.stop('SIGKILL'));
    const shop = await openShop(first.url, START_STOCK);

    const acknowledged: (Sent & { id: number; checkoutId: number })[] = [];
    const unanswered: Sent[] = [];
    const refused: string[] = [];
    let sequence = 0;
    const stream = async (loop: number) => {
      for (let i = 0; ; i++) {
        const sent: Sent = { key: `crash-${loop}-${i}`, payload: guestOrder(shop.plantId, 1 + (i % 3), sequence++) };
        try {
          const answer = await call<{ id: number; checkout_id: number; detail?: string }>(
            first.url,
            'POST',
            '/api/orders',
            {
              body: sent.payload,
              headers: { 'idempotency-key': sent.key },
            },
          );
          if (answer.status === 201)
            acknowledged.push({ ...sent, id: answer.body.id, checkoutId: answer.body.checkout_id });
          else refused.push(`${answer.status} ${answer.body.detail}`);
        } catch {
          unanswered.push(sent); // the connection died with the server: this order may or may not exist
          return;
        }
      }
    };
    const streams = Promise.all(Array.from({ length: LOOPS }, (_, loop) => stream(loop)));
    while (acknowledged.length < KILL_AFTER) await sleep(2);
    const killedAt = performance.now();
    const ackedBeforeKill = acknowledged.length;
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await streams;

    const second = await startServer(options);
    cleanups.push(() => second.stop());
    const recoveryMs = performance.now() - killedAt;

    const after = await stockAndSold(second.url, shop);
    const ids = new Set(after.orders.map((order) => order.id));
    console.log(
      `[${dbName}] SIGKILL after ${ackedBeforeKill} acknowledged orders (${acknowledged.length} in all, ` +
        `${unanswered.length} in flight); ${after.orders.length} orders found after restart; ` +
        `stock ${after.stock} + sold ${after.sold} = ${after.stock + after.sold}; recovery (kill to healthy) ` +
        `${recoveryMs.toFixed(0)} ms, first start ${first.startupMs.toFixed(0)} ms`,
    );
    expect(refused).toEqual([]);
    expect(unanswered).toHaveLength(LOOPS);
    expect(acknowledged.filter((order) => !ids.has(order.id))).toEqual([]);
    expect(after.orders.length).toBeLessThanOrEqual(acknowledged.length + unanswered.length);
    expect(after.orders.every((order) => order.status === 'pending')).toBe(true);
    expect(after.stock + after.sold).toBe(START_STOCK);

    // A careful client retries what went unanswered with the same key: one order per key, never two.
    const retries = await Promise.all(
      unanswered.map((sent) =>
        call<{ id: number }>(second.url, 'POST', '/api/orders', {
          body: sent.payload,
          headers: { 'idempotency-key': sent.key },
        }),
      ),
    );
    expect(retries.map((answer) => answer.status)).toEqual(unanswered.map(() => 201));
    const final = await stockAndSold(second.url, shop);
    expect(final.orders).toHaveLength(acknowledged.length + unanswered.length);
    expect(new Set([...acknowledged.map((order) => order.id), ...retries.map((answer) => answer.body.id)]).size).toBe(
      acknowledged.length + unanswered.length,
    );
    const units = [...acknowledged, ...unanswered].reduce((sum, sent) => sum + sent.payload.items[0]!.quantity, 0);
    expect(final.sold).toBe(units);
    expect(final.stock).toBe(START_STOCK - units);
  }, 150_000);
});
