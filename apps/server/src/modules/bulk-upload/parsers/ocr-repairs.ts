import { parseTierHeader } from '@verdant/shared/rules/tier-columns';
import type { SourceRow } from './table.ts';

// What OCR gets wrong in number cells, put right where the rest of the column shows the intent, and always with
// less confidence: a repaired cell puts its row up for review, never straight into the catalog.

/** Confidence of a repaired cell: low enough that its row is reviewed. */
const REPAIRED = 0.5;

// Letters OCR reads for digits: O/o 0, l/I/i/| 1, S/s 5, B 8, Z 2.
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
};

/** Marks OCR adds to a number from a speck or a glyph's serif ("0" read as "O°"): never part of a number. */
const STRAY_MARKS = /[°'"`‘’“”~^*_[\]{}]/g;

/**
 * A number cell with a letter OCR confuses with a digit ("1O", "$l2.5O") gets the digit; read by OCR (`ocr`), also
 * an "i" ("i80"), a "%" or "§" in place of a leading "$" ("%34.50"), and stray marks go.
 */
export function repairNumber(text: string, ocr = false): { text: string; repaired: boolean } {
  const cleaned = ocr ? text.replace(STRAY_MARKS, '').replace(/^(\s*)[%§](?=\s?\d)/, '$1$') : text;
  const lookalikes = ocr ? /[OolIiS|sBZ]/g : /[OolIS|sBZ]/g;
  // A number cell read as one round letter ("O" for a quantity of 0).
  if (ocr && /^[Oo]$/.test(cleaned.trim())) return { text: '0', repaired: true };
  if (!/\d/.test(cleaned) || !new RegExp(`^[$\\s\\d.,${lookalikes.source.slice(1, -1)}]+$`).test(cleaned))
    return { text, repaired: false };
  const fixed = cleaned.replace(lookalikes, (char) => DIGIT_LOOKALIKES[char] ?? char);
  return fixed === text ? { text, repaired: false } : { text: fixed, repaired: true };
}

/**
 * A size as OCR misreads it: a "1" read as "l" or "I" before the unit ("lgal"), a speck read as a point between the
 * number and the unit ("3.gal"), the digits of one number read apart ("1 5 gal": no size is written so), the "l" of
 * "gal" read as "t", "1" or "I" ("15 gat"), a "5" read as "S" before a container unit ("Sgal", "S qt"), a
 * caliper's inch mark read as a degree sign ("2°", "1.5 °": no size is written in degrees).
 */
export function repairSize(text: string): { text: string; repaired: boolean } {
  const fixed = text
    .replace(/^[lIi|](?=\s?[a-z]{2})/, '1')
    .replace(/^[Ss](?=\s?(?:gal|qt)\b)/i, '5')
    .replace(/(\d)[.,](?=[a-z])/gi, '$1 ')
    .replace(/^(\d+) (\d+)(?=\s?[a-z]{2})/i, '$1$2')
    .replace(/(\d\s?)ga[t1I|]\.?$/i, '$1gal')
    .replace(/(\d)\s?°$/, '$1"');
  return { text: fixed, repaired: fixed !== text };
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

/** An amount whose "$" was read as "5", "S", "51" (the sign's bar as a "1"), "8" or "3": what may follow such a start. */
const LOST_DOLLAR = /^([5S]1?|[83])(\d[\d,]*\.\d\d)$/;

/**
 * Amounts whose "$" OCR read as a digit ("51189.00" among "$175.00" and "$140.00"): when most amounts of the column
 * are written with "$" (at least two, and over half), one without it that starts with "5" or "S" gets its "$" back
 * in place of that start, the reading nearest the column's usual amount, for review. One starting with "8" or "3"
 * (the sign's two bowls) gets it only when that reading is nearer the usual amount than the amount as read.
 */
export function repairDollarSigns(rows: SourceRow[], columns: readonly number[]): void {
  for (const column of columns) {
    const values = rows.map((row) => (row.cells[column] ?? '').trim()).filter((text) => /\d/.test(text));
    const signed = values.filter((text) => text.startsWith('$'));
    if (signed.length < 2 || signed.length <= values.length / 2) continue;
    const amounts = signed.map((text) => Number(text.replace(/[^\d.]/g, ''))).filter((value) => value > 0);
    const usual = Math.log(amounts.sort((a, b) => a - b)[Math.floor(amounts.length / 2)] ?? 1);
    for (const row of rows) {
      const text = (row.cells[column] ?? '').trim();
      const match = LOST_DOLLAR.exec(text);
      if (!match) continue;
      // The "$" read as the first character, or as the first two ("51"): the reading nearest the usual amount.
      const readings = [text.slice(1), ...(match[1]!.length === 2 ? [match[2]!] : [])];
      const distance = (reading: string) => Math.abs(Math.log(Number(reading.replace(/,/g, '')) || 1) - usual);
      const best = readings.sort((a, b) => distance(a) - distance(b))[0]!;
      if (/^[83]$/.test(match[1]!) && distance(text) <= distance(best)) continue;
      row.cells[column] = `$${best}`;
      row.confidence ??= row.cells.map(() => 1);
      row.confidence[column] = Math.min(row.confidence[column] ?? 1, REPAIRED);
    }
  }
}

const SINGLE = `'‘’\``;
const DOUBLE = '"“”';
const MARK = `[${SINGLE}${DOUBLE}]`;

/**
 * A cultivar's quote marks as OCR misreads them: a pair of unlike marks ("'October Glory\"") or of double ones made single, and a
 * closing mark lost at the end of the name ("'Green Velvet") put back. Only a mark opening a word after the
 * genus counts, so an apostrophe ("Ranger's") is left alone.
 */
export function repairQuotes(read: string): { text: string; repaired: boolean } {
  // A closing mark read twice ("'Goldsturm'’") is one.
  const text = read.replace(new RegExp(`(\\p{L}${MARK})${MARK}+(?=\\s|$)`, 'gu'), '$1');
  const marks = [...text.matchAll(new RegExp(MARK, 'g'))].filter(
    (mark) => !/\p{L}/u.test(text[mark.index - 1] ?? '') || !/\p{L}/u.test(text[mark.index + 1] ?? ''),
  );
  const opening = marks[0];
  const unchanged = { text, repaired: text !== read };
  if (marks.length === 1 && opening && opening.index === text.trimEnd().length - 1)
    return withOpeningMark(text) ?? unchanged;
  // The mark opens a word after at least the genus.
  if (!opening || /\S/.test(text[opening.index - 1] ?? ' ') || !text.slice(0, opening.index).trim()) return unchanged;
  if (marks.length === 1 && /\p{L}/u.test(text[opening.index + 1] ?? '')) {
    return { text: `${text.trimEnd()}'`, repaired: true };
  }
  const closing = marks[1];
  if (marks.length !== 2 || !closing) return unchanged;
  const family = (mark: string) => (SINGLE.includes(mark) ? 'single' : 'double');
  // A pair of like single marks is as written; a cultivar is written in single marks, so double ones are misread.
  if (family(opening[0]) === 'single' && family(closing[0]) === 'single') return unchanged;
  const fixed = `${text.slice(0, opening.index)}'${text.slice(opening.index + 1, closing.index)}'${text.slice(closing.index + 1)}`;
  return { text: fixed, repaired: true };
}

/**
 * A name read ending in a stop or comma after a long word ("Golden Alexanders."): a speck beside the last letter
 * read as a mark; a name's own abbreviations ("sp.", "var.", "ssp.") are short. Kept as read, but reviewed.
 */
export function doubtStrayEnd(read: { text: string; repaired: boolean }): { text: string; repaired: boolean } {
  return /\p{L}{5,}[.,;:]$/u.test(read.text.trimEnd()) ? { ...read, repaired: true } : read;
}

/**
 * A cultivar whose opening mark was lost ("Spiraea japonica Little Princess'", "Rosa Knock Out'"): the mark goes
 * before the first capitalised word after the genus and its epithet if any (botanical names write the epithet in
 * lower case, the cultivar capitalised). Null when the name has no such shape.
 */
function withOpeningMark(text: string): { text: string; repaired: boolean } | null {
  const words = text.trim().split(/\s+/);
  const start = words.findIndex((word, index) => index >= 1 && /^\p{Lu}/u.test(word));
  const epithets = words.slice(1, start);
  if (start < 0 || !/^\p{Lu}\p{Ll}+$/u.test(words[0]!) || !epithets.every((word) => /^[\p{Ll}.-]+$/u.test(word)))
    return null;
  words[start] = `'${words[start]}`;
  return { text: words.join(' ').replace(/.$/, "'"), repaired: true };
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
