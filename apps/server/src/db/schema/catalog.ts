import { CATEGORIES } from '@verdant/shared/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users, vendorProfiles } from './users.ts';

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
    /** Kept by a trigger on reviews (migration 0003), so sorting by rating can use an index. */
    ratingAverage: numeric({ precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer().notNull().default(0),
    /** Soft delete: a plant that has orders stays for the order history. */
    deletedAt: timestamp({ withTimezone: true }),
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
