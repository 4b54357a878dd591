import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryItems, itemImages } from '../../db/schema/index.ts';
import type { StoredImage } from '../../media/image-store.ts';
import type { ImageRecord } from './image-view.ts';

// Every query that changes images names the owning vendor in its WHERE clause; someone else's item is "not found".

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const imageColumns = {
  id: itemImages.id,
  storage_key: itemImages.storageKey,
  widths: itemImages.widths,
  width: itemImages.width,
  height: itemImages.height,
  is_primary: itemImages.isPrimary,
};

const liveItemOf = (itemId: number, vendorId: number) =>
  and(eq(inventoryItems.id, itemId), eq(inventoryItems.vendorId, vendorId), isNull(inventoryItems.deletedAt));

export async function vendorOwnsItem(db: Db | Tx, itemId: number, vendorId: number): Promise<boolean> {
  const [row] = await db.select({ id: inventoryItems.id }).from(inventoryItems).where(liveItemOf(itemId, vendorId));
  return Boolean(row);
}

/** Locks the vendor's item so image changes on one item happen one at a time (the primary rule holds). */
export async function lockVendorItem(tx: Tx, itemId: number, vendorId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(liveItemOf(itemId, vendorId))
    .for('update');
  return Boolean(row);
}

export async function listItemImages(db: Db | Tx, itemId: number): Promise<ImageRecord[]> {
  return db
    .select(imageColumns)
    .from(itemImages)
    .where(eq(itemImages.inventoryItemId, itemId))
    .orderBy(sql`${itemImages.isPrimary} DESC`, asc(itemImages.id));
}

export async function countItemImages(tx: Tx, itemId: number): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(itemImages).where(eq(itemImages.inventoryItemId, itemId));
  return row?.value ?? 0;
}

export async function clearPrimary(tx: Tx, itemId: number, exceptImageId?: number): Promise<void> {
  await tx
    .update(itemImages)
    .set({ isPrimary: false })
    .where(
      and(
        eq(itemImages.inventoryItemId, itemId),
        eq(itemImages.isPrimary, true),
        exceptImageId === undefined ? undefined : ne(itemImages.id, exceptImageId),
      ),
    );
}

export async function insertImage(
  tx: Tx,
  itemId: number,
  stored: StoredImage,
  isPrimary: boolean,
): Promise<ImageRecord> {
  const [row] = await tx
    .insert(itemImages)
    .values({ inventoryItemId: itemId, ...stored, isPrimary })
    .returning(imageColumns);
  return row!;
}

/** The image and its item id, when the item belongs to the vendor (locks the item). */
export async function lockVendorImage(
  tx: Tx,
  imageId: number,
  vendorId: number,
): Promise<(ImageRecord & { item_id: number }) | null> {
  const [row] = await tx
    .select({ ...imageColumns, item_id: inventoryItems.id })
    .from(itemImages)
    .innerJoin(inventoryItems, eq(inventoryItems.id, itemImages.inventoryItemId))
    .where(and(eq(itemImages.id, imageId), eq(inventoryItems.vendorId, vendorId), isNull(inventoryItems.deletedAt)))
    .for('update', { of: inventoryItems });
  return row ?? null;
}

export async function deleteImage(tx: Tx, imageId: number): Promise<void> {
  await tx.delete(itemImages).where(eq(itemImages.id, imageId));
}

export async function setPrimary(tx: Tx, imageId: number): Promise<ImageRecord> {
  const [row] = await tx
    .update(itemImages)
    .set({ isPrimary: true })
    .where(eq(itemImages.id, imageId))
    .returning(imageColumns);
  return row!;
}

/** After the primary image is deleted, the oldest remaining one takes its place. */
export async function promoteOldest(tx: Tx, itemId: number): Promise<void> {
  await tx.execute(sql`UPDATE item_images SET is_primary = true
    WHERE id = (SELECT id FROM item_images WHERE inventory_item_id = ${itemId} ORDER BY id LIMIT 1)
      AND NOT EXISTS (SELECT 1 FROM item_images WHERE inventory_item_id = ${itemId} AND is_primary)`);
}
