import type { InquiryParty, InquiryStatus } from '@verdant/shared/enums';
import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inquiries, inquiryMessages, inventoryItems, users, vendorProfiles } from '../../db/schema/index.ts';
import { listedByApprovedVendor } from '../catalog/visibility.repository.ts';

export type InquiryRow = Awaited<ReturnType<typeof selectInquiries>>[number];

/** A listed plant of an approved vendor, or null; one marked unavailable is found (the service answers 409). */
export async function findInquirablePlant(db: Db, itemId: number) {
  const [row] = await db
    .select({
      id: inventoryItems.id,
      vendorId: inventoryItems.vendorId,
      vendorUserId: vendorProfiles.userId,
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

/**
 * Inquiries with their plant, buyer and vendor, and their thread's counts as `viewer` sees them (unread = the other
 * party's messages not opened yet); `where` carries the caller's ownership.
 */
export function selectInquiries(db: Db, where: SQL | undefined, viewer: InquiryParty) {
  const thread = sql`from ${inquiryMessages} m where m.inquiry_id = ${inquiries.id}`;
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
      vendorUserId: vendorProfiles.userId,
      messageCount: sql<number>`(select count(*) ${thread})`.mapWith(Number),
      unreadCount:
        sql<number>`(select count(*) ${thread} and m.read_at is null and m.sender_role <> ${viewer}::inquiry_party)`.mapWith(
          Number,
        ),
      lastMessageAt: sql<Date | null>`(select max(m.created_at) ${thread})`.mapWith((value) =>
        value === null ? null : new Date(value),
      ),
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
 * Moves an inquiry of this vendor to `status` in one conditional statement (only from the states the rule allows),
 * so of two simultaneous answers exactly one wins. A later decision keeps the first answer's text and time unless
 * it brings its own text. Returns the id, or null when nothing matched.
 */
export async function answerInquiry(
  db: Db,
  answer: {
    id: number;
    vendorId: number;
    status: 'answered' | 'confirmed' | 'declined';
    from: InquiryStatus[];
    vendorResponse: string | null;
    declineReason: string | null;
  },
): Promise<number | null> {
  const [row] = await db
    .update(inquiries)
    .set({
      status: answer.status,
      vendorResponse: sql`coalesce(${answer.vendorResponse}, ${inquiries.vendorResponse})`,
      declineReason: answer.declineReason,
      respondedAt: sql`coalesce(${inquiries.respondedAt}, now())`,
    })
    .where(
      and(eq(inquiries.id, answer.id), eq(inquiries.vendorId, answer.vendorId), inArray(inquiries.status, answer.from)),
    )
    .returning({ id: inquiries.id });
  return row?.id ?? null;
}

/** The buyer withdraws their inquiry, only from the states given (one conditional statement). */
export async function cancelInquiry(db: Db, id: number, buyerId: number, from: InquiryStatus[]): Promise<boolean> {
  const rows = await db
    .update(inquiries)
    .set({ status: 'cancelled' })
    .where(and(eq(inquiries.id, id), eq(inquiries.buyerId, buyerId), inArray(inquiries.status, from)))
    .returning({ id: inquiries.id });
  return rows.length > 0;
}

export async function vendorOwnsInquiry(db: Db, id: number, vendorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.id, id), eq(inquiries.vendorId, vendorId)));
  return row !== undefined;
}

/**
 * Adds a message to the thread only while the inquiry is in one of `openStates`. The inquiry row is locked (FOR
 * SHARE) while the message goes in, so a concurrent decline or cancel waits: no message slips in after it. Null when
 * the thread is not open. Called with a transaction, it runs as a savepoint of it.
 */
export async function insertThreadMessage(
  db: Db,
  message: { inquiryId: number; senderId: number; senderRole: InquiryParty; body: string },
  openStates: InquiryStatus[],
): Promise<typeof inquiryMessages.$inferSelect | null> {
  const insert = async (tx: Db) => {
    const [open] = await tx
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(and(eq(inquiries.id, message.inquiryId), inArray(inquiries.status, openStates)))
      .for('share');
    if (!open) return null;
    const [row] = await tx.insert(inquiryMessages).values(message).returning();
    return row ?? null;
  };
  return db.transaction(insert);
}

/** The thread of one inquiry, oldest first. */
export function selectThread(db: Db, inquiryId: number) {
  return db
    .select()
    .from(inquiryMessages)
    .where(eq(inquiryMessages.inquiryId, inquiryId))
    .orderBy(asc(inquiryMessages.id));
}

/** `reader` opened the thread: the other party's messages are read from now on. */
export async function markThreadRead(db: Db, inquiryId: number, reader: InquiryParty): Promise<void> {
  await db
    .update(inquiryMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(inquiryMessages.inquiryId, inquiryId),
        ne(inquiryMessages.senderRole, reader),
        isNull(inquiryMessages.readAt),
      ),
    );
}
