import { parseTierHeader } from '@verdant/shared/rules/tier-columns';
import type { SourceRow } from './table.ts';

// What OCR gets wrong in number cells, put right where the rest of the column shows the intent, and always with
// less confidence: a repaired cell puts its row up for review, never straight into the catalog.

/** Confidence of a repaired cell: low enough that its row is reviewed. */
const REPAIRED = 0.5;

// Letters OCR reads for digits: O/o 0, l/I/| 1, S/s 5, B 8, Z 2.
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  l: '1',
  I: '1',
  '|': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
};

/** A number cell with a letter OCR confuses with a digit ("1O", "$l2.5O") gets the digit. */
export function repairNumber(text: string): { text: string; repaired: boolean } {
  if (!/\d/.test(text) || !/^[$\s\d.,OolIS|sBZ]+$/.test(text) || !/[OolIS|sBZ]/.test(text))
    return { text, repaired: false };
  return { text: text.replace(/[OolIS|sBZ]/g, (char) => DIGIT_LOOKALIKES[char] ?? char), repaired: true };
}

const WITH_CENTS = /^\$?\s*\d[\d,]*\.\d\d$/;
const WITHOUT_POINT = /^(\$?\s*)(\d{3,})$/;

/**
 * Amounts whose decimal point OCR lost ("$9800" among "$64.00" and "$129.00"): when the list writes cents (at
 * least two amounts with cents, and a third of all, over its price and tier columns together: a point lost in one
 * column is often lost in the next), the point goes back before the last two digits of amounts of three digits or
 * more, for review.
 */
export function repairDecimalPoints(rows: SourceRow[], columns: readonly number[]): void {
  const values = rows.flatMap((row) =>
    columns.map((column) => (row.cells[column] ?? '').trim()).filter((text) => /\d/.test(text)),
  );
  const withCents = values.filter((text) => WITH_CENTS.test(text)).length;
  if (withCents < 2 || withCents < values.length / 3) return;
  for (const row of rows) {
    for (const column of columns) {
      const match = WITHOUT_POINT.exec((row.cells[column] ?? '').trim());
      if (!match) continue;
      const digits = match[2]!;
      row.cells[column] = `${match[1]}${digits.slice(0, -2)}.${digits.slice(-2)}`;
      row.confidence ??= row.cells.map(() => 1);
      row.confidence[column] = Math.min(row.confidence[column] ?? 1, REPAIRED);
    }
  }
}

const SINGLE = `'‘’\``;
const DOUBLE = '"“”';
const MARK = `[${SINGLE}${DOUBLE}]`;

/**
 * A cultivar's quote marks as OCR misreads them: a pair of unlike marks ("'October Glory\"") made alike, and a
 * closing mark lost at the end of the name ("'Green Velvet") put back. Only a mark opening a word after the
 * genus counts, so an apostrophe ("Ranger's") is left alone.
 */
export function repairQuotes(text: string): { text: string; repaired: boolean } {
  const marks = [...text.matchAll(new RegExp(MARK, 'g'))].filter(
    (mark) => !/\p{L}/u.test(text[mark.index - 1] ?? '') || !/\p{L}/u.test(text[mark.index + 1] ?? ''),
  );
  const opening = marks[0];
  // The mark opens a word after at least the genus.
  if (!opening || /\S/.test(text[opening.index - 1] ?? ' ') || !text.slice(0, opening.index).trim())
    return { text, repaired: false };
  if (marks.length === 1 && /\p{L}/u.test(text[opening.index + 1] ?? '')) {
    return { text: `${text.trimEnd()}'`, repaired: true };
  }
  const closing = marks[1];
  if (marks.length !== 2 || !closing) return { text, repaired: false };
  const family = (mark: string) => (SINGLE.includes(mark) ? 'single' : 'double');
  if (family(opening[0]) === family(closing[0])) return { text, repaired: false };
  const fixed = `${text.slice(0, opening.index)}'${text.slice(opening.index + 1, closing.index)}'${text.slice(closing.index + 1)}`;
  return { text: fixed, repaired: true };
}

const TIER_NUMBERS = /(\S*?)(\d[\d,]*)\s*(?:(-|to)\s*(\S*?\d[\d,]*)|\+)/i;

/**
 * Tier headers ("1-9", "10-49", "50+") as OCR misreads them, put right by their order: each tier starts one above
 * where the one before it ends. A header that breaks that chain ("110-49" between "1-9" and "50+": a rule read as a
 * "1") becomes the one reading that fits both neighbours, taken from what was read by dropping leading characters
 * or reading look-alike letters as digits. Returns the texts and the columns changed (whose cells are then reviewed).
 */
export function repairTierHeaders(texts: readonly string[]): { texts: string[]; columns: number[] } {
  const out = [...texts];
  const columns: number[] = [];
  const ranges = texts.map((text) => parseTierHeader(text));
  const digitsOf = (text: string) => text.replace(/[OolI|]/g, (char) => DIGIT_LOOKALIKES[char] ?? char);
  // Shorter readings first: a dropped leading character is the usual misreading.
  const readings = (text: string) => {
    const digits = digitsOf(text).replace(/[^\d]/g, '');
    return digits ? Array.from({ length: digits.length }, (_, index) => Number(digits.slice(index))).reverse() : [];
  };
  // Words of digits, dashes and look-alike letters ("lO-49") read as digits.
  const asDigits = (text: string) =>
    text.replace(/[\dOolI|,+-]+/g, (word) => (/\d/.test(word) ? digitsOf(word) : word));
  for (let column = 0; column < texts.length; column++) {
    const text = asDigits(texts[column]!);
    const match = TIER_NUMBERS.exec(text);
    const before = ranges[column - 1];
    const after = ranges[column + 1];
    if (!match || (!before && !after)) continue;
    const fits = (min: number, max: number | null) =>
      min >= 1 &&
      (max === null || max >= min) &&
      (!before || (before.max !== null && min === before.max + 1)) &&
      (!after || (max !== null && after.min === max + 1));
    const current = ranges[column];
    if (current && fits(current.min, current.max)) continue;
    const mins = readings(`${match[1]}${match[2]}`);
    const maxes = match[3] ? readings(match[4]!) : [null];
    const found = mins.flatMap((min) => maxes.flatMap((max) => (fits(min, max) ? [{ min, max }] : [])))[0];
    if (!found) continue;
    const fixed = found.max === null ? `${found.min}+` : `${found.min}-${found.max}`;
    out[column] = text.replace(match[0], fixed);
    ranges[column] = found;
    columns.push(column);
  }
  return { texts: out, columns };
}
