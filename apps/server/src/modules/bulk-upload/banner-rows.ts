import { matchPlantName } from '@verdant/shared/plant-names/match';
import type { BulkField } from '@verdant/shared/schemas/bulk-upload';
import { isFooterRow } from './footer-rows.ts';

// Rows of a list that head a group of plants or stand between them (a section banner, a note), not plants.

/** Words that name a group of plants in a heading ("Evergreen Shrubs"), never one plant ("Blue Salvia"). */
const GROUP_WORDS = new Set(
  (
    'trees shrubs perennials annuals grasses ferns vines groundcovers covers evergreens conifers bulbs herbs ' +
    'succulents cacti natives houseplants tropicals edibles fruits vegetables roses plugs liners seedlings specials ' +
    'sale clearance plants broadleaf deciduous evergreen flowering ornamental native'
  ).split(' '),
);
const hasGroupWord = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((word) => GROUP_WORDS.has(word));
const RANK_WORD = /^(?:subsp|ssp|var|f|forma|cv|x|×)\.?$/iu;
/** A heading's words, capitalised: "Shade Trees", "Trees & Shrubs", "Shrubs (Deciduous)". */
const TITLE_WORDS = /^\(?\p{Lu}[\p{L}'/-]*\)?(?:\s+(?:\(?\p{Lu}[\p{L}'/-]*\)?|&|-|and|or|of|for|in|the))*$/u;

/**
 * A row that is a section banner or a note, not a plant: text in one cell only (or the same text in a few, a merged
 * range repeated), at or before the plant-name column of a table of three or more named columns, with no digit.
 * It is written in capitals ("SHRUBS", "PERENNIALS - 1 GAL"), as a sentence ("Prices subject to change.") or as a
 * title of a group ("Shade Trees", "Evergreen Shrubs") that is no plant name the reference knows: "Red Maple" or
 * "Blue Salvia" alone is a plant row with its size and price missing, an error for the vendor to see, never skipped.
 * Titles count only in typed text: a photo's row may have lost its other cells to the reader.
 */
export function isBannerRow(
  cells: readonly string[],
  mapping: readonly (BulkField | null)[],
  scanned: boolean,
): boolean {
  const filled = cells.map((cell, column) => ({ text: cell.trim(), column })).filter((cell) => cell.text);
  if (filled.length === 0 || mapping.filter(Boolean).length < 3) return false;
  const text = filled[0]!.text;
  if (!filled.every((cell) => cell.text === text) || !/\p{L}/u.test(text)) return false;
  // A botanical name's rank word on a line of its own ("subsp." between "anomala" and "petiolaris") is no note.
  if (RANK_WORD.test(text)) return false;
  if (!/\p{Ll}/u.test(text) || /[.:!]$/.test(text) || text.split(/\s+/).length >= 5) return filled.length === 1;
  if (scanned) return false;
  const nameColumn = mapping.findIndex((field) => field === 'plant_name' || field === 'scientific_name');
  if (filled[0]!.column > Math.max(0, nameColumn) || /\d/.test(text) || !TITLE_WORDS.test(text)) return false;
  if (!hasGroupWord(text)) return false;
  const match = matchPlantName(text);
  return !match.taxon && match.kind !== 'genus';
}

/**
 * Words alone on a row that read as a heading rather than a plant's name: a banner, a page's foot, or words with a
 * digit or naming a group of plants ("Perennials - 1 gal", "Page 2").
 */
export function isHeadingRow(cells: readonly string[], mapping: readonly (BulkField | null)[], scanned: boolean) {
  if (isBannerRow(cells, mapping, scanned) || isFooterRow(cells)) return true;
  const text = cells.join(' ');
  return /\d/.test(text) || hasGroupWord(text);
}
