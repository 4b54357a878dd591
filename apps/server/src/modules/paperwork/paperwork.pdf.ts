import { formatDate, formatInvoiceNumber, formatMoney } from '@verdant/shared/format';
import { fromCents } from '@verdant/shared/rules/cart';
import { createPdf, drawTable, type Pdf, type PdfColumn, pdfBuffer } from '../../lib/pdf.ts';
import type { OrderPaperwork } from './paperwork.repository.ts';

// The three order documents (issue 18 point 5): the same header, parties and lines, each with what its reader needs.

export type PaperworkKind = 'invoice' | 'packing-slip' | 'receipt';

const TITLES: Record<PaperworkKind, string> = {
  invoice: 'Invoice',
  'packing-slip': 'Packing slip',
  receipt: 'Receipt',
};

const money = (cents: number) => formatMoney(fromCents(cents));
const day = (date: Date | null) => (date ? formatDate(date.toISOString(), 'long') : '');
const compact = (lines: (string | null | undefined)[]) => lines.filter((line): line is string => Boolean(line));

function header(doc: Pdf, kind: PaperworkKind, paperwork: OrderPaperwork) {
  const { order } = paperwork;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#14532d').text(TITLES[kind]);
  doc.fillColor('#000000').font('Helvetica').fontSize(10).moveDown(0.3);
  const facts = compact([
    `Order ${order.orderNumber}`,
    `Ordered ${day(order.createdAt)}`,
    kind === 'invoice' && order.invoiceNumber !== null
      ? `Invoice no. ${formatInvoiceNumber(order.invoiceNumber)}`
      : null,
    kind !== 'packing-slip' && order.paidAt ? `Paid ${day(order.paidAt)}` : null,
    order.status === 'cancelled' ? `Cancelled ${day(order.cancelledAt)}${order.refundId ? ' (refunded)' : ''}` : null,
  ]);
  doc.text(facts.join('   ·   '));
  doc.moveDown();
}

/** Seller on the left, buyer (and where it goes) on the right. */
function parties(doc: Pdf, paperwork: OrderPaperwork) {
  const { order, vendor } = paperwork;
  const left = doc.page.margins.left;
  const half = (doc.page.width - left - doc.page.margins.right) / 2;
  const top = doc.y;
  const block = (x: number, title: string, lines: string[]) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('#555555')
      .text(title.toUpperCase(), x, top, { width: half - 12 });
    doc.font('Helvetica').fontSize(10).fillColor('#000000');
    for (const line of lines) doc.text(line, x, doc.y, { width: half - 12 });
    return doc.y;
  };
  const sellerEnd = block(
    left,
    'Sold by',
    compact([vendor.businessName, vendor.businessAddress, vendor.businessPhone, vendor.businessEmail]),
  );
  const buyerEnd = block(
    left + half,
    'Ship to',
    compact([order.buyerName, order.shippingAddress, order.buyerPhone, order.buyerEmail]),
  );
  doc.x = left;
  doc.y = Math.max(sellerEnd, buyerEnd);
  doc.moveDown();
}

const tierText = (tierMinQuantity: number | null) => (tierMinQuantity === null ? 'Base price' : `${tierMinQuantity}+`);

function lines(doc: Pdf, kind: PaperworkKind, paperwork: OrderPaperwork) {
  if (kind === 'packing-slip') {
    const columns: PdfColumn[] = [
      { header: 'Plant', width: 0.7 },
      { header: 'Quantity', width: 0.15, align: 'right' },
      { header: 'Packed', width: 0.15, align: 'right' },
    ];
    drawTable(
      doc,
      columns,
      paperwork.items.map((item) => [item.plantName, String(item.quantity), '[   ]']),
    );
    const units = paperwork.items.reduce((sum, item) => sum + item.quantity, 0);
    doc.font('Helvetica-Bold').fontSize(10).text(`${units} units in ${paperwork.items.length} lines`);
    return;
  }
  const columns: PdfColumn[] = [
    { header: 'Plant', width: 0.4 },
    { header: 'Quantity', width: 0.12, align: 'right' },
    { header: 'Price break', width: 0.16, align: 'right' },
    { header: 'Unit price', width: 0.15, align: 'right' },
    { header: 'Line total', width: 0.17, align: 'right' },
  ];
  drawTable(
    doc,
    columns,
    paperwork.items.map((item) => [
      item.plantName,
      String(item.quantity),
      tierText(item.tierMinQuantity),
      money(item.unitPriceCents),
      money(item.unitPriceCents * item.quantity),
    ]),
  );
  const subtotal = paperwork.items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Subtotal: ${money(subtotal)}`, { width, align: 'right' });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`${kind === 'receipt' ? 'Total paid' : 'Total'}: ${money(paperwork.order.totalCents)}`, {
      width,
      align: 'right',
    });
}

export async function renderPaperwork(kind: PaperworkKind, paperwork: OrderPaperwork): Promise<Buffer> {
  const doc = createPdf(`${TITLES[kind]} ${paperwork.order.orderNumber}`);
  header(doc, kind, paperwork);
  parties(doc, paperwork);
  lines(doc, kind, paperwork);
  doc.moveDown(2).font('Helvetica').fontSize(8).fillColor('#555555');
  doc.text(
    kind === 'packing-slip'
      ? 'Check each line as you pack it. Questions about this order: contact the nursery above.'
      : 'Sold through Verdant. Prices include the quantity breaks shown; shipping is arranged with the nursery.',
  );
  return pdfBuffer(doc);
}
