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
