// How sure an imported row is, cell by cell, and whether it may be imported without the vendor looking at it.
// Signals: the reader's own confidence (OCR), the plant-name match, and plausibility against the vendor's stock.
import { MESSAGES } from '../messages.ts';
import { editDistance, type MatchKind, matchPlantName, type NameMatch } from '../plant-names/match.ts';
import { botanicalKey, parsePlantName } from '../plant-names/parse-name.ts';
import { plantReference, type Taxon } from '../plant-names/reference.ts';
import { BULK_FIELD_LABELS, BULK_FIELDS, type BulkField, type BulkRowCells } from '../schemas/bulk-upload.ts';
import type { PreparedRow } from './bulk-upload.ts';
import { parseTradeSize } from './trade-size.ts';

export type RowStatus = 'ok' | 'review' | 'error';

export interface CellDetail {
  /** 0..1: the lowest of the reader's confidence and the checks on this cell. */
  confidence: number;
  /** The cell's text as read from the file, before any clean-up or correction. */
  source_text: string;
}

export interface NameMatchNote {
  read_as: string;
  matched_to: string;
  kind: MatchKind;
}

export interface RowCheck {
  status: RowStatus;
  /** The row's cells, with a misread plant name put right. */
  cells: BulkRowCells;
  cell_details: Partial<Record<BulkField, CellDetail>>;
  review_reasons: string[];
  name_match: NameMatchNote | null;
}

/** What the vendor already lists for this plant: its usual quantity, and its price in the same size. */
export interface PlantHistory {
  quantity: number | null;
  price: number | null;
}

/** Below this a cell holds the row for review: strict for photos and scans, lenient for typed text. */
export const REVIEW_BELOW = { scanned: 0.85, typed: 0.5 } as const;

const NUMERIC: BulkField[] = ['quantity_available', 'price', 'compare_at_price'];
/** Letters OCR reads in place of digits (O for 0, l and I for 1, S for 5, B for 8). */
const CONFUSED_DIGITS = /\d[OoIlSB|]|[OoIlSB|]\d/;

/** A name's end read as a mark after a long word; a name's own abbreviations ("sp.", "var.") are short. */
const STRAY_END = /\p{L}{5,}[.,;:]$/u;

/**
 * The reader's confidence, backed up by what the text turned out to be: a name found in the reference as read
 * (a misreading rarely makes another real name) or a size in a known format. Digits are never backed up this way
 * when the reader was unsure of them: "3 gal" and "5 gal" are both sizes.
 */
function corroborated(field: BulkField, text: string, read: number, match: NameMatch | null): number {
  // A stop or comma after a long word ends no name ("Golden Alexanders."): a speck the match looked past.
  if (STRAY_END.test(text.trimEnd())) return read;
  if (match && !match.corrected && (match.kind === 'exact' || match.kind === 'synonym' || match.kind === 'common')) {
    // A cultivar the reference does not hold is still only as sure as its reading.
    const unverifiedCultivar = match.kind !== 'common' && parsePlantName(text).cultivar && !match.taxon?.cultivar;
    return unverifiedCultivar ? read : Math.max(read, 0.95);
  }
  if ((field === 'size' || field === 'pot_size') && read >= 0.5 && parseTradeSize(text)) return Math.max(read, 0.9);
  return read;
}

export interface RowCheckInput {
  prepared: PreparedRow;
  /** The cells as read, before clean-up. */
  source: BulkRowCells;
  /** The reader's confidence per field (absent: 1). */
  ocr?: Partial<Record<BulkField, number>>;
  /** A photo or a scan: read by OCR, so checked strictly. */
  scanned: boolean;
  history?: PlantHistory;
  /** The vendor confirmed or fixed the row in the preview. */
  confirmed?: boolean;
}

/**
 * Checks one prepared row. Errors stay errors; otherwise the row is ok when every cell is sure enough, else it is
 * for review. A plant name read from a photo and matched to the reference is put right in the cells (and said so).
 */
/** Quote marks that do not pair up: an odd count of single quotes (apostrophes inside words aside) or of double quotes. */
function unpairedQuotes(text: string): boolean {
  const singles = text.replace(/\p{L}['’]\p{L}/gu, '').match(/['‘’]/g)?.length ?? 0;
  const doubles = text.match(/["“”]/g)?.length ?? 0;
  return singles % 2 === 1 || doubles % 2 === 1 || (singles > 0 && doubles > 0);
}

/** Marks a speck is read as beside a word: never part of a common name the reference knows without them. */
const SPECK_MARKS = /['‘’"“”`*]/;

/**
 * The common name (of the row's plant) that the read text is a misreading of: at most one letter in six wrong, and
 * the nearest; none when the read text has the name's letters, unless it has a mark the name has not ("'White Oak");
 * written with the read text's capitals ("Purple Coneflower", not "purple coneflower").
 */
function nearestCommon(read: string, names: readonly string[]): string | null {
  // Letters only: a spelling that differs in its spaces or hyphens ("Feathergrass") is the vendor's, not a misreading.
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}]/gu, '');
  const text = letters(read);
  const limit = Math.floor(text.length / 6);
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const name of names) {
    let distance = editDistance(text, letters(name), limit);
    if (distance === 0 && SPECK_MARKS.test(read) && !SPECK_MARKS.test(name)) distance = 0.5;
    if (distance > 0 && distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  if (!best) return null;
  const capitals = read.split(/\s+/).map((word) => /^\P{L}*\p{Lu}/u.test(word));
  return best
    .split(' ')
    .map((word, index) => (capitals[index] ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** A plant's common names: a cultivar's own, then its species' ("Bigleaf hydrangea" for 'Endless Summer'). */
function commonNames(taxon: Taxon): readonly string[] {
  const species = taxon.cultivar ? plantReference().byName.get(botanicalKey(taxon)) : undefined;
  return species ? [...taxon.common, ...species.common] : taxon.common;
}

/** A name's first word in lower case, every word after it capitalised (a hybrid's leading "x" aside). */
const LOWER_START = /^(?!x\s)\p{Ll}\p{L}*(?:\s+\p{Lu}[\p{L}'-]*)+$/u;

/** A speck or a rule read as a short word after a plant's name ("Andropogon gerardii oo", "'Fireworks' N"). */
const TRAILING_SPECK = /\s+(?!(?:x|sp|cv)$)\p{L}{1,2}$/iu;

/**
 * A name read from an image matched to the reference; one ending in a speck read as a word of one or two letters is
 * matched without it when the rest is a plant the reference knows to its species, and put right (for review).
 */
function matchScanned(name: string): NameMatch {
  const match = matchPlantName(name);
  const cut = name.replace(TRAILING_SPECK, '');
  if (cut === name) return match;
  const without = matchPlantName(cut);
  const known = without.taxon && ['exact', 'synonym', 'fuzzy', 'cultivar'].includes(without.kind);
  if (!known) return match;
  return { ...without, corrected: true, confidence: Math.min(without.confidence, 0.8) };
}

export function checkRow(input: RowCheckInput): RowCheck {
  const { prepared, source, scanned } = input;
  const cells: BulkRowCells = { ...prepared.cells };
  const details: Partial<Record<BulkField, CellDetail>> = {};
  const reasons: string[] = [];
  const lower = (field: BulkField, confidence: number, reason?: string) => {
    const detail = details[field];
    if (detail) detail.confidence = Math.min(detail.confidence, confidence);
    if (reason && confidence < (scanned ? REVIEW_BELOW.scanned : REVIEW_BELOW.typed)) reasons.push(reason);
  };
  const nameField: BulkField = cells.scientific_name ? 'scientific_name' : 'plant_name';
  const name = cells[nameField];
  // Typed text is the vendor's own spelling: never rewritten, never held for it (and not worth matching here).
  const match = name && scanned ? matchScanned(name) : null;
  // A common name in its own column, found as read, backs up its reading too.
  const common = scanned && nameField !== 'plant_name' && cells.plant_name ? matchPlantName(cells.plant_name) : null;

  for (const field of BULK_FIELDS) {
    const text = source[field] ?? '';
    if (!text && !cells[field]) continue;
    details[field] = { confidence: 1, source_text: text };
    const backing = field === nameField ? match : field === 'plant_name' ? common : null;
    const read = corroborated(field, text, input.ocr?.[field] ?? 1, backing);
    lower(field, read, MESSAGES.bulkReviewUnsure(BULK_FIELD_LABELS[field], text));
    if (scanned && NUMERIC.includes(field) && CONFUSED_DIGITS.test(text))
      lower(field, 0.4, MESSAGES.bulkReviewDigits(BULK_FIELD_LABELS[field], text));
    // A cultivar's quotes come in pairs: one missing or misread ("'Green Velvet") is a reading to check.
    if (scanned && (field === 'plant_name' || field === 'scientific_name') && unpairedQuotes(text))
      lower(field, 0.5, MESSAGES.bulkReviewUnsure(BULK_FIELD_LABELS[field], text));
    // A common name the reference does not know may be a sure-looking misreading ("Purple Conefiower"): checked.
    if (field === 'plant_name' && common && !common.taxon)
      lower(field, 0.8, MESSAGES.bulkReviewUnsure(BULK_FIELD_LABELS[field], text));
  }
  // A photo's blank quantity is often a "0" the reader lost.
  if (scanned && !source.quantity_available) {
    details.quantity_available = { confidence: 0.3, source_text: '' };
    reasons.push(MESSAGES.bulkReviewBlank(BULK_FIELD_LABELS.quantity_available));
  }

  let note: NameMatchNote | null = null;
  if (name && match) {
    if (match.taxon && match.kind !== 'exact' && match.kind !== 'common')
      note = { read_as: name, matched_to: match.name, kind: match.kind };
    if (match.corrected) {
      cells[nameField] = match.name;
      lower(nameField, Math.min(match.confidence, 0.8), MESSAGES.bulkReviewMatched(name, match.name));
    } else if (!match.taxon) lower(nameField, match.confidence, MESSAGES.bulkReviewNameUnknown(name));
    else lower(nameField, match.confidence);
  }

  // A common name misread beside a botanical name the reference knows ("Purple Conefliower" by Echinacea
  // purpurea): put right to that plant's own common name nearest it, for review.
  const readCommon = cells.plant_name;
  const fixedCommon =
    common && !common.taxon && match?.taxon && readCommon ? nearestCommon(readCommon, commonNames(match.taxon)) : null;
  if (readCommon && fixedCommon) {
    cells.plant_name = fixedCommon;
    lower('plant_name', 0.8, MESSAGES.bulkReviewMatched(readCommon, fixedCommon));
  }

  // A common name whose first letter was read in lower case among capitalised words ("japanese Stewartia").
  const startRead = cells.plant_name;
  if (scanned && startRead && LOWER_START.test(startRead)) {
    cells.plant_name = startRead.charAt(0).toUpperCase() + startRead.slice(1);
    lower('plant_name', 0.8, MESSAGES.bulkReviewMatched(startRead, cells.plant_name));
  }

  // A cell the reader got but the rules can't understand (an OCR'd Ready date): the vendor checks it.
  for (const problem of prepared.unsure ?? []) lower(problem.field as BulkField, 0.3, problem.message);

  for (const field of ['size', 'pot_size'] as const) {
    const text = source[field];
    if (text && !parseTradeSize(text)) lower(field, 0.6, MESSAGES.bulkReviewSize(text));
  }

  const value = prepared.value;
  const usualQuantity = input.history?.quantity;
  if (value && usualQuantity && usualQuantity > 0 && value.quantity_available >= usualQuantity * 10)
    lower('quantity_available', 0.4, MESSAGES.bulkReviewQuantity(value.quantity_available, usualQuantity));
  const usualPrice = input.history?.price;
  if (value && usualPrice && usualPrice > 0 && (value.price > usualPrice * 3 || value.price < usualPrice / 3))
    lower('price', 0.4, MESSAGES.bulkReviewPrice(value.price.toFixed(2), usualPrice.toFixed(2)));

  let status: RowStatus = 'ok';
  if (prepared.errors.length > 0) status = 'error';
  else if (reasons.length > 0 && !input.confirmed) status = 'review';
  return { status, cells, cell_details: details, review_reasons: [...new Set(reasons)], name_match: note };
}
