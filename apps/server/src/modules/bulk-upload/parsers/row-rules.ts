import type { TextLine } from './layout.ts';
import { markRuledRows, type Segment } from './pdf-rules.ts';

// A photographed or scanned table's horizontal rules, as the photo reader finds them before erasing them: where they
// are clearly found they say which row a line of text is in, as a PDF's drawn rules do (pdf-rules.ts).

/** One run of rule pixels along a pixel row of the prepared page. */
export interface RuleRun {
  y: number;
  x0: number;
  x1: number;
}

/** Along a rule, its height is sampled every this many pixels (the mean of the runs over each). */
const STEP = 8;
/** A rule leans this little once the page is turned upright and flattened (more: runs of different rules joined). */
const MAX_SLOPE = 0.03;

/**
 * Runs gathered into rules: a rule a few pixels thick, or a hair slanted, is found as runs on neighbouring pixel rows
 * that overlap along x. Each rule is the straight line fitted through its height sampled along it (a run's middle
 * alone would lean a rule found whole on three rows and in part on a fourth).
 */
export function gatherRowRules(runs: readonly RuleRun[]): Segment[] {
  const groups: RuleRun[][] = [];
  for (const run of [...runs].sort((a, b) => a.y - b.y)) {
    const group = groups.find((candidate) =>
      candidate.some((last) => run.y - last.y <= 3 && run.x0 <= last.x1 + STEP && run.x1 >= last.x0 - STEP),
    );
    if (group) group.push(run);
    else groups.push([run]);
  }
  return groups.flatMap((group) => {
    const x0 = Math.min(...group.map((run) => run.x0));
    const x1 = Math.max(...group.map((run) => run.x1));
    let [n, sx, sy, sxx, sxy] = [0, 0, 0, 0, 0];
    for (let x = x0; x <= x1; x += STEP) {
      const over = group.filter((run) => run.x0 <= x && run.x1 >= x);
      if (!over.length) continue;
      const y = over.reduce((sum, run) => sum + run.y, 0) / over.length;
      [n, sx, sy, sxx, sxy] = [n + 1, sx + x, sy + y, sxx + x * x, sxy + x * y];
    }
    const slope = n > 1 && n * sxx - sx * sx > 1e-6 ? (n * sxy - sx * sy) / (n * sxx - sx * sx) : 0;
    if (n === 0 || Math.abs(slope) > MAX_SLOPE) return [];
    const at = (x: number) => (sy - slope * sx) / n + slope * x;
    return [{ x0, x1, y0: at(x0), y1: at(x1) }];
  });
}

/** Rules closer than this (pixels of the prepared page) are one: a double rule, a thick one found in two. */
const THIN = 6;

/**
 * Each line's ruled row (`band`) from the page's horizontal rules (see markRuledRows), where they are clearly found:
 * down the page no line may count fewer rules above it than a line higher up. A rule found only in part (faint
 * under some columns, or a letter's foot taken for one) breaks that, and the lines are left as they were read.
 */
export function markImageRows(lines: TextLine[], rules: readonly Segment[]): TextLine[] {
  if (rules.length === 0) return lines;
  const marked = lines.map((line) => ({ ...line }));
  markRuledRows(marked, [...rules], [1, 0], 0, THIN, Number.POSITIVE_INFINITY);
  const bands = [...marked].sort((a, b) => a.y - b.y).map((line) => line.band ?? 0);
  if (bands.some((band, index) => index > 0 && band < bands[index - 1]!)) return lines;
  return marked;
}
