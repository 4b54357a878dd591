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
 * A price whose decimal point OCR lost ("$9800" among "$64.00" and "$129.00"): when most of the column's amounts
 * have cents, the point goes back before the last two digits.
 */
export function repairDecimalPoints(rows: SourceRow[], column: number): void {
  const values = rows.map((row) => (row.cells[column] ?? '').trim()).filter((text) => /\d/.test(text));
  const withCents = values.filter((text) => WITH_CENTS.test(text)).length;
  if (withCents < 2 || withCents < 0.6 * values.length) return;
  for (const row of rows) {
    const match = WITHOUT_POINT.exec((row.cells[column] ?? '').trim());
    if (!match) continue;
    const digits = match[2]!;
    row.cells[column] = `${match[1]}${digits.slice(0, -2)}.${digits.slice(-2)}`;
    row.confidence ??= row.cells.map(() => 1);
    row.confidence[column] = Math.min(row.confidence[column] ?? 1, REPAIRED);
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
