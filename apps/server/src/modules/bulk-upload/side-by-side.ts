import { normaliseHeader } from '@verdant/shared/rules/bulk-cells';
import { findHeaderRow, isHeaderMapping, matchColumns } from '@verdant/shared/rules/bulk-header';
import type { SourceRow, SourceTable } from './parsers/table.ts';

/** Column names a repeated header must share to be two lists, not one list naming a column twice. */
const MIN_SHARED = 3;

/** Where a second copy of the header's column names starts (the first name again, then the same names), or -1. */
function secondCopy(names: readonly string[]): number {
  const first = names.findIndex(Boolean);
  if (first < 0) return -1;
  for (let start = first + 1; start < names.length; start++) {
    if (names[start] !== names[first]) continue;
    const width = start - first;
    let shared = 0;
    let same = true;
    for (let offset = 0; offset < width && same; offset++) {
      const left = names[first + offset]!;
      const right = names[start + offset] ?? '';
      if (left && right && left !== right) same = false;
      else if (left && left === right) shared++;
    }
    if (same && shared >= MIN_SHARED) return start;
  }
  return -1;
}

const slice = (row: SourceRow, from: number, to?: number): SourceRow => ({
  ...row,
  cells: row.cells.slice(from, to),
  ...(row.confidence ? { confidence: row.confidence.slice(from, to) } : {}),
  ...(row.spanned ? { spanned: row.spanned.slice(from, to) } : {}),
});

/**
 * Two (or more) lists side by side on one sheet or table under one header row that repeats the same column names
 * (a page laid out in two halves): each list apart, the left one first, so the right one is read too.
 */
export function sideBySideTables(table: SourceTable): SourceTable[] {
  const headerIndex = findHeaderRow(table.map((row) => row.cells));
  if (headerIndex < 0) return [table];
  const header = table[headerIndex]!.cells;
  const start = secondCopy(header.map(normaliseHeader));
  if (start < 0 || !isHeaderMapping(matchColumns(header.slice(start)))) return [table];
  const left = table.map((row) => slice(row, 0, start));
  const right = table.slice(headerIndex).map((row) => slice(row, start));
  return [left, ...sideBySideTables(right)];
}
