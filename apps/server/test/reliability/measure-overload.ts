// Measures what docs/operations.md ("Overload") reports: the event-loop lag, throughput and 503s of a PGlite server
// with the demo catalog under autocannon, with the default guards, with and without the PGlite time slicing.
// Not a test (it prints numbers, ~2 minutes):  node apps/server/test/reliability/measure-overload.ts
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { seedDemo } from '../../src/db/seed/seed.ts';
import { createPlant, createVendor } from '../factories.ts';

const AUTOCANNON = fileURLToPath(new URL('../../../../node_modules/.bin/autocannon', import.meta.url));
const SECONDS = Number(process.env.MEASURE_SECONDS ?? 6);

async function measure(sliced: boolean) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'verdant-measure-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_FACTOR: '100000',
    MAX_CONNECTIONS_PER_IP: '0', // autocannon's 200 connections all come from 127.0.0.1
    MAX_CONCURRENT_REQUESTS_PER_ADDRESS: '0',
  });
  const database = await openDatabase({ dataDir: config.dataDir });
  // The slicing wraps the instance's methods; deleting the wrappers gives PGlite's own ones back.
  if (!sliced)
    for (const name of ['query', 'exec', 'transaction'])
      delete (database.pglite as unknown as Record<string, unknown>)[name];
  const app = await buildApp({ config, database });
  await seedDemo(database.db, app.images);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const vendor = await createVendor(app);
  const plant = await createPlant(app, vendor, { quantityAvailable: 1_000_000 });
  const order = JSON.stringify({
    buyer_name: 'Load Test',
    buyer_email: 'load@example.test',
    shipping_address: '1 Main St',
    items: [{ inventory_item_id: plant.id, quantity: 1 }],
  });
  const post = ['-m', 'POST', '-H', 'content-type=application/json', '-b', order, `${address}/api/orders`];
  const scenarios: [string, string[]][] = [
    ['catalog page, 50 connections', ['-c', '50', `${address}/api/inventory`]],
    ['search, 50 connections', ['-c', '50', `${address}/api/inventory?search=maple`]],
    ['orders, 10 connections', ['-c', '10', ...post]],
    ['orders, 50 connections', ['-c', '50', ...post]],
    ['orders, 200 connections', ['-c', '200', ...post]],
  ];
  // The overload guard's own measure: mean lag of a 10 ms probe over 1 s windows.
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  for (const [name, args] of scenarios) {
    const windows: number[] = [];
    histogram.reset();
    const timer = setInterval(() => {
      windows.push(Math.max(0, histogram.mean / 1e6 - 10) || Number.POSITIVE_INFINITY);
      histogram.reset();
    }, 1000);
    const { stdout } = await promisify(execFile)(AUTOCANNON, [...args, '-d', String(SECONDS), '-t', '30', '-j'], {
      maxBuffer: 1e8,
    });
    clearInterval(timer);
    const result = JSON.parse(stdout);
    const codes = Object.fromEntries(
      Object.entries(result.statusCodeStats as Record<string, { count: number }>).map(([code, s]) => [code, s.count]),
    );
    const ok = (codes['200'] ?? 0) + (codes['201'] ?? 0);
    const sorted = [...windows].sort((a, b) => a - b);
    console.log(
      `${sliced ? 'sliced  ' : 'unsliced'} | ${name.padEnd(29)} | ${(ok / SECONDS).toFixed(0).padStart(5)} ok/s | ` +
        `${String(codes['503'] ?? 0).padStart(6)} x 503 | p50 ${String(result.latency.p50).padStart(5)} ms | ` +
        `p99 ${String(result.latency.p99).padStart(5)} ms | lag median ${sorted[sorted.length >> 1]?.toFixed(0)} ms, ` +
        `max ${sorted.at(-1)?.toFixed(0)} ms`,
    );
  }
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

await measure(false);
await measure(true);
