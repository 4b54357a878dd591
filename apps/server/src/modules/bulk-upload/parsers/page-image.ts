import sharp, { type Sharp } from 'sharp';
import { invertDarkBands } from './dark-bands.ts';
import { type DeskMap, deskPixels, pageShading } from './page-border.ts';
import type { Segment } from './pdf-rules.ts';
import { gatherRowRules, type RuleRun } from './row-rules.ts';
import { isTextRun } from './rule-text.ts';
import { withoutStraightRules } from './straight-rules.ts';
import { binarise, inkLevel } from './threshold.ts';
import { UNLIT_SHARE, unlitShare } from './unlit-paper.ts';

// A photographed or scanned page made plain for the text recogniser: light evened, a photo's desk around the page
// whitened, turned upright, ruling lines removed, and a grainy photo thresholded to black text on white.

const MAX_SKEW_DEGREES = 8;
/** Share of dark pixels past which a tile is flat surface, not printed text (text tiles hold a few percent). */
const DESK_INK = 0.35;
/** Darker than this (paper being 255 once the light is evened) is ink or a rule, before thresholding. */
const RULE_INK = 200;
/** The same on smooth paper (little grain): a faint grey grid rule is darker than this. */
const RULE_INK_SMOOTH = 235;
/** Paper grain (see `grain`) past which a page is smoothed and thresholded before reading. */
const GRAINY = 4;
/** On a clean page, how light a ruled table's rule may fade (JPEG, a page turned upright) and still be followed. */
const FAINT_RULE = 215;

export interface Grey {
  data: Buffer;
  width: number;
  height: number;
  /** A cleaned page's vertical ruling lines, erased from `data`: they still tell where one cell ends. */
  columnRules?: ColumnRule[];
  /** Its horizontal ruling lines, erased too: they still tell which row a line of text is in (row-rules.ts). */
  rowRules?: Segment[];
  /** Cleaned as a grainy page (smoothed and thresholded). */
  grainy?: boolean;
  /** A thresholded page's pixels before the threshold (smoothed, rules erased): small text keeps its strokes there. */
  soft?: Buffer;
}

/** A vertical rule found on the page, from (x0, y0) down to (x1, y1): a photo's perspective leans it. */
export interface ColumnRule {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Runs of rule pixels down single pixel columns gathered into rules: a rule a few pixels wide, or leaning, is found
 * as several runs side by side (each overlapping or continuing the last in y). Each rule is the line fitted through
 * its runs' middles.
 */
function gatherRules(runs: { x: number; y0: number; y1: number }[]): ColumnRule[] {
  const groups: { x: number; y0: number; y1: number }[][] = [];
  for (const run of runs) {
    const group = groups.find((candidate) => {
      const last = candidate.at(-1)!;
      return run.x - last.x <= 3 && run.y0 <= last.y1 + 40 && run.y1 >= last.y0 - 40;
    });
    if (group) group.push(run);
    else groups.push([run]);
  }
  return groups.map((group) => {
    // Least squares of x on y over the runs' middles, weighted by their lengths.
    let [w, sy, sx, syy, sxy] = [0, 0, 0, 0, 0];
    for (const run of group) {
      const weight = run.y1 - run.y0 + 1;
      const y = (run.y0 + run.y1) / 2;
      [w, sy, sx, syy, sxy] = [
        w + weight,
        sy + weight * y,
        sx + weight * run.x,
        syy + weight * y * y,
        sxy + weight * y * run.x,
      ];
    }
    const slope = w * syy - sy * sy > 1e-6 ? (w * sxy - sy * sx) / (w * syy - sy * sy) : 0;
    const at = (y: number) => (sx - slope * sy) / w + slope * y;
    const y0 = Math.min(...group.map((run) => run.y0));
    const y1 = Math.max(...group.map((run) => run.y1));
    return { x0: at(y0), y0, x1: at(y1), y1 };
  });
}

/**
 * Light made even: each pixel divided by a heavily blurred copy (the page's shading), then stretched. With `desk`
 * (a photo whose page was found on its surface), the desk is whitened and left out of the shading, where it would
 * darken the page's edges. `alone`: the image is the page alone (cut out and flattened, or a scan), see below.
 */
export async function evenLight(image: Sharp, width: number, desk?: DeskMap | null, alone = false): Promise<Grey> {
  const { data, info } = await image.clone().resize({ width }).grayscale().raw().toBuffer({ resolveWithObject: true });
  const size = { width: info.width, height: info.height };
  const sigma = Math.max(8, info.width / 40);
  // sharp gives three bytes a pixel back from a one-byte image; read as one a pixel they make a smeared shading
  // (pixel i takes that of pixel i/3: a smoothed mix of the page's upper part). Every page was tuned with it (photo
  // passes 1-6), and the shading proper costs some of them cells (photo pass 7); `proper` reads one channel.
  const blur = (pixels: Buffer | Uint8Array, proper = false) => {
    const blurred = sharp(pixels, { raw: { ...size, channels: 1 } }).blur(sigma);
    return (proper ? blurred.extractChannel(0) : blurred).raw().toBuffer();
  };
  if (desk) {
    const off = deskPixels(desk, info.width, info.height, 2);
    const shading = sharp(pageShading(desk), { raw: { width: desk.width, height: desk.height, channels: 1 } }).resize(
      info.width,
      info.height,
      { fit: 'fill' },
    );
    // The same three bytes a pixel (see above). Pages found on a desk were tuned with it, and the shading proper
    // cost one of them 10 cells (photo pass 6); a shadowed page needs its shading proper, pixel by pixel.
    const shade = await (desk.shadowed ? shading.extractChannel(0) : shading).raw().toBuffer();
    const out = Buffer.alloc(data.length, 255);
    for (let index = 0; index < data.length; index++) {
      if (!off[index]) out[index] = Math.min(255, Math.round((255 * data[index]!) / Math.max(1, shade[index]!)));
    }
    return { data: out, ...size };
  }
  const divided = (shading: Buffer) => {
    const out = Buffer.alloc(data.length);
    for (let index = 0; index < data.length; index++) {
      out[index] = Math.min(255, Math.round((255 * data[index]!) / Math.max(1, shading[index]!)));
    }
    return { data: out, ...size };
  };
  let even = divided(await blur(data));
  if (alone) {
    // A page lit very unevenly (a desk lamp's spot, the rest falling off to grey) is left in shade by the smeared
    // shading over a part of it, and that part is thresholded into black grain: then it is evened pixel by pixel.
    const unlit = unlitShare(even);
    if (unlit > UNLIT_SHARE) {
      const proper = divided(await blur(data, true));
      if (unlitShare(proper) < unlit / 2) even = proper;
    }
  }
  // Only a photo has a desk around the page (and grain): a clean scan or screenshot is left as it is.
  return grain(even) > GRAINY ? withoutDesk(even) : even;
}

/**
 * The desk around a photographed page whitened. Once the light is evened, a plain surface reads as dense grey
 * noise where a page holds sparse ink: tiles mostly dark, reached from the image's edge, are the desk. (A dark
 * band inside the page, a filled header, touches no edge and is kept.) Left in, the desk outweighs the text when
 * the skew is measured and is read as words.
 */
function withoutDesk({ data, width, height }: Grey): Grey {
  const tile = Math.max(8, Math.round(width / 75));
  const columns = Math.ceil(width / tile);
  const rows = Math.ceil(height / tile);
  const dense = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      let ink = 0;
      let count = 0;
      for (let y = row * tile; y < Math.min(height, (row + 1) * tile); y++) {
        for (let x = column * tile; x < Math.min(width, (column + 1) * tile); x++) {
          count++;
          if (data[y * width + x]! < 170) ink++;
        }
      }
      dense[row * columns + column] = ink > DESK_INK * count ? 1 : 0;
    }
  }
  // Flood from the edge through dense tiles.
  const desk = new Uint8Array(columns * rows);
  const stack: number[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const edge = row === 0 || column === 0 || row === rows - 1 || column === columns - 1;
      if (edge && dense[row * columns + column]) stack.push(row * columns + column);
    }
  }
  while (stack.length) {
    const at = stack.pop()!;
    if (desk[at]) continue;
    desk[at] = 1;
    const row = Math.floor(at / columns);
    const column = at % columns;
    for (const [r, c] of [
      [row - 1, column],
      [row + 1, column],
      [row, column - 1],
      [row, column + 1],
    ] as const) {
      if (r >= 0 && c >= 0 && r < rows && c < columns && dense[r * columns + c] && !desk[r * columns + c]) {
        stack.push(r * columns + c);
      }
    }
  }
  if (!desk.some(Boolean)) return { data, width, height };
  // The page's edge (its shadow, the blur's halo) lies in the tiles next to the desk: whitened too.
  const out = Buffer.from(data);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      let near = false;
      for (let r = row - 1; r <= row + 1 && !near; r++) {
        for (let c = column - 1; c <= column + 1 && !near; c++) {
          near = r >= 0 && c >= 0 && r < rows && c < columns && desk[r * columns + c] === 1;
        }
      }
      if (!near) continue;
      for (let y = row * tile; y < Math.min(height, (row + 1) * tile); y++) {
        out.fill(255, y * width + column * tile, y * width + Math.min(width, (column + 1) * tile));
      }
    }
  }
  return { data: out, width, height };
}

/**
 * The page's tilt in degrees (positive: lines go down to the right), from the projection profile of its ink: rows
 * of text give the sharpest profile when projected along their own slope.
 */
export function skew({ data, width, height }: Grey): number {
  const ink: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (data[y * width + x]! < 170) ink.push(x, y);
  }
  if (ink.length < 200) return 0;
  const sharpness = (degrees: number) => {
    const tan = Math.tan((degrees * Math.PI) / 180);
    const bins = new Float64Array(height + width * 2);
    const shift = width;
    for (let index = 0; index < ink.length; index += 2) {
      const bin = Math.round(ink[index + 1]! - ink[index]! * tan) + shift;
      if (bin >= 0 && bin < bins.length) bins[bin]!++;
    }
    let sum = 0;
    for (const count of bins) sum += count * count;
    return sum;
  };
  let best = 0;
  let bestScore = sharpness(0);
  for (let degrees = -MAX_SKEW_DEGREES; degrees <= MAX_SKEW_DEGREES; degrees += 0.5) {
    const score = sharpness(degrees);
    if (score > bestScore) [best, bestScore] = [degrees, score];
  }
  for (let degrees = best - 0.4; degrees <= best + 0.4; degrees += 0.1) {
    const score = sharpness(degrees);
    if (score > bestScore) [best, bestScore] = [degrees, score];
  }
  return Math.round(best * 10) / 10;
}

/**
 * The table's ruling lines whitened: long straight runs of ink across or down the page are rules, not letters, and
 * the text recogniser reads a ruled table as a picture otherwise.
 */
function withoutRules({ data, width, height }: Grey, darkBelow: number, faintBelow = darkBelow, fewToo = false): Grey {
  const out = Buffer.from(data);
  const lighterThan = (source: Buffer, limit: number) => (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height || source[y * width + x]! >= limit;
  const light = lighterThan(data, darkBelow);
  const across = Math.max(60, Math.round(width / 12));
  const down = Math.max(40, Math.round(width / 25));
  // A rule seen in a photo is broken by noise and a little slanted: short gaps are bridged, and the band around
  // the run is whitened.
  const erase = (
    length: number,
    dark: (step: number) => boolean,
    limit: number,
    span: (i: number) => number[],
    thin: (step: number) => boolean,
    found?: (from: number, to: number) => void,
    text?: (from: number, to: number) => boolean,
  ) => {
    let start = -1;
    let lastDark = -1;
    for (let step = 0; step <= length; step++) {
      const isDark = step < length && dark(step);
      if (isDark) {
        if (start < 0) start = step;
        lastDark = step;
      } else if (start >= 0 && step - lastDark > 3) {
        // Thin: a rule, not the edge of a dark area (the desk around a photographed page). Checked at nine points
        // (text just above or below a rule darkens some), else along the run: down ten even rows all nine fell on
        // crossing rules.
        const size = lastDark - start + 1;
        const samples = Array.from({ length: 9 }, (_, i) => start + Math.round(((lastDark - start) * (i + 1)) / 10));
        const thinAlong = () => Array.from({ length: size }, (_, k) => thin(start + k)).filter(Boolean).length;
        if (
          size >= limit &&
          (samples.filter(thin).length >= 5 || thinAlong() >= (5 / 9) * size) &&
          !text?.(start, lastDark)
        ) {
          for (let k = start; k <= lastDark; k++) for (const index of span(k)) out[index] = 255;
          found?.(start, lastDark);
        }
        start = -1;
      }
    }
  };
  // Only a ruled table has rules: at least four long thin runs across or down the page, else the image is left
  // alone (`fewToo`: one to three are erased, as no grid). Every row and column is looked at: a thin rule turned
  // upright may darken only one of two rows, and the inner rules of a photographed table can be too faint to count
  // while its column rules are clear. A run is followed as `erase` follows it, over short gaps and from the row (or
  // column) beside: a faint rule in a small photo read scaled up breaks into dashes, and a slanted one steps rows.
  const dark = (x: number, y: number) => !light(x, y);
  const longRun = (length: number, isDark: (step: number) => boolean, thin: (step: number) => boolean) => {
    let [start, lastDark] = [0, -10];
    for (let step = 0; step < length; step++) {
      if (!isDark(step)) continue;
      if (step - lastDark > 4) start = step;
      lastDark = step;
      if (step - start + 1 >= length / 4 && thin(step)) return true;
    }
    return false;
  };
  let rules = 0;
  for (let y = 0; y < height && rules < 4; y++) {
    const across = (x: number) => dark(x, y) || dark(x, y - 1) || dark(x, y + 1);
    if (longRun(width, across, (x) => light(x, y - 6) && light(x, y + 6))) [rules, y] = [rules + 1, y + 8];
  }
  for (let x = 0; x < width && rules < 4; x++) {
    const down = (y: number) => dark(x, y) || dark(x - 1, y) || dark(x + 1, y);
    if (longRun(height, down, (y) => light(x - 6, y) && light(x + 6, y))) [rules, x] = [rules + 1, x + 8];
  }
  if (rules < 4 && !(fewToo && rules > 0)) return { data, width, height };
  const runs: { x: number; y0: number; y1: number }[] = [];
  const rowRuns: RuleRun[] = [];
  // A rule is followed where it fades (a thin rule smeared by JPEG and by turning the page upright: `faintBelow`),
  // but only a clearly dark pixel carries it over from the row or column beside: a faint halo beside a dark rule
  // would otherwise widen the band whitened into letters close to the rule.
  const faint = lighterThan(data, faintBelow);
  for (let y = 0; y < height; y++) {
    erase(
      width,
      // A pixel off the row above or below still continues the rule: a slanted rule steps from row to row.
      (x) => !faint(x, y) || !light(x, y - 1) || !light(x, y + 1),
      across,
      (x) => [-3, -2, -1, 0, 1, 2, 3].flatMap((d) => (y + d >= 0 && y + d < height ? [(y + d) * width + x] : [])),
      (x) => faint(x, y - 7) && faint(x, y + 7),
      (x0, x1) => rowRuns.push({ y, x0, x1 }),
      (x0, x1) => isTextRun(dark, (x, row) => !faint(x, row), y, x0, x1),
    );
  }
  for (let x = 0; x < width; x++) {
    erase(
      height,
      (y) => !faint(x, y) || !light(x - 1, y) || !light(x + 1, y),
      down,
      (y) => [-3, -2, -1, 0, 1, 2, 3].flatMap((d) => (x + d >= 0 && x + d < width ? [y * width + x + d] : [])),
      (y) => faint(x - 7, y) && faint(x + 7, y),
      (y0, y1) => runs.push({ x, y0, y1 }),
    );
  }
  if (rules < 4) return { data: out, width, height }; // a header's underline, a table's top and bottom: no grid
  return { data: out, width, height, columnRules: gatherRules(runs), rowRules: gatherRowRules(rowRuns) };
}

/** Whether the evened image is a grainy photo's (a phone's sensor noise), which is prepared as a photo without looking for its page. */
export function isGrainy(even: Grey): boolean {
  return grain(even) > GRAINY;
}

/** How grainy the paper is: the mean shortfall from white of its light pixels (a clean scan about 0, a phone photo 8-12). */
function grain({ data }: Grey): number {
  let paper = 0;
  let shortfall = 0;
  for (const value of data) {
    if (value < 200) continue;
    paper++;
    shortfall += 255 - value;
  }
  return paper ? shortfall / paper : 0;
}

/**
 * The evened page turned upright by `angle` degrees. A photo (`photo`: its page was found on a desk) or a grainy
 * page is lightly smoothed, its rules
 * removed while they are still whole lines (thresholding breaks a faint rule into dashes), then thresholded to black
 * on white: the recogniser's own threshold lets the grain into its letters. A clean one is only stretched to full
 * contrast: smoothing would blur its small text. `noisy`: the page is grainy once stretched (see below).
 */
export async function cleanPage(even: Grey, angle: number, photo = false, flat = false, noisy = false): Promise<Grey> {
  const paperGrain = noisy ? GRAINY + 1 : grain(even);
  const grainy = photo || paperGrain > GRAINY;
  const turned = sharp(even.data, { raw: { width: even.width, height: even.height, channels: 1 } }).rotate(-angle, {
    background: '#ffffff',
  });
  const { data, info } = await (grainy ? turned.blur(1) : turned.normalise())
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const upright = { data, width: info.width, height: info.height };
  // On smooth paper a faint grey grid rule stands out from the grain: anything clearly darker than the grain is ink.
  const ruleInk = paperGrain > GRAINY ? RULE_INK : Math.round(Math.min(RULE_INK_SMOOTH, 255 - 10 * paperGrain));
  if (!grainy) {
    // Paper that looks clean until stretched to full contrast (a dim, noisy part of a page otherwise blank: light
    // falling off across a page that fills the frame) is grainy: its noise would be read as rules and words.
    if (grain(upright) > GRAINY) return cleanPage(even, angle, photo, flat, true);
    // Even one rule is erased: under a bold header, the two lines around it read as one tall line, boxes adrift.
    const ruled = withoutRules(upright, 150, FAINT_RULE, true);
    return { ...ruled, data: invertDarkBands(ruled).data };
  }
  // A faint rule on grainy paper is broken by the grain into dashes the threshold keeps: whatever the threshold
  // will keep as ink is looked at for rules, and a rule found is followed where it fades up to FAINT_RULE (in a
  // small photo read scaled up a thin rule is paler than the threshold in places, and the rest of it stood as dashes).
  const ink = inkLevel(upright) + 1;
  const ruleDark = Math.max(RULE_INK, ruleInk, ink);
  const ruled = withoutRules(upright, ruleDark, Math.max(ruleDark, FAINT_RULE));
  const clean = flat ? withoutStraightRules(upright, ink, ruled) : ruled;
  const { data: black, width, height } = invertDarkBands(binarise(clean));
  return {
    data: black,
    width,
    height,
    columnRules: ruled.columnRules ?? [],
    rowRules: ruled.rowRules ?? [],
    grainy: true,
    soft: clean.data,
  };
}
