import { matchColumns } from '@verdant/shared/rules/bulk-upload';
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
  if (named.some((text) => /\d/.test(text)) || matchColumns(named).some((field) => field === null)) {
    return [header, body];
  }
  const names = Array.from({ length: Math.max(header.length, below.length) }, (_, column) =>
    below[column] ? below[column]! : (header[column] ?? ''),
  );
  return [names, body.slice(1)];
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
