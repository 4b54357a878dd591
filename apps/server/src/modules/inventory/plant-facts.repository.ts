import { FACTS_VERSION } from '@verdant/shared/rules/plant-facts';
import { asc, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryItems } from '../../db/schema/index.ts';
import { factColumns } from './plant-facts.ts';

const BATCH = 1000;

/**
 * Fills the derived columns (size class, growing attributes from the reference, search names) of every item an
 * older fill or no fill has written: rows from before migration 0016 and rows written with plain SQL. Idempotent
 * (facts_version); run at start-up under the seed lock. Returns how many rows it filled.
 */
export async function fillPlantFacts(db: Db): Promise<number> {
  let filled = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(inventoryItems)
      .where(sql`${lt(inventoryItems.factsVersion, FACTS_VERSION)} AND ${gt(inventoryItems.id, after)}`)
      .orderBy(asc(inventoryItems.id))
      .limit(BATCH);
    if (rows.length === 0) return filled;
    const values = rows.map((row) => ({ id: row.id, ...factColumns(row) }));
    // One statement per batch: the values travel as one JSON parameter.
    await db.execute(sql`UPDATE inventory_items i SET
        size_class = f.size_class, size_rank = f.size_rank, zone_min = f.zone_min, zone_max = f.zone_max,
        light = f.light, water = f.water, native_states = f.native_states, deer_resistant = f.deer_resistant,
        habit = f.habit, bloom_season = f.bloom_season, bloom_color = f.bloom_color,
        search_names = f.search_names, facts_from_reference = f.facts_from_reference,
        facts_version = f.facts_version
      FROM jsonb_to_recordset(${JSON.stringify(values.map(snakeCase))}::jsonb) AS f(
        id integer, size_class text, size_rank real, zone_min text, zone_max text, light text[], water text,
        native_states text[], deer_resistant boolean, habit text, bloom_season text[], bloom_color text,
        search_names text, facts_from_reference text[], facts_version smallint)
      WHERE i.id = f.id`);
    filled += rows.length;
    after = rows.at(-1)!.id;
  }
}

const snakeCase = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]),
  );
