import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkouts, invoiceSequences, orderItems, orders, vendorProfiles } from '../../db/schema/index.ts';

/**
 * Gives each just-paid order the next invoice number of its vendor, inside the paying transaction: the counter row
 * is incremented (INSERT ... ON CONFLICT DO UPDATE locks it until commit), so concurrent payments for one vendor
 * queue on it and a rolled-back payment gives its number back. Vendors are taken in id order so two multi-vendor
 * checkouts never lock counters in opposite orders.
 */
export async function assignInvoiceNumbers(tx: Db, paid: { id: number; vendorId: number }[]): Promise<void> {
  const ordered = [...paid].sort((a, b) => a.vendorId - b.vendorId || a.id - b.id);
  for (const order of ordered) {
    const [counter] = await tx
      .insert(invoiceSequences)
      .values({ vendorId: order.vendorId, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceSequences.vendorId,
        set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
      })
      .returning({ lastNumber: invoiceSequences.lastNumber });
    await tx
      .update(orders)
      .set({ invoiceNumber: counter!.lastNumber })
      .where(and(eq(orders.id, order.id), isNull(orders.invoiceNumber)));
  }
}

/** One order with what its paperwork prints: lines, the vendor's business details and the checkout's token. */
export async function findOrderPaperwork(db: Db, orderId: number) {
  const [row] = await db
    .select({
      order: orders,
      accessToken: checkouts.accessToken,
      vendor: {
        businessName: vendorProfiles.businessName,
        businessAddress: vendorProfiles.businessAddress,
        businessPhone: vendorProfiles.businessPhone,
        businessEmail: vendorProfiles.businessEmail,
      },
    })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, orders.vendorId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return { ...row, items };
}

export type OrderPaperwork = NonNullable<Awaited<ReturnType<typeof findOrderPaperwork>>>;
