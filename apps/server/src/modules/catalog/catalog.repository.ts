import type { Category, Plan } from '@verdant/shared/enums';
import { STOCK_STALE_DAYS } from '@verdant/shared/rules/stock-confirmation';
import type { CatalogSort } from '@verdant/shared/schemas/catalog';
import { type SQL, sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { inventoryItems, type StoredPriceTier, vendorProfiles } from '../../db/schema/index.ts';
import type { ImageRecord } from '../images/image-view.ts';
import { preparedShape, runPrepared } from './catalog-statements.ts';
import { visibleToBuyers } from './visibility.repository.ts';

// Raw SQL on purpose: full-text search, trigram lookups and JSON aggregation, each shaped so an index serves it
// (the catalog tests EXPLAIN these very queries). Sort orders match the partial indexes of migration 0002 exactly.

export interface PlantRow extends Record<string, unknown> {
  id: number;
  plant_name: string;
  scientific_name: string | null;
  description: string | null;
  care_instructions: string | null;
  price_cents: number;
  compare_at_price_cents: number | null;
  price_tiers: StoredPriceTier[] | null;
  quantity_available: number;
  category: Category;
  size: string | null;
  pot_size: string | null;
  is_available: boolean;
  rating_average: number | null;
  rating_count: number;
  created_at: Date | string;
  stock_confirmed_at: Date | string;
  /** YYYY-MM-DD (read as text: drivers differ on dates). */
  ready_date: string | null;
  vendor_id: number;
  business_name: string;
  business_description: string | null;
  business_email: string | null;
  business_phone: string | null;
  images: ImageRecord[] | null;
  size_class: string | null;
  zone_min: string | null;
  zone_max: string | null;
  light: string[] | null;
  water: string | null;
  mature_height_ft: number | null;
  mature_spread_ft: number | null;
  native_states: string[] | null;
  deer_resistant: boolean | null;
  habit: string | null;
  bloom_season: string[] | null;
  bloom_color: string | null;
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// The same casing as the client (db/client.ts), so schema columns render as their SQL names.
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Runs a catalog read. On PostgreSQL it is a named prepared statement: each pooled connection parses and plans a
 * statement shape once (filters x sort: a few hundred shapes at most), which is most of a listing's database time.
 * On PGlite it is PREPAREd once and EXECUTEd (catalog-statements.ts).
 */
export async function prepared<T>(db: Db, statement: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return runPrepared<T>(db, text, params);
}

// The catalog's queries name the tables i and v.
const VISIBLE = visibleToBuyers(alias(inventoryItems, 'i'), alias(vendorProfiles, 'v'));

export const PLANT_COLUMNS = sql`
  i.id, i.plant_name, i.scientific_name, i.description, i.care_instructions, i.price_cents,
  i.compare_at_price_cents, i.quantity_available, i.category, i.size, i.pot_size, i.is_available,
  i.rating_average::float8 AS rating_average, i.rating_count, i.created_at, i.stock_confirmed_at,
  v.id AS vendor_id, v.business_name, v.business_description, v.business_email, v.business_phone,
  i.images, i.price_tiers, i.size_class, i.zone_min, i.zone_max, i.light, i.water, i.mature_height_ft,
  i.mature_spread_ft, i.native_states, i.deer_resistant, i.habit, i.bloom_season, i.bloom_color,
  i.ready_date::text AS ready_date`;

/** Confirmed before this, a plant's availability is "not recently confirmed" (rules/stock-confirmation.ts). */
export const STALE_BEFORE = sql.raw(`now() - interval '${STOCK_STALE_DAYS} days'`);

export interface ListFilters {
  /** A to_tsquery('english', ...) text built from sanitized words, or undefined for no search. */
  tsquery?: string | undefined;
  /** With a search: the accepted names of the taxa it names in full, joined by "|"; their listings rank first. */
  named?: string | undefined;
  category?: Category | undefined;
  vendorId?: number | undefined;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  inStock?: boolean | undefined;
  /** verdant_zone_rank of the buyer's zone: plants whose zone range includes it. */
  zoneRank?: number | undefined;
  light?: string[] | undefined;
  water?: string[] | undefined;
  sizeClass?: string[] | undefined;
  nativeState?: string | undefined;
  deerResistant?: boolean | undefined;
  /** The nursery's state (vendor_profiles.state, read from its address). */
  state?: string | undefined;
}

export interface ListQuery extends ListFilters {
  sort: CatalogSort;
  limit: number;
  offset: number;
}

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export type FacetName =
  | 'category'
  | 'size_class'
  | 'light'
  | 'water'
  | 'native_state'
  | 'deer_resistant'
  | 'in_stock'
  | 'state'
  | 'zone';

/** One condition per filter the query sets, by facet name (each facet leaves its own out). */
export function filterConditions(filters: ListFilters): Partial<Record<FacetName | 'price', SQL>> {
  const conditions: Partial<Record<FacetName | 'price', SQL>> = {};
  if (filters.category) conditions.category = sql`i.category = ${filters.category}`;
  const price: SQL[] = [];
  if (filters.minPriceCents !== undefined) price.push(sql`i.price_cents >= ${filters.minPriceCents}`);
  if (filters.maxPriceCents !== undefined) price.push(sql`i.price_cents <= ${filters.maxPriceCents}`);
  if (price.length) conditions.price = sql.join(price, sql` AND `);
  if (filters.inStock) conditions.in_stock = sql`i.quantity_available > 0`;
  if (filters.zoneRank !== undefined) {
    conditions.zone = sql`verdant_zone_rank(i.zone_min) <= ${filters.zoneRank}
      AND verdant_zone_rank(i.zone_max) >= ${filters.zoneRank}`;
  }
  if (filters.light?.length) conditions.light = sql`i.light && ${textArray(filters.light)}`;
  if (filters.water?.length) conditions.water = sql`i.water = ANY(${textArray(filters.water)})`;
  if (filters.sizeClass?.length) conditions.size_class = sql`i.size_class = ANY(${textArray(filters.sizeClass)})`;
  if (filters.nativeState) conditions.native_state = sql`i.native_states @> ${textArray([filters.nativeState])}`;
  if (filters.deerResistant !== undefined) {
    conditions.deer_resistant = filters.deerResistant ? sql`i.deer_resistant` : sql`i.deer_resistant IS NOT TRUE`;
  }
  if (filters.state) conditions.state = sql`v.state = ${filters.state}`;
  return conditions;
}

/** What every facet counts over: visible plants matching the search and the vendor (never left out). */
export function baseConditions(filters: ListFilters): SQL[] {
  const conditions: SQL[] = [VISIBLE];
  if (filters.tsquery !== undefined) conditions.push(sql`i.search_vector @@ q.query`);
  if (filters.vendorId !== undefined) conditions.push(sql`i.vendor_id = ${filters.vendorId}`);
  return conditions;
}

/**
 * The search's tsquery reaches the planner as an expression it cannot fold: 'english' is cast to regconfig at run
 * time (that cast is STABLE), so no plan sees the words. Every search of a statement shape then costs the same, and
 * after five runs PostgreSQL keeps the generic plan of a prepared statement instead of planning each search (the plan
 * is the same GIN bitmap scan either way). With the words visible it planned per call whenever the first searches were
 * narrow ones: one search with facets at 100,000 plants took 2.14 ms of PostgreSQL's CPU that way, 1.35 ms generic.
 */
export function fromClause(filters: ListFilters): SQL {
  return filters.tsquery !== undefined
    ? sql`inventory_items i JOIN vendor_profiles v ON v.id = i.vendor_id
        CROSS JOIN ROWS FROM (to_tsquery('english'::text::regconfig, verdant_unaccent(${filters.tsquery})),
          string_to_array(nullif(${filters.named ?? ''}, ''), '|')) AS q(query, named)`
    : sql`inventory_items i JOIN vendor_profiles v ON v.id = i.vendor_id`;
}

/**
 * Relevance: first the listings of a plant the search names in full (q.named; search_names starts with the accepted
 * name of the listing's taxon): "fig" finds Ficus carica before Magnolia figo, "Thuja occidentalis Smaragd" the
 * cultivar before the species, whose common names include "Smaragd arborvitae". Then ts_rank, normalized (1) by the
 * document's length: the listing of a plant itself outranks a cultivar's whose names repeat the species'. That
 * keeps it far below 1 (at most 0.2 over the bench's catalog).
 */
export const SEARCH_RANK = sql`(ts_rank(i.search_vector, q.query, 1) + CASE WHEN q.named IS NULL THEN 0
  WHEN split_part(i.search_names, ' | ', 1) = ANY(q.named) THEN 1 ELSE 0 END)`;

function orderBy(sort: CatalogSort, searching: boolean): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`i.price_cents ASC, i.id ASC`;
    case 'price_desc':
      return sql`i.price_cents DESC, i.id DESC`;
    case 'rating':
      return sql`i.rating_average DESC NULLS LAST, i.rating_count DESC NULLS LAST, i.id DESC NULLS LAST`;
    case 'size':
      return sql`i.size_rank ASC NULLS LAST, i.id ASC`;
    case 'relevance':
      if (searching) return sql`${SEARCH_RANK} DESC, i.id DESC`;
      return sql`i.created_at DESC NULLS LAST, i.id DESC NULLS LAST`;
    default:
      return sql`i.created_at DESC NULLS LAST, i.id DESC NULLS LAST`;
  }
}

/** The listing query itself (exported so a test can EXPLAIN it). */
export function listPlantsQuery(filters: ListQuery): SQL {
  const searching = filters.tsquery !== undefined;
  const conditions = [...baseConditions(filters), ...Object.values(filterConditions(filters))];
  if (searching && filters.sort === 'relevance') return rankThenFetch(filters, conditions);
  // Plants whose stock was confirmed within STOCK_STALE_DAYS first, then the others, each part in the page's own
  // order: the first part is read through the sort's index and the second (usually never reached) through the
  // confirmation index, so every sort keeps its index.
  const part = (freshness: SQL) => sql`(SELECT ${PLANT_COLUMNS} FROM ${fromClause(filters)}
    WHERE ${sql.join([...conditions, freshness], sql` AND `)}
    ORDER BY ${orderBy(filters.sort, searching)}
    LIMIT ${filters.offset + filters.limit})`;
  return sql`${part(sql`i.stock_confirmed_at >= ${STALE_BEFORE}`)}
    UNION ALL ${part(sql`i.stock_confirmed_at < ${STALE_BEFORE}`)}
    LIMIT ${filters.limit} OFFSET ${filters.offset}`;
}

/**
 * Search by relevance: every match is ranked, so no index gives the order. Rank first, carrying only the id and the
 * sort keys through the sort (a broad word matches thousands of rows), then read the page's full rows by id.
 * Recently confirmed plants first, as in every listing.
 */
function rankThenFetch(filters: ListQuery, conditions: SQL[]): SQL {
  return sql`WITH r AS (
      SELECT i.id, ${SEARCH_RANK} AS rank, i.stock_confirmed_at >= ${STALE_BEFORE} AS fresh
      FROM ${fromClause(filters)}
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY fresh DESC, rank DESC, i.id DESC
      LIMIT ${filters.offset + filters.limit})
    SELECT ${PLANT_COLUMNS} FROM r JOIN inventory_items i ON i.id = r.id JOIN vendor_profiles v ON v.id = i.vendor_id
    ORDER BY r.fresh DESC, r.rank DESC, r.id DESC
    LIMIT ${filters.limit} OFFSET ${filters.offset}`;
}

export async function listPlants(db: Db, filters: ListQuery): Promise<PlantRow[]> {
  return preparedShape<PlantRow, ListQuery>(db, 'list', filters, listPlantsQuery);
}

export function findPlantQuery(id: number): SQL {
  return sql`SELECT ${PLANT_COLUMNS} FROM inventory_items i JOIN vendor_profiles v ON v.id = i.vendor_id
    WHERE i.id = ${id} AND ${VISIBLE}`;
}

export async function findVisiblePlant(db: Db, id: number): Promise<PlantRow | null> {
  return (await prepared<PlantRow>(db, findPlantQuery(id)))[0] ?? null;
}

/** Just a visible plant's images (primary first), for the plant page's preload header; null when hidden or unknown. */
export async function findVisiblePlantImages(db: Db, id: number): Promise<ImageRecord[] | null> {
  const [row] = await prepared<{ images: ImageRecord[] }>(
    db,
    sql`SELECT i.images FROM inventory_items i JOIN vendor_profiles v ON v.id = i.vendor_id
      WHERE i.id = ${id} AND ${VISIBLE}`,
  );
  return row ? row.images : null;
}

/** Largest real discount first; then, to fill the row, the newest items that show no struck-through price. */
export function dailyDealsQuery(limit: number): SQL {
  return sql`(SELECT ${PLANT_COLUMNS} FROM inventory_items i JOIN vendor_profiles v ON v.id = i.vendor_id
      WHERE ${VISIBLE} AND i.compare_at_price_cents > i.price_cents
      ORDER BY (i.price_cents::double precision / i.compare_at_price_cents), i.id
      LIMIT ${limit})
    UNION ALL
    (SELECT ${PLANT_COLUMNS} FROM inventory_items i JOIN vendor_profiles v ON v.id = i.vendor_id
      WHERE ${VISIBLE} AND NOT coalesce(i.compare_at_price_cents > i.price_cents, false)
      ORDER BY i.created_at DESC NULLS LAST, i.id DESC NULLS LAST
      LIMIT ${limit})
    LIMIT ${limit}`;
}

export async function dailyDeals(db: Db, limit: number): Promise<PlantRow[]> {
  return prepared<PlantRow>(db, dailyDealsQuery(limit));
}

export interface VendorStoreRow extends Record<string, unknown> {
  id: number;
  business_name: string;
  business_description: string | null;
  business_address: string | null;
  business_phone: string | null;
  business_email: string | null;
  created_at: Date | string;
  plant_count: number;
  rating_count: number;
  rating_average: number | null;
}

// The store page and the vendor directory show the same numbers: one list of columns over the vendor's visible
// plants (v = vendor_profiles, i = its listed and available items), review aggregates from real reviews.
const storeColumns = sql`v.id, v.business_name, v.business_description, v.business_address,
      v.business_phone, v.business_email, v.created_at,
      count(i.id)::int AS plant_count,
      coalesce(sum(i.rating_count), 0)::int AS rating_count,
      round(sum(i.rating_average * i.rating_count) / nullif(sum(i.rating_count), 0), 2)::float8 AS rating_average`;
const storeItems = sql`LEFT JOIN inventory_items i ON i.vendor_id = v.id AND i.deleted_at IS NULL AND i.is_available`;

/** An approved vendor's public profile, with review aggregates over its visible plants. */
export async function findVendorStore(db: Db, vendorId: number): Promise<VendorStoreRow | null> {
  const result = await db.execute(sql`SELECT ${storeColumns}
    FROM vendor_profiles v
    ${storeItems}
    WHERE v.id = ${vendorId} AND v.is_approved
    GROUP BY v.id`);
  return rowsOf<VendorStoreRow>(result)[0] ?? null;
}

export interface VendorDirectoryRow extends VendorStoreRow {
  plan: Plan;
}

export type VendorDirectoryFilters = {
  /** ILIKE pattern over the name, the description and the vendor's visible plant names. */
  search?: string;
  /** A city the business address names. */
  city?: string;
  /** Words any of which the description or a visible plant's name or description holds. */
  specialtyWords?: readonly string[];
  limit: number;
  offset: number;
};

/** A plant of this vendor that buyers see, matching `condition` on the plant (alias p). */
const hasVisiblePlant = (condition: SQL) => sql`EXISTS (SELECT 1 FROM inventory_items p
    WHERE p.vendor_id = v.id AND p.deleted_at IS NULL AND p.is_available AND ${condition})`;

/** Approved nurseries of active accounts by name, a page plus one row (to know whether another page follows). */
export async function listVendorDirectory(db: Db, filters: VendorDirectoryFilters): Promise<VendorDirectoryRow[]> {
  const conditions: SQL[] = [sql`v.is_approved`];
  if (filters.search) {
    const pattern = filters.search;
    conditions.push(sql`(v.business_name ILIKE ${pattern} OR v.business_description ILIKE ${pattern}
      OR ${hasVisiblePlant(sql`p.plant_name ILIKE ${pattern}`)})`);
  }
  if (filters.city) conditions.push(sql`v.business_address ILIKE ${`%${filters.city}%`}`);
  if (filters.specialtyWords?.length) {
    const any = (column: SQL) =>
      sql.join(
        filters.specialtyWords!.map((word) => sql`${column} ILIKE ${`%${word}%`}`),
        sql` OR `,
      );
    conditions.push(sql`(${any(sql`v.business_description`)}
      OR ${hasVisiblePlant(sql`(${any(sql`p.plant_name`)} OR ${any(sql`coalesce(p.description, '')`)})`)})`);
  }
  const result = await db.execute(sql`SELECT ${storeColumns}, u.plan
    FROM vendor_profiles v
    JOIN users u ON u.id = v.user_id AND u.is_active
    ${storeItems}
    WHERE ${sql.join(conditions, sql` AND `)}
    GROUP BY v.id, u.plan
    ORDER BY v.business_name, v.id
    LIMIT ${filters.limit + 1} OFFSET ${filters.offset}`);
  return rowsOf<VendorDirectoryRow>(result);
}
