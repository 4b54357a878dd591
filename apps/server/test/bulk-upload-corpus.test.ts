// The import corpus (apps/server/bench/import-corpus: documents made with LibreOffice and ImageMagick, never seen
// by the code that reads them): every text PDF is read with every cell right.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusDocuments, score } from '../bench/import-corpus/score.ts';
import { listFromTables } from '../src/modules/bulk-upload/bulk-upload.service.ts';
import { parsePdf } from '../src/modules/bulk-upload/parsers/pdf.ts';

const textPdfs = corpusDocuments().filter((doc) => !doc.photo && doc.name.endsWith('.pdf'));

describe('import corpus: text PDFs', () => {
  it('has the documents', () => {
    expect(textPdfs.length).toBeGreaterThanOrEqual(11);
  });

  it.each(textPdfs.map((doc) => [doc.name, doc] as const))('%s: every cell right', async (_, doc) => {
    const rows = listFromTables(await parsePdf(readFileSync(doc.file))).rows;
    const result = score(rows, doc.expected);
    expect(result.mistakes).toEqual([]);
    expect(result.right).toBe(result.cells);
    expect(rows).toHaveLength(doc.expected.length);
  });
});
