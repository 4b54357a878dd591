import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendorProfiles } from '../../db/schema/index.ts';

/** The user account behind each vendor profile, for notifying vendors by profile id. */
export async function vendorUserIds(db: Db, vendorIds: number[]): Promise<Map<number, number>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await db
    .select({ id: vendorProfiles.id, userId: vendorProfiles.userId })
    .from(vendorProfiles)
    .where(inArray(vendorProfiles.id, [...new Set(vendorIds)]));
  return new Map(rows.map((row) => [row.id, row.userId]));
}
