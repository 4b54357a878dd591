// One bench server (a child process of run.ts, so load generator and server don't share a thread): seeds a fresh
// database, then serves the real app plus a bare route that returns the same 24 plants from memory.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { plantSchema } from '@verdant/shared/schemas/inventory';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { searchCatalog } from '../src/modules/catalog/catalog.service.ts';
import { seedBench } from './seed.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const plants = Number(process.env.BENCH_PLANTS ?? 100_000);

const dataDir = await mkdtemp(path.join(tmpdir(), 'verdant-bench-'));
const database = await openDatabase({ databaseUrl, poolSize: 10 });
const started = performance.now();
await seedBench(database.db, plants);
const seedSeconds = (performance.now() - started) / 1000;

const config = {
  // The rate limits would turn a one-address load generator into 429s: widened so the bench measures the work.
  ...parseEnv({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_FACTOR: '1000000' }),
  dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  PUBLIC_URL: 'http://127.0.0.1',
  webDistDir: path.join(dataDir, 'no-web'),
};
const app = await buildApp({ config, database });
const { plants: firstPage } = await searchCatalog(app.deps, {
  search: undefined,
  category: 'indoor',
  page: 1,
  limit: 24,
});
app.get('/bench/bare', { schema: { response: { 200: z.array(plantSchema) } } }, async () => firstPage);
// The oversell check: per plant, stock now plus units held by orders whose stock was not released.
app.get('/bench/stock', async (request) => {
  const ids = String((request.query as { ids?: string }).ids ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const result = await database.db.execute(sql`SELECT i.id, i.quantity_available AS stock,
      coalesce((SELECT sum(oi.quantity) FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE oi.inventory_item_id = i.id AND o.stock_released_at IS NULL), 0)::int AS sold
    FROM inventory_items i WHERE i.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: number;
    stock: number;
    sold: number;
  }[];
  return rows.map((row) => ({ id: Number(row.id), stock: Number(row.stock), sold: Number(row.sold) }));
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
// The same app on the same database with the catalog cache off: what every listing costs when it is not a repeat.
const uncachedApp = await buildApp({ config: { ...config, CATALOG_CACHE_MS: 0 }, database });
const uncachedAddress = await uncachedApp.listen({ host: '127.0.0.1', port: 0 });

process.send?.({ address, uncachedAddress, seedSeconds, kind: database.kind });
process.on('message', async (message) => {
  if (message !== 'stop') return;
  await app.close();
  await uncachedApp.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
