// Pure inquiry rules (docs/product.md#inquiries), shared by the form, the vendor panel and the server.
import { INQUIRY_STATUSES, type InquiryParty, type InquiryStatus } from '../enums.ts';
import { LIMITS } from '../messages.ts';

export const INQUIRY_MESSAGE_MAX = 2000;
export const INQUIRY_SPECIFICATIONS_MAX = 2000;
export const INQUIRY_RESPONSE_MAX = 2000;
export const INQUIRY_REPLY_MAX = 2000;
export const INQUIRY_QUANTITY_MAX = 1_000_000;

/**
 * The form's quantity: whole numbers as typed (so 0 and negatives reach the "at least 1" rule), and 1 for anything
 * that is not a number (empty box, letters), as docs/product.md#inquiries says.
 */
export function parseInquiryQuantity(raw: unknown): number {
  if (typeof raw === 'number') return Number.isFinite(raw) ? Math.trunc(raw) : 1;
  if (typeof raw === 'string') {
    const parsed = Number.parseInt(raw.trim(), 10);
    return Number.isNaN(parsed) ? 1 : parsed;
  }
  return 1;
}

/** A plant is out of stock when quantity_available is 0 or less (docs/product.md#catalog-and-search). */
export function isOutOfStock(quantityAvailable: number): boolean {
  return quantityAvailable <= 0;
}

/** Inquiries are possible for a listed plant with stock. */
export function canInquire(plant: { quantity_available: number; is_available: boolean }): boolean {
  return plant.is_available && !isOutOfStock(plant.quantity_available);
}

/** The buyer list's preview: cut at 100 characters (docs/product.md#inquiries), with an ellipsis when cut. */
export function inquiryPreview(message: string, max: number = LIMITS.inquiryPreviewChars): string {
  const chars = Array.from(message);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : message;
}

/**
 * The inquiry state machine (docs/product.md#inquiries). The vendor answers a pending inquiry with Confirm, Decline
 * or a custom response (`answered`); an answered inquiry may still be confirmed or declined; the buyer may cancel
 * until the vendor confirms or declines. Confirmed, declined and cancelled are final.
 */
const MOVES: Record<InquiryStatus, Record<InquiryParty, readonly InquiryStatus[]>> = {
  pending: { vendor: ['answered', 'confirmed', 'declined'], buyer: ['cancelled'] },
  answered: { vendor: ['confirmed', 'declined'], buyer: ['cancelled'] },
  confirmed: { vendor: [], buyer: [] },
  declined: { vendor: [], buyer: [] },
  cancelled: { vendor: [], buyer: [] },
};

/** Whether `party` may move an inquiry from `from` to `to`. */
export function canMoveInquiry(from: InquiryStatus, to: InquiryStatus, party: InquiryParty): boolean {
  return MOVES[from][party].includes(to);
}

/** The states `party` may move an inquiry to `to` from (the server's conditional update uses them). */
export function inquiryStatesMovableTo(to: InquiryStatus, party: InquiryParty): InquiryStatus[] {
  return INQUIRY_STATUSES.filter((from) => canMoveInquiry(from, to, party));
}

/** The vendor may still answer (pending) or decide (answered). */
export function canRespond(status: InquiryStatus): boolean {
  return MOVES[status].vendor.length > 0;
}

/** The buyer may withdraw the inquiry. */
export function canCancelInquiry(status: InquiryStatus): boolean {
  return canMoveInquiry(status, 'cancelled', 'buyer');
}

/** Declined and cancelled inquiries are closed: their thread takes no more messages. */
export function isInquiryClosed(status: InquiryStatus): boolean {
  return status === 'declined' || status === 'cancelled';
}

/** Buyer and vendor write to each other after the vendor's first answer and until the inquiry is closed. */
export function canWriteInThread(status: InquiryStatus): boolean {
  return status !== 'pending' && !isInquiryClosed(status);
}

/** The states whose thread takes messages. */
export const OPEN_THREAD_STATES: InquiryStatus[] = INQUIRY_STATUSES.filter(canWriteInThread);

/** Pending first, then newest first (the vendor's Inquiries tab). */
export function sortPendingFirst<T extends { status: InquiryStatus; created_at: string }>(inquiries: T[]): T[] {
  return [...inquiries].sort((a, b) => {
    const pendingOrder = Number(b.status === 'pending') - Number(a.status === 'pending');
    return pendingOrder !== 0 ? pendingOrder : b.created_at.localeCompare(a.created_at);
  });
}

export type OrderNow =
  | { ok: true; quantity: number }
  | { ok: false; reason: 'not_confirmed' | 'unavailable' }
  | { ok: false; reason: 'short'; available: number };

/** Whether "Order now" can put the confirmed quantity in the cart, and if not, why. */
export function orderNow(inquiry: {
  status: InquiryStatus;
  requested_quantity: number;
  inventory_item: { quantity_available: number; is_available: boolean } | null;
}): OrderNow {
  if (inquiry.status !== 'confirmed') return { ok: false, reason: 'not_confirmed' };
  const item = inquiry.inventory_item;
  if (!item || !canInquire(item)) return { ok: false, reason: 'unavailable' };
  if (item.quantity_available < inquiry.requested_quantity) {
    return { ok: false, reason: 'short', available: item.quantity_available };
  }
  return { ok: true, quantity: inquiry.requested_quantity };
}
