import { CATEGORY_LABELS } from '@verdant/shared/enums';
import { formatDate, formatMoney } from '@verdant/shared/format';
import { MESSAGES } from '@verdant/shared/messages';
import { fromCents } from '@verdant/shared/rules/cart';
import type { PriceTier } from '@verdant/shared/rules/price-tiers';
import { shortReadyDate, shownReadyDate } from '@verdant/shared/rules/ready-day';
import type { AvailabilityFormat } from '@verdant/shared/schemas/vendor';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { createPdf, drawTable, type PdfColumn, pdfBuffer } from '../../lib/pdf.ts';
import { newWorkbook } from '../../lib/workbook.ts';
import { findVendorStore } from '../catalog/catalog.repository.ts';
import type { InventoryRow } from './inventory.repository.ts';
import { listAllVendorItems } from './inventory-table.repository.ts';
import { tiersFromCents } from './price-tiers.ts';

// Availability lists out (issue 18.3): the vendor's current list, or a store's published plants, as XLSX, CSV or
// PDF. The columns read back through bulk upload (its header words), and "Item ID" makes an edited XLSX update the
// same plants. Quantity breaks are one "Price 10+" column per break quantity in the lists (bulk upload reads them
// back) and one "Tier prices" cell in the PDF. "Ready" is the ISO day a plant will be ready ("Now" when it is),
// which bulk upload reads back; the PDF writes it short ("Apr 15").

/** A list larger than any nursery's (the table's bench has 5,000); the file stays bounded. */
const MAX_ROWS = 20_000;

const COLUMNS = ['Item ID', 'Common name', 'Botanical name', 'Category', 'Size', 'Quantity', 'Price', 'Ready'] as const;
/** What the Ready cell says for a plant ready now. */
const READY_NOW = 'Now';

interface ListRow {
  id: number;
  common: string;
  botanical: string;
  category: string;
  size: string;
  quantity: number;
  price: number;
  /** YYYY-MM-DD while ahead, else null (ready now). */
  ready: string | null;
  tiers: PriceTier[];
}

/** Every break quantity of the list, lowest first: one "Price N+" column each (none when no item has breaks). */
const tierQuantities = (rows: ListRow[]) =>
  [...new Set(rows.flatMap((row) => row.tiers.map((tier) => tier.min_quantity)))].sort((a, b) => a - b);
const tierHeader = (min: number) => `Price ${min}+`;
const tierPrice = (row: ListRow, min: number) => row.tiers.find((tier) => tier.min_quantity === min)?.price ?? null;

const toListRow = (row: InventoryRow): ListRow => ({
  id: row.id,
  common: row.plantName,
  botanical: row.scientificName ?? '',
  category: CATEGORY_LABELS[row.category],
  size: row.size ?? '',
  quantity: row.quantityAvailable,
  price: fromCents(row.priceCents),
  ready: shownReadyDate(row.readyDate),
  tiers: tiersFromCents(row.priceTiers),
});

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is written as text with a leading quote. */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const csvCell = (value: string | number) => {
  const text = typeof value === 'number' ? String(value) : inert(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

function toCsv(rows: ListRow[]): Buffer {
  const tiers = tierQuantities(rows);
  const lines = [
    [...COLUMNS, ...tiers.map(tierHeader)],
    ...rows.map((r) => [
      ...[r.id, r.common, r.botanical, r.category, r.size, r.quantity, r.price.toFixed(2), r.ready ?? READY_NOW],
      ...tiers.map((min) => tierPrice(r, min)?.toFixed(2) ?? ''),
    ]),
  ];
  // A BOM so Excel opens the file as UTF-8 (botanical names carry accents and quotes).
  return Buffer.from(`\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`);
}

async function toXlsx(rows: ListRow[], title: string): Promise<Buffer> {
  const workbook = await newWorkbook();
  workbook.title = title;
  const sheet = workbook.addWorksheet('Availability');
  const tiers = tierQuantities(rows);
  sheet.columns = [
    { header: 'Item ID', key: 'id', width: 10 },
    { header: 'Common name', key: 'common', width: 32 },
    { header: 'Botanical name', key: 'botanical', width: 32 },
    { header: 'Category', key: 'category', width: 16 },
    { header: 'Size', key: 'size', width: 12 },
    { header: 'Quantity', key: 'quantity', width: 10 },
    { header: 'Price', key: 'price', width: 12, style: { numFmt: '$#,##0.00' } },
    // Text, not a date cell: it reads back the same whatever the spreadsheet's locale.
    { header: 'Ready', key: 'ready', width: 12 },
    ...tiers.map((min) => ({ header: tierHeader(min), key: `tier${min}`, width: 12, style: { numFmt: '$#,##0.00' } })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) {
    const breaks = Object.fromEntries(tiers.map((min) => [`tier${min}`, tierPrice(row, min)]));
    const { tiers: _tiers, ...cells } = row;
    sheet.addRow({
      ...cells,
      ...breaks,
      common: inert(row.common),
      botanical: inert(row.botanical),
      size: inert(row.size),
      ready: row.ready ?? READY_NOW,
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const PDF_COLUMNS: PdfColumn[] = [
  { header: 'Common name', width: 0.25 },
  { header: 'Botanical name', width: 0.25 },
  { header: 'Size', width: 0.12 },
  { header: 'Quantity', width: 0.12, align: 'right' },
  { header: 'Price', width: 0.14, align: 'right' },
  { header: 'Ready', width: 0.12 },
];
/** With breaks: the names give room to one "Tier prices" cell. */
const PDF_TIER_COLUMNS: PdfColumn[] = [
  { header: 'Common name', width: 0.2 },
  { header: 'Botanical name', width: 0.2 },
  { header: 'Size', width: 0.09 },
  { header: 'Quantity', width: 0.09, align: 'right' },
  { header: 'Price', width: 0.1, align: 'right' },
  { header: 'Ready', width: 0.1 },
  { header: 'Tier prices', width: 0.22 },
];

/** "10+ $31.00; 50+ $28.00". */
const tierText = (row: ListRow) =>
  row.tiers.map((tier) => `${tier.min_quantity}+ ${formatMoney(tier.price)}`).join('; ');

async function toPdf(rows: ListRow[], title: string, subtitle: string): Promise<Buffer> {
  const doc = createPdf(title);
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc.font('Helvetica').fontSize(10).fillColor('#444444').text(subtitle).fillColor('#000000').moveDown();
  const withTiers = rows.some((r) => r.tiers.length > 0);
  drawTable(
    doc,
    withTiers ? PDF_TIER_COLUMNS : PDF_COLUMNS,
    rows.map((r) => [
      ...[r.common, r.botanical, r.size, String(r.quantity), formatMoney(r.price)],
      r.ready ? shortReadyDate(r.ready) : READY_NOW,
      ...(withTiers ? [tierText(r)] : []),
    ]),
  );
  return pdfBuffer(doc);
}

interface AvailabilityFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

const CONTENT_TYPES: Record<AvailabilityFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'nursery';

async function build(format: AvailabilityFormat, business: string, rows: InventoryRow[]): Promise<AvailabilityFile> {
  const list = rows.map(toListRow);
  const today = new Date().toISOString();
  const title = `${business} availability`;
  const body =
    format === 'csv'
      ? toCsv(list)
      : format === 'xlsx'
        ? await toXlsx(list, title)
        : await toPdf(list, title, `${list.length} plants, as of ${formatDate(today, 'long')}`);
  return {
    body,
    contentType: CONTENT_TYPES[format],
    filename: `${slug(business)}-availability-${today.slice(0, 10)}.${format}`,
  };
}

/** The vendor's own current list: every live item, published or not. */
export async function vendorAvailability({ db }: Deps, vendorId: number, format: AvailabilityFormat) {
  const store = await findVendorStore(db, vendorId);
  const business = store?.business_name ?? 'Nursery';
  return build(format, business, await listAllVendorItems(db, vendorId, false, MAX_ROWS));
}

/** A store's list for anyone: the published plants of an approved nursery. */
export async function publicAvailability({ db }: Deps, vendorId: number, format: AvailabilityFormat) {
  const store = await findVendorStore(db, vendorId);
  if (!store) throw notFound(MESSAGES.vendorNotFound);
  return build(format, store.business_name, await listAllVendorItems(db, vendorId, true, MAX_ROWS));
}
