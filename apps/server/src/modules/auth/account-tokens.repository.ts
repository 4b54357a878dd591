import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ACCOUNT_TOKEN_PURPOSES, accountTokens } from '../../db/schema/index.ts';

export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** Only this hash is stored: a copy of the table opens no account (decision 022). */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use token for `userId`, valid until `expiresAt`; earlier unused tokens of the same purpose stop
 * working (only the newest link counts). Returns the token itself, for the emailed link.
 */
export async function issueAccountToken(
  db: Db,
  input: { userId: number; purpose: AccountTokenPurpose; now: Date; expiresAt: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Earlier links stop working, as expired rather than used, so their refusal can say a newer link was sent.
  await db
    .update(accountTokens)
    .set({ expiresAt: input.now })
    .where(
      and(
        eq(accountTokens.userId, input.userId),
        eq(accountTokens.purpose, input.purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, input.now),
      ),
    );
  await db.insert(accountTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashOf(token),
    expiresAt: input.expiresAt,
  });
  return token;
}

export type Consumed =
  | { ok: true; userId: number }
  | { ok: false; reason: 'unknown' | 'used' | 'replaced' | 'expired' };

/**
 * Uses a token up in one conditional statement (of two simultaneous uses exactly one wins); when it cannot, says
 * why: unknown, already used, replaced by a newer link of the same purpose, or expired at `now`.
 */
export async function consumeAccountToken(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<Consumed> {
  const hash = hashOf(token);
  const [used] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  if (used) return { ok: true, userId: used.userId };
  const [row] = await db
    .select({ id: accountTokens.id, userId: accountTokens.userId, usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hash), eq(accountTokens.purpose, purpose)));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  const [newer] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, row.userId), eq(accountTokens.purpose, purpose), gt(accountTokens.id, row.id)))
    .limit(1);
  return { ok: false, reason: newer ? 'replaced' : 'expired' };
}
