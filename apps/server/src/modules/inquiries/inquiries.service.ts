import { MESSAGES } from '@verdant/shared/messages';
import { fromCents } from '@verdant/shared/rules/cart';
import { canInquire, sortPendingFirst } from '@verdant/shared/rules/inquiries';
import type { Inquiry, inquiryCreateSchema, inquiryRespondSchema } from '@verdant/shared/schemas/inquiries';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import {
  answerPendingInquiry,
  byBuyer,
  byId,
  byVendor,
  findInquirablePlant,
  type InquiryRow,
  insertInquiry,
  selectInquiries,
  vendorOwnsInquiry,
  visibleTo,
} from './inquiries.repository.ts';

export function toInquiryView({ inquiry, item, buyer, vendorBusinessName }: InquiryRow): Inquiry {
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
  };
}

async function loadOne(db: Db, id: number): Promise<Inquiry> {
  const [row] = await selectInquiries(db, byId(id));
  if (!row) throw notFound(MESSAGES.inquiryNotFound);
  return toInquiryView(row);
}

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
  const id = await insertInquiry(db, {
    inventoryItemId: plant.id,
    buyerId,
    vendorId: plant.vendorId,
    message: input.message,
    requestedQuantity: input.requested_quantity,
    requestedSpecifications: input.requested_specifications,
  });
  return loadOne(db, id);
}

export async function listBuyerInquiries({ db }: Deps, buyerId: number): Promise<Inquiry[]> {
  return (await selectInquiries(db, byBuyer(buyerId))).map(toInquiryView);
}

export async function listVendorInquiries({ db }: Deps, vendorId: number): Promise<Inquiry[]> {
  return sortPendingFirst((await selectInquiries(db, byVendor(vendorId))).map(toInquiryView));
}

/** Its buyer or its vendor; anyone else gets the same 404 as for an id that does not exist. */
export async function getInquiry({ db }: Deps, id: number, userId: number, vendorId: number | null): Promise<Inquiry> {
  const [row] = await selectInquiries(db, visibleTo(id, userId, vendorId));
  if (!row) throw notFound(MESSAGES.inquiryNotFound);
  return toInquiryView(row);
}

export async function respondToInquiry(
  { db }: Deps,
  vendorId: number,
  input: z.output<typeof inquiryRespondSchema>,
): Promise<Inquiry> {
  const answered = await answerPendingInquiry(db, {
    id: input.inquiry_id,
    vendorId,
    status: input.status,
    vendorResponse: input.vendor_response,
    // A reason only means something for a decline.
    declineReason: input.status === 'declined' ? input.decline_reason : null,
  });
  if (answered === null) {
    if (await vendorOwnsInquiry(db, input.inquiry_id, vendorId)) throw conflict(MESSAGES.inquiryAlreadyAnswered);
    throw notFound(MESSAGES.inquiryNotFound);
  }
  return loadOne(db, answered);
}
