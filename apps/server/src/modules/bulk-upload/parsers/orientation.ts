// A page photographed a quarter turned (a landscape list shot with the phone held upright, and no orientation tag):
// its lines of text run down the image. Told by the ink's projection profiles: along the lines of text the profile
// is sharp (dark lines, light gaps between them), across them it is flat.
import sharp, { type Sharp } from 'sharp';
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
async function evened(image: Sharp): Promise<Grey> {
  const { data, info } = await image
    .clone()
    .resize({ width: PROFILE_WIDTH })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
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
