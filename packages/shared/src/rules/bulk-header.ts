// Bulk upload headers: which field each column of a nursery's list fills ("Qty. Avail" -> quantity available),
// and a row's cells by field once the header is known.
import { BULK_FIELDS, type BulkField, type BulkRowCells } from '../schemas/bulk-upload.ts';
import { cleanText, normaliseHeader } from './bulk-cells.ts';
import { parseTierHeader, tierPart } from './tier-columns.ts';

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
  scientific_name: [
    'botanical name',
    'scientific name',
    'latin name',
    'botanical',
    'scientific',
    'latin',
    'species',
    'genus species',
  ],
  size: [
    'size',
    'container',
    'container size',
    'cont',
    'grade',
    'gallon',
    'gal',
    'gallons',
    'caliper',
    'height',
    'ht',
    'hgt',
  ],
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
    'net',
    'net price',
  ],
  category: ['category', 'type', 'plant type', 'group', 'department'],
  pot_size: ['pot size', 'pot', 'pot type', 'container type', 'container'],
  compare_at_price: ['compare at price', 'compare at', 'was', 'was price', 'regular price', 'list price', 'msrp'],
  description: ['description', 'notes', 'comments', 'details', 'remarks', 'note', 'comment', 'remark'],
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
export function matchColumns(cells: readonly string[]): (BulkField | null)[] {
  // A long cell is no column name (and a huge one would cost its length once per alias).
  const headers = cells.map((text) => (text.length > 200 ? '' : text));
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
  // An item's "Description" before its "Common Name" (an inventory system's report): the item's name, the
  // botanical one, as "Plant" beside "Common" is. After the name it stays the notes.
  const described = mapping.indexOf('description');
  const common = mapping.indexOf('plant_name');
  if (!taken.has('scientific_name') && described >= 0 && common > described && isCommon(common)) {
    mapping[described] = 'scientific_name';
  }
  // "List Price" or "MSRP" as the only price: the list's price (a compare-at price goes beside a price). "Was"
  // alone is an old price, never the price.
  const compared = mapping.indexOf('compare_at_price');
  if (!taken.has('price') && compared >= 0 && !/^was\b/.test(normaliseHeader(headers[compared]!))) {
    mapping[compared] = 'price';
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

/**
 * The first of the top rows that reads as a header (lists often start with a title line; an order form with its
 * terms, thirty rows and more), or -1.
 */
export function findHeaderRow(rows: readonly (readonly string[])[], scanRows = 60): number {
  const limit = Math.min(rows.length, scanRows);
  for (let index = 0; index < limit; index++) {
    if (isHeaderMapping(matchColumns(rows[index]!))) return index;
  }
  return -1;
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
