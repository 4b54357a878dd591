import { z } from 'zod';

// Dashboard charts (issue 18 point 6): the last 12 weeks, oldest first; a week starts on Monday (UTC) and is
// named by that date, "2026-11-16".

export const STATS_WEEKS = 12;

/** GET /api/vendor/stats: paid orders and their revenue per week, and the plants that earned most. */
export const vendorStatsSchema = z.object({
  weeks: z.array(z.object({ week_start: z.string(), orders: z.number(), revenue: z.number() })),
  top_plants: z.array(
    z.object({ inventory_item_id: z.number(), plant_name: z.string(), quantity: z.number(), revenue: z.number() }),
  ),
});
export type VendorStats = z.infer<typeof vendorStatsSchema>;

/** In GET /api/admin/stats: new buyer and vendor accounts, paid orders and sales per week. */
export const adminWeekSchema = z.object({
  week_start: z.string(),
  buyers: z.number(),
  vendors: z.number(),
  orders: z.number(),
  sales: z.number(),
});
