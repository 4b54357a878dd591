// "Available" and "Availability" columns (issue 18 point 3): some lists count stock under them, others write when the
// plant will be ready ("Spring 2027", "4/15"). The header alone can't tell: the column's cells decide.
import type { BulkField } from '../schemas/bulk-upload.ts';
import { normaliseHeader } from './bulk-cells.ts';
import { matchColumns } from './bulk-header.ts';
import { parseReadyCell } from './ready-date.ts';

const AVAILABILITY_HEADERS = new Set(['available', 'availability', 'avail', 'availability date']);
/** Share of a column's filled cells that must read as ready values (a date, "now", "in stock"). */
const DATE_LIKE_SHARE = 0.8;

/** Do the column's cells read as ready dates: most understood, at least one a date, none a bare count? */
export function isDateColumn(cells: readonly string[], today?: string): boolean {
  const filled = cells.map((cell) => cell.trim()).filter(Boolean);
  if (filled.length === 0 || filled.some((cell) => /^\d+(\.\d+)?$/.test(cell))) return false;
  const read = filled.map((cell) => parseReadyCell(cell, today));
  const understood = read.filter((cell) => cell.ok).length;
  return understood >= filled.length * DATE_LIKE_SHARE && read.some((cell) => cell.ok && cell.value !== null);
}

/**
 * The header mapping, with an "Available" or "Availability" column of dates read as ready_date (when no column
 * names the ready date already); the other columns are matched again without it, so "Stock" can be the quantity.
 */
export function readyColumnByContent(
  headers: readonly string[],
  mapping: readonly (BulkField | null)[],
  rows: readonly (readonly string[])[],
  today?: string,
): (BulkField | null)[] {
  if (mapping.includes('ready_date')) return [...mapping];
  const column = headers.findIndex(
    (header, index) =>
      AVAILABILITY_HEADERS.has(normaliseHeader(header)) &&
      (mapping[index] === null || mapping[index] === 'quantity_available') &&
      isDateColumn(
        rows.map((row) => row[index] ?? ''),
        today,
      ),
  );
  if (column < 0) return [...mapping];
  const rest = matchColumns(headers.map((header, index) => (index === column ? '' : header)));
  rest[column] = 'ready_date';
  return rest;
}
