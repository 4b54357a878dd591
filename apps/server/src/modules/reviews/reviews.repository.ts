import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, reviews, users } from '../../db/schema/index.ts';

export interface ReviewRow {
  id: number;
  inventoryItemId: number;
  buyerId: number;
  rating: number;
  reviewText: string | null;
  isVerifiedPurchase: boolean;
  createdAt: Date;
  firstName: string;
  lastName: string;
}

const reviewColumns = {
  id: reviews.id,
  inventoryItemId: reviews.inventoryItemId,
  buyerId: reviews.buyerId,
  rating: reviews.rating,
  reviewText: reviews.reviewText,
  isVerifiedPurchase: reviews.isVerifiedPurchase,
  createdAt: reviews.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

export async function listReviews(db: Db, itemId: number, limit: number): Promise<ReviewRow[]> {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .where(eq(reviews.inventoryItemId, itemId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

export async function findReview(db: Db, id: number): Promise<ReviewRow | null> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .where(eq(reviews.id, id));
  return row ?? null;
}

/** The buyer has a delivered order with this plant in it. */
export async function hasDeliveredOrder(db: Db, buyerId: number, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.buyerId, buyerId), eq(orders.status, 'delivered'), eq(orderItems.inventoryItemId, itemId)))
    .limit(1);
  return Boolean(row);
}

export async function insertReview(
  db: Db,
  values: { inventoryItemId: number; buyerId: number; rating: number; reviewText: string | null; verified: boolean },
): Promise<number> {
  const [row] = await db
    .insert(reviews)
    .values({
      inventoryItemId: values.inventoryItemId,
      buyerId: values.buyerId,
      rating: values.rating,
      reviewText: values.reviewText,
      isVerifiedPurchase: values.verified,
    })
    .returning({ id: reviews.id });
  return row!.id;
}

export async function deleteReview(db: Db, id: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}
