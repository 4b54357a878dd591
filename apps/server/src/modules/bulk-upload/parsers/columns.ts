import { matchColumns } from '@verdant/shared/rules/bulk-upload';
import type { BulkField } from '@verdant/shared/schemas/bulk-upload';
import { type Header, rivers, type Span, spans } from './header.ts';
import type { TextBox, TextLine } from './layout.ts';

// Where the columns of positioned text are: PDF runs holding several cells cut at the header's column starts, and
// the boundaries between columns put in the rivers of white that run down the rows.

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
/** A run cut where no white parted its cells: the cells are reviewed. */
const GUESSED_CUT_CONFIDENCE = 0.4;

/** A box wider than one column (a PDF run holding several cells) is cut before the word nearest each header start it crosses. */
export function splitAtColumns(box: TextBox, starts: number[], height: number): TextBox[] {
  const inside = starts.filter((x) => x > box.x0 + height * 0.3 && x < box.x1 - height * 0.3);
  const chars = [...box.text];
  // A word starts after a space, or where digits meet letters: OCR runs a right-aligned quantity into the next
  // column's word when little white separates them ("85June").
  // In typed text (OCR words carry a confidence), a small letter meeting a capital is where a spreadsheet's
  // overflowing text runs into the next cell's ("HoneylocustB&B"): a guess, so its pieces are reviewed.
  const typed = box.confidence === undefined;
  const isCamel = (index: number) => typed && /\p{Ll}/u.test(chars[index - 1] ?? '') && /\p{Lu}/u.test(chars[index]!);
  const isWordStart = (index: number) =>
    index > 0 &&
    chars[index] !== ' ' &&
    (chars[index - 1] === ' ' ||
      isCamel(index) ||
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
    const guessed = (from > 0 && isCamel(from)) || (cut < chars.length && isCamel(cut));
    const confidence = guessed ? Math.min(box.confidence ?? 1, GUESSED_CUT_CONFIDENCE) : box.confidence;
    if (text)
      parts.push({ ...box, text, x0, x1: Math.max(x0, x1), ...(confidence === undefined ? {} : { confidence }) });
    from = cut;
  }
  return parts;
}

/**
 * A PDF run holding two header cells ("Avail. Unit Price": the writer put them close) is cut where the ink of the rows
 * below starts again after a river of white, when every piece then names a column and more columns are named.
 */
export function splitHeaderRuns(header: Header, below: TextLine[], height: number, gap: number): Header {
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
    // A ruling line between two columns separates them however narrow the white beside it.
    const ruled = last !== undefined && span.ruleBefore === true && span.x0 > last.x1;
    if (last && !ruled && span.x0 - last.x1 < river) last.x1 = Math.max(last.x1, span.x1);
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
export function columnBoundaries(
  header: Span[],
  rows: TextLine[],
  height: number,
  gap: number,
  ocr: boolean,
): number[] {
  const strict = inkSegments(rows, gap, gap * height);
  // OCR runs a cell into its neighbour now and then ("Bigleaf Hydrangea Hydrangea macrophylla" as one span): a
  // stretch of ink under two header cells is cut where at most a fifth of the rows cross.
  // So does a spreadsheet printed with a cell's text overflowing into the next, empty or not (Gnumeric).
  const segments = strict.flatMap((segment) => cutAtRivers(segment, header, rows, height, gap));
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

export function columnOf(box: TextBox, boundaries: number[]): number {
  const middle = (box.x0 + box.x1) / 2;
  return boundaries.filter((boundary) => boundary < middle).length;
}
