import { MESSAGES } from '@verdant/shared/messages';
import { reviewerName } from '@verdant/shared/rules/catalog';
import type { Review, reviewCreateSchema } from '@verdant/shared/schemas/reviews';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/guard.ts';
import { isVisibleToBuyers } from '../catalog/visibility.repository.ts';
import {
  deleteReview,
  findReview,
  hasDeliveredOrder,
  insertReview,
  listReviews,
  type ReviewRow,
} from './reviews.repository.ts';

type ReviewInput = z.output<typeof reviewCreateSchema>;

const canDelete = (row: ReviewRow, viewer: AuthUser | null) =>
  viewer !== null && (viewer.role === 'admin' || viewer.id === row.buyerId);

function toReview(row: ReviewRow, viewer: AuthUser | null): Review {
  return {
    id: row.id,
    inventory_item_id: row.inventoryItemId,
    rating: row.rating,
    review_text: row.reviewText,
    buyer_name: reviewerName(row.firstName, row.lastName),
    created_at: row.createdAt.toISOString(),
    is_verified_purchase: row.isVerifiedPurchase,
    can_delete: canDelete(row, viewer),
  };
}

export async function getProductReviews(
  { db }: Deps,
  itemId: number,
  limit: number,
  viewer: AuthUser | null,
): Promise<Review[]> {
  if (!(await isVisibleToBuyers(db, itemId))) throw notFound(MESSAGES.plantNotFound);
  return (await listReviews(db, itemId, limit)).map((row) => toReview(row, viewer));
}

/** One review per buyer per plant (the unique index decides races); verified when a delivered order holds it. */
export async function createReview({ db }: Deps, buyer: AuthUser, input: ReviewInput): Promise<Review> {
  if (!(await isVisibleToBuyers(db, input.inventory_item_id))) throw notFound(MESSAGES.plantNotFound);
  const verified = await hasDeliveredOrder(db, buyer.id, input.inventory_item_id);
  let id: number;
  try {
    id = await insertReview(db, {
      inventoryItemId: input.inventory_item_id,
      buyerId: buyer.id,
      rating: input.rating,
      reviewText: input.review_text,
      verified,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_one_per_buyer')) throw conflict(MESSAGES.reviewDuplicate);
    throw error;
  }
  const row = await findReview(db, id);
  return toReview(row!, buyer);
}

export async function removeReview({ db }: Deps, user: AuthUser, id: number): Promise<void> {
  const row = await findReview(db, id);
  if (!row) throw notFound(MESSAGES.reviewNotFound);
  // Reviews are public, so their existence is no secret: a stranger gets 403, not 404.
  if (!canDelete(row, user)) throw forbidden(MESSAGES.reviewDeleteForbidden);
  await deleteReview(db, id);
}
