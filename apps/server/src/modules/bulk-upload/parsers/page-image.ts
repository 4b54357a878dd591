import sharp, { type Sharp } from 'sharp';
import { type DeskMap, deskPixels, pageShading } from './page-border.ts';

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

export interface Grey {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Light made even: each pixel divided by a heavily blurred copy (the page's shading), then stretched. With `desk`
 * (a photo whose page was found on its surface), the desk is whitened and left out of the shading, where it would
 * darken the page's edges.
 */
export async function evenLight(image: Sharp, width: number, desk?: DeskMap | null): Promise<Grey> {
  const { data, info } = await image.clone().resize({ width }).grayscale().raw().toBuffer({ resolveWithObject: true });
  const size = { width: info.width, height: info.height };
  const sigma = Math.max(8, info.width / 40);
  const blur = (pixels: Buffer | Uint8Array) =>
    sharp(pixels, { raw: { ...size, channels: 1 } })
      .blur(sigma)
      .raw()
      .toBuffer();
  if (desk) {
    const off = deskPixels(desk, info.width, info.height, 2);
    const shade = await sharp(pageShading(desk), { raw: { width: desk.width, height: desk.height, channels: 1 } })
      .resize(info.width, info.height, { fit: 'fill' })
      .raw()
      .toBuffer();
    const out = Buffer.alloc(data.length, 255);
    for (let index = 0; index < data.length; index++) {
      if (!off[index]) out[index] = Math.min(255, Math.round((255 * data[index]!) / Math.max(1, shade[index]!)));
    }
    return { data: out, ...size };
  }
  const blurred = await blur(data);
  const out = Buffer.alloc(data.length);
  for (let index = 0; index < data.length; index++) {
    out[index] = Math.min(255, Math.round((255 * data[index]!) / Math.max(1, blurred[index]!)));
  }
  const even = { data: out, ...size };
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
function withoutRules({ data, width, height }: Grey, darkBelow: number): Grey {
  const out = Buffer.from(data);
  const light = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height || data[y * width + x]! >= darkBelow;
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
  ) => {
    let start = -1;
    let lastDark = -1;
    for (let step = 0; step <= length; step++) {
      const isDark = step < length && dark(step);
      if (isDark) {
        if (start < 0) start = step;
        lastDark = step;
      } else if (start >= 0 && step - lastDark > 3) {
        // Thin: a rule, not the edge of a dark area (the desk around a photographed page).
        // Checked at nine points: text just above or below a rule darkens some of them.
        const samples = Array.from({ length: 9 }, (_, i) => start + Math.round(((lastDark - start) * (i + 1)) / 10));
        if (lastDark - start + 1 >= limit && samples.filter(thin).length >= 5) {
          for (let k = start; k <= lastDark; k++) for (const index of span(k)) out[index] = 255;
        }
        start = -1;
      }
    }
  };
  // Only a ruled table has rules: at least four long thin runs across the page, else the image is left alone.
  let rules = 0;
  for (let y = 0; y < height && rules < 4; y += 2) {
    let run = 0;
    for (let x = 0; x < width; x++) {
      run = data[y * width + x]! < darkBelow ? run + 1 : 0;
      if (run >= width / 4 && light(x, y - 6) && light(x, y + 6)) {
        rules++;
        y += 8;
        break;
      }
    }
  }
  if (rules < 4) return { data, width, height };
  for (let y = 0; y < height; y++) {
    erase(
      width,
      // A pixel off the row above or below still continues the rule: a slanted rule steps from row to row.
      (x) => !light(x, y) || !light(x, y - 1) || !light(x, y + 1),
      across,
      (x) => [-3, -2, -1, 0, 1, 2, 3].flatMap((d) => (y + d >= 0 && y + d < height ? [(y + d) * width + x] : [])),
      (x) => light(x, y - 7) && light(x, y + 7),
    );
  }
  for (let x = 0; x < width; x++) {
    erase(
      height,
      (y) => !light(x, y) || !light(x - 1, y) || !light(x + 1, y),
      down,
      (y) => [-3, -2, -1, 0, 1, 2, 3].flatMap((d) => (x + d >= 0 && x + d < width ? [y * width + x + d] : [])),
      (y) => light(x - 7, y) && light(x + 7, y),
    );
  }
  return { data: out, width, height };
}

/**
 * Black text on white: the threshold between ink and paper by Otsu's method over the page (the whitened desk left
 * out). Done here rather than by the recogniser, whose own threshold lets a noisy photo's grain into its letters.
 */
function binarise({ data, width, height }: Grey): Grey {
  const histogram = new Float64Array(256);
  for (const value of data) if (value < 255) histogram[value]!++;
  let total = 0;
  let sum = 0;
  for (let value = 0; value < 256; value++) {
    total += histogram[value]!;
    sum += value * histogram[value]!;
  }
  let best = 128;
  let bestSpread = -1;
  let below = 0;
  let belowSum = 0;
  for (let value = 0; value < 255; value++) {
    below += histogram[value]!;
    belowSum += value * histogram[value]!;
    const above = total - below;
    if (!below || !above) continue;
    const difference = belowSum / below - (sum - belowSum) / above;
    const spread = below * above * difference * difference;
    if (spread > bestSpread) [best, bestSpread] = [value, spread];
  }
  const out = Buffer.alloc(data.length);
  for (let index = 0; index < data.length; index++) out[index] = data[index]! <= best ? 0 : 255;
  return { data: out, width, height };
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
 * contrast: smoothing would blur its small text.
 */
export async function cleanPage(even: Grey, angle: number, photo = false): Promise<Grey> {
  const paperGrain = grain(even);
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
  return grainy ? binarise(withoutRules(upright, Math.max(RULE_INK, ruleInk))) : withoutRules(upright, 150);
}
