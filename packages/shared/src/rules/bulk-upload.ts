// Bulk upload rules: check each row of a nursery's list with the same inventory schema as the single-item form.
// Headers are read in bulk-header.ts, cell values ("$24.99", "3 Gal.") in bulk-cells.ts.
import type { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { BULK_FIELD_LABELS, BULK_FIELDS, BULK_PHOTO_PLANS, type BulkRowCells } from '../schemas/bulk-upload.ts';
import { inventoryItemInputSchema } from '../schemas/inventory.ts';
import { cleanText, normaliseSize, type Parsed, parseCategory, parsePrice, parseQuantity } from './bulk-cells.ts';
import { GROWING_CELLS, type GrowingCell } from './growing-cells.ts';
import { readReadyCell } from './ready-date.ts';
import { splitTierCell } from './tier-columns.ts';

// The module's entry point for readers of a list (server parsers, the preview): the header and cell rules it uses.
export { cleanText, normaliseHeader, parseQuantity } from './bulk-cells.ts';
export { cellsFromRow, findHeaderRow, HEADER_ALIASES, isHeaderMapping, matchColumns } from './bulk-header.ts';

export type InventoryRowValue = z.output<typeof inventoryItemInputSchema>;
export interface FieldError {
  field: string;
  message: string;
}

export function isBlankRow(cells: BulkRowCells): boolean {
  return Object.values(cells).every((value) => !cleanText(value));
}

export interface PreparedRow {
  /** The cells as understood: "$24.99" becomes "24.99", "3 Gal." becomes "3 gal". */
  cells: BulkRowCells;
  errors: FieldError[];
  /** The validated inventory payload, or null when the row has errors. */
  value: InventoryRowValue | null;
  /** The Item ID of an exported list: the row updates exactly this item (checked against the vendor's). */
  itemId: number | null;
  /** Cells read by OCR that could not be understood: held for review, not refused (see prepareRow's scanned). */
  unsure?: FieldError[];
}

const priceText = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** A row's Item ID: null when blank. */
function parseItemId(text: string | undefined): Parsed<number | null> {
  if (!text) return { ok: true, value: null };
  const value = text.replace(/\.0+$/, '');
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) return { ok: false, error: MESSAGES.bulkItemIdNotNumber(text) };
  return { ok: true, value: Number(value) };
}

/**
 * The row's tier text as breaks. Without a price, the lowest tier is the price (a list of "1-9", "10-49", "50+"
 * columns has no Price column); with one, a tier from 1 unit is the price already and is dropped.
 */
function readTiers(cells: BulkRowCells, errors: FieldError[]): { min_quantity: number; price: number }[] {
  const text = cells.price_tiers;
  if (!text) return [];
  const parts = splitTierCell(text);
  const tiers: { min_quantity: number; price: number }[] = [];
  for (const part of parts ?? []) {
    const price = parsePrice(part.price_text, BULK_FIELD_LABELS.price_tiers);
    if (!price.ok || price.value === null) break;
    tiers.push({ min_quantity: part.min_quantity, price: price.value });
  }
  if (!parts || tiers.length < parts.length) {
    errors.push({ field: 'price_tiers', message: MESSAGES.bulkTiersUnreadable(text) });
    return [];
  }
  if (!cells.price && tiers.length > 0) cells.price = priceText(tiers.shift()!.price);
  const breaks = tiers.filter((tier) => tier.min_quantity > 1);
  if (breaks.length > 0)
    cells.price_tiers = breaks.map((tier) => `${tier.min_quantity}+ ${priceText(tier.price)}`).join('; ');
  else delete cells.price_tiers;
  return breaks;
}

/** Understands and checks one row with the shared inventory schema; the same on the server and in the preview. */
export function prepareRow(input: BulkRowCells, options: { scanned?: boolean; today?: string } = {}): PreparedRow {
  const errors: FieldError[] = [];
  const cells: BulkRowCells = {};
  for (const field of BULK_FIELDS) {
    const value = cleanText(input[field]);
    if (value) cells[field] = value;
  }
  const itemId = parseItemId(cells.item_id);
  if (!itemId.ok) errors.push({ field: 'item_id', message: itemId.error });
  const tiers = readTiers(cells, errors);
  const unsure: FieldError[] = [];
  const ready = readReadyCell(cells, options.scanned ? unsure : errors, options.today);
  const { item_id: _id, price_tiers: _tiers, ready_date: _ready, ...rest } = cells;
  const payload: Record<string, unknown> = { ...rest, price_tiers: tiers, ready_date: ready };

  for (const field of ['price', 'compare_at_price'] as const) {
    const parsed = parsePrice(cells[field], BULK_FIELD_LABELS[field]);
    if (!parsed.ok) errors.push({ field, message: parsed.error });
    else {
      payload[field] = parsed.value ?? undefined;
      if (parsed.value !== null) cells[field] = priceText(parsed.value);
    }
  }
  const quantity = parseQuantity(cells.quantity_available);
  if (!quantity.ok) errors.push({ field: 'quantity_available', message: quantity.error });
  else {
    payload.quantity_available = quantity.value ?? undefined;
    if (quantity.value !== null) cells.quantity_available = String(quantity.value);
  }
  const category = parseCategory(cells.category);
  if (!category.ok) errors.push({ field: 'category', message: category.error });
  else {
    payload.category = category.value ?? undefined;
    if (category.value) cells.category = category.value;
  }
  for (const field of ['size', 'pot_size'] as const) {
    if (cells[field]) {
      cells[field] = normaliseSize(cells[field]);
      payload[field] = cells[field];
    }
  }

  for (const [field, read] of Object.entries(GROWING_CELLS) as [keyof typeof GROWING_CELLS, GrowingCell][]) {
    if (!cells[field]) continue;
    const parsed = read(cells[field]!);
    if (parsed) Object.assign(payload, parsed);
    else errors.push({ field, message: `${BULK_FIELD_LABELS[field]}: "${cells[field]}" is not understood` });
  }

  const result = inventoryItemInputSchema.safeParse(payload);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'plant_name');
      // Our own parse error already explains a bad price or quantity.
      if (!errors.some((error) => error.field === field)) errors.push({ field, message: issue.message });
    }
  }
  return {
    cells,
    errors,
    value: errors.length === 0 && result.success ? result.data : null,
    itemId: itemId.ok ? itemId.value : null,
    ...(unsure.length > 0 ? { unsure } : {}),
  };
}

/** One line per row for the answer's errors list. */
export function rowErrorText(errors: readonly FieldError[]): string {
  return errors.map((error) => error.message).join('; ');
}

/**
 * Photos are read for Pro and Premium vendors, and for everyone during the promotional period
 * (docs/product.md#bulk-upload).
 */
export function mayUploadPhotos(plan: string | null | undefined, promotionalPeriod: boolean): boolean {
  return promotionalPeriod || (BULK_PHOTO_PLANS as readonly (string | null | undefined)[]).includes(plan);
}

/**
 * "The same plant" for bulk upload, decided here only: same name and size, case and outer spaces aside. The
 * preview's "update" and the import's update both use it (never a SQL comparison, whose lower() and btrim() differ).
 */
export function plantKey(name: string, size: string | null | undefined): string {
  return `${name.trim().toLowerCase()}\u0000${(size ?? '').trim().toLowerCase()}`;
}
