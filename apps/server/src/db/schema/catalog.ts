import { CATEGORIES } from '@verdant/shared/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users, vendorProfiles } from './users.ts';

/** A quantity break as stored: from `min_quantity` units the unit price is `price_cents`. */
export interface StoredPriceTier {
  min_quantity: number;
  price_cents: number;
}

export const categoryEnum = pgEnum('plant_category', CATEGORIES);

export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: id(),
    vendorId: integer()
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'restrict' }),
    plantName: text().notNull(),
    scientificName: text(),
    description: text(),
    careInstructions: text(),
    /** Money is integer cents. */
    priceCents: integer().notNull(),
    /** A real former price set by the vendor; above priceCents when it shows a discount. */
    compareAtPriceCents: integer(),
    quantityAvailable: integer().notNull().default(0),
    category: categoryEnum().notNull().default('outdoor'),
    size: text(),
    potSize: text(),
    isAvailable: boolean().notNull().default(true),
    // tiers-paperwork (issue 18 point 4): quantity breaks, lowest min_quantity first, prices in cents.
    priceTiers: jsonb().$type<StoredPriceTier[]>().notNull().default([]),
    /** Issue 18 point 3: the day the plant will be ready (YYYY-MM-DD); null = ready now. */
    readyDate: date({ mode: 'string' }),
    /** Kept by a trigger on reviews (migration 0003), so sorting by rating can use an index. */
    ratingAverage: numeric({ precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer().notNull().default(0),
    // --- inventory-table (issue 18): when the vendor last said its stock is current. Any edit or import of the
    // item confirms it; "Confirm all stock is current" confirms the rest. Past 30 days the catalog ranks it lower.
    stockConfirmedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The table's name order (case and edge spaces ignored), stored so its index answers a page by itself. */
    nameKey: text().generatedAlwaysAs(sql`lower(btrim(plant_name))`),
    // --- end inventory-table
    /** Soft delete: a plant that has orders stays for the order history. */
    deletedAt: timestamp({ withTimezone: true }),
    // Trade size class and growing attributes (issue 15, decision 020). Kept by the inventory service and the bulk
    // import (apps/server/src/modules/catalog/plant-facts.ts); rows written otherwise are filled at start-up.
    /** parseTradeSize(size).classKey, null when the size is in no known format; sizeRank orders the classes. */
    sizeClass: text(),
    sizeRank: real(),
    /** USDA zones '1a'..'13b' (compared by verdant_zone_rank, never as text). */
    zoneMin: text(),
    zoneMax: text(),
    light: text().array(),
    water: text(),
    matureHeightFt: real(),
    matureSpreadFt: real(),
    nativeStates: text().array(),
    deerResistant: boolean(),
    habit: text(),
    bloomSeason: text().array(),
    bloomColor: text(),
    /** The reference's accepted name, synonyms and common names: searched with weight A (search_vector). */
    searchNames: text(),
    /** Growing fields filled from the reference, not by the vendor: a new name may replace them. */
    factsFromReference: text().array(),
    /** Which version of the fill (plant-facts.ts FACTS_VERSION) last wrote the columns above. */
    factsVersion: smallint().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('inventory_items_quantity_nonnegative', sql`${t.quantityAvailable} >= 0`),
    check('inventory_items_price_nonnegative', sql`${t.priceCents} >= 0`),
    check(
      'inventory_items_compare_at_nonnegative',
      sql`${t.compareAtPriceCents} IS NULL OR ${t.compareAtPriceCents} >= 0`,
    ),
    index('inventory_items_vendor_idx').on(t.vendorId),
    // The public catalog only lists visible items: one partial index per sort order (category, newest, price,
    // rating, vendor store, deals). search_vector, its GIN index and the catalog_words dictionary are in the custom
    // migration 0003 (triggers keep them), outside this file so ordinary selects don't carry the tsvector.
    index('inventory_items_category_idx')
      .on(t.category, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL AND ${t.isAvailable}`),
    index('inventory_items_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL AND ${t.isAvailable}`),
    index('inventory_items_price_idx').on(t.priceCents, t.id).where(sql`${t.deletedAt} IS NULL AND ${t.isAvailable}`),
    index('inventory_items_rating_idx')
      .on(t.ratingAverage.desc().nullsLast(), t.ratingCount.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL AND ${t.isAvailable}`),
    // --- inventory-table: the vendor's own table (GET /api/vendor/inventory), one index per sort order over its
    // live items, each ending in id so a page's ids come from the index alone (index-only scan).
    index('inventory_items_vendor_name_idx').on(t.vendorId, t.nameKey, t.id).where(sql`${t.deletedAt} IS NULL`),
    index('inventory_items_vendor_price_idx').on(t.vendorId, t.priceCents, t.id).where(sql`${t.deletedAt} IS NULL`),
    index('inventory_items_vendor_stock_idx')
      .on(t.vendorId, t.quantityAvailable, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('inventory_items_vendor_updated_idx').on(t.vendorId, t.updatedAt, t.id).where(sql`${t.deletedAt} IS NULL`),
    // The catalog lists plants not confirmed for 30 days after the others (catalog.repository.ts listPlantsQuery).
    index('inventory_items_confirmed_visible_idx')
      .on(t.stockConfirmedAt)
      .where(sql`${t.deletedAt} IS NULL AND ${t.isAvailable}`),
    index('inventory_items_vendor_confirmed_idx').on(t.vendorId, t.stockConfirmedAt).where(sql`${t.deletedAt} IS NULL`),
    // The Size filter and its options (the vendor's classes with counts): index-only, not 5,000 heap rows.
    index('inventory_items_vendor_size_class_idx').on(t.vendorId, t.sizeClass, t.id).where(sql`${t.deletedAt} IS NULL`),
    // --- end inventory-table
    index('inventory_items_size_idx').on(t.sizeRank, t.id).where(sql`${t.deletedAt} IS NULL AND ${t.isAvailable}`),
    index('inventory_items_vendor_visible_idx')
      .on(t.vendorId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL AND ${t.isAvailable}`),
  ],
);

export const itemImages = pgTable(
  'item_images',
  {
    id: id(),
    inventoryItemId: integer()
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    /** Server-generated name of the stored files (one WebP per width). */
    storageKey: text().notNull(),
    widths: integer().array().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    isPrimary: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('item_images_item_idx').on(t.inventoryItemId),
    uniqueIndex('item_images_storage_key').on(t.storageKey),
    // Exactly one primary image per item is kept by the service; at most one by the database.
    uniqueIndex('item_images_one_primary').on(t.inventoryItemId).where(sql`${t.isPrimary}`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    inventoryItemId: integer()
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    buyerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    reviewText: text(),
    isVerifiedPurchase: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    uniqueIndex('reviews_one_per_buyer').on(t.inventoryItemId, t.buyerId),
    index('reviews_buyer_idx').on(t.buyerId),
  ],
);
