// CPU time per search request, on the app's side (this process) and in PostgreSQL (its backends for the bench
// database, read from /proc): a busy machine stretches latencies, but hardly the CPU work each request costs, so
// this says what the 2 cores could serve when idle. Needs a database the search bench seeded and the app in-process
// (app.inject, no HTTP), facets on, catalog cache off. Usage: BENCH_DATABASE_URL=postgres://... node bench/search-cpu.ts;
// on a PGlite the bench seeded (BENCH_DATA_DIR=dir, no URL) the database runs on this thread: the app's CPU is both's,
// and the latencies (p50, p95 of the 10 at a time) are one thread's; BENCH_PGLITE_DUMP=file (written by
// `search.ts --seed`) loads a seeded PGlite into memory, as the bench runs it.
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { rowsOf } from '../src/modules/catalog/catalog.repository.ts';
import { uniqueQueries } from './search-queries.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = 10;
const TICK_MS = 10; // /proc/<pid>/stat counts clock ticks of 1/100 s

const dump = process.env.BENCH_DATABASE_URL ? undefined : process.env.BENCH_PGLITE_DUMP;
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  dataDir: process.env.BENCH_DATA_DIR,
  poolSize: CONCURRENCY,
  ...(dump ? { pgliteLoadDataDir: new Blob([await readFile(dump)]) } : {}),
});
const dataDir = path.join(tmpdir(), `verdant-search-cpu-${process.pid}`);
const config = {
  ...parseEnv({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_FACTOR: '1000000' }),
  dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  PUBLIC_URL: 'http://127.0.0.1',
  webDistDir: path.join(dataDir, 'no-web'),
  CATALOG_CACHE_MS: 0,
};
const app = await buildApp({ config, database });
const urls = uniqueQueries(REQUESTS + 2000).map((q) => `/api/inventory?facets=true&search=${encodeURIComponent(q)}`);

const latencies: number[] = [];
let failed = 0;
async function drive(list: string[]) {
  for (let at = 0; at < list.length; at += CONCURRENCY) {
    await Promise.all(
      list.slice(at, at + CONCURRENCY).map(async (url) => {
        const started = performance.now();
        if ((await app.inject({ url })).statusCode !== 200) failed += 1;
        latencies.push(performance.now() - started);
      }),
    );
  }
}

/** CPU ms so far of the database's backends (the pool's connections, opened by the warm-up). */
async function backendCpu(): Promise<number> {
  if (database.kind !== 'postgres') return 0;
  const pids = rowsOf<{ pid: number }>(
    await database.db.execute(sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`),
  );
  let ticks = 0;
  for (const { pid } of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0); // utime, stime
  }
  return ticks * TICK_MS;
}

await drive(urls.slice(REQUESTS)); // warm-up on the end of the list: every pool connection open, plans cached
latencies.length = 0;
failed = 0;
const node0 = process.cpuUsage();
const db0 = await backendCpu();
const started = performance.now();
await drive(urls.slice(0, REQUESTS));
const elapsed = performance.now() - started;
const node = process.cpuUsage(node0);
const db = (await backendCpu()) - db0;
latencies.sort((a, b) => a - b);
const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
const perRequest = (ms: number) => (ms / REQUESTS).toFixed(2);
const nodeMs = (node.user + node.system) / 1000;
console.log(
  `${REQUESTS} unique searches with facets, ${CONCURRENCY} at a time: ${((REQUESTS / elapsed) * 1000).toFixed(0)} req/s here; ` +
    `CPU per request: app ${perRequest(nodeMs)} ms, PostgreSQL ${perRequest(db)} ms, ` +
    `so 2 idle cores would serve about ${((2 * REQUESTS * 1000) / (nodeMs + db)).toFixed(0)} req/s; ` +
    `latency p50 ${percentile(0.5).toFixed(1)} ms, p95 ${percentile(0.95).toFixed(1)} ms; ${failed} not 200`,
);
await app.close();
await database.close();
