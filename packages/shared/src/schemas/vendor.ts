import { z } from 'zod';
import { CATEGORIES, ORDER_STATUSES, VENDOR_APPROVAL_STATES } from '../enums.ts';
import { vendorProfileFields } from './auth.ts';
import { catalogQuerySchema, pageParams } from './catalog.ts';
import { ID_MAX } from './common.ts';
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

/** The inventory table's sort keys; a leading "-" sorts descending. */
export const VENDOR_INVENTORY_SORT_KEYS = ['name', 'price', 'quantity_available', 'updated_at'] as const;
const SORTS = VENDOR_INVENTORY_SORT_KEYS.flatMap((key) => [key, `-${key}`] as const);
export type VendorInventorySort = (typeof SORTS)[number];

const queryFlag = z.enum(['true', 'false'], { error: 'Must be true or false' }).transform((value) => value === 'true');

/** GET /api/vendor/inventory: one page of the vendor's table. */
export const vendorInventoryQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined),
  category: z.enum(CATEGORIES, { error: 'Choose a category' }).optional(),
  /** true: quantity above 0; false: sold out. */
  in_stock: queryFlag.optional(),
  /** Published = shown to buyers (is_available). */
  published: queryFlag.optional(),
  /** true: stock not confirmed for STOCK_REMIND_DAYS or more (the overview's reminder list). */
  unconfirmed: queryFlag.optional(),
  /** Trade size class keys, as the catalog's size_class facet ("#3", "pot-4in"); several comma-separated. */
  size_class: catalogQuerySchema.shape.size_class,
  sort: z.enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}` }).default('name'),
  ...pageParams(100, 25),
});

export const vendorInventoryPageSchema = z.object({
  items: z.array(vendorInventoryItemSchema),
  /** All items matching the filters, over every page. */
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** The size classes of all the vendor's live items (filters aside), smallest first: the Size filter's options. */
  size_classes: z.array(z.object({ value: z.string(), label: z.string(), count: z.number() })),
});
export type VendorInventoryPage = z.infer<typeof vendorInventoryPageSchema>;

export const INVENTORY_BULK_ACTIONS = ['publish', 'unpublish', 'set_stock', 'adjust_price', 'delete'] as const;

/** The price change a bulk `adjust_price` takes, in percent (not 0; not -100: a price is more than 0). */
export const ADJUST_PRICE_PERCENT = { min: -99, max: 1000 } as const;
/** The most stock a bulk `set_stock` sets. */
export const BULK_STOCK_MAX = 1_000_000;

/**
 * What is wrong with a bulk action's `value` (undefined: none given, or not a number), or null: the one rule for the
 * API and the inventory table's bulk bar.
 */
export function bulkValueProblem(action: (typeof INVENTORY_BULK_ACTIONS)[number], value: number | undefined) {
  if (action === 'set_stock') {
    if (value === undefined || !Number.isInteger(value) || value < 0 || value > BULK_STOCK_MAX) {
      return `Stock must be a whole number from 0 to ${BULK_STOCK_MAX}`;
    }
  } else if (action === 'adjust_price') {
    const { min, max } = ADJUST_PRICE_PERCENT;
    if (value === undefined || value < min || value > max || value === 0) {
      return `Enter a percentage from ${min} to ${max}, not 0`;
    }
  }
  return null;
}

/**
 * POST /api/vendor/inventory/bulk: one action on up to 500 of the vendor's items, all or nothing. `value` is the
 * new stock (set_stock) or the price change in percent, -99 to +1000 (adjust_price).
 */
export const inventoryBulkSchema = z
  .object({
    ids: z
      .array(z.number().int().positive().max(ID_MAX), { error: 'Choose at least one item' })
      .min(1, 'Choose at least one item')
      .max(500, 'At most 500 items at once'),
    action: z.enum(INVENTORY_BULK_ACTIONS, { error: `action must be one of ${INVENTORY_BULK_ACTIONS.join(', ')}` }),
    value: z.number().finite().optional(),
  })
  .superRefine((body, ctx) => {
    const problem = bulkValueProblem(body.action, body.value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });

export const inventoryBulkResultSchema = z.object({
  action: z.enum(INVENTORY_BULK_ACTIONS),
  /** Items changed (or removed). */
  count: z.number(),
  /** delete: how many were kept out of sight for their orders' history instead of deleted. */
  kept_for_history: z.number(),
});
export type InventoryBulkResult = z.infer<typeof inventoryBulkResultSchema>;

export const confirmStockResultSchema = z.object({ confirmed: z.number(), stock_confirmed_at: z.string() });

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

export const AVAILABILITY_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export type AvailabilityFormat = (typeof AVAILABILITY_FORMATS)[number];

/** GET /api/vendor/inventory/export and GET /api/vendors/{id}/availability. */
export const availabilityQuerySchema = z.object({
  format: z.enum(AVAILABILITY_FORMATS, { error: 'format must be xlsx, csv or pdf' }).default('xlsx'),
});
