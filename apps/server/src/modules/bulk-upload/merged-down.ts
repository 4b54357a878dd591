import type { SourceTable } from './parsers/table.ts';

/**
 * Rows under a cell merged down (one plant's names over the rows of its sizes, a price shared by several rows):
 * the file shows the text once, in the first row, and it belongs to every row the cell covers.
 */
export function fillMergedDown(body: SourceTable): SourceTable {
  let above: readonly string[] = [];
  return body.map((row) => {
    const spanned = row.spanned;
    const cells = spanned?.some(Boolean)
      ? row.cells.map((text, column) => (spanned[column] && !text.trim() ? (above[column] ?? '') : text))
      : row.cells;
    above = cells;
    return cells === row.cells ? row : { ...row, cells };
  });
}
