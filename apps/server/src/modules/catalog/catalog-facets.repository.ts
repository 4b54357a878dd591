import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  baseConditions,
  type FacetName,
  filterConditions,
  fromClause,
  type ListFilters,
  type ListQuery,
  PLANT_COLUMNS,
  type PlantRow,
  SEARCH_RANK,
  STALE_BEFORE,
} from './catalog.repository.ts';
import { preparedShape } from './catalog-statements.ts';

export interface FacetCountRow extends Record<string, unknown> {
  facet: FacetName | 'price';
  value: string | null;
  count: number;
  /** Only on the price row: lowest and highest price in cents. */
  min_cents: number | null;
  max_cents: number | null;
}

/** The facets counted in one grouping pass, by the matched rows' (m) column holding their value. */
const VALUE_OF: Partial<Record<FacetName, string>> = {
  category: 'category',
  size_class: 'size_class',
  water: 'water',
  state: 'state',
  deer_resistant: 'deer',
  in_stock: 'stock',
};
/** Facets whose rows carry several values (a plant for sun and part shade counts under both). */
const ARRAY_OF: Partial<Record<FacetName, string>> = { light: 'light', native_state: 'native_states' };

/**
 * Counts for every facet over the current query in one statement: the matched rows (search, vendor and visibility,
 * which no facet leaves out) are read once into m with a true/false column per filter. One pass over m then
 * groups it by each facet's column (GROUPING SETS), each count taken where every filter but that facet's own holds,
 * so the other choices of a facet stay visible with their counts. The matched rows are first collapsed to their
 * distinct combinations of facet values and filter flags (a broad word's 14,000 matches at 1,000,000 plants are
 * about 140 combinations), so the grouping sets and the price and zone rows add up counts per combination rather
 * than read every row again. List columns (light, native states) are grouped by the whole list first and unnested
 * after, once per distinct list rather than once per plant.
 */
export function facetCountsQuery(filters: ListFilters): SQL {
  return facetStatement(filters);
}

/**
 * Counts for every facet (as facetCountsQuery) and the page of a search by relevance, in one statement: the matched
 * rows are read once, their rank taken there, and the page is the best of those that pass every filter. A broad
 * word's thousands of matches are then read once rather than twice. One row: the page and the counts, as JSON.
 */
export function searchWithFacetsQuery(filters: ListQuery): SQL {
  return facetStatement(filters, filters);
}

function facetStatement(filters: ListFilters, page?: ListQuery): SQL {
  const conditions = filterConditions(filters);
  const flag = (name: FacetName | 'price') => sql.raw(`f_${name}`);
  const names = Object.keys(conditions) as (FacetName | 'price')[];
  const flags = names.map((name) => sql`(${conditions[name]}) AS ${flag(name)}`);
  const allBut = (name: FacetName | 'price') => {
    const others = names.filter((other) => other !== name).map((other) => sql`m.${flag(other)}`);
    return others.length ? sql.join(others, sql` AND `) : sql`true`;
  };
  const grouped = [...Object.entries(VALUE_OF), ...Object.entries(ARRAY_OF)] as [FacetName, string][];
  const column = (name: string) => sql.raw(`m.${name}`);
  const when = (pick: (name: FacetName, col: SQL) => SQL) =>
    sql.join(
      grouped.map(([name, col]) => sql`WHEN GROUPING(${column(col)}) = 0 THEN ${pick(name, column(col))}`),
      sql` `,
    );
  const scalar = Object.entries(VALUE_OF) as [FacetName, string][];
  const lists = Object.entries(ARRAY_OF) as [FacetName, string][];
  const parts: SQL[] = [
    sql`SELECT facet, value, count, NULL::int AS min_cents, NULL::int AS max_cents
      FROM g WHERE value IS NOT NULL AND count > 0`,
    sql`SELECT facet, item, sum(count)::int, NULL::int, NULL::int
      FROM g CROSS JOIN unnest(g.list) AS item WHERE count > 0 GROUP BY facet, item`,
    sql`SELECT 'price', NULL, coalesce(sum(m.n), 0)::int, min(m.min_cents), max(m.max_cents)
      FROM c AS m WHERE ${allBut('price')}`,
  ];
  if (conditions.zone) {
    parts.push(sql`SELECT 'zone', NULL, coalesce(sum(m.n), 0)::int, NULL::int, NULL::int
      FROM c AS m WHERE ${allBut('zone')} AND m.${flag('zone')}`);
  }
  const keys = [...grouped.map(([, col]) => column(col)), ...names.map((name) => sql`m.${flag(name)}`)];
  const ranked = page
    ? sql`i.id, ${SEARCH_RANK} AS rank,
        i.stock_confirmed_at >= ${STALE_BEFORE} AS fresh, `
    : sql``;
  const facets = sql`${sql.join(parts, sql` UNION ALL `)}`;
  return sql`WITH m AS MATERIALIZED (
      SELECT ${ranked}i.category, i.size_class, i.light, i.water, i.native_states,
        CASE WHEN i.deer_resistant THEN 'true' END AS deer,
        CASE WHEN i.quantity_available > 0 THEN 'true' END AS stock,
        i.price_cents, v.state${flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
      FROM ${fromClause(filters)}
      WHERE ${sql.join(baseConditions(filters), sql` AND `)}),
    c AS (
      SELECT ${sql.join(keys, sql`, `)}, count(*) AS n, min(m.price_cents) AS min_cents, max(m.price_cents) AS max_cents
      FROM m GROUP BY ${sql.join(keys, sql`, `)}),
    g AS (
      SELECT CASE ${when((name) => sql`${name}::text`)} END AS facet,
        CASE ${sql.join(
          scalar.map(([, col]) => sql`WHEN GROUPING(${column(col)}) = 0 THEN ${column(col)}::text`),
          sql` `,
        )} END AS value,
        CASE ${sql.join(
          lists.map(([, col]) => sql`WHEN GROUPING(${column(col)}) = 0 THEN ${column(col)}`),
          sql` `,
        )} END AS list,
        (CASE ${when((name) => sql`sum(m.n) FILTER (WHERE ${allBut(name)})`)} END)::int AS count
      FROM c AS m GROUP BY GROUPING SETS (${sql.join(
        grouped.map(([, col]) => sql`(${column(col)})`),
        sql`, `,
      )}))
    ${
      page
        ? withPage(
            page,
            names.map((name) => sql`m.${flag(name)}`),
            facets,
          )
        : facets
    }`;
}

/** The statement's end when it also gives the page: the best-ranked rows passing every filter, full rows by id. */
function withPage(page: ListQuery, flags: SQL[], facets: SQL): SQL {
  return sql`, r AS (SELECT m.id, m.rank, m.fresh FROM m
      WHERE ${flags.length ? sql.join(flags, sql` AND `) : sql`true`}
      ORDER BY m.fresh DESC, m.rank DESC, m.id DESC
      LIMIT ${page.offset + page.limit})
    SELECT
      (SELECT coalesce(json_agg(p), '[]') FROM (SELECT ${PLANT_COLUMNS} FROM r
          JOIN inventory_items i ON i.id = r.id JOIN vendor_profiles v ON v.id = i.vendor_id
          ORDER BY r.fresh DESC, r.rank DESC, r.id DESC
          LIMIT ${page.limit} OFFSET ${page.offset}) AS p) AS plants,
      (SELECT coalesce(json_agg(f), '[]') FROM (${facets}) AS f) AS facets`;
}

/** The page (its rows as JSON: dates as ISO text) and the facet counts of a search by relevance. */
export async function searchWithFacets(
  db: Db,
  filters: ListQuery,
): Promise<{ rows: PlantRow[]; counts: FacetCountRow[] }> {
  const [row] = await preparedShape<{ plants: PlantRow[]; facets: FacetCountRow[] }, ListQuery>(
    db,
    'search+facets',
    filters,
    searchWithFacetsQuery,
  );
  return { rows: row!.plants, counts: row!.facets };
}

export async function facetCounts(db: Db, filters: ListFilters): Promise<FacetCountRow[]> {
  return preparedShape<FacetCountRow, ListFilters>(db, 'facets', filters, facetCountsQuery);
}
