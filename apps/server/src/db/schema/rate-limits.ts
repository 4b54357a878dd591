import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every server process on one PostgreSQL database (src/plugins/rate-limit-store.ts).
 * Not part of the product's data model: rows are counters for a time window, deleted after it ends.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** The route and the caller's key (address and email, user id...). */
  key: text().primaryKey(),
  hits: integer().notNull(),
  resetsAt: timestamp({ withTimezone: true }).notNull(),
});
