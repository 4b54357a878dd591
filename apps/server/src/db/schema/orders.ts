import { ORDER_STATUSES } from '@verdant/shared/enums';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inventoryItems } from './catalog.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { users, vendorProfiles } from './users.ts';

export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', ['unpaid', 'paid', 'expired', 'refunded']);

/** One checkout = one payment by the buyer, split into one order per vendor. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: id(),
    buyerId: integer().references(() => users.id, { onDelete: 'set null' }),
    buyerName: text().notNull(),
    buyerEmail: text().notNull(),
    buyerPhone: text(),
    shippingAddress: text().notNull(),
    totalCents: integer().notNull(),
    paymentStatus: paymentStatusEnum().notNull().default('unpaid'),
    /** 'stripe' or 'test'. */
    paymentProvider: text().notNull(),
    providerSessionId: text(),
    providerPaymentIntentId: text(),
    /** The address a guest ordered from: guests may hold only a few unpaid checkouts per address. */
    clientAddress: text(),
    /** Idempotency-Key header of the request that created it. */
    idempotencyKey: text(),
    /** A secret for the guest's payment and confirmation pages. */
    accessToken: text().notNull(),
    /** Unpaid reservations are released after this. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('checkouts_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('checkouts_provider_session').on(t.providerSessionId),
    index('checkouts_unpaid_expiry_idx').on(t.expiresAt).where(sql`${t.paymentStatus} = 'unpaid'`),
    index('checkouts_unpaid_buyer_idx').on(t.buyerId).where(sql`${t.paymentStatus} = 'unpaid'`),
    index('checkouts_unpaid_address_idx').on(t.clientAddress).where(sql`${t.paymentStatus} = 'unpaid'`),
    check('checkouts_total_nonnegative', sql`${t.totalCents} >= 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text().notNull(),
    checkoutId: integer()
      .notNull()
      .references(() => checkouts.id, { onDelete: 'restrict' }),
    vendorId: integer()
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'restrict' }),
    buyerId: integer().references(() => users.id, { onDelete: 'set null' }),
    buyerName: text().notNull(),
    buyerEmail: text().notNull(),
    buyerPhone: text(),
    shippingAddress: text().notNull(),
    status: orderStatusEnum().notNull().default('pending'),
    totalCents: integer().notNull(),
    platformFeeCents: integer().notNull().default(0),
    transferId: text(),
    refundId: text(),
    /** Set once when the reserved stock goes back, so a cancellation releases it exactly once. */
    stockReleasedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The vendor's invoice number, 1, 2, 3... without gaps: given when the order is paid (invoiceSequences). */
    invoiceNumber: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_vendor_idx').on(t.vendorId, t.createdAt),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_status_idx').on(t.status),
    check('orders_total_nonnegative', sql`${t.totalCents} >= 0`),
    uniqueIndex('orders_vendor_invoice_number_key').on(t.vendorId, t.invoiceNumber),
  ],
);

/** Each vendor's last invoice number; the row is updated in the paying transaction, so numbers have no gaps. */
export const invoiceSequences = pgTable('invoice_sequences', {
  vendorId: integer()
    .primaryKey()
    .references(() => vendorProfiles.id, { onDelete: 'cascade' }),
  lastNumber: integer().notNull(),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    inventoryItemId: integer()
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'restrict' }),
    /** Snapshot at purchase time, so later edits don't rewrite history. */
    plantName: text().notNull(),
    quantity: integer().notNull(),
    unitPriceCents: integer().notNull(),
    /** When the nursery has the plant ready (an awarded bid line, issue 16); null for catalog orders. */
    readyDate: date({ mode: 'string' }),
    /** The quantity break the unit price came from (its min_quantity), or null for the base price. */
    tierMinQuantity: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_item_idx').on(t.inventoryItemId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_price_nonnegative', sql`${t.unitPriceCents} >= 0`),
  ],
);
