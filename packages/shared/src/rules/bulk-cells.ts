// Bulk upload cell values: prices, quantities, sizes and categories as nurseries write them.
import { CATEGORIES, CATEGORY_LABELS, type Category } from '../enums.ts';
import { MESSAGES } from '../messages.ts';

/** "Price ($)" -> "price", "Qty. Avail" -> "qty avail", "Compare-at price" -> "compare at price". */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\((?:\s*(?:\$|§|usd|us\$|ea|each)\s*)\)/g, ' ')
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim();
}

/**
 * Trimmed, single-spaced, straight quotes (OCR and word processors curl them), accents composed ("Crème" as one
 * letter, however the PDF wrote it) and the ligatures a PDF may keep as one letter ("ﬁ" is "fi").
 */
export function cleanText(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFC')
    .replace(/[\uFB00-\uFB06]/g, (ligature) => ligature.normalize('NFKC'))
    .replace(/[\u2018\u2019\u201A\u2032`]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\s\u00A0]+/g, ' ')
    .trim();
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** What a list writes where it has no value: "N/A", "—", "TBD", "call", "Call for price", "Limited", "?". */
const NO_VALUE =
  /^(?:n\/?a|none|-+|[\u2012-\u2015]+|tbd|tba|call|call for (?:price|pricing|quote|availability)|poa|ask|inquire|on request|limited|\?+)$/;
/** Two amounts with a dash or "to" between them: a range, not a price. */
const RANGE = /^\D{0,4}\d[\d.,]*\s*(?:ea\.?\s*)?(?:-|[\u2012-\u2015]|to)\s*\D{0,4}\d[\d.,]*\D{0,5}$/;

/**
 * A number as nurseries write it, with its separators: "1,250.00" and "1.250,00" (the last mark is the decimal
 * one), "1 250,00", "12,50" (a comma and one or two digits: decimal). A single dot with three digits ("0.375",
 * "1.125") stays a decimal point, as spreadsheets write it: dots are thousands only beside a decimal comma or in
 * several groups ("1.250.000"). Null when the text is not one number.
 */
function readNumber(text: string): number | null {
  const value = text.replace(/(\d)[\s\u202F'](?=\d{3}(?!\d))/g, '$1');
  let plain: string | null = null;
  if (/^-?(?:\d+(?:\.\d+)?|\.\d+)$/.test(value)) plain = value;
  else if (/^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(value)) plain = value.replaceAll(',', '');
  else if (/^-?\d+,\d{1,2}$/.test(value)) plain = value.replace(',', '.');
  else if (/^-?\d{1,3}(?:\.\d{3})+,\d+$|^-?\d{1,3}(?:\.\d{3}){2,}$/.test(value))
    plain = value.replaceAll('.', '').replace(',', '.');
  return plain === null ? null : Number(plain);
}

/** "$24.99", "24.99 ea", "USD 1,250.00", "(8.99)", "€ 8,50", "8,50 €", "1.250,00"; null when the cell is empty. */
export function parsePrice(text: string | null | undefined, label = 'Price'): Parsed<number | null> {
  let value = cleanText(text).toLowerCase();
  if (!value) return { ok: true, value: null };
  if (NO_VALUE.test(value)) return { ok: false, error: MESSAGES.bulkValueMissing(label, cleanText(text)) };
  if (RANGE.test(value)) return { ok: false, error: MESSAGES.bulkPriceRange(label, cleanText(text)) };
  const accountingNegative = /^\(.*\)$/.test(value);
  const currency = '(?:usd|us\\$|eur|gbp|cad|\\$|€|£)';
  value = value
    .replace(/^\(|\)$/g, '')
    .replace(/\s*(?:\/|per)?\s*(?:ea|each|pc|pcs|unit|plant)\.?$/, '')
    .replace(new RegExp(`^(?:${currency}|s(?=\\s*\\d))\\s*`), '')
    .replace(new RegExp(`^(-)\\s*${currency}\\s*`), '$1')
    .replace(new RegExp(`\\s*${currency}$`), '')
    .trim();
  // An accounting format's zero ("$ -", "$-"): a sign beside a dash, no amount.
  if (NO_VALUE.test(value)) return { ok: false, error: MESSAGES.bulkValueMissing(label, cleanText(text)) };
  let number = readNumber(value);
  if (number === null) return { ok: false, error: `${label} "${cleanText(text)}" is not a number` };
  if (accountingNegative) number = -Math.abs(number);
  // Spreadsheet floats (8.990000000000001) are cents in disguise.
  const cents = Math.round(number * 100);
  if (Math.abs(cents - number * 100) < 1e-6) number = cents / 100;
  return { ok: true, value: number };
}

/**
 * "48", "1,200", "1.200", "48 avail", "sold out" (0); null when empty. "100+" means at least 100 available: 100
 * is imported (never more stock than the list promises).
 */
export function parseQuantity(text: string | null | undefined): Parsed<number | null> {
  const value = cleanText(text).toLowerCase();
  if (!value) return { ok: true, value: null };
  if (/^(?:sold out|out|out of stock|none)$/.test(value)) return { ok: true, value: 0 };
  if (NO_VALUE.test(value)) return { ok: false, error: MESSAGES.bulkValueMissing('Quantity', cleanText(text)) };
  const match = /^(-?[\d,.\s]*\d)\s*\+?\s*(?:avail(?:able)?|pcs?|units?|ea(?:ch)?|plants?)?\.?$/.exec(value);
  // A count is whole: dots between groups of three digits are thousands ("1.200").
  const digits = match?.[1]?.replace(/^(-?\d{1,3}(?:\.\d{3})+)$/, (whole) => whole.replaceAll('.', ''));
  const number = digits === undefined ? null : readNumber(digits);
  if (number === null) return { ok: false, error: `Quantity "${cleanText(text)}" is not a number` };
  return { ok: true, value: number };
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
  // A compound size is spaced one way after its inch or foot mark ('2"cal. B&B' is '2" cal. B&B').
  return value.replace(/(\d["'])(?=\p{L})/gu, '$1 ');
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
