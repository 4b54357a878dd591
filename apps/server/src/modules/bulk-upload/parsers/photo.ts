import { LIMITS } from '@verdant/shared/messages';
import sharp, { type Sharp } from 'sharp';
import { type LineReader, ReaderBusy, ReaderTimedOut } from '../line-reader.ts';
import { rereadInvalidCells } from './cell-reread.ts';
import { markColumnRules } from './column-rules.ts';
import { rereadHeaderCells } from './header-reread.ts';
import { layoutTable, type TableHeader, type TextLine } from './layout.ts';
import { median } from './median.ts';
import { addsWholeRows, missedPieces, pieceSheet, withSecondRead } from './missed-text.ts';
import { splitAtColumnStarts, unlean, withoutNoise } from './ocr-geometry.ts';
import { quarterTurn, textDirection } from './orientation.ts';
import { type DeskMap, findDesk, pageBox, pageCorners } from './page-border.ts';
import { cleanPage, evenLight, type Grey, isGrainy, skew } from './page-image.ts';
import { sideBySide } from './pdf-pages.ts';
import { type Quad, unwarp } from './perspective.ts';
import { photoInput } from './photo-input.ts';
import { markImageRows } from './row-rules.ts';
import { markStainedWords } from './stains.ts';
import { type SourceTable, UnreadableFile } from './table.ts';
import { rereadUnsureText } from './text-reread.ts';

// Text is read best at 20 to 40 px per line: big phone photos are scaled down (faster), small scans up.
const OCR_MAX_WIDTH = 2000;
const OCR_MIN_WIDTH = 1000;
/** Lines read shorter than this (px) are read again from a page scaled up to about OCR_LINE_HEIGHT. */
const SMALL_LINE_HEIGHT = 18;
const OCR_LINE_HEIGHT = 26;
/** Widest page read (a small print photographed whole): the time to read grows with the pixels. */
const OCR_SCALED_MAX_WIDTH = 4000;
/** Width the skew is measured at (enough to see the lines, small enough to be quick). */
const SKEW_WIDTH = 900;
const CROP_MAX_WIDTH = 1200;
/** Cells of the desk map (1/200 of the photo's width) the page's corners are moved in by: its edge and shadow stay out. */
const PAGE_INSET = 1.5;

/** A prepared page as PNG, with its pixels. */
async function finish(clean: Grey): Promise<{ png: Buffer; page: Grey }> {
  const png = await sharp(clean.data, { raw: { width: clean.width, height: clean.height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, page: clean };
}

/** A photographed page cut out of the desk it lies on (its bounding box), with the desk left in its corners; null for no desk. */
async function cutOutPage(
  image: Sharp,
  width: number,
  height: number,
): Promise<{ image: Sharp; width: number; desk: DeskMap } | null> {
  const found = await findDesk(image);
  if (!found) return null;
  const box = pageBox(found);
  const [across, down] = [width / found.width, height / found.height];
  const left = Math.floor(box.left * across);
  const top = Math.floor(box.top * down);
  const cut = {
    left,
    top,
    width: Math.min(width - left, Math.ceil(box.width * across)),
    height: Math.min(height - top, Math.ceil(box.height * down)),
  };
  return { image: sharp(await image.clone().extract(cut).toBuffer()), width: cut.width, desk: box.map };
}

/**
 * A photographed page cut out of the desk it lies on and flattened: its corners (found on the desk map) mapped onto
 * a rectangle, which undoes a view a little from one side; null when no desk is found.
 */
async function flattenPage(image: Sharp, width: number, height: number): Promise<Sharp | null> {
  const found = await findDesk(image);
  if (!found) return null;
  const [across, down] = [width / found.width, height / found.height];
  const quad = pageCorners(found, PAGE_INSET).map(([x, y]) => [x * across, y * down] as const) as unknown as Quad;
  const { data, info } = await image.clone().grayscale().raw().toBuffer({ resolveWithObject: true });
  const flat = unwarp({ data, width: info.width, height: info.height }, quad);
  return sharp(flat.data, { raw: { width: flat.width, height: flat.height, channels: 1 } });
}

/**
 * A photo as a clean greyscale PNG: upright (EXIF and skew), even light, first frame only, within the pixel limit.
 * `scale`: read that much larger than the usual width (text found too small to read well); `noisy`: the page was
 * found grainy at the usual width (enlarged, its grain is smoothed and would pass for clean paper).
 */
async function preparePhoto(buffer: Buffer, scale = 1, noisy = false): Promise<{ png: Buffer; page: Grey }> {
  const scaled = (width: number) => Math.min(OCR_SCALED_MAX_WIDTH, Math.round(width * scale));
  try {
    const image = sharp(buffer, { limitInputPixels: LIMITS.bulkImageMaxPixels, pages: 1 }).rotate();
    const { width = 0, height = 0, orientation = 1 } = await image.metadata();
    const uprightWidth = orientation >= 5 ? height : width;
    const uprightHeight = orientation >= 5 ? width : height;
    const skewWidth = Math.min(SKEW_WIDTH, uprightWidth);
    const whole = await evenLight(image, skewWidth);
    // A grainy photo's desk is found by its grain (see evenLight); a smooth one's by the page's border.
    const grainy = isGrainy(whole);
    const page = grainy ? null : await cutOutPage(image, uprightWidth, uprightHeight);
    if (page && !page.desk.angled) {
      // Read at the page's width, not the photo's: the page is then read at the size text is read best at.
      const angle = skew(await evenLight(page.image, Math.min(SKEW_WIDTH, page.width), page.desk));
      return finish(await cleanPage(await evenLight(page.image, scaled(OCR_MAX_WIDTH), page.desk), angle, true));
    }
    // A grainy page, or one seen at a strong angle, is flattened by its corners instead.
    const flat = grainy || page ? await flattenPage(image, uprightWidth, uprightHeight) : null;
    if (flat) {
      const angle = skew(await evenLight(flat, SKEW_WIDTH, null, true));
      return finish(await cleanPage(await evenLight(flat, scaled(OCR_MAX_WIDTH), null, true), angle, true, true));
    }
    const target =
      uprightWidth > OCR_MAX_WIDTH
        ? OCR_MAX_WIDTH
        : uprightWidth < OCR_MIN_WIDTH
          ? Math.min(uprightWidth * 2, OCR_MAX_WIDTH)
          : uprightWidth;
    return finish(
      await cleanPage(await evenLight(image, scaled(target), null, true), skew(whole), false, false, noisy),
    );
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

type PageOptions = { owner: number; uploadId?: string | undefined; continues?: TableHeader | undefined };
/** A page's table, and the tables printed beside it (the same columns repeated across the page). */
type ReadPage = { table: SourceTable; header: TableHeader; beside: SourceTable[] };
type Read = (png: Buffer) => Promise<TextLine[]>;

/** The mean confidence of the letters read. */
function sureness(lines: TextLine[]): number {
  const words = lines.flatMap((line) => line.boxes);
  const letters = words.reduce((sum, word) => sum + word.text.length, 0);
  return letters ? words.reduce((sum, word) => sum + (word.confidence ?? 1) * word.text.length, 0) / letters : 0;
}

/** OCR gives words: those closer than this many text heights are one cell. */
const CELL_GAP = 0.6;

/**
 * One image of a printed list (a photo, or a scanned PDF page) read by text recognition and rebuilt into rows;
 * `continues`: the header of the page before, for a page that has none of its own. A page whose lines of text run
 * down the image (a landscape list photographed upright) is read turned a quarter, each way, then as it is; one
 * that may run either way is read as it is first, and turned when that finds no table.
 */
export async function readImagePage(
  buffer: Buffer,
  kind: string,
  reader: LineReader,
  options: PageOptions,
): Promise<ReadPage> {
  const input = await photoInput(buffer, kind);
  const image = sharp(input, { limitInputPixels: LIMITS.bulkImageMaxPixels, pages: 1 }).rotate();
  const direction = await textDirection(image).catch(() => 'across' as const);
  const noTable = (error: unknown) =>
    error instanceof UnreadableFile && (error.reason === 'no-table' || error.reason === 'no-text');
  let asItIs: unknown = null;
  if (direction !== 'down') {
    try {
      return await readUprightPage(input, reader, options);
    } catch (error) {
      // A page that may be turned (unsure) and finds no table as it is is read turned too.
      if (direction === 'across' || !noTable(error)) throw error;
      asItIs = error;
    }
  }
  // The turn that likely puts its top up is read first: the wrong one costs a whole reading (seconds).
  const likely = await quarterTurn(image).catch(() => 90 as const);
  for (const turn of likely === 90 ? [90, 270] : [270, 90]) {
    const upright = await image.clone().rotate(turn).png({ compressionLevel: 1 }).toBuffer();
    try {
      return await readUprightPage(upright, reader, options);
    } catch (error) {
      if (!noTable(error)) throw error;
    }
  }
  if (asItIs) throw asItIs;
  return readUprightPage(input, reader, options);
}

async function readUprightPage(buffer: Buffer, reader: LineReader, options: PageOptions): Promise<ReadPage> {
  let { png: image, page } = await preparePhoto(buffer);
  const read = async (png: Buffer) => {
    try {
      return await reader.read(png, options.owner, options.uploadId);
    } catch (error) {
      if (error instanceof ReaderBusy || error instanceof ReaderTimedOut) throw error;
      throw new UnreadableFile('corrupt');
    }
  };
  let lines = await read(image);
  if (lines.length === 0) throw new UnreadableFile('no-text');
  // Small print (a whole page photographed from afar, a screenshot) is misread at its size: read it again larger.
  const lineHeight = median(lines.map((line) => line.height));
  if (lineHeight > 0 && lineHeight < SMALL_LINE_HEIGHT && page.width < OCR_SCALED_MAX_WIDTH) {
    // Kept when read surer: a page's cleaning is tuned at the usual sizes, and may fail at another (grain enlarged).
    const larger = await preparePhoto(buffer, OCR_LINE_HEIGHT / lineHeight, page.grainy);
    const again = await read(larger.png);
    if (sureness(again) > sureness(lines)) [image, page, lines] = [larger.png, larger.page, again];
  }
  // Tables side by side under one header line repeating its column names (a list printed in two columns): each
  // read on its own, without the second reading of missed text (the other table's words would look missed).
  const parts = sideBySide(lines, CELL_GAP);
  let tables: Awaited<ReturnType<typeof tableOf>>[] = [];
  try {
    for (const part of parts) tables.push(await tableOf(part, page, read, options, parts.length === 1));
  } catch (error) {
    // A part with no table of its own: the page is read as one.
    if (parts.length === 1 || !(error instanceof UnreadableFile)) throw error;
    tables = [await tableOf(lines, page, read, options, true)];
  }
  const [first, ...beside] = tables;
  for (const laid of tables) await addCrops(image, laid.table, laid.extents, laid.bounds);
  return { table: first!.table, header: first!.header, beside: beside.map((laid) => laid.table) };
}

/** The words read on a page laid out into its table, with what was misread or missed read again. */
async function tableOf(
  found: TextLine[],
  page: Grey | undefined,
  read: Read,
  options: PageOptions,
  missed: boolean,
): Promise<NonNullable<ReturnType<typeof layoutTable>>> {
  let lines = found;
  // The page's rules, erased before reading, still say where a cell ends and which row a line is in.
  const ruled = (words: TextLine[]) =>
    markImageRows(markColumnRules(words, page?.columnRules ?? []), page?.rowRules ?? []);
  const straighten = (words: TextLine[]) => unlean(withoutNoise(ruled(words)));
  let straight = straighten(lines);
  const layout = (words: TextLine[]) => layoutTable(words, CELL_GAP, { ocr: true, continues: options.continues });
  let laid = layout(straight.lines);
  if (laid?.unnamed.length && page) {
    // A header cell read garbled (two lines read as one): read again on its own, kept when it names more columns.
    const shift = straight.shift({ y: laid.headerTop, height: 0, boxes: [] });
    const relined = await rereadHeaderCells(laid, lines, page, shift, read);
    const again = relined ? straighten(relined) : null;
    const relaid = again ? layout(again.lines) : null;
    if (
      relaid &&
      relaid.header.cells.length === laid.header.cells.length &&
      relaid.unnamed.length < laid.unnamed.length
    )
      [lines, straight, laid] = [relined!, again!, relaid];
  }
  if (laid && page) {
    // Words a mark on the page runs over (a stain, a stamp) may have lost letters under it: held for review.
    const marked = markStainedWords(page, lines, laid.headerBottom);
    if (marked !== lines) {
      const again = straighten(marked);
      const relaid = layout(again.lines);
      if (relaid) [lines, straight, laid] = [marked, again, relaid];
    }
  }
  if (laid && page && missed) {
    // Text the first reading left out (a wrapped cell's other line), read on its own and laid out with the rest.
    const pieces = missedPieces(page, lines, laid.headerBottom);
    if (pieces.length) {
      const sheet = await pieceSheet(page, pieces, lines);
      const withAgain = withSecondRead(lines, await read(sheet.png), sheet.slots);
      const more = straighten(withAgain);
      const again = layout(more.lines);
      // The words read again only add to the rows found: a table of another shape (other columns, more rows) means
      // they were not the rows' text (a grainy page's specks), and the first reading stands.
      const same = (a: string[], b: string[]) => a.length === b.length && a.every((text, index) => text === b[index]);
      // Whole rows the first reading skipped are kept too (read once, they are reviewed).
      if (
        again &&
        ((again.table.length === laid.table.length && same(again.table[0]!.cells, laid.table[0]!.cells)) ||
          addsWholeRows(laid, again))
      )
        [straight, laid] = [more, again];
    }
  }
  if (laid && page) {
    // Read again once number words that run across a column start are cut there.
    const starts = laid.header.cells.slice(1).map((cell) => cell.x0);
    const split = splitAtColumnStarts(straight.lines, starts, page, straight.shift);
    if (split.some((line, index) => line.boxes.length !== straight.lines[index]!.boxes.length)) laid = layout(split);
  }
  if (!laid) throw new UnreadableFile('no-table');
  if (page) {
    const heights = straight.lines.map((line) => line.height).sort((a, b) => a - b);
    const height = heights[Math.floor(heights.length / 2)] ?? 0;
    const shift = (y: number) => straight.shift({ y, height: 0, boxes: [] });
    await rereadInvalidCells(laid, page, shift, height, read);
    await rereadUnsureText(laid, page, shift, height, read);
  }
  return laid;
}

/** A photo of a printed list read into its table. */
export async function readImage(
  buffer: Buffer,
  kind: string,
  reader: LineReader,
  owner: number,
  uploadId?: string,
): Promise<SourceTable[]> {
  const page = await readImagePage(buffer, kind, reader, { owner, uploadId });
  return [page.table, ...page.beside];
}
