import type { Pixels } from './threshold.ts';

// Ruling lines of a page made flat and upright (its perspective undone): each lies along one row or one column of
// pixels, so it is found by walking rows and columns, even where grain or a faint print broke it into dashes.

/**
 * How a rule is told along rows and along columns: the gaps it may have (grain, a faint print) and still be one
 * rule, in pixels, and the share of its length its ink covers. A faint row rule on grainy paper is mostly gaps;
 * a column is held to more, as the right edges of right-aligned numbers (or the stems of left-aligned letters)
 * line up down a column with a row's spacing between them.
 */
const ACROSS = { gap: 40, cover: 0.3 };
const DOWN = { gap: 8, cover: 0.8 };
/** A rule is thin: paper this far to either side of it over most of its length (a line of text is taller). */
const THIN = 5;

/**
 * `out` with the rules of `page` whitened: runs along a row (or a column) at least `minimum` long, ink
 * (`inked`, on this line or the one beside it) over most of their length with only short gaps.
 */
function eraseAlong(page: Pixels, out: Buffer, inked: Uint8Array, vertical: boolean, minimum: number): void {
  const { width, height } = page;
  const [lines, length] = vertical ? [width, height] : [height, width];
  const { gap, cover } = vertical ? DOWN : ACROSS;
  const index = vertical
    ? (line: number, step: number) => step * width + line
    : (line: number, step: number) => line * width + step;
  const dark = (line: number, step: number) => line >= 0 && line < lines && inked[index(line, step)] === 1;
  const thin = (line: number, step: number) => !dark(line - THIN, step) && !dark(line + THIN, step);
  for (let line = 0; line < lines; line++) {
    let start = -1;
    let last = -1;
    let count = 0;
    let thinCount = 0;
    for (let step = 0; step <= length; step++) {
      const isDark = step < length && (dark(line, step) || dark(line - 1, step) || dark(line + 1, step));
      if (isDark) {
        if (start < 0) [start, count, thinCount] = [step, 0, 0];
        last = step;
        count++;
        if (thin(line, step)) thinCount++;
        continue;
      }
      if (start < 0 || (step < length && step - last <= gap)) continue;
      const span = last - start + 1;
      if (span >= minimum && count >= cover * span && thinCount >= 0.7 * count) {
        for (let k = start; k <= last; k++) {
          for (let d = -1; d <= 1; d++) if (line + d >= 0 && line + d < lines) out[index(line + d, k)] = 255;
        }
      }
      start = -1;
    }
  }
}

/**
 * `into` (the page, maybe already partly cleaned) with the straight rules found on `page` whitened (anything darker
 * than `ink` counts as ink): rows at least an eighth of the width long, columns an eighth of the height.
 */
export function withoutStraightRules(page: Pixels, ink: number, into: Pixels = page): Pixels {
  const out = Buffer.from(into.data);
  const inked = new Uint8Array(page.data.length);
  for (let at = 0; at < inked.length; at++) inked[at] = page.data[at]! < ink ? 1 : 0;
  eraseAlong(page, out, inked, false, Math.round(page.width / 8));
  eraseAlong(page, out, inked, true, Math.round(page.height / 8));
  return { data: out, width: page.width, height: page.height };
}
