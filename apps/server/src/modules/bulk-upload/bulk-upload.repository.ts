import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryItems } from '../../db/schema/index.ts';

/** Name and size of the vendor's live listings, to tell a preview which rows would update an existing plant. */
export function listedNamesAndSizes(db: Db, vendorId: number): Promise<{ plantName: string; size: string | null }[]> {
  return db
    .select({ plantName: inventoryItems.plantName, size: inventoryItems.size })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.vendorId, vendorId), isNull(inventoryItems.deletedAt)));
}
