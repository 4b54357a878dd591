import { LIMITS } from '@verdant/shared/messages';
import sharp from 'sharp';
import { type OcrReader, ReaderBusy } from '../ocr-reader.ts';
import { tableFromLines } from './layout.ts';
import { type SourceTable, UnreadableFile } from './table.ts';

// Text is read best at 20 to 40 px per line: big phone photos are scaled down (faster), small scans up.
const OCR_MAX_WIDTH = 2000;
const OCR_MIN_WIDTH = 1000;

/** A photo as a clean greyscale PNG, upright (EXIF), first frame only (GIF, WebP), within the pixel limit. */
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
    const { width = 0 } = await image.metadata();
    const target =
      width > OCR_MAX_WIDTH ? OCR_MAX_WIDTH : width < OCR_MIN_WIDTH ? Math.min(width * 2, OCR_MAX_WIDTH) : 0;
    if (target) image.resize({ width: target });
    return await image.grayscale().normalise().png({ compressionLevel: 1 }).toBuffer();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw new UnreadableFile('too-many-pixels');
    throw new UnreadableFile('corrupt');
  }
}

/** A photo or scan of a printed list, read by text recognition and rebuilt into rows. */
export async function parsePhoto(
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
  const table = tableFromLines(lines, 0.6);
  if (!table) throw new UnreadableFile('no-table');
  return [table];
}
