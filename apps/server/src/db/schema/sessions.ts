import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * Tokens logged out before they expire (POST /api/auth/logout). A row is kept until the token would have expired
 * anyway, then deleted (src/modules/auth/logged-out-tokens.ts).
 */
export const loggedOutTokens = pgTable('logged_out_tokens', {
  /** The token's `jti`. */
  tokenId: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'email_verification'] as const;
export const accountTokenPurposeEnum = pgEnum('account_token_purpose', ACCOUNT_TOKEN_PURPOSES);

/**
 * Single-use links sent by email (password reset, email verification). Only a SHA-256 hash of the token is kept, so
 * a copy of the table opens nothing; a row is used once (`used_at`) and only until `expires_at` (decision 022).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurposeEnum().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);
