// A "Pot Size" (or "Pot") column in a list without a Size column: nurseries write the container there ("#2",
// "1 gal", "6\" pot"), which is the plant's size, not the pot's description. Its cells decide.
import type { BulkField } from '../schemas/bulk-upload.ts';
import { parseTradeSize } from './trade-size.ts';

/** Share of the column's filled cells that must read as trade sizes. */
const SIZE_LIKE_SHARE = 0.8;

/** The mapping with a pot-size column of trade sizes read as the size, when no column names the size. */
export function sizeColumnByContent(
  mapping: readonly (BulkField | null)[],
  rows: readonly (readonly string[])[],
): (BulkField | null)[] {
  const column = mapping.indexOf('pot_size');
  if (column < 0 || mapping.includes('size')) return [...mapping];
  const filled = rows.map((row) => (row[column] ?? '').trim()).filter(Boolean);
  const sizes = filled.filter((cell) => parseTradeSize(cell) !== null).length;
  if (filled.length === 0 || sizes < filled.length * SIZE_LIKE_SHARE) return [...mapping];
  const result = [...mapping];
  result[column] = 'size';
  return result;
}

/**
 * The unit a size column's header names ("Size (gal)", "Container Size (gal.)", "Gallons", "Height (ft)"), whose
 * cells then hold bare numbers: "3" under "Size (gal)" is "3 gal". Inches only when written apart ("(in)",
 * "Inches"): "in" is also a word ("Size in pots").
 */
export function sizeUnitOfHeader(header: string): string | null {
  const words = header
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (words.some((word) => /^gal(?:lon)?s?$/.test(word))) return 'gal';
  if (words.some((word) => /^(?:qts?|quarts?)$/.test(word))) return 'qt';
  if (words.some((word) => /^(?:ft|feet|foot)$/.test(word))) return 'ft';
  if (words.includes('inches') || /\(\s*(?:in|inch|inches)\.?\s*\)/i.test(header)) return '"';
  return null;
}

/** A bare number (or range, "6-8") with the unit its column's header names; any other size as written. */
export function withSizeUnit(size: string, unit: string | null): string {
  if (!unit || !/^\d+(?:\.\d+)?(?:\s*[-–]\s*\d+(?:\.\d+)?)?$/.test(size.trim())) return size;
  return unit === '"' ? `${size.trim()}"` : `${size.trim()} ${unit}`;
}
