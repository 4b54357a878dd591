import sharp from 'sharp';
import { inkBlobs } from './ink-blobs.ts';
import type { LaidTable, TextBox, TextLine } from './layout.ts';
import { median } from './median.ts';
import { INK } from './ocr-geometry.ts';
import type { Grey } from './page-image.ts';

// The recogniser reads the page as one block of lines: where a row is taller than one line (a cell wrapped to two
// lines beside cells centred on one), it reads the row's middle line and drops the wrapped cells' other line, or
// reads both lines of a cell as one tall word ("Gdrangea" for "Hydrangea" over "Summer'", "$1650" for "$165.0" over
// "0"). That ink is found here, outside every word box of text height, and read a second time on its own; the lines
// read then join the rows already found, by geometry, like a PDF's wrapped lines.

/** Past this many pieces the left-over ink is noise (a grainy page), not missed text: none is read. */
const MAX_PIECES = 40;
/** White around each piece in the sheet read the second time, in text heights. */
const PAD = 0.6;
/** A word read the second time is held for review: it was missed once, and its row is the vendor's to check. */
const SECOND_READ_CONFIDENCE = 0.8;

export interface Piece {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** A word box this many text heights tall holds two lines read as one word. */
const TALL = 1.9;

/** Top and bottom of a word's box (its line's band when the reader gave none). */
const extent = (box: TextBox, line: TextLine): [number, number] => [
  box.top ?? line.y - 0.6 * line.height,
  box.bottom ?? line.y + 0.6 * line.height,
];

/**
 * The words of cells read as one line where the page has two: each word that tall, with the words beside it in its
 * cell (closer than a word space, and within its height), whose ink is read again with it.
 */
function twoLineWords(lines: TextLine[], textHeight: number): Set<TextBox> {
  const found = new Set<TextBox>();
  for (const line of lines) {
    const boxes = [...line.boxes].sort((a, b) => a.x0 - b.x0);
    for (const tall of boxes) {
      const [top, bottom] = extent(tall, line);
      if (bottom - top <= TALL * textHeight || found.has(tall)) continue;
      found.add(tall);
      const inside = (box: TextBox) => {
        const [y0, y1] = extent(box, line);
        return y0 >= top - 0.2 * textHeight && y1 <= bottom + 0.2 * textHeight;
      };
      // Outwards from the tall word, both ways, while the gap stays within a word space.
      const at = boxes.indexOf(tall);
      for (const step of [-1, 1]) {
        for (let index = at + step; index >= 0 && index < boxes.length; index += step) {
          const [a, b] = step < 0 ? [boxes[index]!, boxes[index - step]!] : [boxes[index - step]!, boxes[index]!];
          if (b.x0 - a.x1 > 0.6 * textHeight || !inside(boxes[index]!)) break;
          found.add(boxes[index]!);
        }
      }
    }
  }
  return found;
}

/** The page's ink with every read word's box (and a little around it) blanked out; 1 is ink. */
function leftOverInk({ data, width, height }: Grey, lines: TextLine[], textHeight: number, below: number) {
  const ink = new Uint8Array(width * height);
  const xs = lines.flatMap((line) => line.boxes.flatMap((box) => [box.x0, box.x1]));
  const ys = lines.flatMap((line) => line.boxes.flatMap((box) => extent(box, line)));
  // Only within the text read (and a row's height below it): the desk and the page's edges are not text.
  const left = Math.max(0, Math.floor(Math.min(...xs) - textHeight));
  const right = Math.min(width - 1, Math.ceil(Math.max(...xs) + textHeight));
  const top = Math.max(0, Math.floor(Math.max(below, Math.min(...ys))));
  const bottom = Math.min(height - 1, Math.ceil(Math.max(...ys) + 2 * textHeight));
  for (let y = top; y <= bottom; y++)
    for (let x = left; x <= right; x++) if (data[y * width + x]! < INK) ink[y * width + x] = 1;
  const margin = Math.round(0.15 * textHeight);
  const again = twoLineWords(lines, textHeight);
  for (const line of lines) {
    for (const box of line.boxes) {
      if (again.has(box)) continue;
      const [y0, y1] = extent(box, line);
      for (let y = Math.max(0, Math.floor(y0) - margin); y <= Math.min(height - 1, Math.ceil(y1) + margin); y++)
        ink.fill(0, y * width + Math.max(0, Math.floor(box.x0) - margin), y * width + Math.min(width, box.x1 + margin));
    }
  }
  return ink;
}

/**
 * Pieces of text the recogniser left out: blobs of ink outside every word box, gathered into runs along a line
 * (letters closer than a text height), kept when they are as tall as text and hold a letter-sized blob. Rules, the
 * grid of a ruled table and specks are not text. `below`: y above which nothing is looked for (the header).
 */
export function missedPieces(page: Grey, lines: TextLine[], below = 0): Piece[] {
  const words = lines.filter((line) => line.boxes.length > 0);
  if (!words.length) return [];
  const textHeight = median(words.map((line) => line.height));
  const found = inkBlobs(leftOverInk(page, words, textHeight, below), page.width)
    .filter((blob) => {
      const [width, height] = [blob.x1 - blob.x0, blob.y1 - blob.y0];
      // A grid's rules: taller than text, or long and thin.
      return height <= 1.6 * textHeight && (width <= 3 * textHeight || height >= 0.3 * textHeight);
    })
    .sort((a, b) => a.x0 - b.x0);
  const runs: (Piece & { letters: number })[] = [];
  for (const blob of found) {
    const letter = blob.y1 - blob.y0 >= 0.45 * textHeight ? 1 : 0;
    const middle = (blob.y0 + blob.y1) / 2;
    const run = runs.find(
      (r) =>
        blob.x0 - r.x1 <= 0.7 * textHeight && middle >= r.y0 - 0.2 * textHeight && middle <= r.y1 + 0.2 * textHeight,
    );
    if (!run) {
      runs.push({ ...blob, letters: letter });
      continue;
    }
    run.x1 = Math.max(run.x1, blob.x1);
    run.y0 = Math.min(run.y0, blob.y0);
    run.y1 = Math.max(run.y1, blob.y1);
    run.letters += letter;
  }
  const pieces = runs
    .filter((run) => run.letters > 0 && run.y1 - run.y0 <= 1.7 * textHeight && run.y1 - run.y0 >= 0.45 * textHeight)
    .map(({ x0, x1, y0, y1 }) => ({ x0, x1, y0, y1 }));
  return pieces.length > MAX_PIECES ? [] : pieces;
}

/** Where a piece sits in the sheet: its top left corner there. */
interface Slot {
  piece: Piece;
  left: number;
  top: number;
}

/**
 * The pieces laid out on a white sheet with the read words blanked out of them (a neighbour's descender would be
 * read as a letter), so that one reading of the sheet reads them all: each piece on a line of its own, but short
 * ones (a lone "0" under "$165.0") side by side, a wide space apart, as the recogniser reads a lone glyph poorly.
 */
export async function pieceSheet(
  page: Grey,
  pieces: Piece[],
  lines: TextLine[],
): Promise<{ png: Buffer; slots: Slot[] }> {
  const textHeight = median(lines.map((line) => line.height));
  const pad = Math.round(PAD * textHeight);
  const wide = Math.max(...pieces.map((piece) => piece.x1 - piece.x0 + 1), 8 * textHeight);
  const slots: Slot[] = [];
  let [left, top, rowHeight] = [pad, pad, 0];
  const short = (piece: Piece) => piece.x1 - piece.x0 < 1.5 * textHeight;
  for (const piece of [...pieces].sort((a, b) => Number(short(a)) - Number(short(b)))) {
    const width = piece.x1 - piece.x0 + 1;
    const fits = short(piece) && slots.at(-1) && short(slots.at(-1)!.piece) && left + width <= wide + pad;
    if (left > pad && !fits) [left, top, rowHeight] = [pad, top + rowHeight + 2 * pad, 0];
    slots.push({ piece, left, top });
    left += width + 3 * pad;
    rowHeight = Math.max(rowHeight, piece.y1 - piece.y0 + 1);
  }
  const width = wide + 2 * pad;
  const height = top + rowHeight + pad;
  const ink = leftOverInk(page, lines, textHeight, 0);
  const sheet = Buffer.alloc(width * height, 255);
  for (const { piece, left, top } of slots) {
    for (let y = piece.y0; y <= piece.y1; y++) {
      for (let x = piece.x0; x <= piece.x1; x++) {
        if (ink[y * page.width + x])
          sheet[(top + y - piece.y0) * width + left + x - piece.x0] = page.data[y * page.width + x]!;
      }
    }
  }
  const png = await sharp(sheet, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, slots };
}

/**
 * The lines with the sheet's words put back where their pieces are on the page (one line per piece, its words marked
 * `reread`), and without the tall words whose ink was read again.
 */
export function withSecondRead(lines: TextLine[], read: TextLine[], slots: Slot[]): TextLine[] {
  const textHeight = median(lines.map((line) => line.height));
  const pad = Math.round(PAD * textHeight);
  const byPiece = new Map<Slot, TextBox[]>();
  for (const line of read) {
    for (const box of line.boxes) {
      const y = box.top !== undefined && box.bottom !== undefined ? (box.top + box.bottom) / 2 : line.y;
      const x = (box.x0 + box.x1) / 2;
      const slot = slots.find(
        ({ piece, left, top }) =>
          y >= top - pad && y <= top + piece.y1 - piece.y0 + pad && x >= left && x <= left + piece.x1 - piece.x0,
      );
      if (!slot) continue;
      const dx = slot.piece.x0 - slot.left;
      const dy = slot.piece.y0 - slot.top;
      const moved: TextBox = {
        text: box.text,
        x0: box.x0 + dx,
        x1: box.x1 + dx,
        confidence: Math.min(box.confidence ?? 1, SECOND_READ_CONFIDENCE),
        reread: true,
        ...(box.top !== undefined && { top: box.top + dy }),
        ...(box.bottom !== undefined && { bottom: box.bottom + dy }),
      };
      byPiece.set(slot, [...(byPiece.get(slot) ?? []), moved]);
    }
  }
  const added = [...byPiece].map(([{ piece }, boxes]) => ({
    y: (piece.y0 + piece.y1) / 2,
    height: piece.y1 - piece.y0,
    boxes: boxes.sort((a, b) => a.x0 - b.x0),
  }));
  const rereadBoxes = added.flatMap((line) => line.boxes.map((box) => ({ box, line })));
  // A tall word goes once words read again lie inside it (else it is all there is of that ink).
  const replaced = (box: TextBox, line: TextLine) => {
    const [top, bottom] = extent(box, line);
    return rereadBoxes.some(
      (again) => again.box.x1 > box.x0 && again.box.x0 < box.x1 && again.line.y > top && again.line.y < bottom,
    );
  };
  const again = twoLineWords(lines, textHeight);
  const kept = lines
    .map((line) => ({ ...line, boxes: line.boxes.filter((box) => !again.has(box) || !replaced(box, line)) }))
    .filter((line) => line.boxes.length > 0);
  return [...kept, ...added].sort((a, b) => a.y - b.y);
}

/** At most this share of a table's rows may be whole rows found the second time (more is specks, not rows). */
const ADDED_ROWS_SHARE = 0.2;

/**
 * Whether `again` is `first` with whole rows the first reading skipped (the recogniser leaves out a line now and
 * then, a row's every word): each row it adds was read the second time alone (every cell at most
 * SECOND_READ_CONFIDENCE: it is reviewed) and has a number where the header puts a quantity or a price, and the
 * rows read the first time are all there with the same numbers.
 */
export function addsWholeRows(first: LaidTable, again: LaidTable): boolean {
  const [header, ...rows] = again.table;
  const [firstHeader, ...firstRows] = first.table;
  if (!header || !firstHeader || header.cells.join('|') !== firstHeader.cells.join('|')) return false;
  const added = rows.length - firstRows.length;
  if (added <= 0 || added > Math.max(1, Math.floor(ADDED_ROWS_SHARE * firstRows.length))) return false;
  const numbers = again.header.mapping.flatMap((field, column) =>
    field === 'quantity_available' || field === 'price' ? [column] : [],
  );
  const secondRead = (row: (typeof rows)[number]) =>
    row.cells.every((text, column) => !text || (row.confidence?.[column] ?? 1) <= SECOND_READ_CONFIDENCE) &&
    numbers.some((column) => /\d/.test(row.cells[column] ?? ''));
  const kept = rows.filter((row) => !secondRead(row));
  return (
    kept.length === firstRows.length &&
    kept.every((row, index) => numbers.every((column) => row.cells[column] === firstRows[index]!.cells[column]))
  );
}
