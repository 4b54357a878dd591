import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inquiries, inventoryItems, itemImages, orderItems } from '../../db/schema/index.ts';

export type InventoryRow = typeof inventoryItems.$inferSelect;
export type NewInventoryRow = typeof inventoryItems.$inferInsert;
export type InventoryChanges = Partial<Omit<NewInventoryRow, 'id' | 'vendorId' | 'createdAt' | 'updatedAt'>>;
export type ImageRow = typeof itemImages.$inferSelect;

/** Live (not deleted) items of one vendor: ownership is part of every query. */
const ownLive = (vendorId: number) => and(eq(inventoryItems.vendorId, vendorId), isNull(inventoryItems.deletedAt));

export async function findVendorItem(db: Db, vendorId: number, id: number): Promise<InventoryRow | null> {
  const [row] = await db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, id), ownLive(vendorId)));
  return row ?? null;
}

export async function imagesFor(db: Db, itemIds: number[]): Promise<ImageRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(itemImages)
    .where(inArray(itemImages.inventoryItemId, itemIds))
    .orderBy(desc(itemImages.isPrimary), asc(itemImages.id));
}

export async function insertItem(db: Db, values: NewInventoryRow): Promise<InventoryRow> {
  const [row] = await db.insert(inventoryItems).values(values).returning();
  return row!;
}

export async function updateVendorItem(
  db: Db,
  vendorId: number,
  id: number,
  values: InventoryChanges,
): Promise<InventoryRow | null> {
  const [row] = await db
    .update(inventoryItems)
    // Any edit (the form, the table, an import) also confirms the stock is current.
    .set({ ...values, updatedAt: new Date(), stockConfirmedAt: new Date() })
    .where(and(eq(inventoryItems.id, id), ownLive(vendorId)))
    .returning();
  return row ?? null;
}

/** Whether orders or inquiries point at the item: then it is kept (soft-deleted) for their history. */
export async function hasHistory(db: Db, id: number): Promise<boolean> {
  const [ordered] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.inventoryItemId, id))
    .limit(1);
  if (ordered) return true;
  const [asked] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(eq(inquiries.inventoryItemId, id))
    .limit(1);
  return Boolean(asked);
}

export async function softDeleteVendorItem(db: Db, vendorId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(inventoryItems)
    .set({ deletedAt: new Date(), isAvailable: false })
    .where(and(eq(inventoryItems.id, id), ownLive(vendorId)))
    .returning({ id: inventoryItems.id });
  return rows.length > 0;
}

/** Deletes the item and its images (cascade); returns the storage keys whose files can go. */
export async function hardDeleteVendorItem(db: Db, vendorId: number, id: number): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const keys = await tx
      .select({ key: itemImages.storageKey })
      .from(itemImages)
      .where(eq(itemImages.inventoryItemId, id));
    const rows = await tx
      .delete(inventoryItems)
      .where(and(eq(inventoryItems.id, id), ownLive(vendorId)))
      .returning({ id: inventoryItems.id });
    return rows.length > 0 ? keys.map((row) => row.key) : null;
  });
}

/** The vendor's live item with this name and size (case and surrounding spaces ignored): bulk upload updates it. */
export async function findByNameAndSize(
  db: Db,
  vendorId: number,
  plantName: string,
  size: string | null,
): Promise<InventoryRow | null> {
  const sameSize = size
    ? sql`lower(btrim(${inventoryItems.size})) = lower(btrim(${size}))`
    : sql`coalesce(btrim(${inventoryItems.size}), '') = ''`;
  const [row] = await db
    .select()
    .from(inventoryItems)
    .where(
      and(ownLive(vendorId), sql`lower(btrim(${inventoryItems.plantName})) = lower(btrim(${plantName}))`, sameSize),
    )
    .orderBy(asc(inventoryItems.id))
    .limit(1);
  return row ?? null;
}
