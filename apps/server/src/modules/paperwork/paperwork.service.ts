import { timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@verdant/shared/messages';
import type { Deps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/guard.ts';
import { type PaperworkKind, renderPaperwork } from './paperwork.pdf.ts';
import { findOrderPaperwork, type OrderPaperwork } from './paperwork.repository.ts';

export interface PaperworkFile {
  filename: string;
  pdf: Buffer;
}

const sameToken = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

async function render(kind: PaperworkKind, paperwork: OrderPaperwork): Promise<PaperworkFile> {
  return { filename: `${kind}-${paperwork.order.orderNumber}.pdf`, pdf: await renderPaperwork(kind, paperwork) };
}

/**
 * The vendor's invoice or packing slip of one of its orders (anyone else's order is a 404). An invoice exists once
 * the order is paid: that is when its number is given (decision 018).
 */
export async function vendorPaperwork(
  { db }: Deps,
  vendorId: number,
  orderId: number,
  kind: 'invoice' | 'packing-slip',
): Promise<PaperworkFile> {
  const paperwork = await findOrderPaperwork(db, orderId);
  if (!paperwork || paperwork.order.vendorId !== vendorId) throw notFound(MESSAGES.orderNotFound);
  if (kind === 'invoice' && paperwork.order.invoiceNumber === null) throw conflict(MESSAGES.invoiceNotYet);
  return render(kind, paperwork);
}

/** The buyer's receipt: for the buyer's account, or a guest holding the checkout's token; once paid. */
export async function receipt(
  { db }: Deps,
  caller: AuthUser | null,
  token: string | undefined,
  orderId: number,
): Promise<PaperworkFile> {
  const paperwork = await findOrderPaperwork(db, orderId);
  const allowed =
    paperwork !== null &&
    ((caller !== null && caller.role === 'buyer' && paperwork.order.buyerId === caller.id) ||
      (token !== undefined && sameToken(paperwork.accessToken, token)));
  if (!allowed) throw notFound(MESSAGES.orderNotFound);
  if (paperwork.order.paidAt === null) throw conflict(MESSAGES.receiptNotYet);
  return render('receipt', paperwork);
}
