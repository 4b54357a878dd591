import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';

const firstRow = (result: unknown) => (result as { rows: unknown[] }).rows[0];

// PGlite runs queries synchronously on the main thread. Queued queries used to drain in one stretch of microtasks,
// so the event loop (new connections, timers, the overload guard's probe) stalled for the whole queue. Runs on an
// in-memory PGlite in both test runs: the PostgreSQL driver is asynchronous and never had the problem.
describe('PGlite queries let the event loop turn', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ migrate: false });
  });
  afterAll(() => database.close());

  const busyQuery = () => database.db.execute(sql`select count(*)::int as n from generate_series(1, 200000)`);

  /** How long `work` takes, and the longest stretch in which the event loop did not turn meanwhile. */
  async function stallsDuring<T>(work: () => Promise<T>) {
    let longestStall = 0;
    let last = performance.now();
    let running = true;
    const probe = () => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - last);
      last = now;
      if (running) setTimeout(probe, 1);
    };
    probe();
    const started = performance.now();
    const result = await work();
    const took = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5)); // let the probe see the end of the last stretch
    running = false;
    return { result, took, longestStall };
  }

  const timeOneQuery = async () => (await stallsDuring(busyQuery)).took;

  it('40 queued CPU-heavy queries never hold the loop for more than a few of them', async () => {
    const oneQuery = await timeOneQuery();
    const queue = await stallsDuring(() => Promise.all(Array.from({ length: 40 }, busyQuery)));
    console.log(
      `[PGlite] one query ${oneQuery.toFixed(0)} ms; 40 queued drained in ${queue.took.toFixed(0)} ms; ` +
        `longest event-loop stall ${queue.longestStall.toFixed(0)} ms`,
    );
    expect(queue.result.map(firstRow)).toEqual(queue.result.map(() => ({ n: 200000 })));
    // Stalling for the whole queue would be ~40 queries; a few queries of slack absorb a busy machine.
    expect(queue.longestStall).toBeLessThan(Math.max(queue.took / 4, oneQuery * 5));
  });

  it("lets the event loop turn between a long transaction's own queries", async () => {
    const oneQuery = await timeOneQuery();
    // One transaction of 30 heavy statements, as a bulk import's chunk is: it used to run in one stretch.
    const transaction = await stallsDuring(() =>
      database.db.transaction(async (tx) => {
        for (let n = 0; n < 30; n++) await tx.execute(sql`select count(*)::int as n from generate_series(1, 200000)`);
      }),
    );
    console.log(
      `[PGlite] a 30-statement transaction took ${transaction.took.toFixed(0)} ms; ` +
        `longest stall ${transaction.longestStall.toFixed(0)} ms`,
    );
    expect(transaction.longestStall).toBeLessThan(Math.max(transaction.took / 4, oneQuery * 5));
  });

  it('keeps a transaction whole while other queries wait for it', async () => {
    await database.db.execute(sql`create temporary table ledger (n int)`);
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into ledger values (1)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`insert into ledger values (2)`);
    });
    // Queued after the transaction began: it must see both rows or none, never half of it.
    const seen = database.db.execute(sql`select count(*)::int as n from ledger`);
    await transaction;
    expect(firstRow(await seen)).toEqual({ n: 2 });
  });
});
