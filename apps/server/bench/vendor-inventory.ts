// The vendor's inventory table (issue 18): GET /api/vendor/inventory for a nursery with 5,000 items, among 20,000
// plants of other nurseries, on PostgreSQL. Requests go through the whole app (auth, validation, serialization) with
// app.inject over every sort order both ways, deep and shallow pages, each filter and a search: first one at a time,
// then 10 at once (as 10 connections would: the pool has 10), then each once right after a write (answers are
// cached per vendor version, decision 023: that is a page built). Target: p95 at most 20 ms at 10 connections.
// Run alone: node apps/server/bench/vendor-inventory.ts (DATABASE_URL = an admin URL).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VENDOR_INVENTORY_SORT_KEYS } from '@verdant/shared/schemas/vendor';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedBench } from './seed.ts';

const ITEMS = Number(process.env.BENCH_VENDOR_ITEMS ?? 5_000);
const OTHER_PLANTS = 20_000;
const ROUNDS = Number(process.env.BENCH_VENDOR_ROUNDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_VENDOR_CONNECTIONS ?? 10);

async function admin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** The table's requests: every sort both ways x pages 1, 20 and the last, then each filter and searches. */
function requests(): string[] {
  const lastPage = Math.ceil(ITEMS / 25);
  const sorts = VENDOR_INVENTORY_SORT_KEYS.flatMap((key) => [key, `-${key}`]);
  const paths = sorts.flatMap((sort) => [1, 20, lastPage].map((page) => `sort=${sort}&page=${page}`));
  const filters = ['category=indoor', 'in_stock=true', 'in_stock=false', 'published=false', 'unconfirmed=true'];
  for (const filter of [...filters, 'size_class=%233', 'size_class=%231,%237']) {
    paths.push(filter, `${filter}&sort=-price&page=3`, `${filter}&sort=-updated_at&limit=100`);
  }
  for (const search of ['maple', 'ficus', 'gold', 'zz', 'no such plant']) paths.push(`search=${search}`);
  paths.push('category=outdoor&in_stock=true&published=true&search=sage&sort=-quantity_available');
  return paths.map((query) => `/api/vendor/inventory?${query}`);
}

/**
 * CPU seconds used so far by this process and by the PostgreSQL backends serving `database` (Linux /proc, a local
 * server; null elsewhere): the work per request, which the machine's other load does not change as it does latency.
 */
async function cpuSeconds(database: string): Promise<{ node: number; postgres: number | null }> {
  const node = (process.cpuUsage().user + process.cpuUsage().system) / 1e6;
  try {
    let ticks = 0;
    for (const pid of (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry))) {
      const title = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
      if (!title.includes(` ${database} `)) continue;
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0); // utime, stime (fields 14 and 15)
    }
    return { node, postgres: ticks / 100 };
  } catch {
    return { node, postgres: null };
  }
}

interface Latencies {
  p50: number;
  p95: number;
  count: number;
}

const summary = (latencies: number[]): Latencies => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), count: sorted.length };
};

export async function benchVendorInventory(adminUrl: string): Promise<Latencies & { sequential: Latencies }> {
  const name = `verdant_bench_vendor_${process.pid}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'verdant-bench-vendor-'));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  const config = {
    ...parseEnv({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_FACTOR: '1000000' }),
    dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    PUBLIC_URL: 'http://127.0.0.1',
    webDistDir: path.join(dataDir, 'no-web'),
  };
  const app = await buildApp({ config, database });
  try {
    console.log(
      `\n[vendor inventory] seeding ${OTHER_PLANTS.toLocaleString('en-US')} plants and one nursery with ${ITEMS.toLocaleString('en-US')} items...`,
    );
    await seedBench(database.db, OTHER_PLANTS);
    const email = 'bench-table@bench.test';
    const password = 'bench table password';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register/vendor',
      payload: {
        first_name: 'Table',
        last_name: 'Vendor',
        email,
        password,
        vendor_profile: { business_name: 'Big Wholesale Nursery' },
      },
    });
    if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
    await database.db.execute(sql`UPDATE vendor_profiles SET is_approved = true
      WHERE user_id = (SELECT id FROM users WHERE email = ${email})`);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: email, password } });
    const headers = { authorization: `Bearer ${(login.json() as { access_token: string }).access_token}` };
    // The nursery's items: names over the seed's plants, prices, stock (a tenth sold out), a twentieth unpublished,
    // changes and confirmations spread over 60 days, one image each.
    await database.db.execute(sql`INSERT INTO inventory_items (vendor_id, plant_name, scientific_name, price_cents,
        quantity_available, category, size, size_class, is_available, updated_at, stock_confirmed_at)
      SELECT v.id, p.plant_name || ' ' || g, p.scientific_name, 300 + (g * 7919) % 30000,
        CASE WHEN g % 10 = 0 THEN 0 ELSE g % 500 END, p.category, (1 + g % 7) || ' gal', '#' || (1 + g % 7), g % 20 <> 0,
        now() - (g % 1440) * interval '1 hour', now() - (g % 60) * interval '1 day'
      FROM generate_series(1, ${ITEMS}) AS g
      CROSS JOIN (SELECT id FROM vendor_profiles WHERE business_name = 'Big Wholesale Nursery') AS v
      JOIN LATERAL (SELECT plant_name, scientific_name, category FROM inventory_items
        WHERE id = 1 + (g * 37) % ${OTHER_PLANTS}) AS p ON true`);
    await database.db.execute(sql`INSERT INTO item_images (inventory_item_id, storage_key, widths, width, height, is_primary)
      SELECT i.id, md5('t' || i.id), ARRAY[320, 640], 640, 480, true FROM inventory_items i
      JOIN vendor_profiles v ON v.id = i.vendor_id WHERE v.business_name = 'Big Wholesale Nursery'`);
    await database.db.execute(sql`VACUUM ANALYZE`);

    const paths = requests();
    const get = async (url: string) => {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return ms;
    };
    const slowestOf = (worst: Map<string, number>) =>
      [...worst.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([u, ms]) => `${u.replace('/api/vendor/inventory?', '')} ${ms.toFixed(1)} ms`)
        .join(', ');
    const report = (label: string, result: Latencies, worst: Map<string, number>) =>
      console.log(
        `[vendor inventory] ${label}: ${result.count} requests over ${paths.length} shapes: p50 ` +
          `${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms; slowest: ${slowestOf(worst)}`,
      );

    // One at a time: each request's own cost.
    const alone: number[] = [];
    const aloneWorst = new Map<string, number>();
    let cpuBefore = await cpuSeconds(name);
    for (let round = 0; round <= ROUNDS; round++) {
      if (round === 1) cpuBefore = await cpuSeconds(name);
      for (const url of paths) {
        const ms = await get(url);
        if (round === 0) continue; // warm-up: plans, JIT
        alone.push(ms);
        aloneWorst.set(url, Math.max(aloneWorst.get(url) ?? 0, ms));
      }
    }
    const cpuAfter = await cpuSeconds(name);
    const sequential = summary(alone);
    report('one at a time', sequential, aloneWorst);
    const postgresSeconds =
      cpuAfter.postgres === null || cpuBefore.postgres === null ? null : cpuAfter.postgres - cpuBefore.postgres;
    const perRequest = (seconds: number) => `${((seconds * 1000) / alone.length).toFixed(2)} ms`;
    console.log(
      `[vendor inventory] CPU per request (one at a time): node ${perRequest(cpuAfter.node - cpuBefore.node)}, ` +
        `PostgreSQL ${postgresSeconds === null ? 'unknown' : perRequest(postgresSeconds)}`,
    );

    // CONNECTIONS at once, every shape ROUNDS times in a shuffled order: the target's condition.
    const queue = Array.from({ length: ROUNDS }, () => paths)
      .flat()
      .map((url, index) => ({ url, key: (index * 7919) % 104729 }))
      .sort((a, b) => a.key - b.key)
      .map(({ url }) => url);
    const together: number[] = [];
    const togetherWorst = new Map<string, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < queue.length) {
          const url = queue[next++]!;
          const ms = await get(url);
          together.push(ms);
          togetherWorst.set(url, Math.max(togetherWorst.get(url) ?? 0, ms));
        }
      }),
    );
    const result = { ...summary(together), sequential };
    report(`${CONNECTIONS} at once (target p95 <= 20 ms)`, result, togetherWorst);

    // Each shape once more, right after a write to one of the nursery's items: no answer is kept for the new
    // version, so this is the cost of building a page (the first view after an edit, an order, an import).
    const rebuilt: number[] = [];
    const rebuiltWorst = new Map<string, number>();
    for (const [index, url] of paths.entries()) {
      await database.db.execute(sql`UPDATE inventory_items SET quantity_available = quantity_available
        WHERE id = (SELECT min(i.id) + ${index} FROM inventory_items i JOIN vendor_profiles v ON v.id = i.vendor_id
          WHERE v.business_name = 'Big Wholesale Nursery')`);
      const ms = await get(url);
      rebuilt.push(ms);
      rebuiltWorst.set(url, ms);
    }
    report('one at a time, each after a write (built, not cached)', summary(rebuilt), rebuiltWorst);
    return result;
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    if (!process.env.BENCH_KEEP_DB) await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchVendorInventory(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (result.p95 > 20) process.exitCode = 1;
}
