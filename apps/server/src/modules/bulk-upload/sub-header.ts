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
