import { fromCents } from '@verdant/shared/rules/cart';
import type { AdminStats } from '@verdant/shared/schemas/admin';
import { STATS_WEEKS, type VendorStats } from '@verdant/shared/schemas/stats';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { salesByWeek, signUpsByWeek, topPlants } from './stats.repository.ts';

const DAY = 86_400_000;
const TOP_PLANTS = 5;

/** The Mondays (UTC, "YYYY-MM-DD") of the last `count` weeks, this week last. */
export function weekStarts(now: Date, count = STATS_WEEKS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY;
  return Array.from({ length: count }, (_, i) =>
    new Date(monday - (count - 1 - i) * 7 * DAY).toISOString().slice(0, 10),
  );
}

const since = (weeks: string[]) => new Date(`${weeks[0]}T00:00:00Z`);

export async function getVendorStats({ db, now }: Deps, vendorId: number): Promise<VendorStats> {
  const weeks = weekStarts(now());
  const [sales, top] = await Promise.all([
    salesByWeek(db, since(weeks), vendorId),
    topPlants(db, vendorId, since(weeks), TOP_PLANTS),
  ]);
  const byWeek = new Map(sales.map((row) => [row.week, row]));
  return {
    weeks: weeks.map((week) => ({
      week_start: week,
      orders: byWeek.get(week)?.orders ?? 0,
      revenue: fromCents(byWeek.get(week)?.cents ?? 0),
    })),
    top_plants: top.map((row) => ({
      inventory_item_id: row.id,
      plant_name: row.name,
      quantity: row.quantity,
      revenue: fromCents(row.cents),
    })),
  };
}

export async function adminWeeks(db: Db, now: Date): Promise<AdminStats['weeks']> {
  const weeks = weekStarts(now);
  const [sales, signUps] = await Promise.all([salesByWeek(db, since(weeks)), signUpsByWeek(db, since(weeks))]);
  const salesOf = new Map(sales.map((row) => [row.week, row]));
  const signUpsOf = new Map(signUps.map((row) => [row.week, row]));
  return weeks.map((week) => ({
    week_start: week,
    buyers: signUpsOf.get(week)?.buyers ?? 0,
    vendors: signUpsOf.get(week)?.vendors ?? 0,
    orders: salesOf.get(week)?.orders ?? 0,
    sales: fromCents(salesOf.get(week)?.cents ?? 0),
  }));
}
