import { z } from 'zod';
import { LIMITS, MESSAGES } from '../messages.ts';
import { idField, optionalText, wholeNumber } from './common.ts';

export const REVIEW_DEFAULT_RATING = 5;

/** POST /api/reviews (and the review form). */
export const reviewCreateSchema = z.object({
  inventory_item_id: idField('inventory_item_id must be a plant id'),
  rating: z
    .number({ error: MESSAGES.reviewRatingRange })
    .int(MESSAGES.reviewRatingRange)
    .min(1, MESSAGES.reviewRatingRange)
    .max(5, MESSAGES.reviewRatingRange),
  review_text: optionalText('Review', LIMITS.reviewTextMax),
});
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;

export const reviewSchema = z.object({
  id: z.number(),
  inventory_item_id: z.number(),
  rating: z.number(),
  review_text: z.string().nullable(),
  /** First name and last initial ("Bea B."). */
  buyer_name: z.string(),
  created_at: z.string(),
  /** The buyer has a delivered order of this plant. */
  is_verified_purchase: z.boolean(),
  /** The caller wrote it or is an admin. */
  can_delete: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.object({
  limit: wholeNumber('limit', 100).default(50),
});
