import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inquiries, orders, users } from '../../db/schema/index.ts';

export async function findBuyer(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [orderCount] = await db.select({ value: count() }).from(orders).where(eq(orders.buyerId, userId));
  const [inquiryCount] = await db.select({ value: count() }).from(inquiries).where(eq(inquiries.buyerId, userId));
  return { user, totalOrders: orderCount?.value ?? 0, totalInquiries: inquiryCount?.value ?? 0 };
}
