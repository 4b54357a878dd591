import { PLANS, ROLES } from '@verdant/shared/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const roleEnum = pgEnum('user_role', ROLES);
export const planEnum = pgEnum('plan', PLANS);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased; unique. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    role: roleEnum().notNull(),
    plan: planEnum().notNull().default('NONE'),
    isActive: boolean().notNull().default(true),
    /** Goes up when the password changes; tokens carry the value they were issued with, older ones stop working. */
    tokenVersion: integer().notNull().default(0),
    trialEndDate: timestamp({ withTimezone: true }),
    /** Null until the user opens the link of the verification email (accounts from before it count as verified). */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** The buyer's USDA hardiness zone ('8a'), for "grows in my zone". */
    usdaZone: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_role_idx').on(t.role)],
);

export const vendorProfiles = pgTable(
  'vendor_profiles',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text().notNull(),
    businessDescription: text(),
    businessAddress: text(),
    businessPhone: text(),
    businessEmail: text(),
    isApproved: boolean().notNull().default(false),
    isRejected: boolean().notNull().default(false),
    reviewedAt: timestamp({ withTimezone: true }),
    /** Why the admin rejected the nursery, shown to the vendor; cleared on approval. */
    rejectionReason: text(),
    /** The 2-letter US state of the business address (catalog filter); verdant_us_state is in migration 0016. */
    state: text().generatedAlwaysAs(sql`verdant_us_state(business_address)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vendor_profiles_user_key').on(t.userId),
    index('vendor_profiles_approval_idx').on(t.isApproved, t.isRejected),
    check('vendor_profiles_one_state', sql`NOT (${t.isApproved} AND ${t.isRejected})`),
  ],
);
