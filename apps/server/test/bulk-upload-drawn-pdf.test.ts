import sharp from 'sharp';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createPdf, pdfBuffer } from '../src/lib/pdf.ts';
import type { LineReader } from '../src/modules/bulk-upload/line-reader.ts';
import { parsePdf } from '../src/modules/bulk-upload/parsers/pdf.ts';
import { drawnPage } from '../src/modules/bulk-upload/parsers/pdf-drawn-page.ts';
import { ReadPool } from '../src/modules/bulk-upload/read-pool.ts';

/** A Letter PDF: a page of shapes only (words "converted to outlines" are shapes), then a blank page. */
async function shapesThenBlank(): Promise<Buffer> {
  const doc = createPdf('drawn');
  doc.rect(72, 72, 200, 20).fill('#000');
  doc.moveTo(72, 120).lineTo(400, 120).stroke();
  doc.addPage();
  return pdfBuffer(doc);
}

describe('a PDF whose words are drawn as shapes (no text, no picture)', () => {
  it('draws a page with shapes at 300 dpi for text recognition, and nothing for a blank page', async () => {
    const pdf = await getDocumentProxy(new Uint8Array(await shapesThenBlank()));
    const png = await drawnPage(pdf, 1);
    expect(png).not.toBeNull();
    const { width, height } = await sharp(png!).metadata();
    expect([width, height]).toEqual([2550, 3300]);
    // The black box is drawn where it stands: 72 pt in and down is 300 px at 300 dpi.
    const { data, info } = await sharp(png!).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(data[310 * info.width + 310]).toBeLessThan(64);
    expect(data[20 * info.width + 20]).toBeGreaterThan(192);
    expect(await drawnPage(pdf, 2)).toBeNull();
    await pdf.loadingTask.destroy();
  });

  it('still finds no text to read in a PDF of blank pages', async () => {
    const reader: LineReader = { read: async () => [] };
    await expect(parsePdf(await pdfBuffer(createPdf('blank')), { reader })).rejects.toMatchObject({
      reason: 'no-text',
    });
  });

  it('hands the drawn page to text recognition, from a reading worker (the canvas loads in a worker thread)', async () => {
    const widths: number[] = [];
    const reader: LineReader = {
      read: async (image) => {
        widths.push((await sharp(image).metadata()).width ?? 0);
        return [];
      },
    };
    const pool = new ReadPool({ reader, seconds: 30, memoryMb: 256, threads: 1 });
    try {
      const answer = pool.read(
        await shapesThenBlank(),
        'list.pdf',
        { vendorId: 1, plan: 'PRO_VENDOR' },
        { promotionalPeriod: false },
      );
      await expect(answer).rejects.toMatchObject({ statusCode: 422 });
      expect(widths.length).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });
});
