import type { Plan } from '@verdant/shared/enums';
import type { BannerVendor } from '@verdant/shared/schemas/catalog';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, vendorProfiles } from '../../db/schema/index.ts';

/** Approved, active vendors on one plan, oldest first. */
export async function findVendorsOnPlan(db: Db, plan: Plan): Promise<BannerVendor[]> {
  return db
    .select({
      id: vendorProfiles.id,
      business_name: vendorProfiles.businessName,
      business_description: vendorProfiles.businessDescription,
    })
    .from(vendorProfiles)
    .innerJoin(users, eq(users.id, vendorProfiles.userId))
    .where(and(eq(vendorProfiles.isApproved, true), eq(users.isActive, true), eq(users.plan, plan)))
    .orderBy(asc(vendorProfiles.id))
    .limit(30);
}
