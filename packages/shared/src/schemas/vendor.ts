import { z } from 'zod';
import { ORDER_STATUSES, VENDOR_APPROVAL_STATES } from '../enums.ts';
import { vendorProfileFields } from './auth.ts';
import { plantSchema } from './inventory.ts';

/**
 * PATCH /api/vendor/profile: the business fields; business name required (docs/product.md#validation-rules-and-limits).
 */
export const vendorProfileUpdateSchema = vendorProfileFields;
export type VendorProfileUpdate = z.input<typeof vendorProfileUpdateSchema>;

/** A vendor's own listing: the catalog plant without the vendor box and ratings. */
export const vendorInventoryItemSchema = plantSchema
  .omit({ vendor: true, rating_average: true, rating_count: true })
  .extend({ updated_at: z.string() });
export type VendorInventoryItem = z.infer<typeof vendorInventoryItemSchema>;

export const vendorInventoryQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
});

export const recentOrderSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  buyer_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  total_amount: z.number(),
  created_at: z.string(),
});

/** GET /api/vendor/analytics: the spec's four fields plus what the Overview tab shows. */
export const vendorAnalyticsSchema = z.object({
  total_products: z.number(),
  total_orders: z.number(),
  /** Paid, shipped and delivered orders, in dollars. */
  total_revenue: z.number(),
  account_status: z.enum(VENDOR_APPROVAL_STATES),
  /** Why the admin rejected the nursery (null unless rejected). */
  rejection_reason: z.string().nullable(),
  pending_orders: z.number(),
  out_of_stock_products: z.number(),
  recent_orders: z.array(recentOrderSchema),
});
export type VendorAnalytics = z.infer<typeof vendorAnalyticsSchema>;
