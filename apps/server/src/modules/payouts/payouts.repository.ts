import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccounts } from '../../db/schema/index.ts';
import type { ConnectAccountState } from '../../payments/connect-billing.ts';

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

const stateColumns = (state: ConnectAccountState) => ({
  chargesEnabled: state.chargesEnabled,
  detailsSubmitted: state.detailsSubmitted,
  payoutsEnabled: state.payoutsEnabled,
  requirementsCurrentlyDue: state.currentlyDue,
  updatedAt: new Date(),
});

/** The vendor's payout account at this provider, if it has one (transfers go only there). */
export async function findPayoutAccount(db: Db, vendorId: number, provider: string): Promise<PaymentAccountRow | null> {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.vendorId, vendorId), eq(paymentAccounts.provider, provider)));
  return row ?? null;
}

async function findAccount(db: Db, vendorId: number): Promise<PaymentAccountRow | null> {
  const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.vendorId, vendorId));
  return row ?? null;
}

/**
 * Saves a new account for the vendor. One account per vendor: when two requests race, the first one stays and both
 * get it. An account of another provider (test mode before Stripe keys were set) is replaced.
 */
export async function saveNewAccount(
  db: Db,
  vendorId: number,
  provider: string,
  state: ConnectAccountState,
): Promise<PaymentAccountRow> {
  await db
    .insert(paymentAccounts)
    .values({ vendorId, provider, accountId: state.accountId, ...stateColumns(state) })
    .onConflictDoUpdate({
      target: paymentAccounts.vendorId,
      set: { provider, accountId: state.accountId, ...stateColumns(state) },
      setWhere: sql`${paymentAccounts.provider} <> ${provider}`,
    });
  return (await findAccount(db, vendorId))!;
}

export async function updateAccountState(
  db: Db,
  accountId: string,
  state: ConnectAccountState,
  vendorId?: number,
): Promise<PaymentAccountRow | null> {
  const [row] = await db
    .update(paymentAccounts)
    .set(stateColumns(state))
    .where(
      vendorId === undefined
        ? eq(paymentAccounts.accountId, accountId)
        : and(eq(paymentAccounts.accountId, accountId), eq(paymentAccounts.vendorId, vendorId)),
    )
    .returning();
  return row ?? null;
}
