import type { Plan } from '@verdant/shared/enums';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceCounts, notifications, subscriptions, users, vendorProfiles } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionChanges = Partial<
  Pick<
    SubscriptionRow,
    'status' | 'stripeSubscriptionId' | 'stripeCustomerId' | 'currentPeriodEnd' | 'cancelledAt' | 'trialEndDate'
  >
>;

export async function findSubscription(db: Db, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

export async function findByProviderId(db: Db, subscriptionId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
  return row ?? null;
}

export async function findUserAccount(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, plan: users.plan, trialEndDate: users.trialEndDate })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Sets the user's plan and its subscription record together (users.plan is what every request reads; the record
 * keeps the status, trial and provider ids).
 */
export async function savePlan(db: Db, userId: number, plan: Plan, changes: SubscriptionChanges): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ plan }).where(eq(users.id, userId));
    await tx
      .insert(subscriptions)
      .values({ userId, plan, status: changes.status ?? 'active', ...changes })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { plan, ...changes, updatedAt: new Date() } });
  });
}

/** The vendor's plan, subscription and name: what the invoice limit depends on. */
export async function findVendorPlan(db: Db, vendorId: number) {
  const [row] = await db
    .select({
      businessName: vendorProfiles.businessName,
      userId: users.id,
      plan: users.plan,
      status: subscriptions.status,
      trialEndDate: subscriptions.trialEndDate,
    })
    .from(vendorProfiles)
    .innerJoin(users, eq(users.id, vendorProfiles.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(vendorProfiles.id, vendorId));
  return row ?? null;
}

export async function invoiceCount(db: Db, vendorId: number, month: string): Promise<number> {
  const [row] = await db
    .select({ count: invoiceCounts.count })
    .from(invoiceCounts)
    .where(and(eq(invoiceCounts.vendorId, vendorId), eq(invoiceCounts.month, month)));
  return row?.count ?? 0;
}

/**
 * Counts one invoice in one statement, only while the count is below `limit` (null = no limit). Returns the new
 * count, or null when the limit was already reached. Concurrent orders queue on the row, so none slips past it.
 */
export async function incrementInvoiceCount(
  db: Db,
  vendorId: number,
  month: string,
  limit: number | null,
): Promise<number | null> {
  const rows = await db
    .insert(invoiceCounts)
    .values({ vendorId, month, count: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounts.vendorId, invoiceCounts.month],
      set: { count: sql`${invoiceCounts.count} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${invoiceCounts.count} < ${limit}` }),
    })
    .returning({ count: invoiceCounts.count });
  return rows[0]?.count ?? null;
}

/**
 * Trials ending in (now, until] whose user has no trial reminder yet for this trial (one made within the 30 days
 * before its end; trials are shorter than that).
 */
export async function trialsEndingWithoutReminder(db: Db, now: Date, until: Date) {
  return db
    .select({ userId: subscriptions.userId, trialEndDate: subscriptions.trialEndDate })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, 'trialing'),
        eq(users.isActive, true),
        gt(subscriptions.trialEndDate, now),
        lte(subscriptions.trialEndDate, until),
        sql`not exists (select 1 from ${notifications} where ${notifications.userId} = ${subscriptions.userId}
          and ${notifications.type} = 'trial_ending'
          and ${notifications.createdAt} >= ${subscriptions.trialEndDate} - interval '30 days')`,
      ),
    ) as Promise<{ userId: number; trialEndDate: Date }[]>;
}
