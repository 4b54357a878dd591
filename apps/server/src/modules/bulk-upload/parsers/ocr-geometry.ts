import type { TextBox, TextLine } from './layout.ts';
import type { Grey } from './page-image.ts';

// Word boxes from the text recogniser put right where the page's geometry shows what it missed: columns that lean
// (a photo taken a little from one side), and two numbers of neighbouring columns read as one word.

/** Darker than this is ink in the cleaned page. */
export const INK = 128;
/**
 * White a cut needs, in text heights: a word space (about a quarter), not the room between two digits of one
 * number (a "15" under a centred "Size" header is one number).
 */
const WORD_GAP = 0.18;
/** Largest lean looked for, as x per y (about 4.5 degrees). */
const MAX_LEAN = 0.08;

/**
 * Number words that cross the start of a column, cut where the page shows white near that start: the recogniser
 * reads a right-aligned "300" and the left-aligned "1 gal" of the next column as "3001 gal" when one space
 * separates them. `starts`: the x where each column after the first begins (its header's left edge); `shift`: how
 * far each line's x was moved from the page's (see `unlean`).
 */
export function splitAtColumnStarts(
  lines: TextLine[],
  starts: number[],
  page: Grey,
  shift: (line: TextLine) => number,
): TextLine[] {
  return lines.map((line) => ({
    ...line,
    boxes: line.boxes.flatMap((box) => {
      if (!/^\d{2,}$/.test(box.text)) return [box];
      const start = starts.find((x) => x > box.x0 + 0.3 * line.height && x < box.x1);
      return start === undefined ? [box] : splitAtGap(box, line, page, start, shift(line));
    }),
  }));
}

/** The word cut at the white between its digits nearest `start` (within half a text height), or left whole. */
function splitAtGap(box: TextBox, line: TextLine, { data, width, height }: Grey, start: number, shift: number) {
  const top = Math.max(0, Math.round(line.y - 0.6 * line.height));
  const bottom = Math.min(height - 1, Math.round(line.y + 0.6 * line.height));
  const x0 = Math.max(0, Math.floor(box.x0 - shift));
  const x1 = Math.min(width - 1, Math.ceil(box.x1 - shift));
  // Runs of white columns between the ink: [first, last] x of each.
  const gaps: [number, number][] = [];
  let inked = false;
  for (let x = x0; x <= x1; x++) {
    let any = false;
    for (let y = top; y <= bottom && !any; y++) any = data[y * width + x]! < INK;
    const last = gaps.at(-1);
    if (any) inked = true;
    else if (inked && last && last[1] === x - 1) last[1] = x;
    else if (inked) gaps.push([x, x]);
  }
  const inside = gaps.filter(([, to]) => to < x1);
  const nearest = inside
    .filter(([from, to]) => to - from + 1 >= Math.max(2, WORD_GAP * line.height))
    .sort((a, b) => Math.abs((a[0] + a[1]) / 2 + shift - start) - Math.abs((b[0] + b[1]) / 2 + shift - start))[0];
  if (!nearest || Math.abs((nearest[0] + nearest[1]) / 2 + shift - start) > 0.5 * line.height) return [box];
  // Digits are of one width: the cut that gives the ink on each side of the white the most alike width per digit
  // (a "1" has narrow ink, hence no finer rule), and a plausible one.
  const left = nearest[0] - x0;
  const right = x1 - nearest[1];
  const perDigit = (cut: number) => [left / cut, right / (box.text.length - cut)] as const;
  let cut = 0;
  for (let candidate = 1; candidate < box.text.length; candidate++) {
    const [a, b] = perDigit(candidate);
    if (Math.max(a, b) > 1.1 * line.height || Math.min(a, b) < 0.2 * line.height) continue;
    if (!cut || Math.abs(a - b) < Math.abs(perDigit(cut)[0] - perDigit(cut)[1])) cut = candidate;
  }
  if (!cut) return [box];
  return [
    { ...box, text: box.text.slice(0, cut), x1: nearest[0] - 1 + shift },
    { ...box, text: box.text.slice(cut), x0: nearest[1] + 1 + shift },
  ];
}

/**
 * The lines with their lean taken out: x moved by the slope that lines up the words' left and right edges best
 * (left-aligned columns line up their left edges, right-aligned numbers their right edges). Rotating the page
 * levels its rows, but a photo taken from one side also leans its columns, so that a column's edge drifts by a
 * character or more from the top of the table to the bottom and words land in the neighbouring column.
 */
export function unlean(lines: TextLine[]): { lines: TextLine[]; shift: (line: TextLine) => number } {
  const none = { lines, shift: () => 0 };
  if (lines.length < 4) return none;
  const height = [...lines.map((line) => line.height)].sort((a, b) => a - b)[Math.floor(lines.length / 2)]!;
  const middle = (lines[0]!.y + lines.at(-1)!.y) / 2;
  const edges = lines.flatMap((line) => line.boxes.flatMap((box) => [box.x0, box.x1].map((x) => [x, line.y - middle])));
  const bin = Math.max(2, height / 5);
  const alignment = (lean: number) => {
    const counts = new Map<number, number>();
    for (const [x, dy] of edges) {
      const key = Math.round((x! - lean * dy!) / bin);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    let sum = 0;
    for (const count of counts.values()) sum += count * count;
    return sum;
  };
  let best = 0;
  let bestScore = 0;
  for (let step = -32; step <= 32; step++) {
    const lean = (step * MAX_LEAN) / 32;
    const score = alignment(lean);
    if (score > bestScore) [best, bestScore] = [lean, score];
  }
  // A clearly better alignment only: a straight page keeps its coordinates.
  if (best === 0 || bestScore < 1.05 * alignment(0)) return none;
  const shift = (line: TextLine) => -best * (line.y - middle);
  return {
    lines: lines.map((line) => ({
      ...line,
      boxes: line.boxes.map((box) => ({ ...box, x0: box.x0 + shift(line), x1: box.x1 + shift(line) })),
    })),
    shift,
  };
}

/**
 * The recogniser's noise taken out: a word far wider than its letters could be (a rule under the header read as
 * "a" across three columns, a shadow read as "Emmi"), and a line that is one unsure character shorter than the text
 * (the stub of a rule between the header and the first row, read as "I", which would join the row below as a "1").
 */
export function withoutNoise(lines: TextLine[]): TextLine[] {
  const heights = lines.map((line) => line.height).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)] ?? 0;
  return lines
    .map((line) => ({
      ...line,
      boxes: line.boxes.filter((box) => box.x1 - box.x0 <= Math.max(6, 2 * box.text.length) * height),
    }))
    .filter(
      (line) =>
        line.boxes.length > 0 &&
        !(
          line.boxes.length === 1 &&
          line.boxes[0]!.text.length === 1 &&
          (line.boxes[0]!.confidence ?? 1) < 0.7 &&
          line.height < 0.8 * height
        ),
    );
}
