import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { inventoryItems, vendorProfiles } from '../../db/schema/index.ts';

// The one home of the rule "buyers may see this item", for every module that asks it: the catalog, the cart and
// checkout, photos, reviews and inquiries.

// The tables themselves, or aliases of them (the catalog's raw SQL names them i and v).
type ItemColumns = Record<'deletedAt' | 'isAvailable' | 'vendorId', AnyPgColumn>;
type VendorColumns = Record<'isApproved', AnyPgColumn>;

/**
 * Not deleted, and its vendor approved by an admin. Pass the vendor's columns when the query joins the vendor;
 * without them a subquery finds it (so a conditional UPDATE stays one statement).
 */
export function listedByApprovedVendor(item: ItemColumns = inventoryItems, vendor?: VendorColumns): SQL {
  const approved = vendor
    ? sql`${vendor.isApproved}`
    : sql`${item.vendorId} IN (SELECT ${vendorProfiles.id} FROM ${vendorProfiles} WHERE ${vendorProfiles.isApproved})`;
  return sql`(${item.deletedAt} IS NULL AND ${approved})`;
}

/**
 * Visible to buyers (listed, searchable, orderable, its photos and reviews public): listed by an approved vendor
 * and marked available. Written as plain column tests so the catalog's partial indexes still match it.
 */
export function visibleToBuyers(item: ItemColumns = inventoryItems, vendor?: VendorColumns): SQL {
  return sql`(${item.isAvailable} AND ${listedByApprovedVendor(item, vendor)})`;
}

/** Whether buyers may see item `itemId` (its photos and reviews are public only then). */
export async function isVisibleToBuyers(db: Db, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, inventoryItems.vendorId))
    .where(sql`${inventoryItems.id} = ${itemId} AND ${visibleToBuyers(inventoryItems, vendorProfiles)}`);
  return Boolean(row);
}
