import { matchColumns } from '@verdant/shared/rules/bulk-upload';
import sharp from 'sharp';
import { repairHeaderWords } from './infer-columns.ts';
import type { LaidTable, TextBox, TextLine } from './layout.ts';
import type { Grey } from './page-image.ts';

// A header cell on two lines ("Qty" over "Avail", "Unit" over "Price") between one-line header cells is read by
// the recogniser, which reads the page as one block of lines, as one garbled word ("ad", "Prd"): its column is then
// named from its values and every row is held for review. Such a cell is cut out of the page and read again on its
// own, where its two lines are plain; the words read replace the garbled ones when they name a column.

/** A header cell's stretch of the page (page coordinates), for the column it heads. */
export interface CellRegion {
  column: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** White around each cell in the sheet read again, in text heights. */
const PAD = 1;

/**
 * Where the header cells that name no column lie on the page: across to halfway to the neighbouring cells (at most
 * a text height beyond the cell's words), down from the header's top to just above the first row (at most a little
 * below the header's text). `shift`: how far
 * the header's x was moved from the page's (see `unlean`).
 */
export function unnamedCellRegions(laid: LaidTable, height: number, shift: number): CellRegion[] {
  const cells = laid.header.cells;
  const firstRow = laid.extents.find((extent) => extent !== null);
  const y0 = laid.headerTop - 0.4 * height;
  // At most a line below the header: the first row found may not be the first row (a line the recogniser skipped).
  const y1 = Math.min(firstRow ? firstRow[0] : Number.POSITIVE_INFINITY, laid.headerBottom + 0.6 * height);
  if (y1 - y0 < height) return [];
  return laid.unnamed.map((column) => {
    const cell = cells[column]!;
    const before = cells[column - 1];
    const after = cells[column + 1];
    const x0 = Math.max(cell.x0 - height, before ? (before.x1 + cell.x0) / 2 : Number.NEGATIVE_INFINITY);
    const x1 = Math.min(cell.x1 + height, after ? (cell.x1 + after.x0) / 2 : Number.POSITIVE_INFINITY);
    return { column, x0: x0 - shift, x1: x1 - shift, y0, y1 };
  });
}

/** The regions cut out of the page and stacked on a white sheet, a text height of white around each. */
export async function cellSheet(
  page: Grey,
  regions: CellRegion[],
  height: number,
): Promise<{ png: Buffer; tops: number[]; width: number }> {
  const pad = Math.round(PAD * height);
  const boxes = regions.map((region) => ({
    x0: Math.max(0, Math.floor(region.x0)),
    x1: Math.min(page.width - 1, Math.ceil(region.x1)),
    y0: Math.max(0, Math.floor(region.y0)),
    y1: Math.min(page.height - 1, Math.ceil(region.y1)),
  }));
  const width = Math.max(...boxes.map((box) => box.x1 - box.x0 + 1)) + 2 * pad;
  const tops: number[] = [];
  let top = pad;
  for (const box of boxes) {
    tops.push(top);
    top += box.y1 - box.y0 + 1 + 2 * pad;
  }
  const sheetHeight = top - pad;
  const sheet = Buffer.alloc(width * sheetHeight, 255);
  boxes.forEach((box, index) => {
    for (let y = box.y0; y <= box.y1; y++) {
      const from = y * page.width;
      page.data.copy(sheet, (tops[index]! + y - box.y0) * width + pad, from + box.x0, from + box.x1 + 1);
    }
  });
  const png = await sharp(sheet, { raw: { width, height: sheetHeight, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, tops, width };
}

/** The text read in each region of the sheet: its lines top to bottom, each left to right, with the least sure word's confidence. */
export function regionTexts(
  read: TextLine[],
  regions: CellRegion[],
  tops: number[],
): { text: string; confidence: number }[] {
  return regions.map((region, index) => {
    const top = tops[index]!;
    const bottom = top + region.y1 - region.y0;
    const inside = read
      .map((line) => ({
        line,
        boxes: line.boxes.filter((box) => {
          const middle = box.top !== undefined && box.bottom !== undefined ? (box.top + box.bottom) / 2 : line.y;
          return middle >= top && middle <= bottom;
        }),
      }))
      .filter(({ boxes }) => boxes.length > 0)
      .sort((a, b) => a.line.y - b.line.y);
    const words = inside.flatMap(({ boxes }) => [...boxes].sort((a, b) => a.x0 - b.x0));
    return {
      text: words.map((word) => word.text).join(' '),
      confidence: Math.min(1, ...words.map((word) => word.confidence ?? 1)),
    };
  });
}

/**
 * The page's lines with the words inside each region replaced by the text read again there, as one word on the
 * header line nearest the region's middle; a region whose text names no column is left as it was.
 */
export function withHeaderCells(
  lines: TextLine[],
  regions: CellRegion[],
  texts: { text: string; confidence: number }[],
): TextLine[] {
  let result = lines.map((line) => ({ ...line, boxes: [...line.boxes] }));
  regions.forEach((region, index) => {
    const [text] = repairHeaderWords([texts[index]!.text]);
    if (!text || matchColumns([text])[0] === null) return;
    const within = (box: TextBox, line: TextLine) => {
      const middle = (box.x0 + box.x1) / 2;
      return middle >= region.x0 && middle <= region.x1 && line.y >= region.y0 && line.y <= region.y1;
    };
    const replaced = result.flatMap((line) => line.boxes.filter((box) => within(box, line)));
    if (!replaced.length) return;
    const middle = (region.y0 + region.y1) / 2;
    const home = result
      .filter((line) => line.y >= region.y0 && line.y <= region.y1)
      .sort((a, b) => Math.abs(a.y - middle) - Math.abs(b.y - middle))[0]!;
    result = result.map((line) => ({ ...line, boxes: line.boxes.filter((box) => !within(box, line)) }));
    const word: TextBox = {
      text,
      x0: Math.min(...replaced.map((box) => box.x0)),
      x1: Math.max(...replaced.map((box) => box.x1)),
      confidence: texts[index]!.confidence,
    };
    result.find((line) => line.y === home.y)!.boxes.push(word);
  });
  return result.filter((line) => line.boxes.length > 0);
}

/**
 * The page's lines with the header cells that name no column read again on their own (one more reading, of a small
 * sheet); null when there are none, or when no cell read again names a column.
 */
export async function rereadHeaderCells(
  laid: LaidTable,
  lines: TextLine[],
  page: Grey,
  shift: number,
  read: (png: Buffer) => Promise<TextLine[]>,
): Promise<TextLine[] | null> {
  const heights = lines.map((line) => line.height).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)] ?? 0;
  const regions = unnamedCellRegions(laid, height, shift);
  if (!regions.length) return null;
  const sheet = await cellSheet(page, regions, height);
  const texts = regionTexts(await read(sheet.png), regions, sheet.tops);
  if (!texts.some(({ text }) => matchColumns(repairHeaderWords([text]))[0] !== null)) return null;
  return withHeaderCells(lines, regions, texts);
}
