import { BID_STATUSES, PROJECT_CATEGORIES, PROJECT_STATUSES, PROJECT_VISIBILITIES } from '@verdant/shared/enums';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { inventoryItems } from './catalog.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { checkouts, orders } from './orders.ts';
import { users, vendorProfiles } from './users.ts';

// Plant lists and bids (issue 16, docs/product.md#projects-and-bids, decision 019).

export const projectCategoryEnum = pgEnum('project_category', PROJECT_CATEGORIES);
export const projectStatusEnum = pgEnum('project_status', PROJECT_STATUSES);
export const projectVisibilityEnum = pgEnum('project_visibility', PROJECT_VISIBILITIES);
export const bidStatusEnum = pgEnum('bid_status', BID_STATUSES);

export const projects = pgTable(
  'projects',
  {
    id: id(),
    buyerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Shown on cards as "posted by": the buyer's business name, or first name and last initial. */
    postedBy: text().notNull(),
    description: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    category: projectCategoryEnum().notNull(),
    budgetCents: integer(),
    /** Bids are taken through this whole day (UTC). */
    bidDeadline: date({ mode: 'string' }).notNull(),
    neededBy: date({ mode: 'string' }).notNull(),
    visibility: projectVisibilityEnum().notNull().default('public'),
    /** Stored status; an open project past its deadline reads as closed before the periodic task stores it. */
    status: projectStatusEnum().notNull().default('draft'),
    /** The checkout the award created (one order per nursery). */
    checkoutId: integer().references(() => checkouts.id, { onDelete: 'set null' }),
    publishedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    awardedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Set once the buyer was told the deadline is near, so the notice goes out once. */
    deadlineNoticeAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('projects_open_deadline_idx').on(t.bidDeadline, t.id).where(sql`${t.status} = 'open'`),
    check('projects_budget_nonnegative', sql`${t.budgetCents} IS NULL OR ${t.budgetCents} >= 0`),
  ],
);

export const projectLines = pgTable(
  'project_lines',
  {
    id: id(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    botanicalName: text().notNull(),
    commonName: text(),
    size: text().notNull(),
    quantity: integer().notNull(),
    notes: text(),
    /** The plant-name reference's accepted name (matchPlantName), for matching nurseries' plants. */
    acceptedName: text(),
    /** parseTradeSize's classKey. */
    sizeClass: text(),
  },
  (t) => [
    uniqueIndex('project_lines_position_key').on(t.projectId, t.position),
    index('project_lines_accepted_name_idx').on(t.acceptedName),
    check('project_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Nurseries invited to an `invited` project: nobody else sees it. */
export const projectInvites = pgTable(
  'project_invites',
  {
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    vendorId: integer()
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.vendorId] }), index('project_invites_vendor_idx').on(t.vendorId)],
);

export const bids = pgTable(
  'bids',
  {
    id: id(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    vendorId: integer()
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'cascade' }),
    status: bidStatusEnum().notNull().default('submitted'),
    note: text(),
    validUntil: date({ mode: 'string' }).notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One bid per vendor per project: a second POST is a 409, a race loses on this index.
    uniqueIndex('bids_one_per_vendor').on(t.projectId, t.vendorId),
    index('bids_vendor_idx').on(t.vendorId, t.updatedAt.desc()),
  ],
);

export const bidLines = pgTable(
  'bid_lines',
  {
    id: id(),
    bidId: integer()
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    lineId: integer()
      .notNull()
      .references(() => projectLines.id, { onDelete: 'cascade' }),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
    readyDate: date({ mode: 'string' }).notNull(),
    substituteBotanicalName: text(),
    substituteSize: text(),
    substituteNote: text(),
    /** The vendor's listed plant this offer ships from: its stock is taken on award. */
    inventoryItemId: integer().references(() => inventoryItems.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('bid_lines_line_key').on(t.bidId, t.lineId),
    index('bid_lines_line_idx').on(t.lineId),
    check('bid_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('bid_lines_price_nonnegative', sql`${t.unitPriceCents} >= 0`),
  ],
);

/** One row per awarded line: which bid's offer won it, and the order it became. */
export const awards = pgTable(
  'awards',
  {
    id: id(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    lineId: integer()
      .notNull()
      .references(() => projectLines.id, { onDelete: 'cascade' }),
    bidId: integer()
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    bidLineId: integer()
      .notNull()
      .references(() => bidLines.id, { onDelete: 'cascade' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('awards_line_key').on(t.lineId),
    index('awards_project_idx').on(t.projectId),
    index('awards_bid_idx').on(t.bidId),
  ],
);
