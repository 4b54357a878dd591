import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  createDatabase,
  openShop,
  type ServerProcess,
  type Shop,
  sleep,
  startServer,
  tempDataDir,
} from './server-process.ts';

// Two real server processes on one PostgreSQL database, each with a catalog cache that would keep an answer for a
// minute: a write through one must empty the other's cache at once (LISTEN/NOTIFY), also after the listening
// connection was cut. Without the signal, the other process keeps the old price for the whole minute.
const template = inject('postgresTemplate');
const LONG_CACHE_MS = 60_000;
/** How long the test waits for the other process to show a write: far below LONG_CACHE_MS. */
const PATIENCE_MS = 10_000;
const LISTENER = 'verdant-listener-verdant_catalog_changed';

describe.runIf(template)(
  'catalog caches of two processes on one PostgreSQL database (runs only with DATABASE_URL)',
  () => {
    const servers: ServerProcess[] = [];
    const cleanups: (() => Promise<unknown>)[] = [];
    let databaseUrl = '';
    let shop: Shop;

    beforeAll(async () => {
      const database = await createDatabase(template!.adminUrl);
      databaseUrl = database.url;
      cleanups.push(() => database.drop());
      const dataDirs = await Promise.all([tempDataDir(), tempDataDir()]);
      for (const dir of dataDirs) cleanups.push(() => rm(dir, { recursive: true, force: true }));
      // The search index would check for changes only once a minute: only the signal can show a write sooner.
      const env = {
        CATALOG_CACHE_MS: String(LONG_CACHE_MS),
        SEARCH_INDEX_CHECK_MS: String(LONG_CACHE_MS),
        RATE_LIMIT_FACTOR: '1000',
      };
      servers.push(...(await Promise.all(dataDirs.map((dataDir) => startServer({ dataDir, databaseUrl, env })))));
      for (const server of servers) cleanups.push(() => server.stop());
      shop = await openShop(servers[0]!.url, 5);
    }, 120_000);

    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    });

    const priceOn = async (server: ServerProcess) => {
      const answer = await call<{ id: number; price: number }[]>(server.url, 'GET', '/api/inventory');
      expect(answer.status).toBe(200);
      return answer.body.find((plant) => plant.id === shop.plantId)?.price;
    };

    /** Sets the price through one process; resolves with how long the other took to show it (bounded wait). */
    async function changePriceAndWatch(writer: ServerProcess, reader: ServerProcess, price: number) {
      const before = await priceOn(reader); // now in the reader's cache
      expect(before).not.toBe(price);
      expect(await priceOn(reader)).toBe(before); // and answered from it
      const answer = await call(writer.url, 'PATCH', `/api/vendor/inventory/${shop.plantId}`, {
        headers: shop.vendorHeaders,
        body: { price },
      });
      expect(answer.status).toBe(200);
      const started = performance.now();
      while (performance.now() - started < PATIENCE_MS) {
        if ((await priceOn(reader)) === price) return performance.now() - started;
        await sleep(20);
      }
      return null;
    }

    it('a price change through one process shows on the other at once, not after its cache time', async () => {
      const [one, two] = servers as [ServerProcess, ServerProcess];
      const oneToTwo = await changePriceAndWatch(one, two, 14);
      const twoToOne = await changePriceAndWatch(two, one, 16);
      console.log(
        `[PostgreSQL, 2 processes, ${LONG_CACHE_MS / 1000} s cache] write seen on the other process after ` +
          `${oneToTwo?.toFixed(0)} ms and ${twoToOne?.toFixed(0)} ms`,
      );
      expect(oneToTwo).not.toBeNull();
      expect(twoToOne).not.toBeNull();
    }, 60_000);

    it("a plant renamed through one process is found by the other's search index at once", async () => {
      const [one, two] = servers as [ServerProcess, ServerProcess];
      const found = async (server: ServerProcess, word: string) => {
        const answer = await call<{ id: number }[]>(server.url, 'GET', `/api/inventory?search=${word}`);
        expect(answer.status).toBe(200);
        return answer.body.some((plant) => plant.id === shop.plantId);
      };
      expect(await found(two, 'zebrawood')).toBe(false); // the index is built and has read the catalog
      const renamed = await call(one.url, 'PATCH', `/api/vendor/inventory/${shop.plantId}`, {
        headers: shop.vendorHeaders,
        body: { plant_name: 'Zebrawood Quince' },
      });
      expect(renamed.status).toBe(200);
      const started = performance.now();
      while (performance.now() - started < PATIENCE_MS && !(await found(two, 'zebrawood'))) await sleep(20);
      expect(await found(two, 'zebrawood')).toBe(true);
    }, 60_000);

    it('the listener reconnects after its connection is cut, and signals work again', async () => {
      const [one, two] = servers as [ServerProcess, ServerProcess];
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        const listeners = async () =>
          Number(
            (
              await admin.query<{ n: string }>(
                'select count(*) as n from pg_stat_activity where application_name = $1 and datname = current_database()',
                [LISTENER],
              )
            ).rows[0]!.n,
          );
        expect(await listeners()).toBe(2);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
          [LISTENER],
        );
        for (let tries = 0; (await listeners()) < 2 && tries < 200; tries++) await sleep(50);
        expect(await listeners()).toBe(2);
      } finally {
        await admin.end();
      }
      expect(await changePriceAndWatch(one, two, 18)).not.toBeNull();
      expect(await changePriceAndWatch(two, one, 20)).not.toBeNull();
      for (const server of servers) expect(server.output()).toContain('listener: connection lost');
    }, 60_000);
  },
);
