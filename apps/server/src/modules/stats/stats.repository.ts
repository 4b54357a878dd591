import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, users } from '../../db/schema/index.ts';

// Weekly sums for the dashboards' charts: one GROUP BY per question, weeks starting Monday in UTC.

const EARNING = ['paid', 'shipped', 'delivered'] as const;
const weekOf = (column: typeof orders.paidAt | typeof users.createdAt) =>
  sql<string>`to_char(date_trunc('week', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;

const paidSince = (since: Date) =>
  and(inArray(orders.status, EARNING), isNotNull(orders.paidAt), gte(orders.paidAt, since));

/** Paid orders (still paid, shipped or delivered) and their totals per week of payment. */
export async function salesByWeek(db: Db, since: Date, vendorId?: number) {
  const week = weekOf(orders.paidAt);
  return db
    .select({
      week,
      orders: sql<number>`count(*)`.mapWith(Number),
      cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(paidSince(since), vendorId === undefined ? undefined : eq(orders.vendorId, vendorId)))
    .groupBy(week);
}

/** New buyer and vendor accounts per week. */
export async function signUpsByWeek(db: Db, since: Date) {
  const week = weekOf(users.createdAt);
  return db
    .select({
      week,
      buyers: sql<number>`count(*) filter (where ${users.role} = 'buyer')`.mapWith(Number),
      vendors: sql<number>`count(*) filter (where ${users.role} = 'vendor')`.mapWith(Number),
    })
    .from(users)
    .where(gte(users.createdAt, since))
    .groupBy(week);
}

/** The vendor's plants that earned most in paid orders since `since`. */
export async function topPlants(db: Db, vendorId: number, since: Date, limit: number) {
  const cents = sql<number>`sum(${orderItems.unitPriceCents} * ${orderItems.quantity})`.mapWith(Number);
  return db
    .select({
      id: orderItems.inventoryItemId,
      name: sql<string>`max(${orderItems.plantName})`,
      quantity: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
      cents,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.vendorId, vendorId), paidSince(since)))
    .groupBy(orderItems.inventoryItemId)
    .orderBy(desc(cents), orderItems.inventoryItemId)
    .limit(limit);
}
