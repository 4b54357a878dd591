import type { TextBox, TextLine } from './layout.ts';

// pdf.js joins text drawn close together on one baseline into one run, so the cells of a tight table come out as
// one run across two columns ("15 gal 24" under Size and Qty, "… 'Endless Summer' Bigleaf Hydrangea" under
// Botanical and Common Name). A run is cut at a space where the words after it start where the page's other lines
// show a column starting, or before a number that ends where other lines' numbers end (a right-aligned column).

/** Helvetica's advance widths (1/1000 em) for printable ASCII: where a word of a run lies, in proportion. */
const WIDTHS =
  '278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,' +
  '584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,' +
  '667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,' +
  '278,556,500,722,500,500,500,334,260,334,584';
const ADVANCE = WIDTHS.split(',').map(Number);
const advance = (char: string) => ADVANCE[char.charCodeAt(0) - 32] ?? 556;

/** Lines on which an edge must recur to count as a column's. */
const MIN_LINES = 3;
const NUMBER = /^[$€£]?\s?[\d.,]+$/;

/** x positions where at least MIN_LINES lines have a run starting (or ending), within `tolerance`. */
function recurringEdges(lines: TextLine[], edge: (box: TextBox) => number, tolerance: number): number[] {
  const xs = lines.flatMap((line) => [...new Set(line.boxes.map(edge))]).sort((a, b) => a - b);
  // A window sliding along the sorted edges (a page can hold 250,000 runs): [low, high) are those within
  // `tolerance` of xs[index], `sum` their total. Found edges grow with index, so only the last can be near.
  const found: number[] = [];
  let [low, high, sum] = [0, 0, 0];
  for (let index = 0; index < xs.length; index++) {
    const x = xs[index]!;
    while (high < xs.length && xs[high]! <= x + tolerance) sum += xs[high++]!;
    while (xs[low]! < x - tolerance) sum -= xs[low++]!;
    const last = found.at(-1);
    if (high - low >= MIN_LINES && (last === undefined || Math.abs(last - x) > tolerance)) {
      found.push(sum / (high - low));
    }
  }
  return found;
}

/** The run cut at the spaces where a column starts, or before a right-aligned number; the run itself otherwise. */
function splitRun(box: TextBox, starts: number[], numberEnds: number[], tolerance: number): TextBox[] {
  const text = box.text;
  if (!text.includes(' ')) return [box];
  const total = [...text].reduce((sum, char) => sum + advance(char), 0);
  const scale = (box.x1 - box.x0) / total;
  const pieces: TextBox[] = [];
  let from = 0;
  let x = box.x0;
  let pieceStart = box.x0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === ' ' && index > from) {
      const wordEnd = x;
      const nextStart = x + advance(' ') * scale;
      const inside = (edge: number) => edge > box.x0 + tolerance && edge < box.x1 - tolerance;
      const rest = text.slice(index + 1);
      const cut =
        starts.some((start) => inside(start) && Math.abs(start - nextStart) <= tolerance) ||
        (NUMBER.test(rest) && numberEnds.some((end) => Math.abs(end - box.x1) <= tolerance));
      if (cut) {
        pieces.push({ ...box, text: text.slice(from, index).trim(), x0: pieceStart, x1: wordEnd });
        from = index + 1;
        pieceStart = nextStart;
      }
    }
    x += advance(char) * scale;
  }
  if (pieces.length === 0) return [box];
  pieces.push({ ...box, text: text.slice(from).trim(), x0: pieceStart, x1: box.x1 });
  return pieces.filter((piece) => piece.text);
}

/**
 * A page's lines with runs that cross a column cut into that column's cells. Only lines of several runs (table rows)
 * are cut: a line of running text (a note, a title) is one run, and a header line drawn as one run is named by
 * `cutHeaderRuns`.
 */
export function splitRunsAtColumns(lines: TextLine[]): TextLine[] {
  if (lines.length < MIN_LINES) return lines;
  const height = lines.map((line) => line.height).sort((a, b) => a - b)[Math.floor(lines.length / 2)]!;
  // Within a third of a text height: the estimate of a word's place from its letters is that good for
  // proportional fonts, and columns are further apart.
  const tolerance = height / 3;
  const starts = recurringEdges(lines, (box) => box.x0, tolerance / 2);
  const numbers = lines.map((line) => ({ ...line, boxes: line.boxes.filter((box) => NUMBER.test(box.text)) }));
  const numberEnds = recurringEdges(numbers, (box) => box.x1, tolerance / 2);
  return lines.map((line) =>
    line.boxes.length < 2
      ? line
      : { ...line, boxes: line.boxes.flatMap((box) => splitRun(box, starts, numberEnds, tolerance)) },
  );
}
