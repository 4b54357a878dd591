// npm run bench: 100,000 plants in a separate database, GET /api/inventory driven by autocannon at 10 and 50
// connections on PGlite and on PostgreSQL, next to a bare route serving the same 24 plants from memory; then the
// home page's own requests together, and guest orders (POST /api/orders, one Idempotency-Key per request) with an
// oversell check afterwards.
// Only loopback traffic; every run is bounded in time. Not part of npm test.
// BENCH_ONLY=search (or listings, vendor-inventory, projects; several with commas) runs only those parts.
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchProjects } from './projects.ts';
import { benchSearchAll } from './search.ts';
import { benchVendorInventory } from './vendor-inventory.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const PLANTS = Number(process.env.BENCH_PLANTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = [10, 50];

// `uncached`: also driven against a second app on the same database with the catalog cache off.
const scenarios: { name: string; paths: string[]; uncached?: boolean }[] = [
  { name: 'bare route (memory)', paths: ['/bench/bare'] },
  {
    name: 'category page',
    uncached: true,
    paths: ['indoor', 'outdoor', 'herbs', 'flowering', 'succulents'].flatMap((c) =>
      [1, 2, 3].map((page) => `/api/inventory?category=${c}&page=${page}`),
    ),
  },
  {
    name: 'search',
    uncached: true,
    paths: ['monstera', 'japanese maple', 'lavender', 'snake plant', 'echeveria', 'thai constellation'].map(
      (q) => `/api/inventory?search=${encodeURIComponent(q)}`,
    ),
  },
  {
    name: 'typo search',
    uncached: true,
    paths: ['monstra delicosa', 'philodendorn', 'lavendar', 'echevria', 'bouganvillea', 'japanse mapel'].map(
      (q) => `/api/inventory?search=${encodeURIComponent(q)}`,
    ),
  },
  // The requests a logged-out first visit to / makes (apps/web/src/features/catalog: deals, featured, both ad
  // slot types, promo status), driven together: req/s divided by 5 is home pages per second.
  {
    name: 'home page (5 calls)',
    uncached: true,
    paths: [
      '/api/inventory/deals',
      '/api/inventory?sort=rating&limit=8',
      '/api/ads/banner-slots?slot_type=premium',
      '/api/ads/banner-slots?slot_type=standard',
      '/api/auth/promo-status',
    ],
  },
  // Filled per run with ids of visible plants (a hidden id is a 404, which would count as an error).
  { name: 'plant detail', paths: [] },
];

interface Row {
  db: string;
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** 409 answers (sold out): expected once stock runs out, not errors. */
  refused: number;
}

type Request = autocannon.Request;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

async function drive(url: string, paths: string[] | Request[], connections: number) {
  const latencies: number[] = [];
  let refused = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: DURATION,
        timeout: 10,
        requests: paths.map((p) => (typeof p === 'string' ? { method: 'GET' as const, path: p } : p)),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (status === 409) refused++;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: result.errors + result.timeouts + result.non2xx - refused,
    refused,
  };
}

function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; address: string; uncachedAddress: string; seed: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, 'server.ts'), { env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('message', (message: { address: string; uncachedAddress: string; seedSeconds: number }) =>
      resolve({ child, address: message.address, uncachedAddress: message.uncachedAddress, seed: message.seedSeconds }),
    );
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function benchOne(db: 'pglite' | 'postgres', env: Record<string, string>): Promise<Row[]> {
  console.log(`\n[${db}] seeding ${PLANTS.toLocaleString('en-US')} plants...`);
  const { child, address, uncachedAddress, seed } = await startServer({ BENCH_PLANTS: String(PLANTS), ...env });
  console.log(`[${db}] seeded in ${seed.toFixed(1)} s; serving on ${address}`);
  const rows: Row[] = [];
  try {
    const listing = (await (await fetch(`${address}/api/inventory?limit=100&sort=price_desc`)).json()) as {
      id: number;
    }[];
    scenarios.at(-1)!.paths = listing.slice(0, 40).map((plant) => `/api/inventory/${plant.id}`);
    const runs = scenarios.flatMap((scenario) => [
      { name: scenario.name, paths: scenario.paths, target: address },
      ...(scenario.uncached
        ? [{ name: `${scenario.name}, no cache`, paths: scenario.paths, target: uncachedAddress }]
        : []),
    ]);
    for (const run of runs) {
      // A short warm-up so JIT and caches settle before the measured run.
      await drive(run.target, run.paths, 5).catch(() => undefined);
      for (const connections of CONNECTIONS) {
        const result = await drive(run.target, run.paths, connections);
        rows.push({ db, scenario: run.name, connections, ...result });
        console.log(
          `[${db}] ${run.name.padEnd(29)} c=${connections}: ${result.rps.toFixed(0)} req/s, ` +
            `p95 ${result.p95.toFixed(1)} ms, errors ${result.errors}`,
        );
      }
    }
    rows.push(...(await benchOrders(db, address)));
  } finally {
    child.removeAllListeners('exit');
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  return rows;
}

interface StockRow {
  id: number;
  stock: number;
  sold: number;
}
const stockOf = async (address: string, ids: number[]) =>
  (await (await fetch(`${address}/bench/stock?ids=${ids.join(',')}`)).json()) as StockRow[];

/** Guest orders of 1 to 2 units over 40 plants, each with its own Idempotency-Key; then no plant may be oversold. */
async function benchOrders(db: string, address: string): Promise<Row[]> {
  const listing = (await (await fetch(`${address}/api/inventory?limit=100&sort=newest&in_stock=true`)).json()) as {
    id: number;
    quantity_available: number;
  }[];
  const ids = listing
    .filter((p) => p.quantity_available > 0)
    .slice(0, 40)
    .map((p) => p.id);
  const before = await stockOf(address, ids);
  let sequence = 0;
  const order: Request = {
    method: 'POST',
    path: '/api/orders',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => {
      const n = sequence++;
      return {
        ...request,
        headers: { ...request.headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          buyer_name: 'Bench Buyer',
          buyer_email: `bench-${n % 500}@bench.test`,
          shipping_address: '1 Bench Road, Austin TX',
          items: [{ inventory_item_id: ids[n % ids.length], quantity: 1 + (n % 2) }],
        }),
      };
    },
  };
  const rows: Row[] = [];
  for (const connections of CONNECTIONS) {
    const result = await drive(address, [order], connections);
    rows.push({ db, scenario: 'order creation', connections, ...result });
    console.log(
      `[${db}] ${'order creation'.padEnd(20)} c=${connections}: ${result.rps.toFixed(0)} req/s, ` +
        `p95 ${result.p95.toFixed(1)} ms, errors ${result.errors}, sold out (409) ${result.refused}`,
    );
  }
  const after = await stockOf(address, ids);
  const start = new Map(before.map((row) => [row.id, row.stock + row.sold]));
  const oversold = after.filter((row) => row.stock < 0 || row.stock + row.sold !== start.get(row.id));
  const unitsSold = after.reduce((sum, row) => sum + row.sold, 0) - before.reduce((sum, row) => sum + row.sold, 0);
  console.log(
    `[${db}] oversell check over ${ids.length} plants: ${unitsSold} units sold, ` +
      (oversold.length
        ? `MISMATCH on ${oversold.map((r) => r.id).join(', ')}`
        : 'stock + sold = starting stock everywhere'),
  );
  if (oversold.length) process.exitCode = 1;
  return rows;
}

// BENCH_DBS=postgres (or pglite) runs one of the two.
const dbs = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
const parts = process.env.BENCH_ONLY?.split(',');
const runs = (part: string) => !parts || parts.includes(part);
const results: Row[] = [];
if (runs('listings') && dbs.includes('pglite')) results.push(...(await benchOne('pglite', {})));
if (!runs('listings') || !dbs.includes('postgres')) {
  // skipped on purpose
} else if (await postgresReachable()) {
  const name = `verdant_bench_${process.pid}`;
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    results.push(...(await benchOne('postgres', { BENCH_DATABASE_URL: url.toString() })));
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} else {
  console.log(`\nPostgreSQL is not reachable at ${ADMIN_URL}: skipped.`);
}

const postgresUp = dbs.includes('postgres') && (await postgresReachable());
if (runs('vendor-inventory') && postgresUp) await benchVendorInventory(ADMIN_URL);
if (runs('search')) await benchSearchAll(ADMIN_URL, postgresUp, dbs.includes('pglite'));
if (runs('projects') && postgresUp) await benchProjects(ADMIN_URL);

console.log(
  `\n${PLANTS.toLocaleString('en-US')} plants, ${DURATION} s per run, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
if (results.length) {
  console.log(
    'db        scenario                       conns    req/s   p50 ms   p95 ms   p99 ms   errors      409   vs bare',
  );
  for (const row of results) {
    const bare = results.find(
      (r) => r.db === row.db && r.connections === row.connections && r.scenario.startsWith('bare'),
    );
    const ratio = bare && bare.rps > 0 ? `${((row.rps / bare.rps) * 100).toFixed(0)}%` : '-';
    console.log(
      [
        row.db.padEnd(9),
        row.scenario.padEnd(30),
        String(row.connections).padStart(5),
        row.rps.toFixed(0).padStart(8),
        row.p50.toFixed(1).padStart(8),
        row.p95.toFixed(1).padStart(8),
        row.p99.toFixed(1).padStart(8),
        String(row.errors).padStart(8),
        String(row.refused).padStart(8),
        ratio.padStart(9),
      ].join(' '),
    );
  }
}
