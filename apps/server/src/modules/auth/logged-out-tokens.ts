import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loggedOutTokens } from '../../db/schema/index.ts';

/**
 * Logs one token out: it stops working at once, on every server process (the check is part of the user lookup,
 * users.repository.ts findSessionUser); the user's other sessions go on.
 */
export async function logOutToken(db: Db, tokenId: string, expiresAt: Date): Promise<void> {
  await db.insert(loggedOutTokens).values({ tokenId, expiresAt }).onConflictDoNothing();
}

/** Rows for tokens that have expired by now: they would be refused anyway. */
export async function deleteExpiredLoggedOutTokens(db: Db): Promise<void> {
  await db.delete(loggedOutTokens).where(lt(loggedOutTokens.expiresAt, sql`now()`));
}
