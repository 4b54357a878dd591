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

  it('40 queued CPU-heavy queries never hold the loop for more than a few of them', async () => {
    const started = performance.now();
    await busyQuery();
    const oneQuery = performance.now() - started;

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
    const queued = performance.now();
    const results = await Promise.all(Array.from({ length: 40 }, busyQuery));
    const drained = performance.now() - queued;
    await new Promise((resolve) => setTimeout(resolve, 5)); // let the probe see the end of the last stretch
    running = false;

    console.log(
      `[PGlite] one query ${oneQuery.toFixed(0)} ms; 40 queued drained in ${drained.toFixed(0)} ms; ` +
        `longest event-loop stall ${longestStall.toFixed(0)} ms`,
    );
    expect(results.map(firstRow)).toEqual(results.map(() => ({ n: 200000 })));
    // Stalling for the whole queue would be ~40 queries; a few queries of slack absorb a busy machine.
    expect(longestStall).toBeLessThan(Math.max(drained / 4, oneQuery * 5));
  });

  it("lets the event loop turn between a long transaction's own queries", async () => {
    const started = performance.now();
    await busyQuery();
    const oneQuery = performance.now() - started;
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
    // One transaction of 30 heavy statements, as a bulk import's chunk is: it used to run in one stretch.
    const ran = performance.now();
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 30; n++) await tx.execute(sql`select count(*)::int as n from generate_series(1, 200000)`);
    });
    const whole = performance.now() - ran;
    await new Promise((resolve) => setTimeout(resolve, 5));
    running = false;
    console.log(
      `[PGlite] a 30-statement transaction took ${whole.toFixed(0)} ms; longest stall ${longestStall.toFixed(0)} ms`,
    );
    expect(longestStall).toBeLessThan(Math.max(whole / 4, oneQuery * 5));
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
