// Search without its cache (issue 15): BENCH_PLANTS listings (default 100,000) drawn from the plant-name reference,
// GET /api/inventory with a query that never repeats (names, synonyms, common names, 30% misspelt), facets on,
// with and without plant filters, catalog cache off, 10 connections; on PostgreSQL and PGlite. Then the relevance
// list against the same catalog. The server is a child process (this file with --serve), so the load generator
// does not share its thread. Run alone: node apps/server/bench/search.ts (DATABASE_URL = an admin URL).
// Large catalogs: fill a database once with --seed (BENCH_DATABASE_URL, BENCH_PLANTS), then measure it with
// BENCH_SEEDED=<its URL> as often as needed. PGlite likewise: --seed with BENCH_PGLITE_DUMP=<file> writes the seeded
// in-memory database to that file, and BENCH_DB=pglite BENCH_PGLITE_DUMP=<file> loads it instead of seeding.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/config.ts';
import { type Db, openDatabase } from '../src/db/client.ts';
import { factColumns } from '../src/modules/inventory/plant-facts.ts';
import { referenceListings, relevancePairs, uniqueQueries } from './search-queries.ts';
import { seedBench } from './seed.ts';

const here = fileURLToPath(import.meta.url);
const PLANTS = Number(process.env.BENCH_PLANTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

/** The bench's catalog: 50 nurseries in TX, OR and NC, `plants` reference listings, analyzed. */
async function seedSearchBench(db: Db, plants: number) {
  await seedBench(db, 0); // 50 nurseries, no plants
  await db.execute(sql`UPDATE vendor_profiles SET business_address =
    CASE id % 3 WHEN 0 THEN '1 Main St, Austin, TX 78701' WHEN 1 THEN '2 Oak Ave, Portland, OR 97201'
    ELSE '3 Elm St, Raleigh, NC 27601' END`);
  await seedSearchCatalog(db, plants);
  await db.execute(sql`VACUUM ANALYZE`);
}

async function serve() {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'verdant-bench-search-'));
  const dump = databaseUrl ? undefined : process.env.BENCH_PGLITE_DUMP;
  const database = await openDatabase({
    databaseUrl,
    poolSize: 10,
    ...(dump ? { pgliteLoadDataDir: new Blob([await readFile(dump)]) } : {}),
  });
  const started = performance.now();
  if (!process.env.BENCH_SEEDED && !dump) await seedSearchBench(database.db, PLANTS);
  const seedSeconds = (performance.now() - started) / 1000;
  const config = {
    ...parseEnv({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_FACTOR: '1000000' }),
    dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    PUBLIC_URL: 'http://127.0.0.1',
    webDistDir: path.join(dataDir, 'no-web'),
    CATALOG_CACHE_MS: 0,
  };
  const app = await buildApp({ config, database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  // A large catalog's index is built after the server listens (searched from PostgreSQL meanwhile): measure it built.
  const indexStarted = performance.now();
  while (app.searchIndex && !app.searchIndex.ready) await new Promise((resolve) => setTimeout(resolve, 100));
  if (app.searchIndex) {
    globalThis.gc?.();
    const { heapUsed, arrayBuffers, rss } = process.memoryUsage();
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
    console.log(
      `[search] index ready after ${((performance.now() - indexStarted) / 1000).toFixed(1)} s; ` +
        `heap ${mb(heapUsed)}, typed arrays ${mb(arrayBuffers)}, rss ${mb(rss)}`,
    );
  }
  process.send?.({ address, seedSeconds, kind: database.kind });
  process.on('message', async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/**
 * `plants` listings cycling through the reference's taxa in one INSERT ... SELECT generate_series. The derived columns
 * (size class, growing attributes, search names) are computed once per taxon in TypeScript, with the same
 * factColumns() the start-up fill uses, and travel as arrays: no row is written twice (the fill took ~800 s for
 * 100,000 rows under load).
 */
async function seedSearchCatalog(db: Db, plants: number) {
  const listings = referenceListings().map((listing) => ({
    ...listing,
    ...factColumns({
      plantName: listing.plantName,
      scientificName: listing.scientificName,
      size: listing.size,
      potSize: null,
    }),
  }));
  // A JSON list as text[] (NULL when absent or empty, as the fill writes it).
  const list = (value: SQL) => sql`(SELECT array_agg(e) FROM jsonb_array_elements_text(nullif(${value}, 'null')) AS e)`;
  await db.execute(sql`INSERT INTO inventory_items (vendor_id, plant_name, scientific_name, description,
      price_cents, quantity_available, category, size, is_available, size_class, size_rank, zone_min, zone_max,
      light, water, native_states, deer_resistant, habit, bloom_season, bloom_color, search_names,
      facts_from_reference, facts_version)
    SELECT v.ids[1 + g % 50], r.plant_name, r.scientific_name, 'Nursery grown ' || lower(r.plant_name) || ', lot ' || g,
      500 + (g::bigint * 7919) % 20000, g % 40, 'outdoor', r.size, g % 50 <> 0, r.size_class, r.size_rank, r.zone_min,
      r.zone_max, r.light, r.water, r.native_states, r.deer_resistant, r.habit, r.bloom_season, r.bloom_color,
      r.search_names, r.facts_from_reference, r.facts_version
    FROM generate_series(0, ${plants - 1}) AS g
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM vendor_profiles) AS v
    JOIN (SELECT (ordinality)::int AS n, value->>'plantName' AS plant_name, value->>'scientificName' AS scientific_name,
        value->>'size' AS size, value->>'sizeClass' AS size_class, (value->>'sizeRank')::real AS size_rank,
        value->>'zoneMin' AS zone_min, value->>'zoneMax' AS zone_max,
        ${list(sql`value->'light'`)} AS light, value->>'water' AS water,
        ${list(sql`value->'nativeStates'`)} AS native_states,
        (value->>'deerResistant')::boolean AS deer_resistant, value->>'habit' AS habit,
        ${list(sql`value->'bloomSeason'`)} AS bloom_season,
        value->>'bloomColor' AS bloom_color, value->>'searchNames' AS search_names,
        ${list(sql`value->'factsFromReference'`)} AS facts_from_reference,
        (value->>'factsVersion')::smallint AS facts_version
      FROM jsonb_array_elements(${JSON.stringify(listings)}::jsonb) WITH ORDINALITY) AS r ON r.n = 1 + g % ${listings.length}`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** Each request takes the next query of the list: none repeats while the list lasts. */
async function drive(address: string, paths: string[]) {
  let next = 0;
  const latencies: number[] = [];
  const result = await autocannon({
    url: address,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
    setupClient: (client) => client.on('response', (_status, _bytes, time) => latencies.push(time)),
  } as autocannon.Options);
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    errors: result.errors + result.non2xx,
    sent: next,
    unique: Math.min(next, paths.length),
  };
}

async function start(env: Record<string, string>) {
  const child: ChildProcess = fork(here, ['--serve'], { env: { ...process.env, ...env } });
  const ready = await new Promise<{ address: string; seedSeconds: number; kind: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { address: string; seedSeconds: number; kind: string }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, ...ready };
}

async function relevance(address: string) {
  const pairs = relevancePairs();
  let hits = 0;
  for (const { query, expected, kind } of pairs) {
    const response = await fetch(`${address}/api/inventory?limit=3&search=${encodeURIComponent(query)}`);
    const top = ((await response.json()) as { scientific_name: string | null }[]).map((p) => p.scientific_name);
    if (top.includes(expected)) hits += 1;
    // BENCH_MISSES=1 lists what to improve next.
    else if (process.env.BENCH_MISSES) console.log(`  miss ${kind}: "${query}" -> ${expected} (got ${top.join('; ')})`);
  }
  return { pairs: pairs.length, hits };
}

export async function benchSearch(databases: { name: string; url?: string }[]): Promise<void> {
  const queries = uniqueQueries(40_000).map((query) => encodeURIComponent(query));
  const scenarios = [
    { name: 'search + facets', paths: queries.map((q) => `/api/inventory?facets=true&search=${q}`) },
    {
      name: 'search + filters + facets',
      paths: queries.map(
        (q, index) =>
          `/api/inventory?facets=true&search=${q}&zone=${['6a', '7b', '8a', '9a'][index % 4]}` +
          `${index % 2 ? '&light=full_sun' : ''}${index % 3 === 0 ? '&size_class=%233,%231' : ''}`,
      ),
    },
  ];
  const lines: string[] = [];
  for (const database of databases) {
    console.log(`\n[search ${database.name}] seeding ${PLANTS.toLocaleString('en-US')} reference plants...`);
    const server = await start({ BENCH_PLANTS: String(PLANTS), BENCH_DATABASE_URL: database.url ?? '' });
    console.log(`[search ${database.name}] seeded in ${server.seedSeconds.toFixed(1)} s`);
    try {
      for (const scenario of scenarios) {
        // Warm-up on the END of the list, so the measured queries are still first-time ones.
        await drive(server.address, scenario.paths.slice(-2000).reverse());
        const result = await drive(server.address, scenario.paths);
        lines.push(
          `${database.name.padEnd(9)} ${scenario.name.padEnd(27)} c=${CONNECTIONS} ${result.rps.toFixed(0).padStart(6)} req/s ` +
            `p50 ${result.p50.toFixed(1).padStart(6)} ms p95 ${result.p95.toFixed(1).padStart(6)} ms ` +
            `errors ${result.errors} (${result.sent} requests, ${result.unique} distinct)`,
        );
        console.log(lines.at(-1));
      }
      const { pairs, hits } = await relevance(server.address);
      lines.push(
        `${database.name.padEnd(9)} relevance: ${hits}/${pairs} pairs in the top 3 (${((hits / pairs) * 100).toFixed(1)}%)`,
      );
      console.log(lines.at(-1));
    } finally {
      server.child.removeAllListeners('exit');
      server.child.send('stop');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
  }
  console.log(
    `\nSearch without cache, ${PLANTS.toLocaleString('en-US')} plants, ${DURATION} s per run:\n${lines.join('\n')}\n`,
  );
}

async function postgresDatabase(adminUrl: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `verdant_bench_search_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name: 'postgres', url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Both databases (PostgreSQL when reachable at adminUrl, PGlite unless left out); BENCH_DB=postgres or pglite picks one. */
export async function benchSearchAll(adminUrl: string, postgresUp: boolean, pglite = true): Promise<void> {
  const only = process.env.BENCH_DB;
  const postgres = postgresUp && only !== 'pglite' ? await postgresDatabase(adminUrl) : null;
  try {
    const withPglite = pglite && only !== 'postgres';
    await benchSearch([...(postgres ? [postgres] : []), ...(withPglite ? [{ name: 'pglite' }] : [])]);
  } finally {
    await postgres?.drop();
  }
}

if (process.argv.includes('--serve')) await serve();
else if (process.argv.includes('--seed')) {
  // Fills an empty database (BENCH_DATABASE_URL, else a PGlite in BENCH_DATA_DIR, else an in-memory PGlite written to
  // BENCH_PGLITE_DUMP) with the bench's catalog and stops, to EXPLAIN queries against it or bench it again.
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const dump = databaseUrl ? undefined : process.env.BENCH_PGLITE_DUMP;
  const database = await openDatabase({
    databaseUrl,
    dataDir: dump ? undefined : process.env.BENCH_DATA_DIR,
    poolSize: 2,
  });
  const started = performance.now();
  await seedSearchBench(database.db, PLANTS);
  console.log(`seeded ${PLANTS} plants in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (dump && database.pglite) {
    await database.pglite.exec('CHECKPOINT'); // every page in the files, not only in PGlite's buffers
    await writeFile(dump, Buffer.from(await (await database.pglite.dumpDataDir('none')).arrayBuffer()));
  }
  await database.close();
} else if (process.argv[1] === here && process.env.BENCH_SEEDED) {
  // A database --seed filled before (BENCH_SEEDED=postgres://...): measured as it is, kept afterwards.
  await benchSearch([{ name: 'postgres', url: process.env.BENCH_SEEDED }]);
} else if (process.argv[1] === here) {
  await benchSearchAll(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', true);
}
