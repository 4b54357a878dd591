import type { VendorApprovalState } from '@verdant/shared/enums';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryItems, orders, users, vendorProfiles } from '../../db/schema/index.ts';

export type VendorRow = Awaited<ReturnType<typeof selectVendors>>[number];

const stateFilters: Record<VendorApprovalState, SQL> = {
  approved: eq(vendorProfiles.isApproved, true),
  rejected: and(eq(vendorProfiles.isRejected, true), eq(vendorProfiles.isApproved, false))!,
  pending: and(eq(vendorProfiles.isApproved, false), eq(vendorProfiles.isRejected, false))!,
};

function selectVendors(db: Db, where: SQL | undefined) {
  return db
    .select({
      profile: vendorProfiles,
      owner: {
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        plan: users.plan,
        emailVerifiedAt: users.emailVerifiedAt,
      },
      plantCount: sql<number>`(select count(*) from ${inventoryItems}
        where ${inventoryItems.vendorId} = ${vendorProfiles.id} and ${inventoryItems.deletedAt} is null)`.mapWith(
        Number,
      ),
    })
    .from(vendorProfiles)
    .innerJoin(users, eq(users.id, vendorProfiles.userId))
    .where(where)
    .orderBy(desc(vendorProfiles.createdAt), asc(vendorProfiles.id));
}

export function listVendors(db: Db, state: VendorApprovalState | 'all') {
  return selectVendors(db, state === 'all' ? undefined : stateFilters[state]);
}

export async function findVendor(db: Db, id: number): Promise<VendorRow | null> {
  const [row] = await selectVendors(db, eq(vendorProfiles.id, id));
  return row ?? null;
}

/** Pending or rejected -> approved, in one conditional statement (an approved vendor is never touched). */
export async function markApproved(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(vendorProfiles)
    .set({ isApproved: true, isRejected: false, rejectionReason: null, reviewedAt: sql`now()` })
    .where(and(eq(vendorProfiles.id, id), eq(vendorProfiles.isApproved, false)))
    .returning({ id: vendorProfiles.id });
  return rows.length > 0;
}

/** Pending -> rejected only, with the reason the vendor will read. */
export async function markRejected(db: Db, id: number, reason: string): Promise<boolean> {
  const rows = await db
    .update(vendorProfiles)
    .set({ isRejected: true, rejectionReason: reason, reviewedAt: sql`now()` })
    .where(and(eq(vendorProfiles.id, id), stateFilters.pending))
    .returning({ id: vendorProfiles.id });
  return rows.length > 0;
}

const count = (filter?: SQL) =>
  (filter ? sql<number>`count(*) filter (where ${filter})` : sql<number>`count(*)`).mapWith(Number);

export async function readStats(db: Db) {
  const [vendors] = await db
    .select({
      total: count(),
      pending: count(stateFilters.pending),
      approved: count(stateFilters.approved),
      rejected: count(stateFilters.rejected),
    })
    .from(vendorProfiles);
  const [buyers] = await db.select({ total: count() }).from(users).where(eq(users.role, 'buyer'));
  const [plants] = await db.select({ total: count() }).from(inventoryItems).where(isNull(inventoryItems.deletedAt));
  const [orderTotals] = await db
    .select({
      total: count(),
      salesCents: sql<number>`coalesce(sum(${orders.totalCents})
        filter (where ${orders.status} in ('paid', 'shipped', 'delivered')), 0)`.mapWith(Number),
    })
    .from(orders);
  return { vendors: vendors!, buyers: buyers!.total, plants: plants!.total, orders: orderTotals! };
}

/** Approved vendors' public details (GET /api/auth/vendors). */
export function listApprovedVendors(db: Db) {
  return db
    .select({
      id: vendorProfiles.id,
      businessName: vendorProfiles.businessName,
      businessDescription: vendorProfiles.businessDescription,
      businessAddress: vendorProfiles.businessAddress,
      businessEmail: vendorProfiles.businessEmail,
      businessPhone: vendorProfiles.businessPhone,
    })
    .from(vendorProfiles)
    .innerJoin(users, eq(users.id, vendorProfiles.userId))
    .where(and(eq(vendorProfiles.isApproved, true), eq(users.isActive, true)))
    .orderBy(asc(vendorProfiles.businessName));
}
