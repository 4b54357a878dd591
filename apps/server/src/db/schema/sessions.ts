import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tokens logged out before they expire (POST /api/auth/logout). A row is kept until the token would have expired
 * anyway, then deleted (src/modules/auth/logged-out-tokens.ts).
 */
export const loggedOutTokens = pgTable('logged_out_tokens', {
  /** The token's `jti`. */
  tokenId: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
