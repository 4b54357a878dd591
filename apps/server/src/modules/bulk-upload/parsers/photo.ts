import { LIMITS } from '@verdant/shared/messages';
import sharp, { type Sharp } from 'sharp';
import { type OcrReader, ReaderBusy } from '../ocr-reader.ts';
import { layoutTable } from './layout.ts';
import { type SourceTable, UnreadableFile } from './table.ts';

// Text is read best at 20 to 40 px per line: big phone photos are scaled down (faster), small scans up.
const OCR_MAX_WIDTH = 2000;
const OCR_MIN_WIDTH = 1000;
/** Width the skew is measured at (enough to see the lines, small enough to be quick). */
const SKEW_WIDTH = 900;
const MAX_SKEW_DEGREES = 8;
const CROP_MAX_WIDTH = 1200;

interface Grey {
  data: Buffer;
  width: number;
  height: number;
}

/** Light made even: each pixel divided by a heavily blurred copy (the page's shading), then stretched. */
async function evenLight(image: Sharp, width: number): Promise<Grey> {
  const { data, info } = await image.clone().resize({ width }).grayscale().raw().toBuffer({ resolveWithObject: true });
  const blurred = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .blur(Math.max(8, info.width / 40))
    .raw()
    .toBuffer();
  const out = Buffer.alloc(data.length);
  for (let index = 0; index < data.length; index++) {
    out[index] = Math.min(255, Math.round((255 * data[index]!) / Math.max(1, blurred[index]!)));
  }
  return { data: out, width: info.width, height: info.height };
}

/**
 * The page's tilt in degrees (positive: lines go down to the right), from the projection profile of its ink: rows
 * of text give the sharpest profile when projected along their own slope.
 */
function skew({ data, width, height }: Grey): number {
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
function withoutRules({ data, width, height }: Grey): Grey {
  const out = Buffer.from(data);
  const light = (x: number, y: number) => x < 0 || y < 0 || x >= width || y >= height || data[y * width + x]! >= 150;
  const across = Math.max(60, Math.round(width / 12));
  const down = Math.max(40, Math.round(width / 25));
  // A rule seen in a photo is broken by noise and a little slanted: short gaps are bridged, and the band around
  // the run is whitened.
  const erase = (
    length: number,
    at: (step: number) => number,
    limit: number,
    span: (i: number) => number[],
    thin: (step: number) => boolean,
  ) => {
    let start = -1;
    let lastDark = -1;
    for (let step = 0; step <= length; step++) {
      const isDark = step < length && data[at(step)]! < 150;
      if (isDark) {
        if (start < 0) start = step;
        lastDark = step;
      } else if (start >= 0 && step - lastDark > 3) {
        // Thin: a rule, not the edge of a dark area (the desk around a photographed page).
        const middle = (start + lastDark) >> 1;
        if (lastDark - start + 1 >= limit && thin(middle)) {
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
      run = data[y * width + x]! < 150 ? run + 1 : 0;
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
      (x) => y * width + x,
      across,
      (x) => [-2, -1, 0, 1, 2].flatMap((d) => (y + d >= 0 && y + d < height ? [(y + d) * width + x] : [])),
      (x) => light(x, y - 6) && light(x, y + 6),
    );
  }
  for (let x = 0; x < width; x++) {
    erase(
      height,
      (y) => y * width + x,
      down,
      (y) => [-2, -1, 0, 1, 2].flatMap((d) => (x + d >= 0 && x + d < width ? [y * width + x + d] : [])),
      (y) => light(x - 6, y) && light(x + 6, y),
    );
  }
  return { data: out, width, height };
}

/** A photo as a clean greyscale PNG: upright (EXIF and skew), even light, first frame only, within the pixel limit. */
export async function preparePhoto(buffer: Buffer, kind: string): Promise<Buffer> {
  if (kind === 'bmp') {
    // libvips (sharp) reads no BMP; tesseract does, so it gets the file as it is once its size is checked.
    const width = Math.abs(buffer.readInt32LE(18));
    const height = Math.abs(buffer.readInt32LE(22));
    if (width * height > LIMITS.bulkImageMaxPixels) throw new UnreadableFile('too-many-pixels');
    return buffer;
  }
  try {
    const image = sharp(buffer, { limitInputPixels: LIMITS.bulkImageMaxPixels, pages: 1 }).rotate();
    const { width = 0, height = 0, orientation = 1 } = await image.metadata();
    const uprightWidth = orientation >= 5 ? height : width;
    const target =
      uprightWidth > OCR_MAX_WIDTH
        ? OCR_MAX_WIDTH
        : uprightWidth < OCR_MIN_WIDTH
          ? Math.min(uprightWidth * 2, OCR_MAX_WIDTH)
          : uprightWidth;
    const angle = skew(await evenLight(image, Math.min(SKEW_WIDTH, uprightWidth)));
    const even = await evenLight(image, target);
    const upright = await sharp(even.data, { raw: { width: even.width, height: even.height, channels: 1 } })
      .rotate(-angle, { background: '#ffffff' })
      .normalise()
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const clean = withoutRules({ data: upright.data, width: upright.info.width, height: upright.info.height });
    return await sharp(clean.data, { raw: { width: clean.width, height: clean.height, channels: 1 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw new UnreadableFile('too-many-pixels');
    throw new UnreadableFile('corrupt');
  }
}

/** Each row's strip of the page it was read from, small, for the vendor to compare with what was read. */
async function addCrops(
  image: Buffer,
  table: SourceTable,
  extents: ([number, number] | null)[],
  bounds: [number, number],
): Promise<void> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const margin = 12;
  const left = Math.max(0, Math.floor(bounds[0] - margin));
  const right = Math.min(width, Math.ceil(bounds[1] + margin));
  await Promise.all(
    table.map(async (row, index) => {
      const extent = extents[index];
      if (!extent || right <= left) return;
      const top = Math.max(0, Math.floor(extent[0] - margin / 2));
      const bottom = Math.min(height, Math.ceil(extent[1] + margin / 2));
      if (bottom <= top) return;
      const strip = await sharp(image)
        .extract({ left, top, width: right - left, height: bottom - top })
        .resize({ width: Math.min(CROP_MAX_WIDTH, right - left) })
        .webp({ quality: 60 })
        .toBuffer();
      row.crop = `data:image/webp;base64,${strip.toString('base64')}`;
    }),
  );
}

/** An image of a printed list (a photo, or a scanned PDF page) read by text recognition and rebuilt into rows. */
export async function readImage(
  buffer: Buffer,
  kind: string,
  reader: OcrReader,
  owner: number,
  uploadId?: string,
): Promise<SourceTable[]> {
  const image = await preparePhoto(buffer, kind);
  let lines: Awaited<ReturnType<OcrReader['read']>>;
  try {
    lines = await reader.read(image, owner, uploadId);
  } catch (error) {
    if (error instanceof ReaderBusy) throw error;
    throw new UnreadableFile('corrupt');
  }
  if (lines.length === 0) throw new UnreadableFile('no-text');
  // OCR gives words: those closer than 0.6 text heights are one cell.
  const laid = layoutTable(lines, 0.6);
  if (!laid) throw new UnreadableFile('no-table');
  if (kind !== 'bmp') await addCrops(image, laid.table, laid.extents, laid.bounds);
  return [laid.table];
}
