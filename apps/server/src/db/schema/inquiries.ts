import { INQUIRY_PARTIES, INQUIRY_STATUSES } from '@verdant/shared/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { inventoryItems } from './catalog.ts';
import { createdAt, id } from './columns.ts';
import { users, vendorProfiles } from './users.ts';

export const inquiryStatusEnum = pgEnum('inquiry_status', INQUIRY_STATUSES);

export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    inventoryItemId: integer()
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'restrict' }),
    buyerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Denormalised from the item so "the vendor's inquiries" is one indexed lookup. */
    vendorId: integer()
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'cascade' }),
    status: inquiryStatusEnum().notNull().default('pending'),
    message: text().notNull(),
    requestedQuantity: integer().notNull(),
    requestedSpecifications: text(),
    vendorResponse: text(),
    declineReason: text(),
    createdAt: createdAt(),
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('inquiries_buyer_idx').on(t.buyerId, t.createdAt),
    index('inquiries_vendor_idx').on(t.vendorId, t.status, t.createdAt),
    check('inquiries_quantity_positive', sql`${t.requestedQuantity} > 0`),
  ],
);

export const inquiryPartyEnum = pgEnum('inquiry_party', INQUIRY_PARTIES);

/**
 * The conversation after the vendor's first answer (the inquiry's own message and the vendor's response stay on the
 * inquiry). `read_at` is set when the other party opens the thread: unread counts are per side and per thread.
 */
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: id(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderRole: inquiryPartyEnum().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('inquiry_messages_thread_idx').on(t.inquiryId, t.id),
    // Unread counts look only at unread rows.
    index('inquiry_messages_unread_idx').on(t.inquiryId, t.senderRole).where(sql`${t.readAt} IS NULL`),
  ],
);
