// Availability you can trust (docs/product.md#stock-confirmation): every listing keeps when its vendor last said the
// stock is current. The vendor is reminded after STOCK_REMIND_DAYS; after STOCK_STALE_DAYS buyers see a warning and
// the catalog ranks the plant after the confirmed ones.

export const STOCK_REMIND_DAYS = 14;
export const STOCK_STALE_DAYS = 30;

const DAY_MS = 86_400_000;

/** Whole days since `iso` (0 on the day itself; never negative for a clock a little ahead). */
export function daysSince(iso: string, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / DAY_MS));
}

/** Past the warning age: "availability not recently confirmed". */
export function isStockStale(iso: string, now: Date = new Date()): boolean {
  return daysSince(iso, now) >= STOCK_STALE_DAYS;
}
