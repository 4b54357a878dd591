import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox, notificationPreferences, notifications, users } from '../../db/schema/index.ts';

// All SQL of the notification centre, the email preferences and the email outbox.

export async function insertNotification(db: Db, row: typeof notifications.$inferInsert) {
  await db.insert(notifications).values(row);
}

/** The user's address when this event's email is on (the default) and the account is active; else null. */
export async function recipientForEmail(db: Db, userId: number, type: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      isActive: users.isActive,
      pref: notificationPreferences.email,
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.type, type)),
    )
    .where(eq(users.id, userId));
  if (!row?.isActive || row.pref === false) return null;
  return { email: row.email, firstName: row.firstName };
}

export async function insertOutboxEmail(db: Db, row: typeof emailOutbox.$inferInsert) {
  await db.insert(emailOutbox).values(row);
}

export async function listNotifications(db: Db, userId: number, page: number, limit: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [totals] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** Marks the user's own unread notifications read (`ids` null: all of them); others' ids match nothing. */
export async function markRead(db: Db, userId: number, ids: number[] | null, now: Date): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return updated.length;
}

/** The event types whose email this user turned off or on explicitly. */
export async function emailPreferences(db: Db, userId: number) {
  return db
    .select({ type: notificationPreferences.type, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function setEmailPreferences(db: Db, userId: number, preferences: { type: string; email: boolean }[]) {
  if (preferences.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(preferences.map((preference) => ({ userId, ...preference })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { email: sql`excluded.email` },
    });
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}

/**
 * Claims up to `limit` due emails for this worker until `leaseUntil`: FOR UPDATE SKIP LOCKED, so two processes
 * never claim the same row, and the lease, so a row whose worker died is claimed again after it expires.
 */
export async function claimDueEmails(db: Db, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, now),
        or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(emailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ lockedUntil: leaseUntil, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

export async function markEmailSent(db: Db, id: number, sentAt: Date, file: string | null) {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt, file, lockedUntil: null, lastError: null })
    .where(eq(emailOutbox.id, id));
}

/** A failed attempt: try again at `retryAt`, or give up (status failed) when it is null. */
export async function markEmailAttemptFailed(db: Db, id: number, error: string, retryAt: Date | null) {
  await db
    .update(emailOutbox)
    .set({
      lastError: error.slice(0, 500),
      lockedUntil: null,
      ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' as const }),
    })
    .where(eq(emailOutbox.id, id));
}

export async function listOutbox(db: Db, page: number, limit: number) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [totals] = await db.select({ total: count() }).from(emailOutbox);
  return { rows, total: totals?.total ?? 0 };
}
