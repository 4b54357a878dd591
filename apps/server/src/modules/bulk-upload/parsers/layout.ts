import { isHeaderMapping, matchColumns } from '@verdant/shared/rules/bulk-upload';
import type { BulkField } from '@verdant/shared/schemas/bulk-upload';
import type { SourceRow, SourceTable } from './table.ts';

// A PDF page or a photo gives positioned text, not cells. Rebuild the table: find the header line(s), cut the page
// into columns at the empty vertical gutters between them, and gather each row's lines (a cell may wrap).

export interface TextBox {
  text: string;
  x0: number;
  x1: number;
}

/** One line of text: y is its middle (growing downwards), height its text height. */
export interface TextLine {
  y: number;
  height: number;
  boxes: TextBox[];
}

interface Span {
  text: string;
  x0: number;
  x1: number;
}

/** Lines closer than this many text heights belong together (a wrapped cell, a two-line header). */
const BAND = 1.35;
const NUMERIC: readonly BulkField[] = ['price', 'quantity_available', 'compare_at_price'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
};

/** Boxes closer than `gap` text heights are one span (the words of one cell). */
function spans(line: TextLine, gap: number): Span[] {
  const boxes = [...line.boxes].sort((a, b) => a.x0 - b.x0);
  const result: Span[] = [];
  for (const box of boxes) {
    const last = result.at(-1);
    if (last && box.x0 - last.x1 < gap * line.height) {
      last.text += ` ${box.text}`;
      last.x1 = Math.max(last.x1, box.x1);
    } else result.push({ ...box });
  }
  return result;
}

/** Header cells of a band of lines: spans that overlap horizontally are one cell, read top to bottom. */
function headerCells(band: TextLine[], gap: number): Span[] {
  const cells: Span[] = [];
  for (const span of band.flatMap((line) => spans(line, gap))) {
    const overlapping = cells.filter((cell) => span.x0 < cell.x1 && span.x1 > cell.x0);
    const merged = overlapping.reduce(
      (into, cell) => ({
        text: `${into.text} ${cell.text}`,
        x0: Math.min(into.x0, cell.x0),
        x1: Math.max(into.x1, cell.x1),
      }),
      { text: '', x0: span.x0, x1: span.x1 },
    );
    const kept = cells.filter((cell) => !overlapping.includes(cell));
    kept.push({ text: `${merged.text} ${span.text}`.trim(), x0: merged.x0, x1: merged.x1 });
    cells.splice(0, cells.length, ...kept);
  }
  return cells.sort((a, b) => a.x0 - b.x0);
}

interface Header {
  cells: Span[];
  mapping: (BulkField | null)[];
  /** Index of the first line after the header. */
  next: number;
}

function findHeader(lines: TextLine[], height: number, gap: number, scanLines = 40): Header | null {
  for (let start = 0; start < Math.min(lines.length, scanLines); start++) {
    // The smallest band of close lines starting here that reads as a header.
    for (let end = start; end < lines.length && end < start + 4; end++) {
      if (end > start && lines[end]!.y - lines[end - 1]!.y > BAND * height) break;
      const cells = headerCells(lines.slice(start, end + 1), gap);
      const mapping = matchColumns(cells.map((cell) => cell.text));
      if (!isHeaderMapping(mapping)) continue;
      // Then the wrapped rest of the header cells just below ("($)" under "Price"): close, and without digits.
      let next = end + 1;
      while (
        next < lines.length &&
        lines[next]!.y - lines[next - 1]!.y <= BAND * height &&
        !lines[next]!.boxes.some((box) => /\d/.test(box.text))
      ) {
        next++;
      }
      const full = headerCells(lines.slice(start, next), gap);
      const fullMapping = matchColumns(full.map((cell) => cell.text));
      return isHeaderMapping(fullMapping)
        ? { cells: full, mapping: fullMapping, next }
        : { cells, mapping, next: end + 1 };
    }
  }
  return null;
}

/** x positions between columns: an empty gutter in the ink of the rows when there is one, else just left of a header. */
function columnBoundaries(header: Span[], rows: TextLine[], height: number): number[] {
  const ink = rows.flatMap((line) => line.boxes.map((box) => [box.x0, box.x1] as const)).sort((a, b) => a[0] - b[0]);
  const gaps: [number, number][] = [];
  let reach = Number.NEGATIVE_INFINITY;
  for (const [x0, x1] of ink) {
    if (x0 > reach && reach > Number.NEGATIVE_INFINITY) gaps.push([reach, x0]);
    reach = Math.max(reach, x1);
  }
  const tolerance = height * 0.5;
  return header.slice(1).map((cell, index) => {
    const previous = header[index]!;
    const candidates = gaps.filter(([a, b]) => b > previous.x0 + tolerance && a < cell.x1);
    const atHeader = candidates.find(([a, b]) => a <= cell.x0 + tolerance && b >= cell.x0 - tolerance);
    const widest = candidates.sort((g, h) => h[1] - h[0] - (g[1] - g[0]))[0];
    const chosen = atHeader ?? widest;
    return chosen ? (chosen[0] + chosen[1]) / 2 : cell.x0 - height * 0.25;
  });
}

function columnOf(box: TextBox, boundaries: number[]): number {
  const middle = (box.x0 + box.x1) / 2;
  return boundaries.filter((boundary) => boundary < middle).length;
}

function lineCells(line: TextLine, boundaries: number[]): string[] {
  const cells: string[] = boundaries.map(() => '').concat('');
  for (const box of [...line.boxes].sort((a, b) => a.x0 - b.x0)) {
    const column = columnOf(box, boundaries);
    cells[column] = cells[column] ? `${cells[column]} ${box.text}` : box.text;
  }
  return cells;
}

/** A line of running text (a note under the table) crosses two or more column starts inside one span. */
function isParagraph(line: TextLine, header: Span[], gap: number): boolean {
  const starts = header.slice(1).map((cell) => cell.x0);
  return spans(line, gap).some(
    (span) => starts.filter((x) => span.x0 < x - line.height && span.x1 > x + line.height).length >= 2,
  );
}

/**
 * Rebuilds the table of positioned lines (sorted top to bottom). `gap`: how many text heights may separate the
 * words of one cell (PDF text runs are cells already; OCR gives words). The header is row 1, then each row.
 */
export function tableFromLines(input: TextLine[], gap: number): SourceTable | null {
  const lines = input.filter((line) => line.boxes.length > 0).sort((a, b) => a.y - b.y);
  const height = median(lines.map((line) => line.height));
  const header = findHeader(lines, height, gap);
  if (!header) return null;

  const body = lines.slice(header.next).filter((line) => !isParagraph(line, header.cells, gap));
  const numeric = header.mapping.flatMap((field, column) => (field && NUMERIC.includes(field) ? [column] : []));

  // A row's anchor line holds a number or two cells; lines with one lone cell are wrapped parts of a neighbour.
  const isAnchor = (cells: string[]) => numeric.some((column) => cells[column]) || cells.filter(Boolean).length >= 2;
  const firstPass = header.cells.slice(1).map((cell) => cell.x0 - height * 0.25);
  const anchorsFirst = body.filter((line) => isAnchor(lineCells(line, firstPass)));
  const boundaries = columnBoundaries(header.cells, anchorsFirst.length ? anchorsFirst : body, height);

  const cellsOf = body.map((line) => lineCells(line, boundaries));
  const anchors = body.flatMap((_, index) => (isAnchor(cellsOf[index]!) ? [index] : []));
  const rows = new Map<number, number[]>(anchors.map((index) => [index, [index]]));
  // Lone lines far from any row (a section title, a phone number) are not plants: they are left out.
  body.forEach((line, index) => {
    if (rows.has(index)) return;
    let nearest = -1;
    for (const anchor of anchors) {
      const distance = Math.abs(body[anchor]!.y - line.y);
      if (distance <= BAND * height && (nearest < 0 || distance < Math.abs(body[nearest]!.y - line.y))) {
        nearest = anchor;
      }
    }
    if (nearest >= 0) rows.get(nearest)!.push(index);
  });

  const table: SourceRow[] = [{ number: 1, cells: header.cells.map((cell) => cell.text) }];
  let number = 1;
  for (const index of [...rows.keys()].sort((a, b) => a - b)) {
    const members = rows.get(index)!.sort((a, b) => body[a]!.y - body[b]!.y);
    const cells = header.cells.map((_, column) =>
      members
        .map((member) => cellsOf[member]![column])
        .filter(Boolean)
        .join(' '),
    );
    // The header again (the top of the next page) is not a row.
    if (isHeaderMapping(matchColumns(cells))) continue;
    number++;
    table.push({ number, cells });
  }
  return table;
}
