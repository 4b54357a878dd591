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

/** A photo as a clean greyscale PNG: upright (EXIF and skew), even light, first frame only, within the pixel limit. */
async function prepare(buffer: Buffer, kind: string): Promise<Buffer> {
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
    return await sharp(even.data, { raw: { width: even.width, height: even.height, channels: 1 } })
      .rotate(-angle, { background: '#ffffff' })
      .normalise()
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
  const image = await prepare(buffer, kind);
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
