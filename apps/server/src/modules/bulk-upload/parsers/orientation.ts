// A page photographed a quarter turned (a landscape list shot with the phone held upright, and no orientation tag):
// its lines of text run down the image. Told by the ink's projection profiles: along the lines of text the profile
// is sharp (dark lines, light gaps between them), across them it is flat.
import sharp, { type Sharp } from 'sharp';
import { median } from './median.ts';
import type { Grey } from './page-image.ts';

/** Width the profiles are measured at. */
const PROFILE_WIDTH = 600;
/** The lines run down the image when the profile down it is this much sharper than across it. Upright pages measured
 * 0.7-6.3 (a ruled grid's column rules sharpen the profile down the page); a quarter-turned one 0.26. */
const QUARTER_RATIO = 0.5;
/** Below this ratio the page may be turned too: it is read turned when it reads as it is finds no table. */
const UNSURE_RATIO = 1;
const MAX_TILT_DEGREES = 8;

/** Sharpness of the ink's profile along rows (`across`) or along columns, at its best tilt within a few degrees. */
function profileSharpness({ data, width, height }: Grey, across: boolean): number {
  const ink: number[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (data[y * width + x]! < 170) ink.push(x, y);
  if (ink.length < 200) return 0;
  let best = 0;
  for (let degrees = -MAX_TILT_DEGREES; degrees <= MAX_TILT_DEGREES; degrees += 0.5) {
    const tan = Math.tan((degrees * Math.PI) / 180);
    const bins = new Float64Array(3 * (width + height));
    for (let index = 0; index < ink.length; index += 2) {
      const [x, y] = [ink[index]!, ink[index + 1]!];
      bins[across ? Math.round(y - x * tan) + width : Math.round(x - y * tan) + height]!++;
    }
    let sum = 0;
    for (const count of bins) sum += count * count;
    best = Math.max(best, sum);
  }
  return best;
}

/**
 * The image in grey, divided by its own blurred copy (the light made even), for the profiles alone. Its own, not
 * `evenLight`'s: that one's shading is sharp's three bytes a pixel read as one (photo pass 6), which leaves a photo's
 * desk in horizontal bands, and bands across a turned page made it look upright.
 */
async function evened(image: Sharp, width = PROFILE_WIDTH): Promise<Grey> {
  const { data, info } = await image.clone().resize({ width }).grayscale().raw().toBuffer({ resolveWithObject: true });
  const shading = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .blur(Math.max(8, info.width / 40))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const out = Buffer.alloc(data.length);
  for (let index = 0; index < data.length; index++) {
    out[index] = Math.min(255, Math.round((255 * data[index]!) / Math.max(1, shading[index]!)));
  }
  return { data: out, width: info.width, height: info.height };
}

/**
 * Which way the image's lines of text run: `down` when the profile down the image is more than twice as sharp as
 * across it (the page is turned a quarter), `unsure` when the two are close (a narrow ruled table's columns, turned,
 * sharpen the profile across as its lines sharpen it down: 0.74 measured; upright pages 0.71 and up), else `across`.
 */
export async function textDirection(image: Sharp): Promise<'across' | 'down' | 'unsure'> {
  const even = await evened(image);
  const down = profileSharpness(even, false);
  if (down === 0) return 'across';
  const ratio = profileSharpness(even, true) / down;
  return ratio < QUARTER_RATIO ? 'down' : ratio < UNSURE_RATIO ? 'unsure' : 'across';
}

/** Width a turned page is looked at to tell its top: its lines of text some 15 px tall. */
const TOP_WIDTH = 1200;

/** The ink per row of the page, along the tilt (within a few degrees) that makes the profile sharpest. */
function rowProfile({ data, width, height }: Grey): Float64Array {
  let best = new Float64Array(0);
  let sharpest = -1;
  for (let degrees = -MAX_TILT_DEGREES; degrees <= MAX_TILT_DEGREES; degrees += 0.5) {
    const tan = Math.tan((degrees * Math.PI) / 180);
    const bins = new Float64Array(height + 2 * width);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) if (data[y * width + x]! < 170) bins[Math.round(y - x * tan) + width]!++;
    let sum = 0;
    for (const count of bins) sum += count * count;
    if (sum > sharpest) [sharpest, best] = [sum, bins];
  }
  return best;
}

/**
 * Which quarter turn puts a page whose lines run down the image upright: 90 (clockwise) or 270. Latin text has more
 * ink above its lines' body (capitals, ascenders, digits) than below it (descenders): turned the wrong way the
 * page is upside down and that is reversed. Only the order the two turns are read in: the other is still read
 * when the first finds no table.
 */
export async function quarterTurn(image: Sharp): Promise<90 | 270> {
  const profile = rowProfile(await evened(image.clone().rotate(90), TOP_WIDTH));
  // Above the page's noise (its floor: the gaps between lines) by a share of what a line of text holds.
  // Rows inked over half the width are a page's edge or the desk, never text.
  const width = TOP_WIDTH;
  const filled = [...profile].filter((count) => count > 0 && count < width / 2).sort((a, b) => a - b);
  const floor = filled[Math.floor(0.2 * filled.length)] ?? 0;
  const high = filled[Math.floor(0.95 * filled.length)] ?? 0;
  const level = floor + 0.15 * (high - floor);
  // Lines of text: runs of rows with ink. Runs much taller or shorter than the usual one (a page's edge with the
  // desk's shade, a rule, specks) tell nothing of the text.
  const runs: [number, number][] = [];
  for (let start = 0; start < profile.length; start++) {
    if (profile[start]! < level) continue;
    let end = start;
    while (end + 1 < profile.length && profile[end + 1]! >= level) end++;
    runs.push([start, end]);
    start = end;
  }
  const usual = median(runs.map(([start, end]) => end - start + 1));
  let [above, below] = [0, 0];
  for (const [start, end] of runs) {
    if (end - start + 1 < 0.6 * usual || end - start + 1 > 1.6 * usual) continue;
    // Its body: the rows holding at least half its peak.
    const rows = profile.slice(start, end + 1);
    const top = Math.max(...rows);
    const first = rows.findIndex((count) => count - floor >= 0.5 * (top - floor));
    const last = rows.length - 1 - [...rows].reverse().findIndex((count) => count - floor >= 0.5 * (top - floor));
    for (let index = 0; index < first; index++) above += rows[index]! - floor;
    for (let index = last + 1; index < rows.length; index++) below += rows[index]! - floor;
  }
  return above >= below ? 90 : 270;
}
