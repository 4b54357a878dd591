import { and, count, desc, eq, inArray, isNull, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryItems, orders, vendorProfiles } from '../../db/schema/index.ts';

export type VendorProfileRow = typeof vendorProfiles.$inferSelect;
export type VendorProfileChanges = Pick<
  typeof vendorProfiles.$inferInsert,
  'businessName' | 'businessDescription' | 'businessAddress' | 'businessPhone' | 'businessEmail'
>;

export async function findProfile(db: Db, vendorId: number): Promise<VendorProfileRow | null> {
  const [row] = await db.select().from(vendorProfiles).where(eq(vendorProfiles.id, vendorId));
  return row ?? null;
}

export async function updateProfile(
  db: Db,
  vendorId: number,
  values: VendorProfileChanges,
): Promise<VendorProfileRow | null> {
  const [row] = await db
    .update(vendorProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(vendorProfiles.id, vendorId))
    .returning();
  return row ?? null;
}

/** Orders that brought money in: paid and later. */
const EARNING_STATUSES = ['paid', 'shipped', 'delivered'] as const;

export async function productCounts(db: Db, vendorId: number) {
  const [row] = await db
    .select({
      total: count(),
      outOfStock: sql<number>`count(*) filter (where ${lte(inventoryItems.quantityAvailable, 0)})`.mapWith(Number),
    })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.vendorId, vendorId), isNull(inventoryItems.deletedAt)));
  return { total: row?.total ?? 0, outOfStock: row?.outOfStock ?? 0 };
}

export async function orderCounts(db: Db, vendorId: number) {
  const [row] = await db
    .select({
      total: count(),
      pending: sql<number>`count(*) filter (where ${eq(orders.status, 'pending')})`.mapWith(Number),
      revenueCents:
        sql<number>`coalesce(${sum(orders.totalCents)} filter (where ${inArray(orders.status, [...EARNING_STATUSES])}), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(eq(orders.vendorId, vendorId));
  return { total: row?.total ?? 0, pending: row?.pending ?? 0, revenueCents: row?.revenueCents ?? 0 };
}

export async function recentOrders(db: Db, vendorId: number, limit = 5) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      buyerName: orders.buyerName,
      status: orders.status,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.vendorId, vendorId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
