import { HEADER_ALIASES, isHeaderMapping, matchColumns } from '@verdant/shared/rules/bulk-upload';
import type { BulkField } from '@verdant/shared/schemas/bulk-upload';
import { findHeader, type Header, rivers, type Span, spans } from './header.ts';
import { INFERRED_COLUMN_CONFIDENCE, inferNumberColumns, isPartialHeader } from './infer-columns.ts';
import { repairDecimalPoints, repairNumber, repairQuotes, repairTierHeaders } from './ocr-repairs.ts';
import type { SourceRow, SourceTable } from './table.ts';

// A PDF page or a photo gives positioned text, not cells. Rebuild the table: find the header line(s), cut the page
// into columns at the empty vertical gutters between them, and gather each row's lines (a cell may wrap).

export interface TextBox {
  text: string;
  x0: number;
  x1: number;
  /** 0..1; OCR words only (digital text is sure). */
  confidence?: number;
  /** The middle of its own line, when lines were banded together. */
  y?: number;
}

/** One line of text: y is its middle (growing downwards), height its text height. */
export interface TextLine {
  y: number;
  height: number;
  boxes: TextBox[];
}

const NUMERIC: readonly BulkField[] = ['price', 'quantity_available', 'compare_at_price', 'price_tiers'];

/** The usual header word of a field ("Qty", "Price"), for a column named from its values. */
const headerWordFor = (field: BulkField) => {
  const word = HEADER_ALIASES[field][0]!;
  return word.charAt(0).toUpperCase() + word.slice(1);
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
};

// Helvetica's advance widths (1/1000 em) for ASCII 32..126: where the characters of a run sit, near enough to cut
// it between two words (pdf.js gives a run's width, not each glyph's).
const WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const charWidth = (char: string) => WIDTHS[char.charCodeAt(0) - 32] ?? 556;

/** A box wider than one column (a PDF run holding several cells) is cut before the word nearest each header start it crosses. */
function splitAtColumns(box: TextBox, starts: number[], height: number): TextBox[] {
  const inside = starts.filter((x) => x > box.x0 + height * 0.3 && x < box.x1 - height * 0.3);
  const chars = [...box.text];
  // A word starts after a space, or where digits meet letters: OCR runs a right-aligned quantity into the next
  // column's word when little white separates them ("85June").
  const isWordStart = (index: number) =>
    index > 0 &&
    chars[index] !== ' ' &&
    (chars[index - 1] === ' ' ||
      (/\d/.test(chars[index - 1]!) && /\p{L}/u.test(chars[index]!)) ||
      (/\p{L}/u.test(chars[index - 1]!) && /\d/.test(chars[index]!)));
  if (!inside.length || !chars.some((_, index) => isWordStart(index))) return [box];
  const total = chars.reduce((sum, char) => sum + charWidth(char), 0);
  const scale = (box.x1 - box.x0) / total;
  // x where each character starts.
  const at: number[] = [];
  chars.reduce((x, char) => {
    at.push(x);
    return x + charWidth(char) * scale;
  }, box.x0);
  const wordStarts = chars.flatMap((_, index) => (isWordStart(index) ? [index] : []));
  // Each cut, with the column start it was made for: the piece after it starts there (the estimate of where a
  // character sits is rough, and would blur the white between the columns).
  const cuts = new Map<number, number>();
  for (const x of inside) {
    const best = wordStarts.reduce<number>(
      (found, index) => (found < 0 || Math.abs(at[index]! - x) < Math.abs(at[found]! - x) ? index : found),
      -1,
    );
    if (best >= 0 && Math.abs(at[best]! - x) < height * 1.5 && !cuts.has(best)) cuts.set(best, x);
  }
  if (!cuts.size) return [box];
  const parts: TextBox[] = [];
  let from = 0;
  for (const cut of [...[...cuts.keys()].sort((a, b) => a - b), chars.length]) {
    const text = chars.slice(from, cut).join('').trim();
    const x0 = from === 0 ? box.x0 : Math.max(at[from]!, cuts.get(from)!);
    const x1 = cut < chars.length ? Math.min(at[cut - 1]!, cuts.get(cut)! - height * 0.3) : box.x1;
    if (text) parts.push({ ...box, text, x0, x1: Math.max(x0, x1) });
    from = cut;
  }
  return parts;
}

/**
 * A PDF run holding two header cells ("Avail. Unit Price": the writer put them close) is cut where the ink of the rows
 * below starts again after a river of white, when every piece then names a column and more columns are named.
 */
function splitHeaderRuns(header: Header, below: TextLine[], height: number, gap: number): Header {
  const resumes = rivers(below, gap, height).map(([, to]) => to);
  const cells = header.cells.flatMap((cell) => {
    const pieces = splitAtColumns(cell, resumes, height);
    return pieces.length > 1 && matchColumns(pieces.map((piece) => piece.text)).every(Boolean) ? pieces : [cell];
  });
  if (cells.length === header.cells.length) return header;
  const mapping = matchColumns(cells.map((cell) => cell.text));
  const named = (fields: (BulkField | null)[]) => fields.filter(Boolean).length;
  return named(mapping) > named(header.mapping) ? { ...header, cells, mapping } : header;
}

/** The stretches of ink along x that no river of white separates (at least `river` wide) in the given lines. */
function inkSegments(lines: TextLine[], gap: number, river: number): Span[] {
  const ink = lines.flatMap((line) => spans(line, gap)).sort((a, b) => a.x0 - b.x0);
  const segments: Span[] = [];
  for (const span of ink) {
    const last = segments.at(-1);
    if (last && span.x0 - last.x1 < river) last.x1 = Math.max(last.x1, span.x1);
    else segments.push({ text: '', x0: span.x0, x1: span.x1 });
  }
  return segments;
}

/** A stretch of ink under two or more header cells, cut at the rivers inside it that only a few rows cross. */
function cutAtRivers(segment: Span, header: Span[], rows: TextLine[], height: number, gap: number): Span[] {
  const under = header.filter((cell) => cell.x1 > segment.x0 && cell.x0 < segment.x1);
  if (under.length < 2) return [segment];
  // Between each two header cells, the widest such river: slanted columns (a photo's perspective) leave narrow ones.
  const inside = rivers(rows, gap, height, 0.25).filter(([from, to]) => from > segment.x0 && to < segment.x1);
  const cuts = under.slice(1).flatMap((cell, index) => {
    const between = inside.filter(([from, to]) => from >= under[index]!.x0 && to <= cell.x0 + height);
    const widest = between.sort((a, b) => b[1] - b[0] - (a[1] - a[0]))[0];
    return widest ? [widest] : [];
  });
  const edges = [segment.x0, ...cuts.flat(), segment.x1];
  const pieces: Span[] = [];
  for (let index = 0; index < edges.length; index += 2)
    pieces.push({ text: '', x0: edges[index]!, x1: edges[index + 1]! });
  return pieces;
}

/**
 * Gives each stretch of ink to a header cell, in order (columns do not cross), nearest first: a number right-aligned
 * under a left-aligned header and a "$" apart from its amount still land in their column. A header without data
 * costs `empty`. Returns, per segment, its column.
 */
function assignSegments(segments: Span[], header: Span[], empty: number): number[] {
  const distance = (segment: Span, cell: Span) => Math.max(0, cell.x0 - segment.x1, segment.x0 - cell.x1);
  const m = segments.length;
  const n = header.length;
  // cost[i][j]: best cost of segments 0..i-1 given to headers 0..j (each segment to a header <= j, headers after the
  // last used one that are skipped cost `empty`).
  const cost = Array.from({ length: m + 1 }, () => new Array<number>(n).fill(Number.POSITIVE_INFINITY));
  const from = Array.from({ length: m + 1 }, () => new Array<number>(n).fill(-1));
  for (let j = 0; j < n; j++) cost[0]![j] = (j + 1) * empty;
  for (let i = 1; i <= m; i++) {
    for (let j = 0; j < n; j++) {
      const here = distance(segments[i - 1]!, header[j]!);
      // Segment i-1 goes to header j; segment i-2 went to header j (same column) or to an earlier header k < j
      // (headers between k and j are empty).
      let best = cost[i - 1]![j]! + here;
      let choice = j;
      if (i === 1) {
        best = j * empty + here;
        choice = -1;
      }
      for (let k = 0; k < j && i > 1; k++) {
        const candidate = cost[i - 1]![k]! + (j - k - 1) * empty + here;
        if (candidate < best) {
          best = candidate;
          choice = k;
        }
      }
      cost[i]![j] = best;
      from[i]![j] = choice;
    }
  }
  let j = 0;
  for (let k = 0; k < n; k++) {
    if (cost[m]![k]! + (n - 1 - k) * empty < cost[m]![j]! + (n - 1 - j) * empty) j = k;
  }
  const columns = new Array<number>(m).fill(0);
  for (let i = m; i >= 1; i--) {
    columns[i - 1] = j;
    const previous = from[i]![j]!;
    if (previous >= 0) j = previous;
  }
  return columns;
}

/** x positions between columns: in the rivers of white between the ink of neighbouring columns when there are any. */
function columnBoundaries(header: Span[], rows: TextLine[], height: number, gap: number, ocr: boolean): number[] {
  const strict = inkSegments(rows, gap, gap * height);
  // OCR runs a cell into its neighbour now and then ("Bigleaf Hydrangea Hydrangea macrophylla" as one span): a
  // stretch of ink under two header cells is cut where at most a fifth of the rows cross.
  const segments = ocr ? strict.flatMap((segment) => cutAtRivers(segment, header, rows, height, gap)) : strict;
  const columns = assignSegments(segments, header, height * 4);
  const boundaries = header.slice(1).map((cell) => cell.x0 - height * 0.25);
  for (let index = 1; index < segments.length; index++) {
    const left = columns[index - 1]!;
    const right = columns[index]!;
    if (left === right) continue;
    const middle = (segments[index - 1]!.x1 + segments[index]!.x0) / 2;
    // A river between columns left and right: every boundary between them sits in it, but for OCR one under a
    // stretch of ink reaching well into the next column (two cells read without a river between them): that
    // boundary stays at the column's header.
    for (let boundary = left; boundary < right; boundary++) {
      if (!ocr || segments[index - 1]!.x1 < header[boundary + 1]!.x0 + height) boundaries[boundary] = middle;
    }
  }
  // Columns never cross.
  for (let index = 1; index < boundaries.length; index++) {
    boundaries[index] = Math.max(boundaries[index]!, boundaries[index - 1]!);
  }
  return boundaries;
}

function columnOf(box: TextBox, boundaries: number[]): number {
  const middle = (box.x0 + box.x1) / 2;
  return boundaries.filter((boundary) => boundary < middle).length;
}

interface LineCells {
  cells: string[];
  confidence: number[];
}

/** Cells of a line; `joined`: columns whose pieces join without a space (a number wrapped in a narrow column). */
function lineCells(line: TextLine, boundaries: number[], joined: ReadonlySet<number> = new Set()): LineCells {
  const cells: string[] = boundaries.map(() => '').concat('');
  const confidence = cells.map(() => 1);
  // Left to right within a line; a band of interleaved lines (one tall row) reads top to bottom in each cell.
  const order = (a: TextBox, b: TextBox) =>
    Math.abs((a.y ?? 0) - (b.y ?? 0)) > line.height * 0.3 ? (a.y ?? 0) - (b.y ?? 0) : a.x0 - b.x0;
  const lastY: number[] = cells.map(() => 0);
  for (const box of [...line.boxes].sort(order)) {
    const column = columnOf(box, boundaries);
    // Only a number continued on the next line of a tall row joins without a space ("$165.0" over "0").
    const nextLine = Math.abs((box.y ?? line.y) - lastY[column]!) > line.height * 0.3;
    const separator = joined.has(column) && nextLine ? '' : ' ';
    lastY[column] = box.y ?? line.y;
    cells[column] = cells[column] ? `${cells[column]}${separator}${box.text}` : box.text;
    confidence[column] = Math.min(confidence[column]!, box.confidence ?? 1);
  }
  return { cells, confidence };
}

/**
 * Lines closer than a line's height cannot be rows of their own: they are the lines of one tall row whose cells are
 * centred vertically (one cell wrapped to three lines beside others on one). They become one band.
 */
function bands(lines: TextLine[], height: number): TextLine[] {
  const result: TextLine[] = [];
  let previousY = Number.NEGATIVE_INFINITY;
  for (const line of lines) {
    const boxes = line.boxes.map((box) => ({ ...box, y: line.y }));
    const last = result.at(-1);
    if (last && line.y - previousY < height * 0.8) last.boxes.push(...boxes);
    else result.push({ ...line, boxes });
    previousY = line.y;
  }
  return result;
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
  return layoutTable(input, gap)?.table ?? null;
}

export interface LaidTable {
  table: SourceTable;
  /** The header the rows were read under (a later page without its own header continues with it). */
  header: TableHeader;
  /** Per row, the top and bottom of its lines (null for the header). */
  extents: ([number, number] | null)[];
  /** Left and right of the table's text. */
  bounds: [number, number];
}

export type TableHeader = Pick<Header, 'cells' | 'mapping'>;

/**
 * Like tableFromLines, with where each row was found (to cut its image from a photo). `ocr`: read from an image,
 * where a lost decimal point is put back (for review). `continues`: the header of the page before, used when this
 * page has none of its own (a scanned list's later pages).
 */
export function layoutTable(
  input: TextLine[],
  gap: number,
  options: { ocr?: boolean; continues?: TableHeader | undefined } = {},
): LaidTable | null {
  const kept = input.filter((line) => line.boxes.length > 0).sort((a, b) => a.y - b.y);
  const height = median(kept.map((line) => line.height));
  // A read line made tall by a stray mark (a rule's remnant, a speck) would let its words' gaps pass for spaces.
  const lines = options.ocr ? kept.map((line) => ({ ...line, height: Math.min(line.height, 1.5 * height) })) : kept;
  const repair = options.ocr === true;
  let header =
    findHeader(lines, height, gap, { repair }) ?? (options.continues ? { ...options.continues, next: 0 } : null);
  // A photo's header with an unreadable cell: its columns named from their values (and every row reviewed).
  // So is a found one whose quantity cell is unreadable beside the price ("Qty / Avail" read as "Jv%,").
  const lacking =
    header !== null &&
    repair &&
    header.mapping.includes(null) &&
    header.mapping.includes('price') &&
    !header.mapping.includes('quantity_available');
  const partial =
    !header && repair ? findHeader(lines, height, gap, { accept: isPartialHeader, repair }) : lacking ? header : null;
  let inferredColumns: number[] = [];
  if (partial) {
    const starts = partial.cells.slice(1).map((cell) => cell.x0 - height * 0.25);
    const values = bands(lines.slice(partial.next), height).map((line) => lineCells(line, starts).cells);
    const mapping = inferNumberColumns(partial.mapping, values);
    if (!mapping && !lacking) return null;
    if (mapping && (!lacking || mapping.includes('quantity_available'))) {
      inferredColumns = mapping.flatMap((field, column) => (field !== partial.mapping[column] ? [column] : []));
      const cells = partial.cells.map((cell, column) =>
        inferredColumns.includes(column) ? { ...cell, text: headerWordFor(mapping[column]!) } : cell,
      );
      header = { ...partial, cells, mapping };
    }
  }
  if (!header) return null;
  // Tier headers misread out of their order ("110-49" between "1-9" and "50+"): their cells are reviewed.
  const tiers = repair ? repairTierHeaders(header.cells.map((cell) => cell.text)) : null;
  if (tiers?.columns.length) {
    const cells = header.cells.map((cell, column) => ({ ...cell, text: tiers.texts[column]! }));
    header = { ...header, cells, mapping: matchColumns(tiers.texts) };
    inferredColumns = [...inferredColumns, ...tiers.columns];
  }
  if (!repair) header = splitHeaderRuns(header, lines.slice(header.next, header.next + 40), height, gap);

  const starts = header.cells.slice(1).map((cell) => cell.x0);
  const body = bands(lines.slice(header.next), height)
    .filter((line) => !isParagraph(line, header.cells, gap))
    .map((line) => ({ ...line, boxes: line.boxes.flatMap((box) => splitAtColumns(box, starts, line.height)) }));
  const numeric = header.mapping.flatMap((field, column) => (field && NUMERIC.includes(field) ? [column] : []));
  const names = header.mapping.flatMap((field, column) =>
    field === 'plant_name' || field === 'scientific_name' ? [column] : [],
  );

  // Rows start at lines with a number (a quantity or a price: every plant has one), else at lines with two cells;
  // a wrapped line joins the row nearest above or below (above when about as near).
  const hasNumber = (cells: string[]) => numeric.some((column) => /\d/.test(cells[column] ?? ''));
  const firstPass = header.cells.slice(1).map((cell) => cell.x0 - height * 0.25);
  const firstCells = body.map((line) => lineCells(line, firstPass).cells);
  const byNumber = firstCells.filter(hasNumber).length >= body.length / 4;
  const isAnchor = (cells: string[]) => (byNumber ? hasNumber(cells) : cells.filter(Boolean).length >= 2);
  const anchorsFirst = body.filter((_, index) => isAnchor(firstCells[index]!));
  const boundaries = columnBoundaries(header.cells, anchorsFirst.length ? anchorsFirst : body, height, gap, repair);

  const joined = new Set(numeric);
  const read = body.map((line) => lineCells(line, boundaries, joined));
  const cellsOf = read.map((line) => line.cells);
  const anchors = body.flatMap((_, index) => (isAnchor(cellsOf[index]!) ? [index] : []));
  const pitches = anchors.slice(1).map((anchor, index) => body[anchor]!.y - body[anchors[index]!]!.y);
  const reach = Math.min(2.6 * height, pitches.length ? 0.8 * median(pitches) : 2.6 * height);
  const rows = new Map<number, number[]>(anchors.map((index) => [index, [index]]));
  // Lone lines far from any row (a section title, a phone number) are not plants: they are left out.
  body.forEach((line, index) => {
    if (rows.has(index)) return;
    let nearest = -1;
    let nearestDistance = Number.POSITIVE_INFINITY;
    for (const anchor of anchors) {
      const below = body[anchor]!.y > line.y;
      const distance = Math.abs(body[anchor]!.y - line.y) + (below ? height * 0.25 : 0);
      if (distance <= reach && distance < nearestDistance) {
        nearest = anchor;
        nearestDistance = distance;
      }
    }
    if (nearest >= 0) rows.get(nearest)!.push(index);
  });

  const table: SourceRow[] = [{ number: 1, cells: header.cells.map((cell) => cell.text) }];
  const extents: ([number, number] | null)[] = [null];
  let number = 1;
  for (const index of [...rows.keys()].sort((a, b) => a - b)) {
    const members = rows.get(index)!.sort((a, b) => body[a]!.y - body[b]!.y);
    const cells = header.cells.map((_, column) =>
      members
        .map((member) => cellsOf[member]![column])
        .filter(Boolean)
        .join(joined.has(column) ? '' : ' '),
    );
    // The header again (the top of the next page) is not a row.
    if (isHeaderMapping(matchColumns(cells))) continue;
    const confidence = header.cells.map((_, column) =>
      Math.min(...members.map((member) => read[member]!.confidence[column]!)),
    );
    for (const column of options.ocr ? names : []) {
      const repaired = repairQuotes(cells[column]!);
      if (!repaired.repaired) continue;
      cells[column] = repaired.text;
      confidence[column] = Math.min(confidence[column]!, 0.5);
    }
    for (const column of numeric) {
      const repaired = repairNumber(cells[column]!);
      if (!repaired.repaired) continue;
      cells[column] = repaired.text;
      confidence[column] = Math.min(confidence[column]!, 0.5);
    }
    const ys = members.flatMap((member) => body[member]!.boxes.map((box) => box.y ?? body[member]!.y));
    extents.push([Math.min(...ys) - height * 0.7, Math.max(...ys) + height * 0.7]);
    number++;
    table.push({ number, cells, confidence });
  }
  const amounts = numeric.filter((column) => header.mapping[column] !== 'quantity_available');
  if (options.ocr) repairDecimalPoints(table.slice(1), amounts);
  for (const row of table.slice(1)) {
    for (const column of inferredColumns)
      row.confidence![column] = Math.min(row.confidence![column]!, INFERRED_COLUMN_CONFIDENCE);
  }
  const xs = body.flatMap((line) => line.boxes.flatMap((box) => [box.x0, box.x1]));
  xs.push(...header.cells.flatMap((cell) => [cell.x0, cell.x1]));
  return { table, header, extents, bounds: [Math.min(...xs), Math.max(...xs)] };
}
