import { editDistance } from '@verdant/shared/plant-names/match';
import { HEADER_ALIASES, matchColumns } from '@verdant/shared/rules/bulk-upload';
import type { BulkField } from '@verdant/shared/schemas/bulk-upload';

// A photographed header is sometimes unreadable where the data under it is plain: a two-line "Qty / Avail" or
// "Price / ($)" read as "Hig". When the header names the plant and at least one more column, the unnamed columns
// are named from their values: amounts with cents or a "$" are the price, whole numbers the quantity. The rows are
// then reviewed by the vendor (their confidence is lowered), never imported as read.

/** How sure a cell of a column named from its values is: low enough that its row is reviewed. */
export const INFERRED_COLUMN_CONFIDENCE = 0.6;

const MONEY = /^\$\s*\d[\d,]*(?:\.\d{1,2})?$|^\d[\d,]*\.\d\d$/;
const WHOLE = /^\d[\d,]*$/;

/** A header that names the plant and another column, and has a cell it cannot name. */
export const isPartialHeader = (mapping: readonly (BulkField | null)[]) =>
  mapping.includes('plant_name') && mapping.filter(Boolean).length >= 2 && mapping.includes(null);

/** The mapping with unnamed columns named from their values, or null when that still gives no price or quantity. */
export function inferNumberColumns(
  mapping: readonly (BulkField | null)[],
  rows: readonly (readonly string[])[],
): (BulkField | null)[] | null {
  const inferred = [...mapping];
  const share = (column: number, pattern: RegExp) => {
    const values = rows.map((cells) => (cells[column] ?? '').trim()).filter(Boolean);
    return values.length >= 2 ? values.filter((value) => pattern.test(value)).length / values.length : 0;
  };
  // Right to left: the price is usually the last amount column, the quantity the whole numbers before it.
  for (let column = inferred.length - 1; column >= 0; column--) {
    if (inferred[column] !== null) continue;
    if (!inferred.includes('price') && share(column, MONEY) >= 0.7) inferred[column] = 'price';
    else if (!inferred.includes('quantity_available') && share(column, WHOLE) >= 0.7)
      inferred[column] = 'quantity_available';
  }
  const named = inferred.some((field, column) => field !== mapping[column]);
  return named && (inferred.includes('price') || inferred.includes('quantity_available')) ? inferred : null;
}

const ALIASES = Object.values(HEADER_ALIASES).flat();
const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Header cells as OCR misreads them ("QiyAvall", "CommonMame") put back to the header words they are nearest to
 * (at most one letter in four wrong); cells that already name a column, and short ones, are left as read.
 */
export function repairHeaderWords(texts: readonly string[]): string[] {
  const named = matchColumns(texts);
  return texts.map((text, column) => {
    const read = letters(text);
    if (named[column] !== null || read.length < 5) return text;
    let best = text;
    let bestDistance = Math.floor(read.length / 4) + 1;
    for (const alias of ALIASES) {
      const distance = editDistance(read, letters(alias), bestDistance - 1);
      if (distance < bestDistance) [best, bestDistance] = [alias, distance];
    }
    return best === text ? text : best.replace(/\b\w/g, (first) => first.toUpperCase());
  });
}
