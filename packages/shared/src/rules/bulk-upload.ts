// Bulk upload rules: understand a nursery's column headers and cell values (prices like "$24.99", sizes like
// "3 gal" or "#3"), then check each row with the same inventory schema as the single-item form.
import type { z } from 'zod';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import {
  BULK_FIELD_LABELS,
  BULK_FIELDS,
  BULK_PHOTO_PLANS,
  type BulkField,
  type BulkRowCells,
} from '../schemas/bulk-upload.ts';
import { inventoryItemInputSchema } from '../schemas/inventory.ts';
import { GROWING_CELLS, type GrowingCell } from './growing-cells.ts';
import { readReadyCell } from './ready-date.ts';
import { parseTierHeader, splitTierCell, tierPart } from './tier-columns.ts';

export type InventoryRowValue = z.output<typeof inventoryItemInputSchema>;
export interface FieldError {
  field: string;
  message: string;
}

/** Header words per field, best first. "container" fills size, or pot size when a size column exists too. */
export const HEADER_ALIASES: Record<BulkField, readonly string[]> = {
  plant_name: [
    'plant name',
    'common name',
    'name',
    'plant',
    'item',
    'item name',
    'product',
    'variety',
    'cultivar',
    'common',
  ],
  scientific_name: ['botanical name', 'scientific name', 'latin name', 'botanical', 'species', 'genus species'],
  size: ['size', 'container', 'container size', 'cont', 'grade', 'gallon', 'gal', 'caliper', 'height'],
  quantity_available: [
    'qty',
    'quantity',
    'quantity available',
    'qty available',
    'qty avail',
    'available',
    'avail',
    'stock',
    'in stock',
    'on hand',
    'inventory',
    'count',
    'units',
  ],
  price: [
    'price',
    'unit price',
    'price each',
    'price ea',
    'our price',
    'sale price',
    'each',
    'cost',
    'retail',
    'retail price',
    'wholesale',
    'wholesale price',
  ],
  category: ['category', 'type', 'plant type', 'group', 'department'],
  pot_size: ['pot size', 'pot', 'pot type', 'container type', 'container'],
  compare_at_price: ['compare at price', 'compare at', 'was', 'was price', 'regular price', 'list price', 'msrp'],
  description: ['description', 'notes', 'comments', 'details'],
  care_instructions: ['care instructions', 'care', 'care notes', 'growing notes'],
  zone: ['zone', 'zones', 'hardiness', 'hardiness zone', 'hardiness zones', 'usda zone', 'usda zones', 'usda'],
  light: ['light', 'sun', 'exposure', 'sun exposure', 'light needs', 'sun shade', 'sun requirements'],
  water: ['water', 'water needs', 'moisture', 'watering', 'water use'],
  mature_height: ['mature height', 'height at maturity', 'mature ht', 'max height', 'ultimate height'],
  mature_spread: ['mature spread', 'spread', 'width', 'mature width', 'max spread'],
  native: ['native', 'native to', 'native states', 'native range', 'native state'],
  deer_resistant: ['deer resistant', 'deer', 'deer resistance', 'deer proof'],
  habit: ['evergreen deciduous', 'evergreen', 'deciduous', 'habit', 'foliage', 'leaf habit', 'foliage type'],
  bloom: ['bloom', 'bloom time', 'bloom season', 'bloom color', 'flower', 'flower color', 'flowering', 'blooms'],
  // Not "id" alone: a nursery's own row numbers are no Verdant ids.
  item_id: ['item id', 'verdant item id', 'verdant id'],
  // One cell for every break; tier columns ("10-49", "Price 50+") are found by parseTierHeader.
  price_tiers: ['tier prices', 'price tiers', 'quantity breaks', 'price breaks', 'tiers'],
  // "Available" and "Availability" holding dates are found by their cells (ready-column.ts).
  ready_date: [
    'ready',
    'ready date',
    'ready by',
    'date ready',
    'ready on',
    'ready from',
    'availability date',
    'available date',
    'available from',
  ],
};

/** "Price ($)" -> "price", "Qty. Avail" -> "qty avail", "Compare-at price" -> "compare at price". */
export function normaliseHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\((?:\s*(?:\$|§|usd|us\$|ea|each)\s*)\)/g, ' ')
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim();
}

/** Words that make a header a code or number ("Item #", "Item No.", "SKU", "Plant ID"), never a name or a value. */
const CODE_WORDS = new Set(['#', 'no', 'num', 'number', 'code', 'sku', 'id', 'ref', 'lot']);

function headerScore(header: string, alias: string, rank: number): number {
  if (header === alias) return 1000 - rank;
  // "Item #" holds the nursery's own item numbers: it is not the plant's name, whatever word it shares.
  if (header.split(' ').some((word) => CODE_WORDS.has(word))) return 0;
  // Whole words inside a longer header ("plant name common", "price per plant") count, but less.
  if (` ${header} `.includes(` ${alias} `)) return 500 - rank - header.length / 100;
  return 0;
}

/**
 * Which field each header cell fills (null: ignored). Each field is filled by one column at most, but for tier
 * columns ("1-9", "10-49", "Price 50+"), which all fill price_tiers.
 */
export function matchColumns(headers: readonly string[]): (BulkField | null)[] {
  const candidates: { column: number; field: BulkField; score: number }[] = [];
  const mapping: (BulkField | null)[] = headers.map((text) => (parseTierHeader(text) ? 'price_tiers' : null));
  headers.forEach((text, column) => {
    const header = normaliseHeader(text);
    if (!header || mapping[column]) return;
    for (const field of BULK_FIELDS) {
      const score = Math.max(0, ...HEADER_ALIASES[field].map((alias, rank) => headerScore(header, alias, rank)));
      if (score > 0) candidates.push({ column, field, score });
    }
  });
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);
  const taken = new Set<BulkField>();
  for (const { column, field } of candidates) {
    if (mapping[column] !== null || taken.has(field)) continue;
    mapping[column] = field;
    taken.add(field);
  }
  // "Plant" (or "Item", "Variety") beside "Common": the first holds the botanical name, the common name is the name.
  const isCommon = (column: number) => /^common(?: name)?$/.test(normaliseHeader(headers[column]!));
  const isOtherName = (column: number) =>
    mapping[column] === null &&
    !isCommon(column) &&
    HEADER_ALIASES.plant_name.includes(normaliseHeader(headers[column]!));
  const named = mapping.indexOf('plant_name');
  if (named >= 0 && !taken.has('scientific_name')) {
    const common = headers.findIndex((_, column) => mapping[column] === null && isCommon(column));
    const other = headers.findIndex((_, column) => isOtherName(column));
    if (!isCommon(named) && common >= 0) [mapping[named], mapping[common]] = ['scientific_name', 'plant_name'];
    else if (isCommon(named) && other >= 0) mapping[other] = 'scientific_name';
  }
  // "Description" (or "Item Description") as the only column naming the plant: it holds the plant's name.
  if (!taken.has('plant_name') && !taken.has('scientific_name') && taken.has('description')) {
    mapping[mapping.indexOf('description')] = 'plant_name';
  }
  // A list with only botanical names: those are the plant names.
  if (!taken.has('plant_name') && taken.has('scientific_name')) {
    mapping[mapping.indexOf('scientific_name')] = 'plant_name';
  }
  return mapping;
}

/** A header row names the plant and at least its price or its quantity. */
export function isHeaderMapping(mapping: readonly (BulkField | null)[]): boolean {
  return (
    mapping.includes('plant_name') &&
    (mapping.includes('price') || mapping.includes('quantity_available') || mapping.includes('price_tiers'))
  );
}

/** The first of the top rows that reads as a header (lists often start with a title line), or -1. */
export function findHeaderRow(rows: readonly (readonly string[])[], scanRows = 25): number {
  const limit = Math.min(rows.length, scanRows);
  for (let index = 0; index < limit; index++) {
    if (isHeaderMapping(matchColumns(rows[index]!))) return index;
  }
  return -1;
}

/** Trimmed, single-spaced, straight quotes (OCR and word processors curl them). */
export function cleanText(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/[\u2018\u2019\u201A\u2032`]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\s\u00A0]+/g, ' ')
    .trim();
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** "$24.99", "24.99 ea", "USD 1,250.00", "(8.99)", "12,50"; null when the cell is empty. */
export function parsePrice(text: string | null | undefined, label = 'Price'): Parsed<number | null> {
  let value = cleanText(text).toLowerCase();
  if (!value) return { ok: true, value: null };
  const accountingNegative = /^\(.*\)$/.test(value);
  value = value
    .replace(/^\(|\)$/g, '')
    .replace(/\s*(?:\/|per)?\s*(?:ea|each|pc|pcs|unit|plant)\.?$/, '')
    .replace(/^(?:usd|us\$|\$|s(?=\s*\d))\s*/, '')
    .replace(/^(-)\s*(?:usd|us\$|\$)\s*/, '$1')
    .replace(/\s*(?:usd|\$)$/, '')
    .trim();
  if (!/^-?\d[\d,]*(?:\.\d+)?$|^-?\.\d+$/.test(value))
    return { ok: false, error: `${label} "${cleanText(text)}" is not a number` };
  // "12,50" is a decimal comma; "1,250" and "1,250.00" have a thousands separator.
  value = /^-?\d+,\d{1,2}$/.test(value) ? value.replace(',', '.') : value.replaceAll(',', '');
  let number = Number(value);
  if (accountingNegative) number = -Math.abs(number);
  // Spreadsheet floats (8.990000000000001) are cents in disguise.
  const cents = Math.round(number * 100);
  if (Math.abs(cents - number * 100) < 1e-6) number = cents / 100;
  return { ok: true, value: number };
}

/** "48", "1,200", "48 avail", "sold out" (0); null when empty. */
export function parseQuantity(text: string | null | undefined): Parsed<number | null> {
  const value = cleanText(text).toLowerCase();
  if (!value) return { ok: true, value: null };
  if (/^(?:sold out|out|out of stock|none)$/.test(value)) return { ok: true, value: 0 };
  const match = /^(-?[\d,]*\.?\d+)\s*(?:avail(?:able)?|pcs?|units?|ea(?:ch)?|plants?)?\.?$/.exec(value);
  if (!match) return { ok: false, error: `Quantity "${cleanText(text)}" is not a number` };
  return { ok: true, value: Number(match[1]!.replaceAll(',', '')) };
}

/** One spelling per size so that the same plant matches across uploads: "3 Gal." -> "3 gal", "# 3" -> "#3", "6ft" -> "6 ft". */
export function normaliseSize(text: string | null | undefined): string {
  const value = cleanText(text);
  const number = '(\\d+(?:\\.\\d+)?|\\d+\\/\\d+|\\d+ \\d+\\/\\d+)';
  const trade = new RegExp(`^(?:#|no\\.?)\\s*${number}$`, 'i').exec(value);
  if (trade) return `#${trade[1]}`;
  const gallons = new RegExp(`^${number}\\s*-?\\s*(?:gal|gals|gallon|gallons|gl|g)\\.?$`, 'i').exec(value);
  if (gallons) return `${gallons[1]} gal`;
  const inches = new RegExp(`^${number}\\s*-?\\s*(?:"|''|in|in\\.|inch|inches)$`, 'i').exec(value);
  if (inches) return `${inches[1]}"`;
  const quarts = new RegExp(`^${number}\\s*-?\\s*(?:qt|qts|quart|quarts)\\.?$`, 'i').exec(value);
  if (quarts) return `${quarts[1]} qt`;
  const feet = new RegExp(`^${number}\\s*-?\\s*(?:ft|feet|foot)\\.?$`, 'i').exec(value);
  if (feet) return `${feet[1]} ft`;
  return value;
}

const CATEGORY_WORDS: Record<string, Category> = {
  shrub: 'outdoor',
  shrubs: 'outdoor',
  tree: 'outdoor',
  trees: 'outdoor',
  grass: 'outdoor',
  grasses: 'outdoor',
  groundcover: 'outdoor',
  vine: 'outdoor',
  vines: 'outdoor',
  perennial: 'flowering',
  perennials: 'flowering',
  annual: 'flowering',
  annuals: 'flowering',
  flower: 'flowering',
  flowers: 'flowering',
  succulent: 'succulents',
  cactus: 'succulents',
  cacti: 'succulents',
  herb: 'herbs',
  vegetable: 'herbs',
  vegetables: 'herbs',
  edible: 'herbs',
  edibles: 'herbs',
  houseplant: 'indoor',
  houseplants: 'indoor',
  tropical: 'indoor',
  seed: 'seeds',
  pot: 'planters',
  pots: 'planters',
  planter: 'planters',
  soil: 'care',
  fertilizer: 'care',
  tools: 'care',
};

/** A category key, its label ("Succulents & Cacti") or a nursery word ("Shrubs"); null when empty. */
export function parseCategory(text: string | null | undefined): Parsed<Category | null> {
  const value = normaliseHeader(cleanText(text));
  if (!value) return { ok: true, value: null };
  const found =
    CATEGORIES.find((key) => key === value || normaliseHeader(CATEGORY_LABELS[key]) === value) ??
    CATEGORIES.find((key) => value.split(' ').includes(key)) ??
    CATEGORY_WORDS[value] ??
    value
      .split(' ')
      .map((word) => CATEGORY_WORDS[word])
      .find(Boolean);
  if (found) return { ok: true, value: found };
  return { ok: false, error: `Category "${cleanText(text)}" is not one of: ${CATEGORIES.join(', ')}` };
}

/**
 * A row's cells by field, from the file's cells and the header mapping (repeated fields are joined). With the
 * headers, each tier column's price joins the row's tier text as "10+ 31.00".
 */
export function cellsFromRow(
  mapping: readonly (BulkField | null)[],
  row: readonly string[],
  headers: readonly string[] = [],
): BulkRowCells {
  const cells: BulkRowCells = {};
  mapping.forEach((field, column) => {
    if (!field) return;
    let value = cleanText(row[column]);
    if (!value) return;
    if (field === 'price_tiers') {
      const range = parseTierHeader(headers[column] ?? '');
      if (range) value = tierPart(range, value);
      cells[field] = cells[field] ? `${cells[field]}; ${value}` : value;
    } else cells[field] = cells[field] ? `${cells[field]} ${value}` : value;
  });
  return cells;
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
