import { type InkBlob, inkBlobs } from './ink-blobs.ts';
import type { TextBox, TextLine } from './layout.ts';
import { median } from './median.ts';
import { INK } from './ocr-geometry.ts';
import type { Grey } from './page-image.ts';

// A mark on the page that is no letter (a coffee ring, a stamp, a pen stroke, a fold's shadow) hides the letters it
// runs over without a trace in what is read: "22" under a ring's edge is read "2", sure of it. A word such a mark
// touches is held for review: the reader cannot tell what it covers.

/** A word with a mark this close (in text heights) may have lost a letter under it. */
const NEAR = 0.5;
/** What a word a mark touches is trusted at: below every row's bar for ok. */
const MARKED_CONFIDENCE = 0.4;
/** A rule left on the page (a cell's border) is straight: this share of its ink lies on a few full rows or columns. */
const STRAIGHT_SHARE = 0.7;

const extent = (box: TextBox, line: TextLine): [number, number] => [
  box.top ?? line.y - 0.6 * line.height,
  box.bottom ?? line.y + 0.6 * line.height,
];

/** The ink left once every word's box (and a little round it) is blanked, within the text's bounds; 1 is ink. */
function inkBesideWords({ data, width, height }: Grey, lines: TextLine[], textHeight: number) {
  const ink = new Uint8Array(width * height);
  const xs = lines.flatMap((line) => line.boxes.flatMap((box) => [box.x0, box.x1]));
  const ys = lines.flatMap((line) => line.boxes.flatMap((box) => extent(box, line)));
  const left = Math.max(0, Math.floor(Math.min(...xs) - textHeight));
  const right = Math.min(width - 1, Math.ceil(Math.max(...xs) + textHeight));
  const top = Math.max(0, Math.floor(Math.min(...ys) - textHeight));
  const bottom = Math.min(height - 1, Math.ceil(Math.max(...ys) + textHeight));
  for (let y = top; y <= bottom; y++)
    for (let x = left; x <= right; x++) if (data[y * width + x]! < INK) ink[y * width + x] = 1;
  const margin = Math.round(0.15 * textHeight);
  for (const line of lines) {
    for (const box of line.boxes) {
      const [y0, y1] = extent(box, line);
      for (let y = Math.max(0, Math.floor(y0) - margin); y <= Math.min(height - 1, Math.ceil(y1) + margin); y++)
        ink.fill(0, y * width + Math.max(0, Math.floor(box.x0) - margin), y * width + Math.min(width, box.x1 + margin));
    }
  }
  return ink;
}

/** The 8-connected blobs of ink bigger than any letter and not straight (a rule's remains): the page's marks. */
function marks(ink: Uint8Array, width: number, textHeight: number): InkBlob[] {
  return inkBlobs(ink, width, { pixels: true }).filter((mark) => {
    const [w, h] = [mark.x1 - mark.x0 + 1, mark.y1 - mark.y0 + 1];
    // Letter-sized (a word the reader left out, missed-text.ts reads those) or thin as a rule: no mark.
    if (h <= 1.6 * textHeight && w <= 3 * textHeight) return false;
    if (Math.min(w, h) < 0.5 * textHeight) return false;
    return !straight(mark, width);
  });
}

/** Most of the blob's ink on rows or columns it fills at least half across: a grid's or a border's remains. */
function straight(mark: InkBlob, width: number): boolean {
  const [w, h] = [mark.x1 - mark.x0 + 1, mark.y1 - mark.y0 + 1];
  const rows = new Uint32Array(h);
  const columns = new Uint32Array(w);
  for (const at of mark.pixels) {
    rows[Math.floor(at / width) - mark.y0]!++;
    columns[(at % width) - mark.x0]!++;
  }
  let onLines = 0;
  for (const at of mark.pixels) {
    const [x, y] = [at % width, Math.floor(at / width)];
    if (rows[y - mark.y0]! >= w / 2 || columns[x - mark.x0]! >= h / 2) onLines++;
  }
  return onLines >= STRAIGHT_SHARE * mark.pixels.length;
}

/**
 * The lines with each word below `below` that a mark touches (or runs within half a text height of, level with it)
 * trusted at MARKED_CONFIDENCE at most; the same lines when the page has no marks.
 */
export function markStainedWords(page: Grey, lines: TextLine[], below = 0): TextLine[] {
  const words = lines.filter((line) => line.boxes.length > 0);
  if (!words.length) return lines;
  const textHeight = median(words.map((line) => line.height));
  const found = marks(inkBesideWords(page, words, textHeight), page.width, textHeight);
  if (!found.length) return lines;
  const inked = new Uint8Array(page.width * page.height);
  for (const mark of found) for (const at of mark.pixels) inked[at] = 1;
  const near = Math.round(NEAR * textHeight);
  const touched = (box: TextBox, line: TextLine) => {
    const [y0, y1] = extent(box, line);
    if (y0 < below) return false;
    for (let y = Math.max(0, Math.floor(y0)); y <= Math.min(page.height - 1, Math.ceil(y1)); y++) {
      const row = y * page.width;
      for (let x = Math.max(0, Math.floor(box.x0) - near); x <= Math.min(page.width - 1, box.x1 + near); x++)
        if (inked[row + x]) return true;
    }
    return false;
  };
  let changed = false;
  const marked = lines.map((line) => ({
    ...line,
    boxes: line.boxes.map((box) => {
      if ((box.confidence ?? 1) <= MARKED_CONFIDENCE || !touched(box, line)) return box;
      changed = true;
      return { ...box, confidence: MARKED_CONFIDENCE };
    }),
  }));
  return changed ? marked : lines;
}
