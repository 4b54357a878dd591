import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { inventoryItems, vendorProfiles } from '../../../db/schema/index.ts';
import { PLANT_COLUMNS, type PlantRow, prepared } from '../catalog.repository.ts';
import { visibleToBuyers } from '../visibility.repository.ts';
import type { IndexedPlant } from './segment.ts';

// Every value is passed as text (lists as array literals), so each statement runs prepared on PostgreSQL and, on
// PGlite, inside a search's turn of the queue (catalog-statements.ts: only plain values may).

const idList = (ids: number[]) => `{${ids.join(',')}}`;
const VISIBLE = visibleToBuyers(alias(inventoryItems, 'i'), alias(vendorProfiles, 'v'));

export interface ChangeCheck {
  /** Oldest transaction still running when the check was made: a later check reads changes from it on. */
  xmin: string;
  /** Vendors whose items or images a transaction from `since` on wrote (inventory_changes). */
  vendors: number[];
  /** Every vendor: [id, approved, state, a digest of what a plant's row shows of it]. */
  all_vendors: [number, boolean, string | null, string][];
}

/**
 * What changed since transaction `since` (null: everything). The snapshot's xmin is taken first: a write still
 * running now has a transaction id at or above it, so the next check, reading from it, cannot miss that write.
 */
export async function checkChanges(db: Db, since: string | null): Promise<ChangeCheck> {
  const [row] = await prepared<ChangeCheck>(
    db,
    sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
      CASE WHEN ${since}::text IS NULL THEN ARRAY(SELECT id FROM vendor_profiles)
        ELSE ARRAY(SELECT DISTINCT vendor_id FROM inventory_changes WHERE tx >= ${since}::text::bigint) END AS vendors,
      (SELECT coalesce(json_agg(json_build_array(id, is_approved, state, md5(concat_ws('|', business_name,
        business_description, business_email, business_phone)))), '[]') FROM vendor_profiles) AS all_vendors`,
  );
  return row!;
}

/** The listed, available plants of these vendors, with what the index keeps of each. */
export async function indexedPlants(db: Db, vendorId: number): Promise<IndexedPlant[]> {
  return prepared<IndexedPlant>(
    db,
    sql`SELECT i.id, i.search_vector::text AS vector, nullif(split_part(i.search_names, ' | ', 1), '') AS taxon,
        i.category::text AS category, i.price_cents, i.quantity_available > 0 AS in_stock, i.size_class, i.light,
        i.water, i.native_states, i.deer_resistant, verdant_zone_rank(i.zone_min) AS zone_min_rank,
        verdant_zone_rank(i.zone_max) AS zone_max_rank,
        (extract(epoch FROM i.stock_confirmed_at) * 1000)::float8 AS confirmed_ms
      FROM inventory_items i
      WHERE i.vendor_id = ${vendorId} AND i.deleted_at IS NULL AND i.is_available AND i.search_vector IS NOT NULL
      ORDER BY i.id`,
  );
}

/** The page's plants by id, still visible to buyers, in the order given. */
export async function plantsByIds(db: Db, ids: number[]): Promise<PlantRow[]> {
  if (ids.length === 0) return [];
  const rows = await prepared<PlantRow>(
    db,
    sql`SELECT ${PLANT_COLUMNS} FROM inventory_items i JOIN vendor_profiles v ON v.id = i.vendor_id
      WHERE i.id = ANY(${idList(ids)}::int[]) AND ${VISIBLE}`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
