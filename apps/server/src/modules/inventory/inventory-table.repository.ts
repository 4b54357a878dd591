import { CATEGORIES } from '@verdant/shared/enums';
import { STOCK_REMIND_DAYS } from '@verdant/shared/rules/stock-confirmation';
import type { VendorInventorySort } from '@verdant/shared/schemas/vendor';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared-rows.ts';
import { inquiries, inventoryItems, itemImages, orderItems } from '../../db/schema/index.ts';
import type { InventoryRow } from './inventory.repository.ts';

// The vendor's inventory table (issue 18): pages, bulk actions, stock confirmation and the export. Every query is
// limited to the vendor's live items; each sort order has its own index (schema/catalog.ts).

const ownLive = (vendorId: number) => and(eq(inventoryItems.vendorId, vendorId), isNull(inventoryItems.deletedAt));
/** Stock confirmed before this is unconfirmed (the vendor is reminded). */
const unconfirmedBefore = sql`now() - make_interval(days => ${STOCK_REMIND_DAYS})`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export interface TableFilters {
  search?: string | undefined;
  category?: InventoryRow['category'] | undefined;
  inStock?: boolean | undefined;
  published?: boolean | undefined;
  unconfirmed?: boolean | undefined;
  sizeClass?: string[] | undefined;
}

function conditionsOf(vendorId: number, filters: TableFilters): SQL {
  const conditions: (SQL | undefined)[] = [ownLive(vendorId)];
  if (filters.search) {
    // lower() LIKE over the stored name_key (lower(btrim(name))), not ILIKE: ILIKE case-folds every row's text
    // again (7-10 ms over 5,000 items here, 2-3 ms this way); categories matched by key here, not cast per row.
    const text = filters.search.toLowerCase();
    const pattern = `%${escapeLike(text)}%`;
    const categories = CATEGORIES.filter((category) => category.includes(text));
    conditions.push(
      or(
        sql`${inventoryItems.nameKey} LIKE ${pattern}`,
        sql`lower(${inventoryItems.scientificName}) LIKE ${pattern}`,
        categories.length ? inArray(inventoryItems.category, categories) : undefined,
      ),
    );
  }
  if (filters.category) conditions.push(eq(inventoryItems.category, filters.category));
  if (filters.inStock !== undefined) {
    conditions.push(
      filters.inStock ? sql`${inventoryItems.quantityAvailable} > 0` : sql`${inventoryItems.quantityAvailable} = 0`,
    );
  }
  if (filters.published !== undefined) conditions.push(eq(inventoryItems.isAvailable, filters.published));
  if (filters.sizeClass?.length) conditions.push(inArray(inventoryItems.sizeClass, filters.sizeClass));
  if (filters.unconfirmed) {
    conditions.push(lt(inventoryItems.stockConfirmedAt, unconfirmedBefore));
  }
  return and(...conditions)!;
}

/** Each order is an index (vendor_id, column, id) over live items; the name order is the stored name_key. */
function orderOf(sort: VendorInventorySort): SQL[] {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as 'name' | 'price' | 'quantity_available' | 'updated_at';
  const column = {
    name: inventoryItems.nameKey,
    price: inventoryItems.priceCents,
    quantity_available: inventoryItems.quantityAvailable,
    updated_at: inventoryItems.updatedAt,
  }[key];
  const direction = descending ? desc : asc;
  return [direction(column), direction(inventoryItems.id)];
}

export async function listTablePage(
  db: Db,
  vendorId: number,
  filters: TableFilters,
  sort: VendorInventorySort,
  limit: number,
  offset: number,
): Promise<{ rows: InventoryRow[]; total: number }> {
  const where = conditionsOf(vendorId, filters);
  // The page's ids first, from the sort's index alone (a deep page skips index entries, not whole rows); then
  // those rows.
  const pageIds = db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(limit)
    .offset(offset);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(inventoryItems)
      .where(inArray(inventoryItems.id, pageIds))
      .orderBy(...orderOf(sort)),
    db.select({ total: count() }).from(inventoryItems).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** How many live items the vendor has in each size class (items of no known size left out). */
export function sizeClassCounts(db: Db, vendorId: number): Promise<{ value: string; count: number }[]> {
  return db
    .select({ value: sql<string>`${inventoryItems.sizeClass}`, count: count() })
    .from(inventoryItems)
    .where(and(ownLive(vendorId), isNotNull(inventoryItems.sizeClass)))
    .groupBy(inventoryItems.sizeClass);
}

/** The vendor's live items in name order (the availability list), at most `limit`; published ones only for buyers. */
export async function listAllVendorItems(db: Db, vendorId: number, publishedOnly: boolean, limit: number) {
  return db
    .select()
    .from(inventoryItems)
    .where(and(ownLive(vendorId), publishedOnly ? eq(inventoryItems.isAvailable, true) : undefined))
    .orderBy(...orderOf('name'))
    .limit(limit);
}

/** Locks the vendor's live items among `ids`; returns the ids found (fewer than asked: some are not the vendor's). */
export async function lockOwnItems(db: Db, vendorId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(ownLive(vendorId), inArray(inventoryItems.id, ids)))
    .for('update');
  return rows.map((row) => row.id);
}

const percentFactor = (percent: number) => sql`((100 + ${String(percent)}::numeric) / 100)`;

/**
 * The quantity breaks scaled by the same factor as the price, so a break stays a discount (one left above the new
 * price would charge a bulk buyer more than the unit price). A break no longer below the price or the break before
 * it once rounded (or at 0) goes, as the item form would refuse it.
 */
const scaledTiers = (factor: SQL, newPrice: SQL) => sql`(
  SELECT coalesce(jsonb_agg(jsonb_build_object('min_quantity', s.min_quantity, 'price_cents', s.price_cents)
    ORDER BY s.min_quantity), '[]'::jsonb)
  FROM (
    SELECT min_quantity, price_cents, lag(price_cents, 1, ${newPrice}) OVER (ORDER BY min_quantity) AS before
    FROM (
      SELECT (t->>'min_quantity')::int AS min_quantity, round((t->>'price_cents')::numeric * ${factor})::int AS price_cents
      FROM jsonb_array_elements(${inventoryItems.priceTiers}) AS t
    ) AS scaled
  ) AS s
  WHERE s.price_cents > 0 AND s.price_cents < s.before
)`;

/** Whether raising the items' prices by `percent` would put one above `maxCents` (checked before any change). */
export async function anyPriceWouldExceed(db: Db, vendorId: number, ids: number[], percent: number, maxCents: number) {
  const rows = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(
      and(
        ownLive(vendorId),
        inArray(inventoryItems.id, ids),
        sql`round(${inventoryItems.priceCents} * ${percentFactor(percent)}) > ${maxCents}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

type BulkChange =
  | { kind: 'published'; value: boolean }
  | { kind: 'stock'; value: number }
  | { kind: 'price_percent'; value: number };

/** One UPDATE over the (locked) items; an edit also confirms their stock. Returns how many changed. */
export async function updateItemsBulk(db: Db, vendorId: number, ids: number[], change: BulkChange): Promise<number> {
  const now = sql`now()`;
  const base = { updatedAt: now, stockConfirmedAt: now };
  let set: Record<string, unknown>;
  if (change.kind === 'published') set = { ...base, isAvailable: change.value };
  else if (change.kind === 'stock') set = { ...base, quantityAvailable: change.value };
  else {
    // Rounded to whole cents (half away from zero), never below a cent (a price is more than 0); a compare-at price no longer above the new price
    // would show a false discount, so it goes.
    const factor = percentFactor(change.value);
    const newPrice = sql`greatest(1, round(${inventoryItems.priceCents} * ${factor}))::int`;
    set = {
      ...base,
      priceCents: newPrice,
      compareAtPriceCents: sql`CASE WHEN ${inventoryItems.compareAtPriceCents} > ${newPrice}
        THEN ${inventoryItems.compareAtPriceCents} END`,
      priceTiers: scaledTiers(factor, newPrice),
    };
  }
  const rows = await db
    .update(inventoryItems)
    .set(set)
    .where(and(ownLive(vendorId), inArray(inventoryItems.id, ids)))
    .returning({ id: inventoryItems.id });
  return rows.length;
}

/** Of `ids`, those that orders or inquiries point at (they are kept, soft-deleted, for that history). */
export async function idsWithHistory(db: Db, ids: number[]): Promise<Set<number>> {
  const [ordered, asked] = await Promise.all([
    db
      .selectDistinct({ id: orderItems.inventoryItemId })
      .from(orderItems)
      .where(inArray(orderItems.inventoryItemId, ids)),
    db.selectDistinct({ id: inquiries.inventoryItemId }).from(inquiries).where(inArray(inquiries.inventoryItemId, ids)),
  ]);
  return new Set([...ordered, ...asked].map((row) => row.id).filter((id): id is number => id !== null));
}

export async function softDeleteItems(db: Db, vendorId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(inventoryItems)
    .set({ deletedAt: new Date(), isAvailable: false })
    .where(and(ownLive(vendorId), inArray(inventoryItems.id, ids)))
    .returning({ id: inventoryItems.id });
  return rows.length;
}

/** Deletes the items (their images cascade); returns the storage keys whose files can go. */
export async function hardDeleteItems(db: Db, vendorId: number, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const keys = await db
    .select({ key: itemImages.storageKey })
    .from(itemImages)
    .where(inArray(itemImages.inventoryItemId, ids));
  await db.delete(inventoryItems).where(and(ownLive(vendorId), inArray(inventoryItems.id, ids)));
  return keys.map((row) => row.key);
}

/** "Confirm all stock is current": every live item of the vendor, now. */
export async function confirmAllStock(db: Db, vendorId: number): Promise<{ confirmed: number; at: Date }> {
  const rows = await db
    .update(inventoryItems)
    .set({ stockConfirmedAt: sql`now()` })
    .where(ownLive(vendorId))
    .returning({ at: inventoryItems.stockConfirmedAt });
  return { confirmed: rows.length, at: rows[0]?.at ?? new Date() };
}

export interface InventoryState {
  /** Raised by every committed write to the vendor's items or their images (the inventory_changes triggers). */
  version: string;
  /** The database's clock, rounded up to the millisecond. */
  nowMs: number;
  /** Until when (ms, rounded down) no item of the vendor becomes unconfirmed by time alone; null: none will. */
  unconfirmedStableUntilMs: number | null;
}

/**
 * What the vendor's table answers depend on besides the query: its inventory version (the summed weights of its
 * inventory_changes rows, which folding keeps) and the next moment an item's stock confirmation gets too old (from
 * the confirmation index; an hour early, so calendar-day arithmetic across a DST change cannot make it late).
 * A few index entries, against building a page (docs/performance.md).
 */
export async function inventoryState(db: Db, vendorId: number): Promise<InventoryState> {
  const statement = sql`SELECT
      (SELECT coalesce(sum(weight), 0)::text FROM inventory_changes WHERE vendor_id = ${vendorId}) AS version,
      ceil(extract(epoch FROM now()) * 1000)::float8 AS now_ms,
      floor(extract(epoch FROM (SELECT min(${inventoryItems.stockConfirmedAt}) FROM ${inventoryItems}
          WHERE ${ownLive(vendorId)} AND ${inventoryItems.stockConfirmedAt} >= ${unconfirmedBefore})
        + make_interval(days => ${STOCK_REMIND_DAYS}) - interval '1 hour') * 1000)::float8 AS stable_until_ms`;
  const [row] = await preparedRows<{ version: string; now_ms: number; stable_until_ms: number | null }>(
    db,
    'vendor_inventory_state',
    statement,
  );
  return { version: row!.version, nowMs: row!.now_ms, unconfirmedStableUntilMs: row!.stable_until_ms };
}

/**
 * Merges each vendor's change rows into one row with their summed weight, so reading a version stays a few index
 * entries. Sums are kept, so cached answers stay valid; it removes only committed rows it sees, so a write still in
 * progress (or a fold in another process) keeps its own weight.
 */
export async function foldInventoryChanges(db: Db): Promise<void> {
  await db.execute(sql`WITH folded AS (
      DELETE FROM inventory_changes c
      USING (SELECT vendor_id FROM inventory_changes GROUP BY vendor_id HAVING count(*) > 1) several
      WHERE c.vendor_id = several.vendor_id
      RETURNING c.vendor_id, c.weight)
    INSERT INTO inventory_changes (vendor_id, tx, weight)
    SELECT vendor_id, pg_current_xact_id()::text::bigint, sum(weight) FROM folded GROUP BY vendor_id`);
}
