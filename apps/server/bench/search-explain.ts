// EXPLAIN (ANALYZE, BUFFERS) of the catalog search's statements for a few words, against a database the search bench
// seeded (`node bench/search.ts --seed`): database-side times, which a busy machine disturbs less than the bench's
// latencies. Usage: BENCH_DATABASE_URL=postgres://... node bench/search-explain.ts [word ...]; for PGlite,
// BENCH_DATA_DIR=dir (seeded with the same variable by `node bench/search.ts --seed`).
// With EXPLAIN_SAMPLE=n: the first n of the bench's unique queries instead, and p50/p95 per statement.

import { searchTerms } from '@verdant/shared/rules/catalog';
import { type SQL, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { listPlantsQuery, rowsOf } from '../src/modules/catalog/catalog.repository.ts';
import { buildTsquery, checkedTerm } from '../src/modules/catalog/catalog.service.ts';
import { facetCountsQuery, searchWithFacetsQuery } from '../src/modules/catalog/catalog-facets.repository.ts';
import { analyzeTermsQuery, type TermRow } from '../src/modules/catalog/catalog-terms.repository.ts';
import { uniqueQueries } from './search-queries.ts';

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  dataDir: process.env.BENCH_DATA_DIR,
  poolSize: 1,
});
const run = async <T>(statement: SQL) => rowsOf<T>(await database.db.execute(statement));
const words = process.argv.slice(2).length ? process.argv.slice(2) : ['maple', 'oak', 'serviceberry', 'hydrangae'];
const verbose = process.env.EXPLAIN_VERBOSE === '1';

/** Planning and execution time of one statement, in ms. */
async function explain(label: string, statement: SQL, print = true) {
  const rows = await run<Record<string, string>>(sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
  const lines = rows.map((row) => Object.values(row)[0]!);
  if (verbose) console.log(lines.join('\n'));
  const time = (name: string) => Number(lines.find((line) => line.startsWith(name))?.match(/([\d.]+) ms/)?.[1] ?? 0);
  const times = { planning: time('Planning Time'), execution: time('Execution Time') };
  if (print) console.log(`${label.padEnd(48)} planning ${times.planning} ms, execution ${times.execution} ms`);
  return times;
}

async function statements(search: string, print: boolean) {
  const terms = searchTerms(search, 8);
  if (terms.length === 0) return null;
  const check = await explain(`${search}: term check`, analyzeTermsQuery(terms), print);
  const tsquery = buildTsquery((await run<TermRow>(analyzeTermsQuery(terms))).map(checkedTerm));
  const page = await explain(
    `${search}: page (${tsquery})`,
    listPlantsQuery({ tsquery, sort: 'relevance', limit: 25, offset: 0 }),
    print,
  );
  const facets = await explain(`${search}: facets`, facetCountsQuery({ tsquery }), print);
  const filtered = await explain(
    `${search}: facets, zone 7b + full sun`,
    facetCountsQuery({ tsquery, zoneRank: 13, light: ['full_sun'] }),
    print,
  );
  const both = await explain(
    `${search}: page + facets in one`,
    searchWithFacetsQuery({ tsquery, sort: 'relevance', limit: 25, offset: 0 }),
    print,
  );
  return { check, page, facets, filtered, both };
}

const sample = Number(process.env.EXPLAIN_SAMPLE ?? 0);
if (sample > 0) {
  const runs: NonNullable<Awaited<ReturnType<typeof statements>>>[] = [];
  for (const search of uniqueQueries(sample)) {
    const run = await statements(search, false);
    if (run) runs.push(run);
  }
  const p = (values: number[], q: number) =>
    values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
  for (const name of ['check', 'page', 'facets', 'filtered', 'both'] as const) {
    const execution = runs.map((run) => run[name].execution);
    const total = runs.map((run) => run[name].execution + run[name].planning);
    console.log(
      `${name.padEnd(9)} execution p50 ${p(execution, 0.5)} p95 ${p(execution, 0.95)} max ${p(execution, 1)} ms; with planning p95 ${p(total, 0.95).toFixed(2)} ms`,
    );
  }
  const total = (pick: (run: (typeof runs)[number]) => number) => {
    const values = runs.map(pick);
    return `p50 ${p(values, 0.5).toFixed(2)} p95 ${p(values, 0.95).toFixed(2)} ms`;
  };
  console.log(`${runs.length} searches with facets, execution in the database:`);
  console.log(
    `  term check + page + facets (two statements): ${total((r) => r.check.execution + r.page.execution + r.facets.execution)}`,
  );
  console.log(`  term check + page and facets in one:         ${total((r) => r.check.execution + r.both.execution)}`);
} else {
  for (const word of words) await statements(word, true);
}
await database.close();
