import { REVIEW_BELOW } from '@verdant/shared/rules/row-check';
import { parseTradeSize } from '@verdant/shared/rules/trade-size';
import type { BulkField } from '@verdant/shared/schemas/bulk-upload';
import sharp from 'sharp';
import { type CellRegion, cellSheet, regionTexts } from './header-reread.ts';
import type { LaidTable, TextLine } from './layout.ts';
import { repairDollarSigns } from './ocr-repairs.ts';
import type { Grey } from './page-image.ts';

// A number or size cell read as something no such cell can be ("us" for "118", "\"i" for "#7", "N $29.50": a rule
// or a speck read with the digits) is cut out of the page and read again on its own, where the recogniser sees
// only that cell. The new reading is kept only when it is a valid value of its column, and its row stays for the
// vendor to check: a cell read twice differently is never sure.

/** Confidence of a cell read again: low enough that its row is reviewed. */
export const REREAD_CONFIDENCE = 0.8;
/** At most this many cells of a page are read again (a page of noise has many more). */
const MAX_CELLS = 24;

const AMOUNT = /^\$?\s?\d[\d,]*(?:\.\d\d)?$/;
const VALID: Partial<Record<BulkField, (text: string) => boolean>> = {
  quantity_available: (text) => /^-?\d[\d,]*$/.test(text),
  price: (text) => AMOUNT.test(text),
  compare_at_price: (text) => AMOUNT.test(text),
  size: (text) => parseTradeSize(text) !== null,
  pot_size: (text) => parseTradeSize(text) !== null,
};

/** Whether a cell's text is a value its column can hold (true for columns not checked here). */
export const validCell = (field: BulkField | null, text: string) =>
  !field || !VALID[field] || VALID[field](text.trim());

/** Confidence below which a scanned row is reviewed (REVIEW_BELOW.scanned): such a valid cell is read again too. */
const UNSURE = REVIEW_BELOW.scanned;

/**
 * Where the number and size cells that are no valid value (blank ones too) lie on the page: the row's band, between
 * the column's boundaries. `shift`: how far a line at this y was moved from the page's (see `unlean`). The region's
 * `column` is the index of the cell in its row, and `row` its row in the table. `unsure`: the valid ones read with
 * less confidence than a sure row's instead.
 */
export function invalidCellRegions(
  laid: LaidTable,
  shift: (y: number) => number,
  unsure: false | 'numbers' | 'text' = false,
): (CellRegion & { row: number })[] {
  const found: (CellRegion & { row: number })[] = [];
  const { mapping } = laid.header;
  laid.table.forEach((row, index) => {
    const extent = laid.extents[index];
    if (!extent) return;
    const move = shift((extent[0] + extent[1]) / 2);
    row.cells.forEach((text, column) => {
      const field = mapping[column] ?? null;
      const doubted = (row.confidence?.[column] ?? 1) < UNSURE && text.trim() !== '';
      const wanted =
        unsure === 'numbers'
          ? field && VALID[field] && validCell(field, text) && doubted
          : unsure === 'text'
            ? field && !VALID[field] && doubted
            : !validCell(field, text);
      if (!wanted) return;
      const x0 = column === 0 ? laid.bounds[0] : laid.boundaries[column - 1]!;
      const x1 = column === row.cells.length - 1 ? laid.bounds[1] : laid.boundaries[column]!;
      if (x1 <= x0) return;
      found.push({ row: index, column, x0: x0 - move, x1: x1 - move, y0: extent[0], y1: extent[1] });
    });
  });
  return found.length > MAX_CELLS ? [] : found;
}

/**
 * Text heights (px) a cell is enlarged to when read again at several sizes: small text, thresholded, loses its
 * strokes, and a digit the recogniser is unsure of is read differently at each size.
 */
const ENLARGED_HEIGHTS = [40, 55, 70];
const MAX_ENLARGE = 3.5;
/** Readings at these sizes that must agree on one valid value for it to be kept. */
const AGREE = 2;

/** The text read in each region, from a sheet of them cut out of `pixels` and enlarged `scale` times. */
export async function readRegions(
  pixels: Grey,
  regions: CellRegion[],
  height: number,
  scale: number,
  read: (png: Buffer) => Promise<TextLine[]>,
): Promise<{ text: string; confidence: number }[]> {
  const sheet = await cellSheet(pixels, regions, height);
  if (scale === 1) return regionTexts(await read(sheet.png), regions, sheet.tops);
  const png = await sharp(sheet.png)
    .resize({ width: Math.round(sheet.width * scale) })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const lines = (await read(png)).map((line) => ({
    ...line,
    y: line.y / scale,
    height: line.height / scale,
    boxes: line.boxes.map((box) => ({
      ...box,
      x0: box.x0 / scale,
      x1: box.x1 / scale,
      top: box.top === undefined ? undefined : box.top / scale,
      bottom: box.bottom === undefined ? undefined : box.bottom / scale,
    })),
  }));
  return regionTexts(lines, regions, sheet.tops);
}

/** A cell's text with every digit alike: two readings of one shape differ in their digits only. */
const shape = (text: string) => text.replace(/\s/g, '').replace(/\d/g, '0');

/** The valid value at least AGREE of the readings give a region, or '' when they agree on none. */
function agreedValue(readings: { text: string; confidence: number }[][], index: number, field: BulkField | null) {
  const valid = readings.map((texts) => texts[index]!).filter(({ text }) => text && validCell(field, text));
  return (
    valid.find(({ text }) => valid.filter((other) => other.text === text).length >= AGREE) ?? {
      text: '',
      confidence: 0,
    }
  );
}

/**
 * The table's invalid number and size cells read again on their own (one more reading, of a small sheet; `height`:
 * the text's height); a reading that is a valid value replaces the cell, held for review. Cells still invalid, and
 * valid ones read unsure (their rows reviewed anyway), are read again enlarged at several sizes, from the page
 * before it was thresholded (`page.soft`) when it was: the threshold can join or break a small digit's strokes
 * ("118" read "us"), and a digit the recogniser is unsure of reads differently at each size. A value most of those
 * readings agree on is kept. Returns how many cells were put right.
 */
export async function rereadInvalidCells(
  laid: LaidTable,
  page: Grey,
  shift: (y: number) => number,
  height: number,
  read: (png: Buffer) => Promise<TextLine[]>,
): Promise<number> {
  const regions = invalidCellRegions(laid, shift);
  const unsure = invalidCellRegions(laid, shift, 'numbers');
  if (!regions.length && !unsure.length) return 0;
  let fixed = 0;
  type Region = CellRegion & { row: number };
  const keepValid = (found: Region[], texts: { text: string; confidence: number }[]) =>
    found.filter((region, index) => {
      const { text, confidence } = texts[index]!;
      const row = laid.table[region.row]!;
      if (!text || !validCell(laid.header.mapping[region.column] ?? null, text)) return true;
      const before = row.cells[region.column]!;
      // The same value spaced or cased otherwise stays as first read.
      if (before.replace(/\s/g, '').toLowerCase() === text.replace(/\s/g, '').toLowerCase()) return false;
      // A valid cell read unsure changes only its digits: a "$" read as a "1" ("$22.00" as "122.00") is refused.
      if (unsure.includes(region) && shape(before) !== shape(text)) return false;
      row.cells[region.column] = text;
      row.confidence ??= row.cells.map(() => 1);
      row.confidence[region.column] = Math.min(confidence, REREAD_CONFIDENCE);
      fixed++;
      return false;
    });
  const left = regions.length ? keepValid(regions, await readRegions(page, regions, height, 1, read)) : [];
  const again = [...left, ...unsure].slice(0, MAX_CELLS);
  if (again.length) {
    const pixels = page.soft ? { ...page, data: page.soft } : page;
    const scales = ENLARGED_HEIGHTS.map((target) => Math.min(MAX_ENLARGE, Math.max(1, target / Math.max(1, height))));
    const readings: { text: string; confidence: number }[][] = [];
    for (const scale of new Set(scales)) readings.push(await readRegions(pixels, again, height, scale, read));
    keepValid(
      again,
      again.map((region, index) => agreedValue(readings, index, laid.header.mapping[region.column] ?? null)),
    );
  }
  // A "$" the second reading took for a digit ("825.25" among "$19.80"s) is given back as the first reading's is.
  const amounts = laid.header.mapping.flatMap((field, column) =>
    field === 'price' || field === 'compare_at_price' ? [column] : [],
  );
  if (fixed)
    repairDollarSigns(
      laid.table.filter((_, index) => laid.extents[index]),
      amounts,
    );
  return fixed;
}
