import { SUBSCRIPTION_STATUSES } from '@verdant/shared/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { planEnum, users, vendorProfiles } from './users.ts';

export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: planEnum().notNull(),
    status: subscriptionStatusEnum().notNull().default('trialing'),
    trialEndDate: timestamp({ withTimezone: true }),
    stripeSubscriptionId: text(),
    stripeCustomerId: text(),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_key').on(t.userId),
    uniqueIndex('subscriptions_stripe_key').on(t.stripeSubscriptionId),
  ],
);

/** The vendor's payout account at the payment provider (Stripe Connect, or the built-in test mode). */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: id(),
    vendorId: integer()
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    accountId: text().notNull(),
    chargesEnabled: boolean().notNull().default(false),
    detailsSubmitted: boolean().notNull().default(false),
    payoutsEnabled: boolean().notNull().default(false),
    requirementsCurrentlyDue: jsonb().$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_accounts_vendor_key').on(t.vendorId),
    uniqueIndex('payment_accounts_account_key').on(t.accountId),
  ],
);

/** Invoices issued per vendor per calendar month (month = first day, UTC). */
export const invoiceCounts = pgTable(
  'invoice_counts',
  {
    vendorId: integer()
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'cascade' }),
    month: text().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.month] }),
    check('invoice_counts_month_format', sql`${t.month} ~ '^[0-9]{4}-[0-9]{2}$'`),
    check('invoice_counts_nonnegative', sql`${t.count} >= 0`),
  ],
);

/** Webhook events already handled, so a replay has no second effect. */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    eventId: text().primaryKey(),
    type: text().notNull(),
    processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('processed_webhook_events_at_idx').on(t.processedAt)],
);
