import { LIMITS } from '@verdant/shared/messages';
import { matchColumns } from '@verdant/shared/rules/bulk-header';
import sharp from 'sharp';
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { type LineReader, ReaderBusy, ReaderTimedOut } from '../line-reader.ts';
import { cutHeaderRuns } from './header-run.ts';
import { type TableHeader, type TextBox, type TextLine, tableFromLines } from './layout.ts';
import { drawnPage, renderedPage } from './pdf-drawn-page.ts';
import { byHeader, joinPages, type PdfPage, sideBySide } from './pdf-pages.ts';
import { drawnRules, markRuledRows, type Segment } from './pdf-rules.ts';
import { readImagePage } from './photo.ts';
import { splitRunsAtColumns } from './run-split.ts';
import { withoutRunningLines } from './running-lines.ts';
import { type SourceTable, UnreadableFile } from './table.ts';

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: number[], n: number[]): Matrix => [
  m[0]! * n[0]! + m[2]! * n[1]!,
  m[1]! * n[0]! + m[3]! * n[1]!,
  m[0]! * n[2]! + m[2]! * n[3]!,
  m[1]! * n[2]! + m[3]! * n[3]!,
  m[0]! * n[4]! + m[2]! * n[5]! + m[4]!,
  m[1]! * n[4]! + m[3]! * n[5]! + m[5]!,
];

/**
 * The page's text as lines, in the page as it is shown (its /Rotate applied) and read along the text: a landscape
 * table printed sideways on a portrait page (rotated text matrix) reads like any other. Text runs on the same
 * baseline (within a third of their height) are one line.
 */
function pageLines(items: PdfTextItem[], viewport: number[], rules: Segment[], page: number): TextLine[] {
  const placed = items
    .filter((item) => item.str.trim())
    .map((item) => {
      const m = multiply(viewport, item.transform);
      return { item, m, angle: Math.round(Math.atan2(m[1], m[0]) / (Math.PI / 2)) };
    });
  // The direction most of the text runs in (in quarter turns); text in other directions (a stamp) is left out.
  const counts = new Map<number, number>();
  for (const { angle } of placed) counts.set(angle, (counts.get(angle) ?? 0) + 1);
  const angle = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const [dx, dy] = [Math.round(Math.cos((angle * Math.PI) / 2)), Math.round(Math.sin((angle * Math.PI) / 2))];

  const runs: { box: TextBox; baseline: number; height: number; order: number }[] = [];
  for (const [order, { item, m, angle: itemAngle }] of placed.entries()) {
    const upright = angle === 0 && Math.abs(itemAngle) === 1 ? uprightName(item, m, itemAngle) : null;
    if (upright) runs.push({ ...upright, order });
    if (itemAngle !== angle) continue;
    const size = Math.hypot(m[2], m[3]);
    const height = size || item.height || 10;
    // Along the text, and across it (growing downwards as the text is read).
    const x0 = m[4] * dx + m[5] * dy;
    const baseline = -m[4] * dy + m[5] * dx;
    // A run's width counts its outer spaces ("Thornless Honeylocust " reaching into the next column): leave them out.
    const lead = item.str.length - item.str.trimStart().length;
    const trail = item.str.length - item.str.trimEnd().length;
    const space = item.width / Math.max(1, item.str.length) / 2;
    const box: TextBox = {
      text: unspaceLetters(item.str.trim()),
      x0: x0 + lead * space,
      x1: Math.max(x0 + lead * space, x0 + item.width - trail * space),
    };
    for (const piece of cutAtLeaders(box)) runs.push({ box: piece, baseline, height, order });
  }
  // Sorted by baseline, each run joins the line just before it or starts one: n log n, where searching every line
  // for each run took minutes on a page of 200,000 runs. Lines keep the order of their first run in the page.
  const lines: (TextLine & { baseline: number; order: number })[] = [];
  for (const run of [...runs].sort((a, b) => a.baseline - b.baseline || a.order - b.order)) {
    const line = lines.at(-1);
    if (line && Math.abs(line.baseline - run.baseline) < run.height / 3) {
      line.boxes.push(run.box);
      line.order = Math.min(line.order, run.order);
    } else {
      const { baseline, height, order } = run;
      lines.push({ baseline, height, order, y: baseline - height / 2, boxes: [run.box] });
    }
  }
  const result = lines
    .sort((a, b) => a.order - b.order)
    .map(({ y, height, boxes }) => ({ y, height, boxes: joinWordPieces(boxes, height) }));
  markRuledRows(result, rules, [dx, dy], page);
  return result;
}

/**
 * A column's name set upright over a narrow column (a spreadsheet's header cell turned 90 degrees, "Qty Avail"): a
 * box across the column, its line where the name meets the rows (the cell's foot, where its neighbours' names
 * stand). Only names of columns: other upright text (a stamp, a margin note) stays left out.
 */
function uprightName(item: PdfTextItem, m: number[], itemAngle: number) {
  const text = item.str.trim();
  if (!text || matchColumns([text])[0] === null) return null;
  const size = Math.hypot(m[2]!, m[3]!) || item.height || 10;
  // Upward text (-1) sets its letters left of its baseline, downward text (1) right of it.
  const [x0, x1] = itemAngle === -1 ? [m[4]! - size, m[4]!] : [m[4]!, m[4]! + size];
  const foot = itemAngle === -1 ? m[5]! : m[5]! + item.width;
  return { box: { text, x0, x1 }, baseline: foot - 0.2 * size, height: size };
}

/**
 * Letter-spaced capitals ("P L A N T", "B O T A N I C A L": a heading set wide, each glyph placed on its own and a
 * space read between them) are words again; two or more spaces part the words.
 */
export function unspaceLetters(text: string): string {
  const words = text.split(/\s{2,}/);
  const spaced = words.every((word) => /^(?:\p{L} )+\p{L}$/u.test(word));
  return spaced && words.some((word) => word.length >= 5)
    ? words.map((word) => word.replace(/ /g, '')).join(' ')
    : text;
}

/** A dot leader ("Quercus rubra........B&B 2\"", set by a tab stop): four or more dots or dot-like marks. */
const LEADER = /\s*[.·…]{4,}\s*/u;

/**
 * A run that holds cells joined by a dot leader, cut into those cells, the dots left out. Where each piece starts is
 * estimated from the run's width, a dot counted as about half a letter (fonts differ; columns are found from the
 * white between them, which the leader makes wide).
 */
function cutAtLeaders(box: TextBox): TextBox[] {
  if (!LEADER.test(box.text)) return [box];
  const weight = (text: string) => [...text].reduce((sum, char) => sum + (/[.·…\s]/u.test(char) ? 0.5 : 1), 0);
  const scale = (box.x1 - box.x0) / Math.max(1, weight(box.text));
  const pieces: TextBox[] = [];
  let at = 0;
  for (const part of box.text.split(new RegExp(`(${LEADER.source})`, 'u'))) {
    if (part && !LEADER.test(part)) {
      pieces.push({ ...box, text: part, x0: box.x0 + at * scale, x1: box.x0 + (at + weight(part)) * scale });
    }
    at += weight(part);
  }
  return pieces;
}

/**
 * A browser's PDF cuts a word at its ligatures ("Scienti" "fi" "c Name", Gnumeric's "32/" "fl" "at"): runs that
 * touch, a letter (or a slash, hyphen or apostrophe inside a word) meeting a small letter, are one word again.
 */
export function joinWordPieces(boxes: TextBox[], height: number): TextBox[] {
  const joined: TextBox[] = [];
  for (const box of [...boxes].sort((a, b) => a.x0 - b.x0)) {
    const last = joined.at(-1);
    if (
      last &&
      Math.abs(box.x0 - last.x1) < 0.1 * height &&
      /[\p{L}/'’-]$/u.test(last.text) &&
      /^\p{Ll}/u.test(box.text)
    ) {
      last.text += box.text;
      last.x1 = box.x1;
    } else joined.push({ ...box });
  }
  return joined;
}

type Pdf = Awaited<ReturnType<typeof getDocumentProxy>>;
type Page = Awaited<ReturnType<Pdf['getPage']>>;
interface PdfImage {
  width: number;
  height: number;
  kind: number;
  data?: Uint8Array | Uint8ClampedArray;
}

/** The biggest picture on a page (a scanner's page image), as PNG; null when the page has none. */
async function pageImage(page: Page): Promise<Buffer | null> {
  const { OPS } = await getResolvedPDFJS();
  const operators = await page.getOperatorList();
  let best: PdfImage | null = null;
  for (let index = 0; index < operators.fnArray.length; index++) {
    if (operators.fnArray[index] !== OPS.paintImageXObject) continue;
    const name = operators.argsArray[index][0] as string;
    const image = await new Promise<PdfImage>((resolve) => page.objs.get(name, resolve));
    if (image?.data && (!best || image.width * image.height > best.width * best.height)) best = image;
  }
  if (!best?.data) return null;
  if (best.width * best.height > LIMITS.bulkImageMaxPixels) throw new UnreadableFile('too-many-pixels');
  // pdf.js image kinds: 1 one bit per pixel, 2 RGB, 3 RGBA.
  if (best.kind === 1) {
    const grey = Buffer.alloc(best.width * best.height);
    const stride = Math.ceil(best.width / 8);
    for (let y = 0; y < best.height; y++) {
      for (let x = 0; x < best.width; x++) {
        grey[y * best.width + x] = (best.data[y * stride + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
      }
    }
    return sharp(grey, { raw: { width: best.width, height: best.height, channels: 1 } })
      .png()
      .toBuffer();
  }
  const channels = best.kind === 3 ? 4 : 3;
  return sharp(Buffer.from(best.data.buffer, best.data.byteOffset, best.data.byteLength), {
    raw: { width: best.width, height: best.height, channels },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function drain(reader: ReadableStreamDefaultReader): Promise<void> {
  try {
    while (!(await reader.read()).done) {}
  } catch {
    // The document was destroyed: the stream ends in an error, as expected.
  }
}

/**
 * The page's text runs, streamed: past the cells a file may have (a run is at least a cell) the reading stops, so a
 * page of millions of runs (a few MB that inflate to gigabytes) costs no more than the cap.
 */
async function textRuns(page: Page, budget: { runs: number }): Promise<PdfTextItem[]> {
  const reader = page.streamTextContent().getReader();
  const items: PdfTextItem[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return items;
    for (const item of (value as { items: PdfTextItem[] }).items) {
      if (!item.str?.trim()) continue;
      items.push(item);
      if (--budget.runs < 0) {
        // Not cancelled (pdf.js then writes to the closed stream and throws outside any caller) but drained, so
        // that destroying the document stops pdf.js's task instead of waiting on it for room in the stream.
        void drain(reader);
        throw new UnreadableFile('too-many-cells');
      }
    }
  }
}

export interface PdfOptions {
  /** Reads image-only pages (scans); without it such a PDF has "no text". */
  reader?: LineReader | undefined;
  owner?: number;
  uploadId?: string | undefined;
}

/** A PDF with a text table, or scanned pages (read by text recognition): its pages rebuilt into rows. */
export async function parsePdf(buffer: Buffer, options: PdfOptions = {}): Promise<SourceTable[]> {
  let pdf: Pdf;
  try {
    pdf = await getDocumentProxy(new Uint8Array(buffer), { stopAtErrors: true });
  } catch (error) {
    throw new UnreadableFile((error as { name?: string })?.name === 'PasswordException' ? 'encrypted' : 'corrupt');
  }
  try {
    if (pdf.numPages > LIMITS.bulkPdfMaxPages) throw new UnreadableFile('too-many-pages');
    const pages: PdfPage[] = [];
    const budget = { runs: LIMITS.bulkMaxCells };
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      pages.push({
        lines: splitRunsAtColumns(
          pageLines(
            await textRuns(page, budget),
            viewport.transform,
            await drawnRules(page, viewport.transform),
            number,
          ),
        ),
        extent: viewport.width + viewport.height,
      });
    }
    const lines = cutHeaderRuns(joinPages(withoutRunningLines(pages)));
    if (lines.length === 0 && options.reader) return await scannedPages(pdf, options.reader, options);
    // Text runs are whole cells (or several): only runs almost touching are joined.
    const tables = byHeader(lines)
      .flatMap(sideBySide)
      .flatMap((part) => {
        const table = tableFromLines(part, 0.15);
        return table ? [table] : [];
      });
    if (!tables.length && options.reader && unreadableText(lines)) {
      return await scannedPages(pdf, options.reader, options, { render: true });
    }
    if (!tables.length) throw new UnreadableFile(lines.length ? 'no-table' : 'no-text');
    return tables;
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    if (error instanceof ReaderBusy || error instanceof ReaderTimedOut) throw error;
    throw new UnreadableFile('corrupt');
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/**
 * Text that is no text: most of its characters neither letters nor digits ("!\"# $%&"), as pdf.js reads a font
 * that keeps no map from its glyphs to characters (a PDF re-written by pdftops and ps2pdf). Such pages are read
 * as they are drawn.
 */
export function unreadableText(lines: TextLine[]): boolean {
  const text = lines
    .flatMap((line) => line.boxes.map((box) => box.text))
    .join('')
    .replace(/\s/g, '');
  const readable = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return text.length >= 20 && readable < 0.5 * text.length;
}

/**
 * A scanner's PDF: each page's picture read like a photo (or the page drawn, when its words are shapes, or when
 * its text is unreadable: `render`); the pages' rows follow each other.
 */
async function scannedPages(
  pdf: Pdf,
  reader: LineReader,
  options: PdfOptions,
  { render = false } = {},
): Promise<SourceTable[]> {
  const images: Buffer[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const image = render
      ? await renderedPage(pdf, number)
      : ((await pageImage(await pdf.getPage(number))) ?? (await drawnPage(pdf, number)));
    if (image) images.push(image);
  }
  if (images.length === 0) throw new UnreadableFile('no-text');
  const tables: SourceTable[] = [];
  // Later pages often carry no header: they continue under the header of the page before.
  let header: TableHeader | undefined;
  for (const image of images) {
    try {
      const page = await readImagePage(image, 'png', reader, {
        owner: options.owner ?? 0,
        uploadId: options.uploadId,
        continues: header,
      });
      tables.push(page.table, ...page.beside);
      header = page.header;
    } catch (error) {
      // A page without text (a blank back side) is skipped once the list has begun.
      if (!(error instanceof UnreadableFile) || tables.length === 0) throw error;
    }
  }
  return tables;
}
