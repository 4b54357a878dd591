import { MESSAGES } from '@verdant/shared/messages';
import { matchPlantName } from '@verdant/shared/plant-names/match';
import type { RowCheck } from '@verdant/shared/rules/row-check';
import type { BulkField, BulkRowCells } from '@verdant/shared/schemas/bulk-upload';
import type { SourceRow, SourceTable } from './parsers/table.ts';

// One plant named once and its sizes on the rows under it, the name cells left blank or marked "as above": the
// name is carried down, a table-level rule run after every parser (CSV, sheets, Word, PDF, photos alike).

const NAME_FIELDS: readonly BulkField[] = ['plant_name', 'scientific_name'];
const SIZE_FIELDS: readonly BulkField[] = ['size', 'pot_size'];
/** What a row of its own has: a size, a quantity or a price. */
const OWN_FIELDS: readonly BulkField[] = [
  ...SIZE_FIELDS,
  'quantity_available',
  'price',
  'compare_at_price',
  'price_tiers',
];

/** A name cell saying "as above": ditto marks and their words. */
const DITTO = /^(?:["“”〃]|''|‘‘|’’|,,|do\.?|ditto|same(?:\s+as\s+above)?)$/i;
export const isDitto = (text: string) => DITTO.test(text.trim());

/** A cultivar in quotes ("'Shamrock'"): only a plant's name has one. */
const QUOTED_CULTIVAR = /['‘’"“”][^'‘’"“”]{2,}['‘’"“”]/;
/** Reference matches that name a plant (a genus alone included: "HOSTA" over its sizes). */
const PLANT_MATCHES = new Set(['exact', 'synonym', 'common', 'cultivar', 'genus']);

/** A name the reference knows, or one with a quoted cultivar: surely a plant, not a heading. */
export function isKnownPlantName(text: string): boolean {
  return QUOTED_CULTIVAR.test(text) || PLANT_MATCHES.has(matchPlantName(text).kind);
}

export interface Carried {
  /** The number of the row the names came from. */
  from: number;
  /** The row's own cells as the document has them (its name cells empty or a ditto mark). */
  cells: string[];
  /** A clear layout: as sure as its source. Otherwise the row is held for review. */
  sure: boolean;
}

export type CarriedRow = SourceRow & { carried?: Carried };

export interface CarryRules {
  mapping: readonly (BulkField | null)[];
  /** A row that ends a plant's group: a section heading, the header repeated, a page's foot. */
  isBreak: (row: SourceRow) => boolean;
  /** A row of words only that reads as a heading ("SHRUBS", "Perennials - 1 gal"), not as a plant's name. */
  isHeading: (row: SourceRow) => boolean;
}

/**
 * Placed from positioned text (a PDF page, a photo) or doubted by the reader: an empty cell may be words OCR missed,
 * and the lines of a heading or a name alone may have joined the row above, whose name would be carried.
 */
const unclear = (row: SourceRow) =>
  row.placed === true || row.crop !== undefined || (row.confidence ?? []).some((value) => value < 1);

/**
 * The rows with names carried down: into a row with its own size, quantity or price whose name cells are all empty
 * or ditto marks, from the nearest row above with a name, never across a heading, a repeated header or a page's
 * foot. A name alone on its row with such rows under it is their plant (dropped as a row of its own) unless it
 * reads as a heading. A carried row is sure in a clear layout; it is held for review when it has no size of its
 * own, when a blank row stands between it and its name, when its name's row is only taken for a plant for want of
 * looking like a heading, or when either was placed from positioned text or doubted by the reader.
 */
export function carryNamesDown(body: SourceTable, rules: CarryRules): CarriedRow[] {
  const columnsOf = (fields: readonly BulkField[]) =>
    rules.mapping.flatMap((field, column) => (field && fields.includes(field) ? [column] : []));
  const names = columnsOf(NAME_FIELDS);
  const own = columnsOf(OWN_FIELDS);
  const sizes = columnsOf(SIZE_FIELDS);
  if (!names.length) return body;
  const text = (row: SourceRow, column: number) => row.cells[column]?.trim() ?? '';
  const nameless = (row: SourceRow) => names.every((column) => !text(row, column) || isDitto(text(row, column)));
  const hasOwn = (row: SourceRow) => own.some((column) => text(row, column));
  const sizesUnder = (row: SourceRow | undefined) => row !== undefined && nameless(row) && hasOwn(row);

  const out: CarriedRow[] = [];
  let source: { row: SourceRow; sure: boolean } | null = null;
  let gap = false;
  body.forEach((row, index) => {
    if (row.cells.every((cell) => !cell.trim())) {
      gap = true;
      out.push(row);
      return;
    }
    // A banner in a column of its own (a quantity column first: "SHRUBS" under "Avail.") is no size row.
    if (sizesUnder(row) && rules.isBreak(row)) {
      source = null;
      out.push(row);
      return;
    }
    if (sizesUnder(row)) {
      out.push(source ? carry(row, source, !gap && sizes.some((column) => text(row, column))) : row);
      return;
    }
    const filled = row.cells.flatMap((cell, column) => (cell.trim() ? [column] : []));
    if (!nameless(row) && filled.every((column) => names.includes(column))) {
      const known = isKnownPlantName(names.map((column) => text(row, column)).join(' '));
      if (!known && rules.isHeading(row)) {
        // A heading: no name to carry into the rows under it.
        source = null;
        out.push(row);
        return;
      }
      if (sizesUnder(body[index + 1])) {
        // The plant of the rows under it: not a row of its own.
        source = { row, sure: known };
        gap = false;
        return;
      }
    }
    if (rules.isBreak(row)) source = null;
    else if (!nameless(row)) {
      source = { row, sure: true };
      gap = false;
    }
    out.push(row);
  });
  return out;

  function carry(row: SourceRow, from: { row: SourceRow; sure: boolean }, clear: boolean): CarriedRow {
    const cells = [...row.cells];
    const confidence = row.confidence && [...row.confidence];
    for (const column of names) {
      cells[column] = from.row.cells[column] ?? '';
      if (confidence) confidence[column] = from.row.confidence?.[column] ?? 1;
    }
    const sure = from.sure && clear && !unclear(row) && !unclear(from.row);
    return {
      ...row,
      cells,
      ...(confidence ? { confidence } : {}),
      carried: { from: from.row.number, cells: row.cells, sure },
    };
  }
}

/** What a list row keeps of its carried names: where from, the name cells as the document has them, how sure. */
export interface CarriedNames {
  from: number;
  source: BulkRowCells;
  sure: boolean;
}

/**
 * A row's check with its carried names said: each name cell's source text is what the document has there (empty,
 * or the ditto mark), and a row carried in an unclear layout is held for review, saying where its name came from.
 */
export function withCarriedNames(check: RowCheck, carried: CarriedNames | undefined): RowCheck {
  if (!carried) return check;
  const cell_details = { ...check.cell_details };
  for (const field of NAME_FIELDS) {
    const detail = cell_details[field];
    if (detail) cell_details[field] = { ...detail, source_text: carried.source[field] ?? '' };
  }
  if (carried.sure) return { ...check, cell_details };
  return {
    ...check,
    cell_details,
    status: check.status === 'ok' ? 'review' : check.status,
    review_reasons: [...check.review_reasons, MESSAGES.bulkReviewCarried(carried.from)],
  };
}
