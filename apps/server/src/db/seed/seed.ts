import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LIMITS } from '@verdant/shared/messages';
import { count, ne } from 'drizzle-orm';
import type { ImageStore } from '../../media/image-store.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { insertUser } from '../../modules/auth/users.repository.ts';
import type { Db } from '../client.ts';
import { inventoryItems, itemImages, users } from '../schema/index.ts';
import { DEMO_BUYERS, DEMO_IMAGES_DIR, DEMO_PASSWORD, DEMO_PLANTS, DEMO_VENDORS } from './demo-catalog.ts';
import { seedDemoProjects } from './demo-projects.ts';

export const DEMO_ADMIN_EMAIL = 'admin@verdant.test';

/**
 * Demo data, into an empty database only (no users other than admins): safe to call on every start.
 */
export async function seedDemo(db: Db, images: ImageStore): Promise<boolean> {
  const [{ value: others } = { value: 0 }] = await db
    .select({ value: count() })
    .from(users)
    .where(ne(users.role, 'admin'));
  if (others > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const trialEndDate = new Date(Date.now() + LIMITS.trialDays * 24 * 3600 * 1000);
  const vendorIds = new Map<string, number>();
  for (const vendor of DEMO_VENDORS) {
    const created = await insertUser(
      db,
      {
        email: vendor.email,
        passwordHash,
        firstName: vendor.first_name,
        lastName: vendor.last_name,
        phone: vendor.phone,
        role: 'vendor',
        plan: vendor.plan,
        trialEndDate,
        emailVerifiedAt: new Date(),
      },
      {
        businessName: vendor.business_name,
        businessDescription: vendor.business_description,
        businessAddress: vendor.business_address,
        businessPhone: vendor.business_phone,
        businessEmail: vendor.business_email,
        isApproved: vendor.approval === 'approved',
      },
    );
    vendorIds.set(vendor.key, created.vendorProfile!.id);
  }
  const buyerIds = new Map<string, number>();
  for (const buyer of DEMO_BUYERS) {
    const created = await insertUser(
      db,
      {
        email: buyer.email,
        passwordHash,
        firstName: buyer.first_name,
        lastName: buyer.last_name,
        phone: buyer.phone,
        role: 'buyer',
        plan: buyer.plan,
        trialEndDate,
        emailVerifiedAt: new Date(),
      },
      null,
    );
    buyerIds.set(buyer.email, created.user.id);
  }

  for (const [index, plant] of DEMO_PLANTS.entries()) {
    const vendorId = vendorIds.get(plant.vendor);
    if (!vendorId) throw new Error(`Demo plant ${plant.plant_name} names an unknown vendor ${plant.vendor}`);
    const [item] = await db
      .insert(inventoryItems)
      .values({
        vendorId,
        plantName: plant.plant_name,
        scientificName: plant.scientific_name || null,
        description: plant.description,
        careInstructions: plant.care_instructions,
        priceCents: Math.round(plant.price * 100),
        compareAtPriceCents: plant.compare_at_price === null ? null : Math.round(plant.compare_at_price * 100),
        quantityAvailable: plant.quantity_available,
        category: plant.category,
        size: plant.size,
        potSize: plant.pot_size || null,
        // Spread creation times so "newest" has a stable order.
        createdAt: new Date(Date.now() - (DEMO_PLANTS.length - index) * 3600 * 1000),
      })
      .returning({ id: inventoryItems.id });
    const stored = await images.save(await readFile(path.join(DEMO_IMAGES_DIR, plant.image)));
    await db.insert(itemImages).values({ inventoryItemId: item!.id, ...stored, isPrimary: true });
  }

  // The contractor posts the spec's three sample projects; demo nurseries have bid on them.
  await seedDemoProjects(db, buyerIds.get('contractor@verdant.test')!, vendorIds);
  return true;
}

/** The lines `npm start` prints so a new user can log in. */
export function demoLoginLines(adminEmail: string): string[] {
  return [
    `admin   ${adminEmail}`,
    ...DEMO_VENDORS.map(
      (v) => `vendor  ${v.email.padEnd(34)} ${v.business_name}${v.approval === 'pending' ? ' (pending approval)' : ''}`,
    ),
    ...DEMO_BUYERS.map((b) => `buyer   ${b.email.padEnd(34)} ${b.first_name} ${b.last_name}`),
  ];
}
