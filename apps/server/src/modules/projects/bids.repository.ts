import type { ProjectStatus } from '@verdant/shared/enums';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared-rows.ts';
import { awards, bidLines, bids, inventoryItems, vendorProfiles } from '../../db/schema/index.ts';

// All SQL of bids, their lines and awards (issue 16).

export type BidRow = typeof bids.$inferSelect;
export type BidLineRow = typeof bidLines.$inferSelect;
export type NewBidLine = Omit<typeof bidLines.$inferInsert, 'bidId' | 'id'>;
export type AwardRow = typeof awards.$inferSelect;

export interface BidWithVendor {
  bid: BidRow;
  vendorName: string;
}

const bidColumns = { bid: bids, vendorName: vendorProfiles.businessName };

export async function findBidOf(db: Db, projectId: number, vendorId: number): Promise<BidWithVendor | null> {
  const [row] = await db
    .select(bidColumns)
    .from(bids)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, bids.vendorId))
    .where(and(eq(bids.projectId, projectId), eq(bids.vendorId, vendorId)));
  return row ?? null;
}

/** Row-locks the vendor's bid, so an edit and a withdrawal (or an award) never interleave. */
export async function lockBidOf(tx: Db, projectId: number, vendorId: number): Promise<BidRow | null> {
  const [row] = await tx
    .select()
    .from(bids)
    .where(and(eq(bids.projectId, projectId), eq(bids.vendorId, vendorId)))
    .for('update');
  return row ?? null;
}

export async function insertBid(tx: Db, values: typeof bids.$inferInsert): Promise<BidRow> {
  const [row] = await tx.insert(bids).values(values).returning();
  return row!;
}

export async function updateBid(tx: Db, id: number, values: Partial<typeof bids.$inferInsert>): Promise<void> {
  await tx.update(bids).set(values).where(eq(bids.id, id));
}

export async function replaceBidLines(tx: Db, bidId: number, lines: NewBidLine[]): Promise<void> {
  await tx.delete(bidLines).where(eq(bidLines.bidId, bidId));
  if (lines.length > 0) await tx.insert(bidLines).values(lines.map((line) => ({ ...line, bidId })));
}

/** Every bid of a project with its vendor's name, oldest first. */
export function bidsOfProject(db: Db, projectId: number): Promise<BidWithVendor[]> {
  return db
    .select(bidColumns)
    .from(bids)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, bids.vendorId))
    .where(eq(bids.projectId, projectId))
    .orderBy(asc(bids.id));
}

export function bidsOfVendor(db: Db, vendorId: number): Promise<BidWithVendor[]> {
  return db
    .select(bidColumns)
    .from(bids)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, bids.vendorId))
    .where(eq(bids.vendorId, vendorId))
    .orderBy(desc(bids.updatedAt), desc(bids.id))
    .limit(500);
}

export function linesOfBids(db: Db, bidIds: number[]): Promise<BidLineRow[]> {
  if (bidIds.length === 0) return Promise.resolve([]);
  return db.select().from(bidLines).where(inArray(bidLines.bidId, bidIds)).orderBy(asc(bidLines.id));
}

export function awardsOfProject(db: Db, projectId: number): Promise<AwardRow[]> {
  return db.select().from(awards).where(eq(awards.projectId, projectId));
}

/** Awarded lines per bid, for a vendor's list. */
export async function awardedLineCounts(db: Db, bidIds: number[]): Promise<Map<number, number>> {
  if (bidIds.length === 0) return new Map();
  const rows = await db
    .select({ bidId: awards.bidId, count: sql<number>`count(*)::int` })
    .from(awards)
    .where(inArray(awards.bidId, bidIds))
    .groupBy(awards.bidId);
  return new Map(rows.map((row) => [row.bidId, row.count]));
}

export async function insertAwards(tx: Db, rows: (typeof awards.$inferInsert)[]): Promise<AwardRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(awards).values(rows).returning();
}

/** After an award: bids that won lines are awarded, every other live bid not_awarded. */
export async function settleBids(tx: Db, projectId: number, winners: number[]) {
  const live = and(eq(bids.projectId, projectId), ne(bids.status, 'withdrawn'));
  if (winners.length > 0) {
    await tx
      .update(bids)
      .set({ status: 'awarded' })
      .where(and(live, inArray(bids.id, winners)));
  }
  return tx
    .update(bids)
    .set({ status: 'not_awarded' })
    .where(and(live, eq(bids.status, 'submitted')))
    .returning({ id: bids.id, vendorId: bids.vendorId });
}

/** The vendor's own, not deleted plants among `ids` (a bid line may ship from one of them). */
export async function ownItems(db: Db, vendorId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(
      and(eq(inventoryItems.vendorId, vendorId), inArray(inventoryItems.id, ids), isNull(inventoryItems.deletedAt)),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * Takes an awarded quantity from a listed plant: the same conditional update as checkout (never below zero, one
 * statement, so concurrent orders cannot oversell), at the bid's price rather than the list price.
 */
export async function takeStock(tx: Db, itemId: number, vendorId: number, quantity: number) {
  const [row] = await tx
    .update(inventoryItems)
    .set({ quantityAvailable: sql`${inventoryItems.quantityAvailable} - ${quantity}` })
    .where(
      and(
        eq(inventoryItems.id, itemId),
        eq(inventoryItems.vendorId, vendorId),
        sql`${inventoryItems.quantityAvailable} >= ${quantity}`,
        isNull(inventoryItems.deletedAt),
      ),
    )
    .returning({
      id: inventoryItems.id,
      plantName: inventoryItems.plantName,
      available: inventoryItems.quantityAvailable,
    });
  return row ?? null;
}

export async function itemStock(db: Db, itemId: number) {
  const [row] = await db
    .select({ plantName: inventoryItems.plantName, available: inventoryItems.quantityAvailable })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, itemId));
  return row ?? null;
}

/**
 * An awarded line the nursery grows to order (not tied to a listed plant): the order line needs a plant row, so it
 * gets one that buyers never see (unlisted and deleted), priced at the bid (decision 019).
 */
export async function insertMadeToOrderItem(
  tx: Db,
  values: { vendorId: number; plantName: string; scientificName: string; size: string; priceCents: number },
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(inventoryItems)
    .values({
      ...values,
      quantityAvailable: 0,
      isAvailable: false,
      deletedAt: now,
      description: 'Grown to order for an awarded project bid',
    })
    .returning({ id: inventoryItems.id });
  return row!.id;
}

export interface MatrixText {
  status: ProjectStatus;
  bid_deadline: string;
  /** JSON arrays, as the answer of GET /api/projects/{id}/bids has them. */
  lines: string;
  bids: string;
}

// Timestamps as JavaScript's toISOString() writes them, whatever the session's time zone.
const isoTime = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The comparison matrix of the buyer's project as JSON text built by the database in one statement (null: not this
 * buyer's project). Offers go column by column (schemas/projects.ts bidOffersSchema); dollars are cents / 100 as
 * float8, which prints the same shortest number as fromCents(). Node only splices the text into the answer: no
 * 3,000 rows to parse, map and serialize again (docs/performance.md). The offer columns come from one aggregate pass
 * over the bid's lines sorted once (an ORDER BY in each array_agg sorted them six times on PostgreSQL 15): every
 * column gets the rows in the same order, so entry i is one offer. On PostgreSQL it is a named prepared statement,
 * planned once per pooled connection.
 */
export async function matrixText(db: Db, projectId: number, buyerId: number): Promise<MatrixText | null> {
  const statement = sql`
    SELECT p.status, p.bid_deadline::text AS bid_deadline,
      (SELECT coalesce(json_agg(json_build_object(
          'id', l.id, 'position', l.position, 'botanical_name', l.botanical_name, 'common_name', l.common_name,
          'size', l.size, 'quantity', l.quantity, 'awarded_bid_id', a.bid_id) ORDER BY l.position), '[]')::text
        FROM project_lines l LEFT JOIN awards a ON a.line_id = l.id
        WHERE l.project_id = p.id) AS lines,
      (SELECT coalesce(json_agg(json_build_object(
          'id', b.id, 'vendor_id', b.vendor_id, 'vendor_name', v.business_name, 'status', b.status,
          'note', b.note, 'valid_until', b.valid_until, 'offers', o.offers, 'total', o.total,
          'covered_lines', o.covered, 'submitted_at', ${isoTime('b.submitted_at')},
          'updated_at', ${isoTime('b.updated_at')},
          'withdrawn_at', ${isoTime('b.withdrawn_at')}) ORDER BY b.id), '[]')::text
        FROM bids b
        JOIN vendor_profiles v ON v.id = b.vendor_id
        CROSS JOIN LATERAL (
          SELECT json_build_object(
              'line_ids', coalesce(array_agg(bl.line_id), '{}'),
              'unit_prices', coalesce(array_agg(bl.unit_price_cents::float8 / 100), '{}'),
              'quantities', coalesce(array_agg(bl.quantity), '{}'),
              'ready_dates', coalesce(array_agg(bl.ready_date), '{}'),
              'substitutes', coalesce(array_agg(CASE WHEN bl.substitute_botanical_name IS NULL THEN NULL
                ELSE json_build_object('botanical_name', bl.substitute_botanical_name,
                  'size', coalesce(bl.substitute_size, ''), 'note', bl.substitute_note) END), '{}'),
              'inventory_item_ids', coalesce(array_agg(bl.inventory_item_id), '{}')) AS offers,
            coalesce(sum(bl.unit_price_cents::bigint * bl.quantity), 0)::float8 / 100 AS total,
            count(bl.id)::int AS covered
          FROM (SELECT * FROM bid_lines WHERE bid_id = b.id ORDER BY id) bl) o
        WHERE b.project_id = p.id) AS bids
    FROM projects p
    WHERE p.id = ${projectId} AND p.buyer_id = ${buyerId}`;
  return (await preparedRows<MatrixText>(db, 'project_matrix', statement))[0] ?? null;
}

/**
 * What the matrix of the buyer's project is built from, as one version string (null: not this buyer's project):
 * the transaction ids (xmin) of the project row, its lines and awards, its bids and their vendors' profiles. Any
 * insert, update or delete of those rows changes it; a bid's lines are only ever replaced with an update of the bid.
 * Reads a few hundred small rows, against building the whole answer (docs/performance.md).
 */
export async function matrixVersion(db: Db, projectId: number, buyerId: number): Promise<string | null> {
  const statement = sql`
    SELECT md5(concat_ws('|', p.xmin::text,
      (SELECT string_agg(l.id || ':' || l.xmin::text || ':' || coalesce(a.xmin::text || '/' || a.bid_id, ''), ','
          ORDER BY l.id)
        FROM project_lines l LEFT JOIN awards a ON a.line_id = l.id WHERE l.project_id = p.id),
      (SELECT string_agg(b.id || ':' || b.xmin::text || ':' || v.xmin::text, ',' ORDER BY b.id)
        FROM bids b JOIN vendor_profiles v ON v.id = b.vendor_id WHERE b.project_id = p.id))) AS version
    FROM projects p
    WHERE p.id = ${projectId} AND p.buyer_id = ${buyerId}`;
  const [row] = await preparedRows<{ version: string }>(db, 'project_matrix_version', statement);
  return row?.version ?? null;
}
