// The import corpus (apps/server/bench/import-corpus: documents made with LibreOffice and ImageMagick, never seen
// by the code that reads them): every text PDF is read with every cell right.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkedRows, corpusDocuments, score } from '../bench/import-corpus/score.ts';
import { listFromTables } from '../src/modules/bulk-upload/bulk-upload.service.ts';
import { OcrReader } from '../src/modules/bulk-upload/ocr-reader.ts';
import { parsePdf } from '../src/modules/bulk-upload/parsers/pdf.ts';
import { readImage } from '../src/modules/bulk-upload/parsers/photo.ts';

const textPdfs = corpusDocuments().filter((doc) => !doc.photo && doc.name.endsWith('.pdf'));

describe('import corpus: text PDFs', () => {
  it('has the documents', () => {
    expect(textPdfs.length).toBeGreaterThanOrEqual(18);
  });

  it.each(textPdfs.map((doc) => [doc.name, doc] as const))('%s: every cell right', async (_, doc) => {
    const rows = listFromTables(await parsePdf(readFileSync(doc.file))).rows;
    const result = score(rows, doc.expected);
    expect(result.mistakes).toEqual([]);
    expect(result.right).toBe(result.cells);
    expect(rows).toHaveLength(doc.expected.length);
  });
});

describe('import corpus: a scan and a clean photo (OCR is slow on 2 cores: the bench reads every photo and scan)', () => {
  // The photo: a sharp, grain-free page on a desk, found as a photo by the page's border.
  it.each(['scan-word-bookish.png', 'photo-html-serif.jpg'])(
    '%s: at least 98% of cells right, no wrong cell in a row marked ok',
    async (name) => {
      const doc = corpusDocuments().find((d) => d.name === name)!;
      const reader = new OcrReader(mkdtempSync(path.join(tmpdir(), 'verdant-ocr-')));
      try {
        const tables = await readImage(readFileSync(doc.file), path.extname(name).slice(1), reader, 1);
        const result = score(checkedRows(tables, true), doc.expected);
        expect(result.right / result.cells).toBeGreaterThanOrEqual(0.98);
        expect(result.wrongInOk).toBe(0);
        // Every row read from an image carries its crop and a confidence per cell.
        expect(tables[0]!.slice(1).every((row) => row.crop?.startsWith('data:image/webp;base64,'))).toBe(true);
        expect(tables[0]!.slice(1).every((row) => row.confidence?.length === row.cells.length)).toBe(true);
      } finally {
        await reader.close();
      }
    },
    120_000,
  );
});
