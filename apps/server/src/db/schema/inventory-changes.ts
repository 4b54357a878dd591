import { bigint, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * One row per transaction that wrote a vendor's inventory items or their images, inserted by triggers in that
 * transaction (the inventory_changes migration): the sum of a vendor's weights is its inventory version, which
 * grows with every committed write whatever code made it. Insert-only (no row is shared between transactions, so
 * no write waits on another); foldInventoryChanges merges old rows into one carrying their summed weight.
 */
export const inventoryChanges = pgTable(
  'inventory_changes',
  {
    vendorId: integer().notNull(),
    /** The writing (or folding) transaction's id. */
    tx: bigint({ mode: 'number' }).notNull(),
    weight: bigint({ mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.tx] })],
);
