import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryItems } from '../../db/schema/index.ts';

export interface ListedItem {
  id: number;
  plantName: string;
  size: string | null;
  quantityAvailable: number;
  priceCents: number;
  compareAtPriceCents: number | null;
}

/** The vendor's live listings: which rows of a list update a plant already listed, and its usual stock and price. */
export function listedItems(db: Db, vendorId: number): Promise<ListedItem[]> {
  return db
    .select({
      id: inventoryItems.id,
      plantName: inventoryItems.plantName,
      size: inventoryItems.size,
      quantityAvailable: inventoryItems.quantityAvailable,
      priceCents: inventoryItems.priceCents,
      compareAtPriceCents: inventoryItems.compareAtPriceCents,
    })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.vendorId, vendorId), isNull(inventoryItems.deletedAt)))
    .orderBy(inventoryItems.id);
}
