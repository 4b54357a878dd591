import type { InquiryParty } from '@verdant/shared/enums';
import { MESSAGES } from '@verdant/shared/messages';
import { fromCents } from '@verdant/shared/rules/cart';
import {
  canInquire,
  canWriteInThread,
  inquiryStatesMovableTo,
  OPEN_THREAD_STATES,
  sortPendingFirst,
} from '@verdant/shared/rules/inquiries';
import type {
  Inquiry,
  InquiryDetail,
  InquiryMessage,
  inquiryCreateSchema,
  inquiryReplySchema,
  inquiryRespondSchema,
} from '@verdant/shared/schemas/inquiries';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import {
  answerInquiry,
  byBuyer,
  byId,
  byVendor,
  cancelInquiry,
  findInquirablePlant,
  type InquiryRow,
  insertInquiry,
  insertThreadMessage,
  markThreadRead,
  selectInquiries,
  selectThread,
  vendorOwnsInquiry,
  visibleTo,
} from './inquiries.repository.ts';
import { notifyInquiryAnswered, notifyInquiryMessage, notifyInquiryReceived } from './inquiry-events.ts';

/** Who is asking: their user id, their vendor profile id (vendors), and as which party. */
export interface InquiryCaller {
  userId: number;
  vendorId: number | null;
  party: InquiryParty;
}
const partyOf = (caller: InquiryCaller): InquiryParty => caller.party;

export function toInquiryView({
  inquiry,
  item,
  buyer,
  vendorBusinessName,
  messageCount,
  unreadCount,
  lastMessageAt,
}: InquiryRow): Inquiry {
  const response = inquiry.vendorResponse;
  return {
    id: inquiry.id,
    status: inquiry.status,
    message: inquiry.message,
    requested_quantity: inquiry.requestedQuantity,
    requested_specifications: inquiry.requestedSpecifications,
    created_at: inquiry.createdAt.toISOString(),
    responded_at: inquiry.respondedAt?.toISOString() ?? null,
    response_message: response,
    vendor_response: response,
    decline_reason: inquiry.declineReason,
    inventory_item_id: item.id,
    inventory_item: {
      id: item.id,
      plant_name: item.plantName,
      price: fromCents(item.priceCents),
      quantity_available: item.quantityAvailable,
      category: item.category,
      is_available: item.isAvailable && item.deletedAt === null,
    },
    buyer: {
      full_name: `${buyer.firstName} ${buyer.lastName}`.trim(),
      email: buyer.email,
      phone: buyer.phone,
    },
    vendor_id: inquiry.vendorId,
    plant_name: item.plantName,
    plant_scientific_name: item.scientificName,
    plant_price: fromCents(item.priceCents),
    vendor_business_name: vendorBusinessName,
    message_count: messageCount,
    unread_count: unreadCount,
    last_message_at: lastMessageAt?.toISOString() ?? null,
  };
}

async function loadRow(db: Db, id: number, viewer: InquiryParty): Promise<InquiryRow> {
  const [row] = await selectInquiries(db, byId(id), viewer);
  if (!row) throw notFound(MESSAGES.inquiryNotFound);
  return row;
}

const loadOne = async (db: Db, id: number, viewer: InquiryParty): Promise<Inquiry> =>
  toInquiryView(await loadRow(db, id, viewer));

/** The names a notification about this inquiry uses. */
const aboutOf = (row: InquiryRow) => ({
  plantName: row.item.plantName,
  buyerName: `${row.buyer.firstName} ${row.buyer.lastName}`.trim(),
  vendorName: row.vendorBusinessName,
});

export async function createInquiry(
  { db }: Deps,
  buyerId: number,
  input: z.output<typeof inquiryCreateSchema>,
): Promise<Inquiry> {
  const plant = await findInquirablePlant(db, input.inventory_item_id);
  if (!plant) throw notFound(MESSAGES.plantNotFound);
  if (!canInquire({ quantity_available: plant.quantityAvailable, is_available: plant.isAvailable })) {
    throw conflict(MESSAGES.inquiryOutOfStock);
  }
  if (input.requested_quantity > plant.quantityAvailable) {
    const message = MESSAGES.inquiryQuantityMax(plant.quantityAvailable);
    throw invalid(message, [{ field: 'requested_quantity', message }]);
  }
  const row = await db.transaction(async (tx) => {
    const id = await insertInquiry(tx, {
      inventoryItemId: plant.id,
      buyerId,
      vendorId: plant.vendorId,
      message: input.message,
      requestedQuantity: input.requested_quantity,
      requestedSpecifications: input.requested_specifications,
    });
    const created = await loadRow(tx, id, 'buyer');
    await notifyInquiryReceived(tx, plant.vendorUserId, aboutOf(created), input.message, input.requested_quantity);
    return created;
  });
  return toInquiryView(row);
}

export async function listBuyerInquiries({ db }: Deps, buyerId: number): Promise<Inquiry[]> {
  return (await selectInquiries(db, byBuyer(buyerId), 'buyer')).map(toInquiryView);
}

export async function listVendorInquiries({ db }: Deps, vendorId: number): Promise<Inquiry[]> {
  return sortPendingFirst((await selectInquiries(db, byVendor(vendorId), 'vendor')).map(toInquiryView));
}

/** The inquiry if the caller is its buyer or its vendor; anyone else gets the same 404 as for an unknown id. */
async function findVisible(db: Db, id: number, caller: InquiryCaller): Promise<InquiryRow> {
  const [row] = await selectInquiries(db, visibleTo(id, caller.userId, caller.vendorId), partyOf(caller));
  if (!row) throw notFound(MESSAGES.inquiryNotFound);
  return row;
}

function toMessageView(
  row: Awaited<ReturnType<typeof selectThread>>[number],
  names: Record<InquiryParty, string>,
): InquiryMessage {
  return {
    id: row.id,
    inquiry_id: row.inquiryId,
    sender: row.senderRole,
    sender_name: names[row.senderRole],
    body: row.body,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

const partyNames = (row: InquiryRow): Record<InquiryParty, string> => ({
  buyer: `${row.buyer.firstName} ${row.buyer.lastName}`.trim(),
  vendor: row.vendorBusinessName,
});

/** GET /api/inquiries/{id}: the inquiry and its thread, oldest message first. */
export async function getInquiry({ db }: Deps, id: number, caller: InquiryCaller): Promise<InquiryDetail> {
  const row = await findVisible(db, id, caller);
  const names = partyNames(row);
  const messages = (await selectThread(db, id)).map((message) => toMessageView(message, names));
  return { ...toInquiryView(row), messages };
}

/** POST /api/inquiries/{id}/messages: 404 for anyone but the two parties, 409 before the first answer or once closed. */
export async function sendThreadMessage(
  { db }: Deps,
  id: number,
  caller: InquiryCaller,
  input: z.output<typeof inquiryReplySchema>,
): Promise<InquiryMessage> {
  const row = await findVisible(db, id, caller);
  const refusal = () =>
    conflict(row.inquiry.status === 'pending' ? MESSAGES.inquiryThreadNotStarted : MESSAGES.inquiryClosed);
  if (!canWriteInThread(row.inquiry.status)) throw refusal();
  const sender = partyOf(caller);
  const created = await db.transaction(async (tx) => {
    const message = await insertThreadMessage(
      tx,
      { inquiryId: id, senderId: caller.userId, senderRole: sender, body: input.body },
      OPEN_THREAD_STATES,
    );
    // Closed between the read above and the insert.
    if (!message) throw conflict(MESSAGES.inquiryClosed);
    // Writing answers everything before it: the writer has read the thread.
    await markThreadRead(tx, id, sender);
    const recipient =
      sender === 'buyer'
        ? { userId: row.vendorUserId, party: 'vendor' as const }
        : { userId: row.inquiry.buyerId, party: 'buyer' as const };
    await notifyInquiryMessage(tx, recipient, aboutOf(row), input.body);
    return message;
  });
  return toMessageView(created, partyNames(row));
}

/** POST /api/inquiries/{id}/read: the caller opened the thread. */
export async function readThread({ db }: Deps, id: number, caller: InquiryCaller): Promise<void> {
  await findVisible(db, id, caller);
  await markThreadRead(db, id, partyOf(caller));
}

export async function respondToInquiry(
  { db }: Deps,
  vendorId: number,
  input: z.output<typeof inquiryRespondSchema>,
): Promise<Inquiry> {
  const row = await db.transaction(async (tx) => {
    const answered = await answerInquiry(tx, {
      id: input.inquiry_id,
      vendorId,
      status: input.status,
      from: inquiryStatesMovableTo(input.status, 'vendor'),
      vendorResponse: input.vendor_response,
      // A reason only means something for a decline.
      declineReason: input.status === 'declined' ? input.decline_reason : null,
    });
    if (answered === null) {
      if (await vendorOwnsInquiry(tx, input.inquiry_id, vendorId)) throw conflict(MESSAGES.inquiryAlreadyAnswered);
      throw notFound(MESSAGES.inquiryNotFound);
    }
    const updated = await loadRow(tx, answered, 'vendor');
    const text = input.status === 'declined' ? input.decline_reason : input.vendor_response;
    await notifyInquiryAnswered(tx, updated.inquiry.buyerId, aboutOf(updated), { status: input.status, text });
    return updated;
  });
  return toInquiryView(row);
}

/** POST /api/inquiries/{id}/cancel: the buyer withdraws it while the vendor has not confirmed or declined. */
export async function cancelBuyerInquiry({ db }: Deps, id: number, buyerId: number): Promise<Inquiry> {
  const row = await findVisible(db, id, { userId: buyerId, vendorId: null, party: 'buyer' });
  if (!(await cancelInquiry(db, id, buyerId, inquiryStatesMovableTo('cancelled', 'buyer')))) {
    const [now] = await selectInquiries(db, byId(id), 'buyer');
    throw conflict(MESSAGES.inquiryCannotMove(now?.inquiry.status ?? row.inquiry.status, 'cancelled'));
  }
  return loadOne(db, id, 'buyer');
}
