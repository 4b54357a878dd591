// A page photographed a quarter turned (a landscape list shot with the phone held upright, and no orientation tag):
// its lines of text run down the image. Told by the ink's projection profiles: along the lines of text the profile
// is sharp (dark lines, light gaps between them), across them it is flat.
import type { Sharp } from 'sharp';
import { evenLight, type Grey } from './page-image.ts';

/** Width the profiles are measured at. */
const PROFILE_WIDTH = 600;
/** The lines run down the image when the profile down it is this much sharper than across it. Upright pages measured
 * 0.7-6.3 (a ruled grid's column rules sharpen the profile down the page); a quarter-turned one 0.26. */
const QUARTER_RATIO = 0.5;
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

/** Whether the image's lines of text run down it rather than across (the page is turned a quarter). */
export async function turnedAQuarter(image: Sharp): Promise<boolean> {
  const even = await evenLight(image, PROFILE_WIDTH);
  const down = profileSharpness(even, false);
  return down > 0 && profileSharpness(even, true) < QUARTER_RATIO * down;
}
