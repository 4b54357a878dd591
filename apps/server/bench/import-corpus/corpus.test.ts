// The import corpus (documents made with LibreOffice, ImageMagick and a browser, never seen by the code that reads
// them), one test per document, read as an upload is read (readUpload, then the dry run's row checks).
// Text PDFs: every cell right. Photos and scans: the target is 98% of cells right and no wrong cell in a row marked
// ok (issue 13); the wrong-in-ok rule holds for every document now, the share is held at each one's measured floor.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrReader } from '../../src/modules/bulk-upload/ocr-reader.ts';
import { readUpload } from '../../src/modules/bulk-upload/read-file.ts';
import { checkedRows, corpusDocuments, score } from './score.ts';

/** Share of cells a photo or scan must read right: the target. */
const TARGET = 0.98;
/**
 * Photos and scans still below TARGET: the share measured by `npm run bench:import`, rounded down. Raise a floor
 * when the bench shows better; remove the line once the document reaches TARGET.
 */
const FLOORS: Record<string, number> = {
  'photo-html-condensed.jpg': 0.97,
  'scanpdf-tight-list.pdf': 0.97,
  // Photo pass 7: a page under a desk lamp (the only one read through the page's shading proper).
  'photo-narrow-lamp.jpg': 0.93,
  // Photo encodings: a messaging app's 800 px copy (quality 60), its letters a few pixels tall ("Hex" for "Ilex").
  'photo-enc-small-q60.jpg': 0.95,
  // Ruled long serif words on a desk (make-rule-erase.sh): a quote read as a double quote, "1 qt" read "qt".
  'photo-rule-long-words.jpg': 0.95,
  // Photo pass 8: a coffee ring over the table (its ring's edge hid a digit, read sure: a wrong ok row before stains.ts).
  'photo-coffee-ring.jpg': 0.9,
};
/**
 * Photos the bench reads but this test does not (photo pass 5): each costs 2-5 s, and CI reads 6 of the 8 new ones.
 * The photos not read yet at all (no header found) stay bench-only until they are. A PDF whose text is glyph codes
 * is drawn and read like scanpdf-outlines-word-table.pdf, which CI reads (its trigger has a unit test).
 */
const BENCH_ONLY = new Set([
  'photo-screen-gridlines.jpg',
  'photo-two-column.jpg',
  'scanpdf-g4-glyph-codes.pdf',
  // Photo pass 7's new shapes (make-photos-7.sh): scored by the bench, CI reads similar photos already.
  'photo-gothic-hand.jpg',
  'photo-thermal-receipt.jpg',
  'scan-c059-grey.png',
  // A desk photo of a Writer table like those CI reads; its carried rows' review is unit-tested (carry-down).
  'photo-carry-blank-ditto.jpg',
  // The same page as scan-headings-merged.png photographed on a desk (make-headings.sh).
  'photo-headings-merged.jpg',
  // The page of photo-small-print-phone.jpg as a browser screenshot, not turned (make-small-print.sh).
  'photo-small-print-screenshot.png',
  // Photo pass 8 (make-photos-8.sh), scored by the bench; CI reads its coffee ring and its fold.
  'photo-exif-rotated.jpg',
  'photo-highlight-stamp.jpg',
  'photo-laptop-moire.jpg',
  'photo-motion-q40.jpg',
  'photo-offaxis-barrel.jpg',
  'photo-quarter-webp.webp',
  'scan-600dpi-dark-head.jpg',
  'scan-fax-150.png',
  'scanpdf-two-page.pdf',
]);

const documents = corpusDocuments().filter((doc) => !BENCH_ONLY.has(doc.name));
const reader = new OcrReader(mkdtempSync(path.join(tmpdir(), 'verdant-ocr-')));
afterAll(() => reader.close());

async function read(doc: (typeof documents)[number]) {
  const { tables } = await readUpload(
    readFileSync(doc.file),
    doc.name,
    { vendorId: 1, plan: 'PRO_VENDOR' },
    { reader, promotionalPeriod: true },
  );
  return { tables, rows: checkedRows(tables, doc.photo) };
}

describe('import corpus', () => {
  it('has text PDFs, photos and scans, and a floor only for documents in it', () => {
    expect(documents.filter((doc) => !doc.photo).length).toBeGreaterThanOrEqual(18);
    expect(documents.filter((doc) => doc.photo).length).toBeGreaterThanOrEqual(10);
    const names = documents.filter((doc) => doc.photo).map((doc) => doc.name);
    for (const [name, floor] of Object.entries(FLOORS)) {
      expect(names).toContain(name);
      expect(floor).toBeLessThan(TARGET);
    }
  });

  it.each(documents.filter((doc) => !doc.photo).map((doc) => [doc.name, doc] as const))(
    '%s (text): every cell right',
    async (_, doc) => {
      const { rows } = await read(doc);
      const result = score(rows, doc.expected);
      expect(result.mistakes).toEqual([]);
      expect(result.right).toBe(result.cells);
      expect(rows).toHaveLength(doc.expected.length);
    },
  );

  it.each(documents.filter((doc) => doc.photo).map((doc) => [doc.name, doc] as const))(
    '%s (photo or scan): no wrong cell in a row marked ok, cells right at least at its floor',
    async (name, doc) => {
      const { tables, rows } = await read(doc);
      const result = score(rows, doc.expected);
      expect(result.wrongInOk).toBe(0);
      expect(result.right / result.cells).toBeGreaterThanOrEqual(FLOORS[name] ?? TARGET);
      // Every row read from an image carries its crop and a confidence per cell.
      const imageRows = tables.flatMap((table) => table.slice(1));
      expect(imageRows.length).toBeGreaterThan(0);
      expect(imageRows.every((row) => row.crop?.startsWith('data:image/webp;base64,'))).toBe(true);
      expect(imageRows.every((row) => row.confidence?.length === row.cells.length)).toBe(true);
    },
  );
});
