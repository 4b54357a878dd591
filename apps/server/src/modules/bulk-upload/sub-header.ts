import { findHeaderRow, HEADER_ALIASES, matchColumns, normaliseHeader } from '@verdant/shared/rules/bulk-upload';
import { parseTierHeader } from '@verdant/shared/rules/tier-columns';
import type { SourceTable } from './parsers/table.ts';

/**
 * A two-row header. Under "Price" (a cell spanning its tiers) the row "1-9", "10-49", "50+" names the tier columns:
 * it joins the header ("Price 1-9"). Under a cell grouping columns ("Plant Name" spanning "Botanical" and "Common")
 * a row of column names without digits names them: each name stands for its column. The body starts after it.
 */
export function withSubHeader(header: string[], body: SourceTable): [string[], SourceTable] {
  const below = body[0]?.cells.map((cell) => cell.trim()) ?? [];
  const named = below.filter(Boolean);
  if (named.length < 2) return [header, body];
  if (named.every((text) => parseTierHeader(text))) {
    const joined = header.map((text, column) => [text.trim(), below[column] ?? ''].filter(Boolean).join(' '));
    for (let column = header.length; column < below.length; column++) joined.push(below[column]!);
    return [joined, body.slice(1)];
  }
  if (named.some((text) => /\d/.test(text))) return [header, body];
  if (matchColumns(named).some((field) => field === null)) return withRestOfHeader(header, below, body);
  const names = Array.from({ length: Math.max(header.length, below.length) }, (_, column) =>
    below[column] ? below[column]! : (header[column] ?? ''),
  );
  return [names, body.slice(1)];
}

/** Every word of every header name ("qty", "avail", "name", "each"). */
const HEADER_WORDS = new Set(Object.values(HEADER_ALIASES).flatMap((aliases) => aliases.flatMap((a) => a.split(' '))));

/**
 * A header written over two rows of cells ("Botanical" over "Name", "Qty" over "Avail.", "Price" over "Each"): the
 * row below holds only header words, each under a header cell, and the cells joined name no fewer fields. They
 * join ("Botanical Name"); the body starts after it.
 */
function withRestOfHeader(header: string[], below: string[], body: SourceTable): [string[], SourceTable] {
  const wordsOnly = below.every(
    (text, column) =>
      !text ||
      (header[column]?.trim() &&
        normaliseHeader(text)
          .split(' ')
          .every((word) => HEADER_WORDS.has(word))),
  );
  if (!wordsOnly) return [header, body];
  const joined = header.map((text, column) => [text.trim(), below[column] ?? ''].filter(Boolean).join(' '));
  const count = (cells: string[]) => matchColumns(cells).filter(Boolean).length;
  return count(joined) >= count(header) ? [joined, body.slice(1)] : [header, body];
}

/**
 * A header cell merged down two header rows ("Category" beside "Plant" and "Availability", which group the column
 * names of the row below) shows its text in the upper row only: a column the header row leaves unnamed takes the
 * name above it, when the row above names several columns and this one is a field the header has not.
 */
export function withNameAbove(above: readonly string[] | undefined, header: string[]): string[] {
  const named = above?.filter((cell) => cell.trim()) ?? [];
  if (!above || named.length < 2) return header;
  const mapping = matchColumns(header);
  return Array.from({ length: Math.max(header.length, above.length) }, (_, column) => {
    const own = header[column] ?? '';
    const upper = above[column]?.trim() ?? '';
    if (own.trim() || !upper) return own;
    const field = matchColumns([upper])[0];
    return field && !mapping.includes(field) ? upper : own;
  });
}

/**
 * A table without a header row after one with a header (a Word list cut into one table per group, only the first
 * with the column names): its rows are read under that header when they have its number of columns and most of
 * them a number in its price or quantity column.
 */
export function withHeaderBefore(table: SourceTable, header: string[]): SourceTable {
  if (findHeaderRow(table.map((row) => row.cells)) >= 0) return table;
  const mapping = matchColumns(header);
  const numbers = mapping.flatMap((field, column) =>
    field === 'price' || field === 'quantity_available' ? [column] : [],
  );
  const rows = table.filter((row) => row.cells.some((cell) => cell.trim()));
  if (!rows.length || !numbers.length || rows.some((row) => row.cells.length !== header.length)) return table;
  const counted = rows.filter((row) => numbers.some((column) => /\d/.test(row.cells[column] ?? ''))).length;
  if (counted < 0.8 * rows.length) return table;
  return [{ number: table[0]!.number, cells: header }, ...table];
}
