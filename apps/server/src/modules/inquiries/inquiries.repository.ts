import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inquiries, inventoryItems, users, vendorProfiles } from '../../db/schema/index.ts';
import { listedByApprovedVendor } from '../catalog/visibility.repository.ts';

export type InquiryRow = Awaited<ReturnType<typeof selectInquiries>>[number];

/** A listed plant of an approved vendor, or null; one marked unavailable is found (the service answers 409). */
export async function findInquirablePlant(db: Db, itemId: number) {
  const [row] = await db
    .select({
      id: inventoryItems.id,
      vendorId: inventoryItems.vendorId,
      quantityAvailable: inventoryItems.quantityAvailable,
      isAvailable: inventoryItems.isAvailable,
    })
    .from(inventoryItems)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, inventoryItems.vendorId))
    .where(and(eq(inventoryItems.id, itemId), listedByApprovedVendor(inventoryItems, vendorProfiles)));
  return row ?? null;
}

export async function insertInquiry(db: Db, values: typeof inquiries.$inferInsert): Promise<number> {
  const [row] = await db.insert(inquiries).values(values).returning({ id: inquiries.id });
  return row!.id;
}

/** Inquiries with their plant, buyer and vendor; `where` carries the caller's ownership. */
export function selectInquiries(db: Db, where: SQL | undefined) {
  return db
    .select({
      inquiry: inquiries,
      item: {
        id: inventoryItems.id,
        plantName: inventoryItems.plantName,
        scientificName: inventoryItems.scientificName,
        priceCents: inventoryItems.priceCents,
        quantityAvailable: inventoryItems.quantityAvailable,
        category: inventoryItems.category,
        isAvailable: inventoryItems.isAvailable,
        deletedAt: inventoryItems.deletedAt,
      },
      buyer: { firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone },
      vendorBusinessName: vendorProfiles.businessName,
    })
    .from(inquiries)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inquiries.inventoryItemId))
    .innerJoin(users, eq(users.id, inquiries.buyerId))
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, inquiries.vendorId))
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
}

export const byBuyer = (buyerId: number) => eq(inquiries.buyerId, buyerId);
export const byVendor = (vendorId: number) => eq(inquiries.vendorId, vendorId);
export const byId = (id: number) => eq(inquiries.id, id);

/** The inquiry if the caller is its buyer or its vendor. */
export function visibleTo(id: number, userId: number, vendorId: number | null): SQL | undefined {
  const party =
    vendorId === null
      ? eq(inquiries.buyerId, userId)
      : or(eq(inquiries.buyerId, userId), eq(inquiries.vendorId, vendorId));
  return and(eq(inquiries.id, id), party);
}

/**
 * Answers a pending inquiry of this vendor in one conditional statement, so of two simultaneous answers exactly one
 * finds it still pending. Returns the id, or null when nothing matched.
 */
export async function answerPendingInquiry(
  db: Db,
  answer: {
    id: number;
    vendorId: number;
    status: 'confirmed' | 'declined';
    vendorResponse: string | null;
    declineReason: string | null;
  },
): Promise<number | null> {
  const [row] = await db
    .update(inquiries)
    .set({
      status: answer.status,
      vendorResponse: answer.vendorResponse,
      declineReason: answer.declineReason,
      respondedAt: sql`now()`,
    })
    .where(and(eq(inquiries.id, answer.id), eq(inquiries.vendorId, answer.vendorId), eq(inquiries.status, 'pending')))
    .returning({ id: inquiries.id });
  return row?.id ?? null;
}

export async function vendorOwnsInquiry(db: Db, id: number, vendorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.id, id), eq(inquiries.vendorId, vendorId)));
  return row !== undefined;
}
